import { useLocation } from "react-router";
import { HoneypotField } from "~/components/ui/honeypot-field";
import type { NewsletterFormCopy } from "~/content/newsletter-form";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import type { NewsletterSourceName } from "~/lib/newsletter/sources";

/**
 * Newsletter sign-up box: plain markup, also rendered inside server-only regions (the footer).
 * Without JavaScript it is a normal form post to /newsletter that comes back here; with it, the site
 * layout's useNewsletterForms posts every `form[data-newsletter]` through one fetcher (the page stays
 * put, a toast confirms and the message appears under the field).
 */
export function NewsletterForm({
  source,
  copy,
  tone = "light",
  defaultEmail,
}: {
  source: NewsletterSourceName;
  /** The box's words in the page's language: picked on the server (a static region's caller, or a
   * hydrated page's loader), so the browser never holds both languages. */
  copy: NewsletterFormCopy;
  tone?: "light" | "dark";
  /** What the visitor typed before a failed post without JavaScript. */
  defaultEmail?: string;
}) {
  const { pathname, search } = useLocation();
  const locale = localeOf(pathname);
  const inputId = `newsletter-${source}-email`;
  const dark = tone === "dark";
  return (
    <form
      method="post"
      action={pathIn(locale, "/newsletter")}
      data-newsletter=""
      data-failed={copy.failed}
      className="relative mt-4"
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <HoneypotField label={copy.honeypotLabel} />
      <label htmlFor={inputId} className={`block text-sm font-medium ${dark ? "text-slate-200" : "text-slate-700"}`}>
        {copy.emailLabel}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={copy.placeholder}
          defaultValue={defaultEmail}
          aria-describedby={`${inputId}-message`}
          // w-full: without a width an input is 20 average characters of the page's first font wide, and on
          // a Malayalam page that is wider than the footer of a 320 px phone; with a percentage it fits.
          className={`w-full min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm ${
            dark
              ? "border-slate-600 bg-slate-800 text-white placeholder:text-slate-400"
              : "border-slate-300 bg-white text-slate-900 placeholder:text-slate-500"
          }`}
        />
        <button
          type="submit"
          data-busy-label={copy.submitting}
          className="rounded-lg bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-600 disabled:opacity-70"
        >
          {copy.submit}
        </button>
      </div>
      <p
        id={`${inputId}-message`}
        aria-live="polite"
        data-newsletter-message=""
        className={`mt-2 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}
      />
    </form>
  );
}
