import { Mail } from "~/components/ui/icons";
import { NewsletterForm } from "~/components/newsletter-form";
import * as newsletterFormEn from "~/content/newsletter-form";
import * as newsletterFormMl from "~/content/newsletter-form.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import type { NewsletterSourceName } from "~/lib/newsletter/sources";

// Rendered in static regions only (server-side markup), so both languages may be imported here.
const newsletterForm = localized(newsletterFormEn, newsletterFormMl);

/** The newsletter panel under the blog list and under each article. */
export function NewsletterBox({ source, title, text }: { source: NewsletterSourceName; title: string; text: string }) {
  return (
    <section aria-labelledby={`newsletter-${source}`} className="rounded-3xl bg-brand-50 p-6 md:p-10">
      <div className="mx-auto max-w-2xl text-center">
        <Mail aria-hidden="true" className="mx-auto size-8 text-brand-700" />
        <h2 id={`newsletter-${source}`} className="mt-3 text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-2 text-slate-700">{text}</p>
        <div className="mx-auto max-w-md text-left">
          <NewsletterForm source={source} copy={newsletterForm[useLocale()].newsletterFormCopy} />
        </div>
      </div>
    </section>
  );
}
