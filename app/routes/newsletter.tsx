import { CircleAlert, CircleCheck } from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/newsletter-form";
import { PageHeader } from "~/components/sections/page-header";
import { newsletterCopy, newsletterPages } from "~/content/newsletter";
import { formAction } from "~/lib/form-action.server";
import { sharedFormPageHeaders } from "~/lib/forms/outcome";
import { pageMeta } from "~/lib/meta";
import { newsletterHandler } from "~/lib/newsletter/newsletter.server";
import type { NewsletterResult } from "~/lib/newsletter/schema";

const copy = newsletterPages.subscribe;

/**
 * Sign-ups from every newsletter box (footer, blog list, article). With JavaScript the box posts
 * here through a fetcher and shows a toast; without it the browser lands on this page, which shows
 * the result and a link back to the page the visitor came from.
 */
export async function action(args: Route.ActionArgs) {
  return formAction(args, newsletterHandler);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NewsletterResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: newsletterCopy.messages.failed, returnTo: null };
  }
}

export const headers: Route.HeadersFunction = sharedFormPageHeaders;

export const meta: Route.MetaFunction = () => [
  ...pageMeta(copy, "/newsletter"),
  { name: "robots", content: "noindex" },
];

export default function NewsletterPage({ actionData: result }: Route.ComponentProps) {
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
                  {newsletterCopy.back}
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
            {newsletterCopy.formHeading}
          </h2>
          <NewsletterForm source="newsletter-page" defaultEmail={result?.ok ? undefined : result?.email} />
        </section>
      </div>
    </>
  );
}
