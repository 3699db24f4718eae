// The newsletter box's one schema and the helpers both sides share.
import * as z from "zod/mini";
import type { FieldMessages } from "~/content/forms";
import { emailAddress } from "~/lib/forms/fields";
import { type NewsletterSourceName, newsletterSources } from "./sources";

/** The box's one field, its messages in the language of the page it was sent from. */
export function newsletterFormSchema(messages: FieldMessages) {
  return z.object({ email: emailAddress(messages) });
}

/** The sign-up action's answer; the newsletter box toasts `message`. */
export type NewsletterResult = {
  ok: boolean;
  message: string;
  returnTo: string | null;
  /** What was typed, shown again after a failure. */
  email?: string;
};

export function newsletterSource(value: unknown): NewsletterSourceName {
  return newsletterSources.find((source) => source === value) ?? "newsletter-page";
}
