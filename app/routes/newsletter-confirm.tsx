import { data, Link } from "react-router";
import * as newsletterFormEn from "~/content/newsletter-form";
import * as newsletterFormMl from "~/content/newsletter-form.ml";
import type { Route } from "./+types/newsletter-confirm";
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
import { useLocalePath } from "~/lib/i18n/use-locale";
import { metaTags, pageHead } from "~/lib/meta";
import {
  checkConfirmToken,
  confirmHandler,
  type LinkPageState,
  linkPageStatus,
} from "~/lib/newsletter/newsletter.server";

const words = localized(en, ml);

// The emailed link only shows a button: the subscription is confirmed by the POST, so mail
// scanners that open every link cannot confirm on a person's behalf (docs/decisions/009-newsletter-double-opt-in.md).
// The page answers for the token in its link: never kept by the server or any cache.

const newsletterForm = localized(newsletterFormEn, newsletterFormMl);
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { newsletterCopy, newsletterPages } = words[locale];
  const page = newsletterPages.confirm;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await orUnavailable<LinkPageState>(
    "newsletter-confirm",
    () => checkConfirmToken(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => "unavailable",
  );
  return data(
    {
      state,
      token: state === "ready" ? token : "",
      // The page is hydrated: its words come as data, in its language only (the newsletter box's too).
      formCopy: newsletterForm[locale].newsletterFormCopy,
      copy: { heading: page.heading, intro: page.intro, formHeading: newsletterCopy.formHeading },
      outcomes: newsletterCopy.confirm,
      links: newsletterCopy.links,
      meta: pageHead(page, pathIn(locale, "/newsletter/confirm"), [{ name: "robots", content: "noindex" }]),
    },
    { status: linkPageStatus(state) },
  );
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, confirmHandler);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, outcomes, links } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  const good = state === "confirmed" || state === "already-confirmed";
  const messages: Record<Exclude<LinkPageState, "ready" | "unsubscribed">, string> = {
    confirmed: outcomes.confirmed,
    "already-confirmed": outcomes.alreadyConfirmed,
    expired: outcomes.expired,
    invalid: outcomes.invalid,
    unavailable: outcomes.unavailable,
  };
  const to = useLocalePath();
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-2xl py-14">
        {state === "ready" ? (
          <LinkActionForm text={outcomes.ready} token={loaderData.token} button={outcomes.button} />
        ) : (
          <OutcomeNotice good={good}>{messages[state === "unsubscribed" ? "invalid" : state]}</OutcomeNotice>
        )}
        {good ? (
          <p className="mt-8 flex flex-wrap gap-6">
            <Link to={to(links.blog.href)} className="font-semibold text-brand-800 underline underline-offset-2">
              {links.blog.label}
            </Link>
            <Link to={to(links.home.href)} className="font-semibold text-brand-800 underline underline-offset-2">
              {links.home.label}
            </Link>
          </p>
        ) : null}
        {state === "expired" || state === "invalid" ? (
          <section
            aria-labelledby="resubscribe-heading"
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="resubscribe-heading" className="text-xl font-bold text-slate-900">
              {copy.formHeading}
            </h2>
            <NewsletterForm source="newsletter-page" copy={loaderData.formCopy} />
          </section>
        ) : null}
      </div>
    </>
  );
}
