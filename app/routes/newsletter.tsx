import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHeader } from "~/components/sections/page-header";
import * as en from "~/content/newsletter";
import * as boxEn from "~/content/newsletter-form";
import * as boxMl from "~/content/newsletter-form.ml";
import * as ml from "~/content/newsletter.ml";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import { newsletterHandler } from "~/lib/newsletter/newsletter.server";
import type { NewsletterResult } from "~/lib/newsletter/schema";

const words = localized(en, ml);
/** The newsletter box's words: the page's language's are handed to its form with the page's data. */
const boxWords = localized(boxEn, boxMl);

/** The page's words in its language (the page is hydrated: it gets them as data, one language only). */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { newsletterCopy, newsletterPages } = words[locale];
  const copy = newsletterPages.subscribe;
  return {
    copy: {
      heading: copy.heading,
      intro: copy.intro,
      back: newsletterCopy.back,
      formHeading: newsletterCopy.formHeading,
    },
    meta: pageHead(copy, pathIn(locale, "/newsletter"), [{ name: "robots", content: "noindex" }]),
    formCopy: boxWords[locale].newsletterFormCopy,
  };
}

/**
 * Sign-ups from every newsletter box (footer, blog list, article). With JavaScript the box posts
 * here through a fetcher and shows a toast; without it the browser lands on this page, which shows
 * the result and a link back to the page the visitor came from.
 */
export async function action(args: Route.ActionArgs) {
  return formAction(args, newsletterHandler);
}

/**
 * With JavaScript: a lost connection or server crash becomes a normal failure, in the box's language
 * (the box carries its words as `data-failed`: the browser's script holds neither language's).
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterResult> {
  try {
    return await serverAction();
  } catch {
    const box = document.querySelector<HTMLElement>("form[data-newsletter]");
    return { ok: false, message: box?.dataset.failed ?? "", returnTo: null };
  }
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function NewsletterPage({ loaderData, actionData: result }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-2xl py-14">
        {result ? (
          <div
            role={result.ok ? "status" : "alert"}
            className={`mb-8 flex gap-3 rounded-xl border p-5 ${
              result.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800"
            }`}
          >
            {result.ok ? (
              <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
            )}
            <div>
              <p className="font-medium">{result.message}</p>
              {result.returnTo ? (
                <Link
                  to={result.returnTo}
                  className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2"
                >
                  {copy.back}
                </Link>
              ) : null}
            </div>
          </div>
        ) : null}
        <section
          aria-labelledby="newsletter-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="newsletter-form-heading" className="text-xl font-bold text-slate-900">
            {copy.formHeading}
          </h2>
          <NewsletterForm
            source="newsletter-page"
            copy={loaderData.formCopy}
            defaultEmail={result?.ok ? undefined : result?.email}
          />
        </section>
      </div>
    </>
  );
}
