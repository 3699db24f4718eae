// The newsletter box's words (footer and pages), on their own: the footer is on every page.
export const newsletterFormCopy = {
  emailLabel: "Email address",
  placeholder: "you@example.com",
  honeypotLabel: "Leave this field empty",
  submit: "Subscribe",
  submitting: "Subscribing...",
} as const;
