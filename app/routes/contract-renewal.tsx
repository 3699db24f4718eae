import { data, Link } from "react-router";
import type { Route } from "./+types/contract-renewal";
import { PageHeader } from "~/components/sections/page-header";
import { FormAlert } from "~/components/ui/form-fields";
import { LinkActionForm } from "~/components/ui/link-action-form";
import { OutcomeNotice } from "~/components/ui/outcome-notice";
import { renewalInvoiceCopy as billingWords } from "~/content/contract-billing";
import { contractRenewalCopy as words, contractRenewalPage as copy } from "~/content/contract-renewal";
import {
  contractRenewalForm,
  loadRenewalPage,
  type RenewalPageData,
  renewalPageStatus,
} from "~/lib/contracts/renewal-page.server";
import { formAction } from "~/lib/form-action.server";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { orUnavailable } from "~/lib/forms/pipeline.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { formatLongDate } from "~/lib/india-time";
import { pageMeta } from "~/lib/meta";
import { formatRupeesExact } from "~/lib/money/paise";

// A reminder email's "Renew" link opens this page: opening it renews nothing (mail scanners open
// every link); its one button's POST renews (docs/decisions/027-amc-contracts.md, renewals).
// The page answers for the token in its link: never kept by the server or any cache.
export const headers = privateFormPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = await orUnavailable<RenewalPageData>(
    "contract-renewal",
    () => loadRenewalPage(context.get(dbContext), token, context.get(envContext).APP_SECRET),
    () => ({ state: "unavailable" }),
  );
  return data(page, { status: renewalPageStatus(page) });
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, contractRenewalForm);
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta(copy, "/contract-renewal"),
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

/** An outcome and where to go from it. */
function NoticeAndLink({ good, notice, to, label }: { good: boolean; notice: string; to: string; label: string }) {
  return (
    <>
      <OutcomeNotice good={good}>{notice}</OutcomeNotice>
      <p>
        <Link to={to} className={linkClass}>
          {label}
        </Link>
      </p>
    </>
  );
}

/** The renewal's invoice: its number linking to it, what it asks and by when. */
function RenewalInvoiceNotice({ page }: { page: Extract<RenewalPageData, { state: "renewed" | "already-renewed" }> }) {
  const { invoice } = page;
  if (!invoice) return null;
  return (
    <p className="text-slate-800">
      <span className="font-semibold">
        {page.state === "renewed"
          ? billingWords.renewed(invoice.number)
          : billingWords.alreadyRenewed(page.nextId, invoice.number)}
      </span>{" "}
      {billingWords.amountDue(formatRupeesExact(invoice.totalPaise), formatLongDate(invoice.dueDate))}{" "}
      <Link to={`/account/invoices/${invoice.id}`} className={linkClass}>
        {billingWords.invoiceLink(invoice.number)}
      </Link>
    </p>
  );
}

/** What the page says when there is no button to press (any more). */
function Outcome({ page }: { page: Exclude<RenewalPageData, { state: "ready" | "refused" }> }) {
  switch (page.state) {
    case "renewed":
    case "already-renewed":
      return (
        <>
          <NoticeAndLink
            good
            notice={
              page.state === "renewed"
                ? words.renewed(
                    page.contractId,
                    page.nextId,
                    formatLongDate(page.startsOn),
                    formatLongDate(page.endsOn),
                  )
                : words.alreadyRenewed(page.contractId, page.nextId)
            }
            to={`/account/contracts/${page.nextId}`}
            label={words.newContract(page.nextId)}
          />
          <RenewalInvoiceNotice page={page} />
        </>
      );
    case "not-renewable":
      return (
        <NoticeAndLink
          good={false}
          notice={words.notRenewable(page.contractId)}
          to={words.plansLink.href}
          label={words.plansLink.label}
        />
      );
    case "invalid":
      return <OutcomeNotice good={false}>{words.invalid}</OutcomeNotice>;
    default:
      return <OutcomeNotice good={false}>{words.unavailable}</OutcomeNotice>;
  }
}

export default function ContractRenewalPage({ loaderData, actionData }: Route.ComponentProps) {
  // A press's outcome wins over the page as loaded again after it (then already renewed).
  const answer = actionData && actionData.state !== "refused" ? actionData : null;
  const page = answer ?? loaderData;
  return (
    <>
      <PageHeader heading={copy.heading} intro={copy.intro} />
      <div className="container-page max-w-3xl space-y-6 py-14">
        {page.state === "ready" ? (
          <>
            <FormAlert message={actionData?.state === "refused" ? actionData.message : null} />
            <p className="text-lg font-semibold text-slate-900">
              {words.whom(page.contractId, page.customerName, page.planName, formatLongDate(page.endsOn))}
            </p>
            <p className="text-slate-700">
              {words.next(formatLongDate(page.next.startsOn), formatLongDate(page.next.endsOn))}
            </p>
            <section
              aria-labelledby="renewal-terms"
              className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-sm text-slate-800"
            >
              <h2 id="renewal-terms" className="text-base font-bold text-slate-900">
                {words.termsHeading}
              </h2>
              {page.terms.map((paragraph) => (
                <p key={paragraph} className="whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </section>
            <LinkActionForm
              text={words.confirm(page.contractId)}
              token={page.token}
              button={words.button(page.contractId)}
            />
          </>
        ) : page.state === "refused" ? (
          <OutcomeNotice good={false}>{page.message}</OutcomeNotice>
        ) : (
          <Outcome page={page} />
        )}
        <p className="text-sm text-slate-700">{words.contact}</p>
      </div>
    </>
  );
}
