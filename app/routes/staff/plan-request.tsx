import { Link } from "react-router";
import type { Route } from "./+types/plan-request";
import { CaseThread, threadTones } from "~/components/staff/case-thread";
import { StatusForm } from "~/components/staff/record-forms";
import { StatusBadge } from "~/components/staff/status-badges";
import { FormAlert, TextAreaField } from "~/components/ui/form-fields";
import { planRequestStatusLabels, staffPlanRequestsCopy as copy } from "~/content/staff-plan-requests";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { getStaffPlanRequest } from "~/lib/plan-requests/staff.server";
import { planRequestActionForm } from "~/lib/plan-requests/staff-actions.server";
import { PLAN_REQUEST_MESSAGE_MAX_LENGTH, type PlanRequestActionData } from "~/lib/plan-requests/staff-query";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { DateTime } from "~/components/staff/date-time";
import { ContractStatusBadge } from "~/components/staff/status-badges";
import { contractsOfPlanRequest } from "~/lib/contracts/staff.server";
import { formatLongDate } from "~/lib/india-time";

export async function loader(args: Route.LoaderArgs) {
  const { db, record } = await recordOfPage(args, getStaffPlanRequest);
  // The contracts drafted from it: accepting one is what makes the request active.
  return { request: record, contracts: await contractsOfPlanRequest(db, record.id) };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, planRequestActionForm));
}

// Its own headers (a refused change's Retry-After) replace the layout's: the staff ones, not the form pages'.
export const headers = staffPageHeaders;

export const shouldRevalidate = reloadAfterConflict;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.detail.title(Number(params.id)));

const label = (status: keyof typeof planRequestStatusLabels) => planRequestStatusLabels[status];

export default function StaffPlanRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, contracts } = loaderData;
  const draftable = request.status === "requested" || request.status === "contacted";
  const answer: PlanRequestActionData | undefined = actionData;
  const d = copy.detail;
  const facts: [string, string][] = [
    [d.customer, request.customerName],
    [d.email, request.customerEmail],
    [d.plan, request.planName],
    [d.price, request.planPrice],
    [d.responseTime, request.responseTime ?? request.planResponseTime ?? "—"],
  ];
  const dates: [string, Date | null][] = [
    [d.requested, request.createdAt],
    [d.started, request.startedAt],
  ];
  return (
    <>
      <p>
        <Link to="/staff/plan-requests" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          {copy.back}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{d.title(request.id)}</h1>
        <StatusBadge status={request.status} label={label(request.status)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="request-details" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="request-details" className="text-lg font-bold text-slate-900">
            {d.plan}: {request.planName}
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className="break-all text-slate-900">{value}</dd>
              </div>
            ))}
            {dates.map(([term, date]) =>
              date ? (
                <div key={term} className="contents">
                  <dt className="font-medium text-slate-600">{term}</dt>
                  <dd className="text-slate-900">
                    <DateTime value={date} />
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
          <h3 className="mt-5 text-sm font-bold text-slate-900">{d.note}</h3>
          <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-800">{request.note ?? d.noNote}</p>
        </section>
        <section aria-labelledby="status-change" className="space-y-3">
          <h2 id="status-change" className="text-lg font-bold text-slate-900">
            {copy.change.heading}
          </h2>
          <FormAlert message={answer?.message} />
          {request.next.length === 0 ? (
            <p className="text-sm text-slate-700">{copy.change.final(label(request.status))}</p>
          ) : (
            <StatusForm
              id="plan-request-status"
              value={request.status}
              options={request.next.map((status) => ({ value: status, label: label(status) }))}
              radios={{ chosen: answer?.values.status, error: answer?.fieldErrors.status }}
              alert={null}
              words={{ label: copy.change.newStatus, submit: copy.change.submit }}
            >
              <div className="mt-4">
                <TextAreaField
                  key={`message-${request.status}`}
                  name="message"
                  label={copy.change.message}
                  description={copy.change.messageHint}
                  required={false}
                  rows={4}
                  maxLength={PLAN_REQUEST_MESSAGE_MAX_LENGTH}
                  error={answer?.fieldErrors.message}
                  defaultValue={answer?.values.message}
                />
              </div>
            </StatusForm>
          )}
        </section>
        <section
          aria-labelledby="request-contracts"
          className="rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2"
        >
          <h2 id="request-contracts" className="text-lg font-bold text-slate-900">
            {copy.contracts.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{copy.contracts.intro}</p>
          {contracts.length > 0 ? (
            <ul className="mt-3 space-y-2 text-sm">
              {contracts.map((contract) => (
                <li key={contract.id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/staff/contracts/${contract.id}`}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {copy.contracts.item(contract.id, contract.planName)}
                  </Link>
                  <ContractStatusBadge status={contract.status} sent={contract.sentAt !== null} />
                  <span className="text-slate-700">{copy.contracts.starts(formatLongDate(contract.startsOn))}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-700">{copy.contracts.none}</p>
          )}
          {draftable ? (
            <p className="mt-4">
              <Link
                to={`/staff/contracts/new?planRequest=${request.id}`}
                className="inline-block rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {copy.contracts.draft}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
      <CaseThread
        heading={d.historyHeading}
        empty={d.historyEmpty}
        className="mt-6"
        entries={request.history.map((event) => ({
          id: event.id,
          title: d.historyEntry(label(event.fromStatus), label(event.toStatus)),
          createdAt: event.createdAt,
          extra: event.actorName ? d.by(event.actorName) : null,
          body: event.message,
          bodyLabel: d.messageLabel,
          tone: threadTones.change,
        }))}
      />
    </>
  );
}
