import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/contact";
import { StaticRegion } from "~/components/ui/static-region";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactCards, OfficeMap } from "~/components/contact/contact-details";
import { LaunchOffersBanner } from "~/components/contact/launch-offers-banner";
import { FaqList } from "~/components/sections/faq-list";
import { PageHeader } from "~/components/sections/page-header";
import * as faqsEn from "~/content/faqs";
import * as faqsMl from "~/content/faqs.ml";
import * as marketingEn from "~/content/marketing";
import * as marketingMl from "~/content/marketing.ml";
import * as pageEn from "~/content/page-copy/contact";
import * as pageMl from "~/content/page-copy/contact.ml";
import { contactHandler } from "~/lib/contact/contact.server";
import { type ContactActionData, contactPrefill } from "~/lib/contact/form";
import { contactCopy, contactFormWords } from "~/lib/contact/form-words";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { staticRegions } from "~/lib/static-regions.server";

const pages = localized(pageEn, pageMl);
const marketing = localized(marketingEn, marketingMl);
const faqs = localized(faqsEn, faqsMl);

// Everything but the form is rendered on the server only (app/lib/static-regions.ts).
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOf(args.url.pathname);
  const copy = pages[locale].contactPage;
  const { contactForm, contactOffers } = contactCopy(locale);
  const regions = staticRegions(args, "contact", {
    top: (
      <>
        <PageHeader heading={copy.heading} intro={copy.intro} />
        <LaunchOffersBanner
          heading={contactOffers.heading}
          offers={marketing[locale].launchOffers}
          cta={contactOffers.cta}
        />
      </>
    ),
    formIntro: (
      <>
        <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
          {contactForm.heading}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{contactForm.intro}</p>
      </>
    ),
    cards: <ContactCards />,
    rest: <ContactRest />,
  });
  return {
    regions,
    prefill: contactPrefill(args.url.searchParams),
    formWords: contactFormWords(locale),
    meta: pageHead(copy, pathIn(locale, "/contact")),
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, contactHandler);
}

/**
 * With JavaScript: a lost connection or server crash becomes a normal failure, not an error page (an
 * empty message: the form shows its own failure words, which it has from the loader).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactActionData> {
  try {
    return await serverAction();
  } catch {
    return { status: "error", message: "" };
  }
}

// Reload the loader only after a message was sent. After a failure the page must
// stay as it is: with the network down, a reload would fail too and replace the form with an error.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && (actionResult as ContactActionData).status !== "sent") return false;
  return defaultShouldRevalidate;
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { regions } = loaderData;
  return (
    <>
      <StaticRegion region={regions.top} />
      <div className="container-page grid gap-12 py-14 lg:grid-cols-5">
        <section aria-labelledby="contact-form-heading" id="contact-form" className="lg:col-span-3">
          <StaticRegion region={regions.formIntro} />
          <ContactForm prefill={loaderData.prefill} actionData={actionData} words={loaderData.formWords} />
        </section>
        <div className="lg:col-span-2">
          <StaticRegion region={regions.cards} />
        </div>
      </div>
      <StaticRegion region={regions.rest} />
    </>
  );
}

/** The map, the FAQ and the closing band. */
function ContactRest() {
  const locale = useLocale();
  const { contactClosing, contactFaqHeading } = contactCopy(locale);
  const to = useLocalePath();
  return (
    <>
      <div className="container-page grid gap-12 pb-16 lg:grid-cols-2">
        <OfficeMap />
        <section aria-labelledby="contact-faq-heading">
          <h2 id="contact-faq-heading" className="mb-6 text-2xl font-bold text-slate-900">
            {contactFaqHeading}
          </h2>
          <FaqList faqs={faqs[locale].contactFaqs} />
        </section>
      </div>
      <section aria-labelledby="contact-closing-heading" className="bg-slate-100">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="contact-closing-heading" className="text-2xl font-bold text-slate-900">
              {contactClosing.heading}
            </h2>
            <p className="mt-2 text-slate-700">{contactClosing.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to={to(contactClosing.primary.href)}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {contactClosing.primary.label}
            </Link>
            <Link
              to={to(contactClosing.secondary.href)}
              className="rounded-lg border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {contactClosing.secondary.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
