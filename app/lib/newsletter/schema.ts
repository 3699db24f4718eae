// The newsletter box's one schema and the helpers both sides share.
import * as z from "zod/mini";
import { emailAddress } from "~/lib/forms/fields";

export const NewsletterFormSchema = z.object({ email: emailAddress() });

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
