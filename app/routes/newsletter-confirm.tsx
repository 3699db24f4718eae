import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHeader } from "~/components/sections/page-header";
import { LinkActionForm } from "~/components/ui/link-action-form";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { newsletterCopy, newsletterPages } from "~/content/newsletter";
import { formAction } from "~/lib/form-action.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import {
  checkConfirmToken,
  confirmHandler,
  type LinkPageState,
  linkPageStatus,
} from "~/lib/newsletter/newsletter.server";

const copy = newsletterPages.confirm;

// The emailed link only shows a button: the subscription is confirmed by the POST, so mail
// scanners that open every link cannot confirm on a person's behalf (docs/decisions/009-newsletter-double-opt-in.md).
// The page answers for the token in its link: never kept by the server or any cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await orUnavailable<LinkPageState>(
    "newsletter-confirm",
    () => checkConfirmToken(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => "unavailable",
  );
  return data({ state, token: state === "ready" ? token : "" }, { status: linkPageStatus(state) });
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, confirmHandler);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta(copy, "/newsletter/confirm"),
  { name: "robots", content: "noindex" },
];

const messages: Record<Exclude<LinkPageState, "ready" | "unsubscribed">, string> = {
  confirmed: newsletterCopy.confirm.confirmed,
  "already-confirmed": newsletterCopy.confirm.alreadyConfirmed,
  expired: newsletterCopy.confirm.expired,
  invalid: newsletterCopy.confirm.invalid,
  unavailable: newsletterCopy.confirm.unavailable,
};

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const good = state === "confirmed" || state === "already-confirmed";
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-2xl py-14">
        {state === "ready" ? (
          <LinkActionForm
            text={newsletterCopy.confirm.ready}
            token={loaderData.token}
            button={newsletterCopy.confirm.button}
          />
        ) : (
          <OutcomeNotice good={good}>{messages[state === "unsubscribed" ? "invalid" : state]}</OutcomeNotice>
        )}
        {good ? (
          <p className="mt-8 flex flex-wrap gap-6">
            <Link
              to={newsletterCopy.links.blog.href}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {newsletterCopy.links.blog.label}
            </Link>
            <Link
              to={newsletterCopy.links.home.href}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {newsletterCopy.links.home.label}
            </Link>
          </p>
        ) : null}
        {state === "expired" || state === "invalid" ? (
          <section
            aria-labelledby="resubscribe-heading"
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="resubscribe-heading" className="text-xl font-bold text-slate-900">
              {newsletterCopy.formHeading}
            </h2>
            <NewsletterForm source="newsletter-page" />
          </section>
        ) : null}
      </div>
    </>
  );
}
