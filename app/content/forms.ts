// Messages every form shares: the field rules' messages (the spec's 'X is required' and 'Invalid
// email address'), what the bounded body reader answers, and the failure policy's message.

import { formatCount } from "./numbers";

export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${formatCount(max)} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
} as const;

export const formBodyMessages = {
  wrongType: "Please send the form from the website.",
  tooLarge: "The form is too large. Please shorten your message.",
  unreadable: "The form could not be read. Please try again.",
  crossSite: "This form must be sent from our website. Please reload the page and try again.",
} as const;
