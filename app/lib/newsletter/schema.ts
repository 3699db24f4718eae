// The newsletter box's one schema and the helpers both sides share.
import * as z from "zod/mini";
import { emailAddress } from "~/lib/forms/fields";
import { type NewsletterSourceName, newsletterSources } from "./sources";

export const NewsletterFormSchema = z.object({ email: emailAddress() });

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
