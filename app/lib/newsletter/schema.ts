// The newsletter box's one schema and the helpers both sides share.
import * as z from "zod/mini";
import { emailAddress } from "~/lib/forms/fields";

export const NewsletterFormSchema = z.object({ email: emailAddress() });

export const NEWSLETTER_MESSAGES = {
  checkInbox: "Thanks! Please check your inbox and confirm your subscription with the link we sent.",
  rateLimited: "Too many sign-up attempts from your network. Please try again in a few minutes.",
  failed: "Subscription failed. Please try again.",
} as const;

/** The sign-up action's answer; the newsletter box toasts `message`. */
export type NewsletterResult = { ok: boolean; message: string; returnTo: string | null };

export const newsletterSources = ["footer", "blog-list", "blog-post", "newsletter-page"] as const;
export type NewsletterSourceName = (typeof newsletterSources)[number];

export function newsletterSource(value: unknown): NewsletterSourceName {
  return newsletterSources.find((source) => source === value) ?? "newsletter-page";
}

/**
 * The page to go back to after a sign-up without JavaScript: only a path on this site
 * ('/blog?tag=Cloud'), never another origin ('//evil.test', '/\\evil.test', 'https://…').
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 500 || !value.startsWith("/")) return null;
  if (value.startsWith("//") || value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make a path unsafe
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const base = "http://site.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
