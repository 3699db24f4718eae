import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import * as newsletterFormEn from "~/content/newsletter-form";
import * as newsletterFormMl from "~/content/newsletter-form.ml";
import type { Route } from "./+types/newsletter-unsubscribe";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHeader } from "~/components/sections/page-header";
import { LinkActionForm } from "~/components/ui/link-action-form";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import * as en from "~/content/newsletter";
import * as ml from "~/content/newsletter.ml";
import { formAction } from "~/lib/form-action.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { metaTags, pageHead } from "~/lib/meta";
import {
  checkUnsubscribeToken,
  type LinkPageState,
  linkPageStatus,
  unsubscribeHandler,
} from "~/lib/newsletter/newsletter.server";

const words = localized(en, ml);

// The emailed link only shows a button: the POST unsubscribes, so mail scanners and link checkers
// that open every link (GET or HEAD) cannot unsubscribe anyone. Mail apps' RFC 8058 one-click POST
// to the same URL unsubscribes at once (docs/decisions/009-newsletter-double-opt-in.md).
// The page answers for the token in its link: never kept by the server or any cache.

const newsletterForm = localized(newsletterFormEn, newsletterFormMl);
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { newsletterCopy, newsletterPages } = words[locale];
  const page = newsletterPages.unsubscribe;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await orUnavailable<LinkPageState>(
    "newsletter-unsubscribe",
    () => checkUnsubscribeToken(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => "unavailable",
  );
  return data(
    {
      state,
      token: state === "ready" ? token : "",
      // The page is hydrated: its words come as data, in its language only (the newsletter box's too).
      formCopy: newsletterForm[locale].newsletterFormCopy,
      copy: { heading: page.heading, intro: page.intro, formHeading: newsletterCopy.formHeading },
      outcomes: newsletterCopy.unsubscribe,
      meta: pageHead(page, pathIn(locale, "/newsletter/unsubscribe"), [{ name: "robots", content: "noindex" }]),
    },
    { status: linkPageStatus(state) },
  );
}

/** The page's button, and RFC 8058 one-click unsubscribe (mail apps POST to the List-Unsubscribe URL). */
export async function action(args: Route.ActionArgs) {
  return formAction(args, unsubscribeHandler);
}

// Run the loader for a new link only, never again because some form on the page (the footer's
// newsletter box) was used — that would undo a re-subscription made from this very page.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, outcomes } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  const done = state === "unsubscribed";
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-2xl py-14">
        {state === "ready" ? (
          <LinkActionForm text={outcomes.ready} token={loaderData.token} button={outcomes.button} />
        ) : (
          <OutcomeNotice good={done}>
            {done ? outcomes.done : state === "unavailable" ? outcomes.unavailable : outcomes.invalid}
          </OutcomeNotice>
        )}
        {state === "ready" ? null : (
          <section
            aria-labelledby="resubscribe-heading"
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="resubscribe-heading" className="text-xl font-bold text-slate-900">
              {copy.formHeading}
            </h2>
            <p className="mt-2 text-slate-700">{outcomes.resubscribe}</p>
            <NewsletterForm source="newsletter-page" copy={loaderData.formCopy} />
          </section>
        )}
      </div>
    </>
  );
}
