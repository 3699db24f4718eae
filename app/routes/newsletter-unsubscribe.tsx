import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHeader } from "~/components/sections/page-header";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { newsletterCopy, newsletterPages } from "~/content/newsletter";
import { formAction } from "~/lib/form-action.server";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/meta";
import { type LinkPageState, unsubscribe, unsubscribeHandler } from "~/lib/newsletter/newsletter.server";

const copy = newsletterPages.unsubscribe;

/** One click: opening the link in any newsletter email unsubscribes (repeating it is harmless). */
// The page answers for the token in its link: never kept by the server or any cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const state = await orUnavailable<LinkPageState>(
    "newsletter-unsubscribe",
    () => unsubscribe(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => "unavailable",
  );
  return data({ state }, { status: state === "unsubscribed" ? 200 : state === "unavailable" ? 503 : 400 });
}

/** RFC 8058 one-click unsubscribe: mail apps POST to the List-Unsubscribe URL. */
export async function action(args: Route.ActionArgs) {
  return formAction(args, unsubscribeHandler);
}

// Run the loader for a new link only, never again because some form on the page (the footer's
// newsletter box) was used — that would undo a re-subscription made from this very page.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.href !== nextUrl.href;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta(copy, "/newsletter/unsubscribe"),
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const done = state === "unsubscribed";
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-2xl py-14">
        <OutcomeNotice good={done}>
          {done
            ? newsletterCopy.unsubscribe.done
            : state === "unavailable"
              ? newsletterCopy.unsubscribe.unavailable
              : newsletterCopy.unsubscribe.invalid}
        </OutcomeNotice>
        <section
          aria-labelledby="resubscribe-heading"
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="resubscribe-heading" className="text-xl font-bold text-slate-900">
            {newsletterCopy.formHeading}
          </h2>
          <p className="mt-2 text-slate-700">{newsletterCopy.unsubscribe.resubscribe}</p>
          <NewsletterForm source="newsletter-page" />
        </section>
      </div>
    </>
  );
}
