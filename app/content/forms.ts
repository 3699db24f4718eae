// Messages every form shares: the field rules' messages (the spec's 'X is required' and 'Invalid
// email address'), what the bounded body reader answers, and the failure policy's message.

import { formatCount } from "./numbers";

/** The field rules' messages, in one language (forms.ml.ts is the Malayalam). */
export type FieldMessages = {
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  emailRequired: string;
  emailInvalid: string;
  /** The email field's name inside other messages ("Email must be at most 254 characters"). */
  emailLabel: string;
};

export const fieldMessages: FieldMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${formatCount(max)} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  emailLabel: "Email",
};

export type FormBodyMessages = Record<"wrongType" | "tooLarge" | "unreadable" | "crossSite", string>;

export const formBodyMessages: FormBodyMessages = {
  wrongType: "Please send the form from the website.",
  tooLarge: "The form is too large. Please shorten your message.",
  unreadable: "The form could not be read. Please try again.",
  crossSite: "This form must be sent from our website. Please reload the page and try again.",
};
