import { data, Link } from "react-router";
import type { Route } from "./+types/contract-renewal";
import { PageHeader } from "~/components/sections/page-header";
import { FormAlert } from "~/components/ui/form-fields";
import { LinkActionForm } from "~/components/ui/link-action-form";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { renewalInvoiceCopy as billingWords } from "~/content/contract-billing";
import * as billingMl from "~/content/contract-billing.ml";
import { contractRenewalCopy as words, contractRenewalPage as copy } from "~/content/contract-renewal";
import * as renewalMl from "~/content/contract-renewal.ml";
import * as termsMl from "~/content/contract-terms.ml";
import {
  contractRenewalForm,
  loadRenewalPage,
  type RenewalPageData,
  renewalPageStatus,
} from "~/lib/contracts/renewal-page.server";
import { type RenewalPageText, type RenewalWords, renewalPageText } from "~/lib/contracts/renewal-page-text";
import { formRequest } from "~/lib/form-action.server";
import { privateFormPageHeaders, toResponse } from "~/lib/forms/outcome";
import { handleForm, orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { type Locale, localeOf, pathIn } from "~/lib/i18n/locale";
import { pageMeta } from "~/lib/meta";

// A reminder email's "Renew" link opens this page: opening it renews nothing (mail scanners open
// every link); its one button's POST renews (docs/decisions/027-amc-contracts.md, renewals).
// The page answers for the token in its link: never kept by the server or any cache.
export const headers = privateFormPageHeaders;

/** The English words: this page's bundle carries them; a Malayalam page's text comes worked out in its data. */
const englishWords: RenewalWords = { page: copy, copy: words, billing: billingWords, termsNote: "" };

/** The page's state as data; on a Malayalam page with its text in Malayalam (server-side only). */
function inLanguage(page: RenewalPageData, locale: Locale): RenewalPageData & { text?: RenewalPageText } {
  if (locale === "en") return page;
  const malayalam: RenewalWords = {
    page: renewalMl.contractRenewalPage,
    copy: renewalMl.contractRenewalCopy,
    billing: billingMl.renewalInvoiceCopy,
    termsNote: termsMl.termsLanguageNote,
  };
  return { ...page, text: renewalPageText(page, malayalam, locale) };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = await orUnavailable<RenewalPageData>(
    "contract-renewal",
    () => loadRenewalPage(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => ({ state: "unavailable" }),
  );
  return data(inLanguage(page, localeOf(url.pathname)), { status: renewalPageStatus(page) });
}

export async function action(args: Route.ActionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  const outcome = await handleForm(contractRenewalForm(locale), formRequest(args));
  return toResponse(outcome.type === "data" ? { ...outcome, body: inLanguage(outcome.body, locale) } : outcome);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...pageMeta(loaderData?.text?.page ?? copy, pathIn(localeOf(location.pathname), "/contract-renewal")),
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

/** The renewal's invoice: its number linking to it, what it asks and by when. */
function RenewalInvoiceNotice({ invoice }: { invoice: NonNullable<RenewalPageText["invoice"]> }) {
  return (
    <p className="text-slate-800">
      <span className="font-semibold">{invoice.lead}</span> {invoice.amountDue}{" "}
      <Link to={invoice.link.to} className={linkClass}>
        {invoice.link.label}
      </Link>
    </p>
  );
}

function RenewalTerms({ terms }: { terms: readonly string[] }) {
  return terms.map((paragraph) => (
    <p key={paragraph} className="whitespace-pre-line">
      {paragraph}
    </p>
  ));
}

/** What the page says when there is no button to press (any more), and where to go from it. */
function Outcome({
  outcome,
  invoice,
}: Pick<RenewalPageText, "invoice"> & { outcome: NonNullable<RenewalPageText["outcome"]> }) {
  if (!outcome.link) return <OutcomeNotice good={outcome.good}>{outcome.notice}</OutcomeNotice>;
  return (
    <>
      <OutcomeNotice good={outcome.good}>{outcome.notice}</OutcomeNotice>
      <p>
        <Link to={outcome.link.to} className={linkClass}>
          {outcome.link.label}
        </Link>
      </p>
      {invoice ? <RenewalInvoiceNotice invoice={invoice} /> : null}
    </>
  );
}

export default function ContractRenewalPage({ loaderData, actionData }: Route.ComponentProps) {
  // A press's outcome wins over the page as loaded again after it (then already renewed).
  const answer = actionData && actionData.state !== "refused" ? actionData : null;
  const page = answer ?? loaderData;
  const text = page.text ?? renewalPageText(page, englishWords, "en");
  const refusal = actionData?.state === "refused" ? actionData.message : null;
  return (
    <>
      <PageHeader heading={text.page.heading} intro={text.page.intro} />
      <div className="container-page max-w-3xl space-y-6 py-14">
        {page.state === "ready" && text.ready ? (
          <>
            <FormAlert message={refusal} />
            <p className="text-lg font-semibold text-slate-900">{text.ready.whom}</p>
            <p className="text-slate-700">{text.ready.next}</p>
            <section
              aria-labelledby="renewal-terms"
              className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-sm text-slate-800"
            >
              <h2 id="renewal-terms" className="text-base font-bold text-slate-900">
                {text.ready.termsHeading}
              </h2>
              {text.ready.termsNote ? (
                // The terms are accepted as written in English: said so, and marked so for screen readers.
                <>
                  <p>{text.ready.termsNote}</p>
                  <div lang="en" className="space-y-3">
                    <RenewalTerms terms={page.terms} />
                  </div>
                </>
              ) : (
                <RenewalTerms terms={page.terms} />
              )}
            </section>
            <LinkActionForm text={text.ready.confirm} token={page.token} button={text.ready.button} />
          </>
        ) : text.outcome ? (
          <Outcome outcome={text.outcome} invoice={text.invoice} />
        ) : null}
        <p className="text-sm text-slate-700">{text.contact}</p>
      </div>
    </>
  );
}
