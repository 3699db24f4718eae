import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { newsletterFormCopy } from "~/content/newsletter-form";
import type { NewsletterResult, NewsletterSourceName } from "~/lib/newsletter/schema";
import { toast } from "~/lib/toast/toast";

const copy = newsletterFormCopy;

/**
 * Newsletter sign-up box. Posts to the /newsletter action: with JavaScript through a fetcher (the
 * page stays put and a toast confirms), without it as a normal form post that comes back here.
 */
export function NewsletterForm({
  source,
  tone = "light",
  defaultEmail,
}: {
  source: NewsletterSourceName;
  tone?: "light" | "dark";
  /** What the visitor typed before a failed post without JavaScript. */
  defaultEmail?: string;
}) {
  const fetcher = useFetcher<NewsletterResult>();
  const { pathname, search } = useLocation();
  const inputId = useId();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    if (result.ok) {
      toast.success(result.message, { duration: 4000 });
      formRef.current?.reset();
    } else {
      toast.error(result.message);
    }
  }, [result, fetcher.state]);

  const dark = tone === "dark";
  return (
    <fetcher.Form ref={formRef} method="post" action="/newsletter" className="relative mt-4" noValidate={false}>
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
          aria-describedby={result ? messageId : undefined}
          aria-invalid={result && !result.ok ? true : undefined}
          className={`min-w-0 flex-1 rounded-lg border px-3 py-2 text-sm ${
            dark
              ? "border-slate-600 bg-slate-800 text-white placeholder:text-slate-400"
              : "border-slate-300 bg-white text-slate-900 placeholder:text-slate-500"
          }`}
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-accent-700 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-600 disabled:opacity-70"
        >
          {busy ? copy.submitting : copy.submit}
        </button>
      </div>
      <p id={messageId} aria-live="polite" className={`mt-2 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>
        {result?.message}
      </p>
    </fetcher.Form>
  );
}
