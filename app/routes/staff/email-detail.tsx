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
import { Detail, DetailList } from "~/components/staff/details";
import { RecordSection } from "~/components/staff/record-page";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const id = idValue(params.id);
  const email = id === null ? null : await getOutboxEmail(context.get(dbContext), staff, id);
  if (!email) throw notFound(request);
  return { email };
}

/** The page's one action: retry this (dead) email. */
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = staffOf(context);
  const id = idValue(params.id);
  if (id === null || !(await getOutboxEmail(context.get(dbContext), staff, id))) throw notFound(request);
  return formAction(args, retryEmailForm(staff, id));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffCopy.title(loaderData ? copy.title(loaderData.email.id) : "") },
  { name: "robots", content: "noindex" },
];

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
        <RecordSection id="delivery-heading" heading={copy.deliveryHeading}>
          <DetailList>
            <Detail label={labels.status}>
              <OutboxStatusBadge status={email.status} />
            </Detail>
            <Detail label={labels.attempts}>{email.attempts}</Detail>
            <Detail label={labels.lastError}>{email.lastError ?? copy.none}</Detail>
            <Detail label={labels.created}>
              <When value={email.createdAt} />
            </Detail>
            <Detail label={labels.sent}>
              <When value={email.sentAt} />
            </Detail>
            {email.status === "pending" ? (
              <Detail label={labels.nextAttempt}>
                <When value={email.nextAttemptAt} />
              </Detail>
            ) : null}
          </DetailList>
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
        </RecordSection>
        <RecordSection id="headers-heading" heading={copy.headersHeading}>
          <DetailList>
            <Detail label={labels.kind}>{email.kind}</Detail>
            <Detail label={labels.from}>{email.fromAddress}</Detail>
            <Detail label={labels.to}>{email.toAddress}</Detail>
            <Detail label={labels.replyTo}>{email.replyTo ?? copy.none}</Detail>
            <Detail label={labels.subject}>{email.subject}</Detail>
            <Detail label={labels.messageId}>{email.messageId}</Detail>
            {Object.entries(email.headers ?? {}).map(([name, value]) => (
              <Detail key={name} label={name}>
                {value}
              </Detail>
            ))}
          </DetailList>
          <p className="mt-3 text-sm text-slate-600">{copy.bodyNote}</p>
        </RecordSection>
      </div>
    </>
  );
}
