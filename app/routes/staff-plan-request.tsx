import { Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/staff-plan-request";
import { StatusBadge } from "~/components/staff/status-badges";
import { StatusChoice } from "~/components/staff/status-choice";
import { FormAlert, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { staffCopy } from "~/content/staff";
import { planRequestStatusLabels, staffPlanRequestsCopy as copy } from "~/content/staff-plan-requests";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { getStaffPlanRequest, planRequestStatusForm } from "~/lib/plan-requests/staff.server";
import { PLAN_REQUEST_MESSAGE_MAX_LENGTH } from "~/lib/plan-requests/limits";
import { notFound, requireStaff, staffPageHeaders } from "~/lib/staff/guard.server";
import { formatDateTime } from "~/lib/india-time";

function requestId(params: { id: string }) {
  return /^\d{1,15}$/.test(params.id) ? Number(params.id) : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = requestId(params);
  const found = id === null ? null : await getStaffPlanRequest(context.get(dbContext), id);
  if (!found) throw notFound(request);
  return {
    request: {
      ...found,
      createdAt: found.createdAt.toISOString(),
      updatedAt: found.updatedAt.toISOString(),
      startedAt: found.startedAt?.toISOString() ?? null,
      history: found.history.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args.request, args.context);
  const id = requestId(args.params);
  if (id === null) throw notFound(args.request);
  return formAction(args, planRequestStatusForm(staff, id));
}

// Its own headers (a refused change's Retry-After) replace the layout's: the staff ones, not the form pages'.
export const headers = staffPageHeaders;

// A refused change (409: someone else changed the request meanwhile) shows the current state, so the
// page reloads its data even though the action answered with an error status.
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: staffCopy.title(copy.detail.title(Number(params.id))) },
  { name: "robots", content: "noindex" },
];

const label = (status: string) => planRequestStatusLabels[status as keyof typeof planRequestStatusLabels] ?? status;

export default function StaffPlanRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request } = loaderData;
  const busy = useNavigation().state === "submitting";
  const d = copy.detail;
  const facts: [string, string][] = [
    [d.customer, request.customerName],
    [d.email, request.customerEmail],
    [d.plan, request.planName],
    [d.price, request.planPrice],
    [d.responseTime, request.responseTime ?? request.planResponseTime ?? "—"],
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
            <dt className="font-medium text-slate-600">{d.requested}</dt>
            <dd className="text-slate-900">
              <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
            </dd>
            {request.startedAt ? (
              <>
                <dt className="font-medium text-slate-600">{d.started}</dt>
                <dd className="text-slate-900">
                  <time dateTime={request.startedAt}>{formatDateTime(request.startedAt)}</time>
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-5 text-sm font-bold text-slate-900">{d.note}</h3>
          <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-800">{request.note ?? d.noNote}</p>
        </section>
        <section aria-labelledby="status-change" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="status-change" className="text-lg font-bold text-slate-900">
            {copy.change.heading}
          </h2>
          <div className="mt-3">
            <FormAlert message={actionData?.message} />
          </div>
          {request.next.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{copy.change.final(label(request.status))}</p>
          ) : (
            <Form method="post" className="mt-3 space-y-4" noValidate>
              <input type="hidden" name="expectedStatus" value={request.status} />
              <StatusChoice
                // A new key after every change, so the choices shown always match the current status.
                key={request.status}
                name="status"
                legend={copy.change.newStatus}
                error={actionData?.fieldErrors.status}
                defaultValue={actionData?.values.status}
                options={request.next.map((status) => ({ value: status, label: label(status) }))}
              />
              <TextAreaField
                key={`message-${request.status}`}
                name="message"
                label={copy.change.message}
                description={copy.change.messageHint}
                required={false}
                rows={4}
                maxLength={PLAN_REQUEST_MESSAGE_MAX_LENGTH}
                error={actionData?.fieldErrors.message}
                defaultValue={actionData?.values.message}
              />
              <SubmitButton busy={busy} label={copy.change.submit} busyLabel={copy.change.submit} fullWidth={false} />
            </Form>
          )}
        </section>
      </div>
      <section aria-labelledby="request-history" className="mt-6 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="request-history" className="text-lg font-bold text-slate-900">
          {d.historyHeading}
        </h2>
        {request.history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{d.historyEmpty}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {request.history.map((event) => (
              <li key={event.id} className="border-l-2 border-brand-200 pl-4 text-sm">
                <p className="font-semibold text-slate-900">
                  {d.historyEntry(label(event.fromStatus), label(event.toStatus))}{" "}
                  <span className="font-normal text-slate-600">
                    · <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                    {event.actorName ? ` · ${d.by(event.actorName)}` : null}
                  </span>
                </p>
                {event.message ? (
                  <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                    <span className="sr-only">{d.messageLabel}: </span>
                    {event.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
