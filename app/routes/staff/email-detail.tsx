import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/email-detail";
import { OutboxStatusBadge } from "~/components/staff/status-badges";
import { staffCopy } from "~/content/staff";
import { staffEmailDetailCopy as copy } from "~/content/staff-email";
import { idValue } from "~/lib/casework/list-codec";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { getOutboxEmail } from "~/lib/outbox-console/outbox-console.server";
import { retryEmailForm } from "~/lib/outbox-console/retry.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { DateTime } from "~/components/staff/date-time";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const id = idValue(params.id);
  const email = id === null ? null : await getOutboxEmail(context.get(dbContext), id);
  if (!email) throw notFound(request);
  return { email };
}

/** The page's one action: retry this (dead) email. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = staffOf(context);
  const id = idValue(params.id);
  if (id === null || !(await getOutboxEmail(context.get(dbContext), id))) throw notFound(request);
  return formAction(args, retryEmailForm(staff, id));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffCopy.title(loaderData ? copy.title(loaderData.email.id) : "") },
  { name: "robots", content: "noindex" },
];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 md:col-span-2">{children}</dd>
    </>
  );
}

function When({ value }: { value: Date | string | null }) {
  if (!value) return <>{copy.none}</>;
  return <DateTime value={value} />;
}

export default function StaffEmailDetail({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const labels = copy.labels;
  return (
    <>
      <Link to="/staff/email" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.heading(email.id)}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="delivery-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="delivery-heading" className="text-lg font-bold text-slate-900">
            {copy.deliveryHeading}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm md:grid-cols-3">
            <Row label={labels.status}>
              <OutboxStatusBadge status={email.status} />
            </Row>
            <Row label={labels.attempts}>{email.attempts}</Row>
            <Row label={labels.lastError}>{email.lastError ?? copy.none}</Row>
            <Row label={labels.created}>
              <When value={email.createdAt} />
            </Row>
            <Row label={labels.sent}>
              <When value={email.sentAt} />
            </Row>
            {email.status === "pending" ? (
              <Row label={labels.nextAttempt}>
                <When value={email.nextAttemptAt} />
              </Row>
            ) : null}
          </dl>
          {email.status === "dead" ? (
            <Form method="post" className="mt-4">
              <button
                type="submit"
                aria-describedby="retry-hint"
                className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {copy.retry}
              </button>
              <p id="retry-hint" className="mt-2 text-sm text-slate-600">
                {copy.retryHint}
              </p>
            </Form>
          ) : null}
        </section>
        <section aria-labelledby="headers-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="headers-heading" className="text-lg font-bold text-slate-900">
            {copy.headersHeading}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm md:grid-cols-3">
            <Row label={labels.kind}>{email.kind}</Row>
            <Row label={labels.from}>{email.fromAddress}</Row>
            <Row label={labels.to}>{email.toAddress}</Row>
            <Row label={labels.replyTo}>{email.replyTo ?? copy.none}</Row>
            <Row label={labels.subject}>{email.subject}</Row>
            <Row label={labels.messageId}>{email.messageId}</Row>
            {Object.entries(email.headers ?? {}).map(([name, value]) => (
              <Row key={name} label={name}>
                {value}
              </Row>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">{copy.bodyNote}</p>
        </section>
      </div>
    </>
  );
}
