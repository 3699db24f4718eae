// The newsletter box's words (footer and pages), on their own: the footer is on every page.
export type NewsletterFormCopy = Record<
  "emailLabel" | "placeholder" | "honeypotLabel" | "submit" | "submitting" | "failed",
  string
>;

export const newsletterFormCopy: NewsletterFormCopy = {
  emailLabel: "Email address",
  placeholder: "you@example.com",
  honeypotLabel: "Leave this field empty",
  submit: "Subscribe",
  submitting: "Subscribing...",
  /** Said when no answer came (connection lost): the box has it at hand, in the page's language. */
  failed: "Subscription failed. Please try again.",
};
