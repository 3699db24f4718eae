import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/account-ticket";
import { ContractLapsedNote } from "~/components/tickets/contract-lapsed-note";
import { TicketPriorityBadge, TicketStatusBadge } from "~/components/tickets/ticket-badges";
import { nextStepText } from "~/components/tickets/ticket-format";
import { formatDateTime } from "~/lib/india-time";
import { FileField } from "~/components/ui/file-field";
import { FormAlert, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { ticketPriorityLabels, ticketStatusLabels, ticketTypeLabels } from "~/content/tickets";
import { ticketFormCopy, ticketPageCopy as copy } from "~/content/tickets-customer";
import { formatFileSize } from "~/content/numbers";
import { uploadMessages } from "~/content/uploads";
import type { TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";
import { requireUser } from "~/lib/auth/auth.server";
import { formAction } from "~/lib/form-action.server";
import { formPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { documentTitle } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { TICKET_LIMITS, ticketNumberParam, ticketUploadRule } from "~/lib/tickets/customer-form";
import { ticketReplyForm } from "~/lib/tickets/customer-actions.server";
import { findCustomerTicketId, getCustomerTicket } from "~/lib/tickets/customer-tickets.server";
import { customerMayReply } from "~/lib/tickets/lifecycle";
import { lapsedContractEnd } from "~/lib/tickets/ticket-contract.server";
import { acceptAttribute } from "~/lib/uploads/kinds";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const number = ticketNumberParam(params.number);
  // Someone else's ticket answers exactly like a number that does not exist.
  const db = context.get(dbContext);
  const ticket = number ? await getCustomerTicket(db, user.id, number) : null;
  if (!ticket) throw notFound(request);
  return {
    contractEndedOn: await lapsedContractEnd(db, user.id),
    // Idempotency key of this copy of the reply form; a fresh one each time the page loads.
    replyKey: crypto.randomUUID(),
    ticket: {
      number: ticket.number,
      subject: ticket.subject,
      status: ticket.status,
      priority: ticket.priority,
      type: ticket.type,
      device: ticket.device,
      location: ticket.location,
      createdAt: ticket.createdAt.toISOString(),
      next: ticket.next ? { step: ticket.next.step, dueAt: ticket.next.dueAt.toISOString() } : null,
      mergedInto: ticket.mergedInto,
      events: ticket.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const user = await requireUser(request, context);
  const number = ticketNumberParam(params.number);
  if (!number || (await findCustomerTicketId(context.get(dbContext), user.id, number)) === null) {
    throw notFound(request);
  }
  return formAction(args, ticketReplyForm(user, number));
}

export function headers(args: Route.HeadersArgs) {
  const headers = formPageHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: documentTitle(loaderData ? copy.title(loaderData.ticket.number) : copy.description) },
  { name: "robots", content: "noindex" },
];

type ThreadEvent = Route.ComponentProps["loaderData"]["ticket"]["events"][number];

function label<T extends string>(labels: Record<T, string>, value: string | null) {
  return value && value in labels ? labels[value as T] : (value ?? "");
}

function eventTitle(event: ThreadEvent) {
  switch (event.kind) {
    case "opened":
      return copy.thread.opened(event.actorName);
    case "customer_reply":
      return copy.thread.customerReply(event.actorName);
    case "staff_reply":
      return copy.thread.staffReply(event.actorName);
    case "status":
      return copy.thread.status(
        label<TicketStatus>(ticketStatusLabels, event.fromValue),
        label<TicketStatus>(ticketStatusLabels, event.toValue),
      );
    case "priority":
      return copy.thread.priority(
        label<TicketPriority>(ticketPriorityLabels, event.fromValue),
        label<TicketPriority>(ticketPriorityLabels, event.toValue),
      );
    case "type":
      return copy.thread.type(
        label<TicketType>(ticketTypeLabels, event.fromValue),
        label<TicketType>(ticketTypeLabels, event.toValue),
      );
    case "merge":
      return copy.thread.merge(event.toValue ?? "");
    default:
      return copy.thread.other;
  }
}

function eventTone(event: ThreadEvent) {
  if (event.kind === "staff_reply") return "border-brand-200 bg-brand-50";
  if (event.body) return "border-slate-300 bg-white";
  return "border-slate-200 bg-slate-50";
}

export default function AccountTicket({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { ticket, replyKey, contractEndedOn } = loaderData;
  const navigation = useNavigation();
  const details: [string, string][] = [
    [copy.labels.type, ticketTypeLabels[ticket.type]],
    [copy.labels.device, ticket.device ?? copy.empty],
    [copy.labels.location, ticket.location ?? copy.empty],
    [copy.labels.opened, formatDateTime(ticket.createdAt)],
    [copy.labels.next, nextStepText(ticket.status, ticket.next)],
  ];
  return (
    <div className="container-page py-10">
      <Link to="/account/tickets" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 md:text-3xl">
        {copy.heading(ticket.number, ticket.subject)}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="sr-only">{copy.labels.status}:</span>
        <TicketStatusBadge status={ticket.status} />
        <span className="sr-only">{copy.labels.priority}:</span>
        <TicketPriorityBadge priority={ticket.priority} />
      </p>
      {ticket.mergedInto ? (
        <p role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900">
          {copy.merged.before}{" "}
          <Link
            to={`/account/tickets/${ticket.mergedInto}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {ticket.mergedInto}
          </Link>
          . {copy.merged.after}
        </p>
      ) : null}
      {contractEndedOn ? <ContractLapsedNote endedOn={contractEndedOn} className="mt-4" /> : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <section aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="text-lg font-bold text-slate-900">
              {copy.threadHeading}
            </h2>
            <ol className="mt-4 space-y-3">
              {ticket.events.map((event) => (
                <li key={event.id} className={`rounded-xl border p-4 ${eventTone(event)}`}>
                  <p className="text-sm font-semibold text-slate-900">
                    {eventTitle(event)} ·{" "}
                    <time dateTime={event.createdAt} className="font-normal text-slate-700">
                      {formatDateTime(event.createdAt)}
                    </time>
                  </p>
                  {event.body ? (
                    <p className="mt-2 break-words whitespace-pre-line text-slate-900">{event.body}</p>
                  ) : null}
                  {event.attachments.length > 0 ? (
                    <ul aria-label={copy.thread.attachments} className="mt-3 space-y-1 text-sm">
                      {event.attachments.map((file) => (
                        <li key={file.id}>
                          <a
                            href={`/account/tickets/${ticket.number}/files/${file.id}`}
                            download={file.fileName}
                            className="font-medium break-all text-brand-800 underline underline-offset-2"
                          >
                            {copy.thread.download(file.fileName, formatFileSize(file.size))}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          {ticket.mergedInto ? null : customerMayReply(ticket.status) ? (
            <section aria-labelledby="reply-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="reply-heading" className="text-lg font-bold text-slate-900">
                {copy.reply.heading}
              </h2>
              <Form
                method="post"
                encType="multipart/form-data"
                key={`reply-${ticket.events.length}`}
                noValidate
                className="mt-3 space-y-4"
              >
                <input type="hidden" name="replyKey" value={replyKey} />
                <FormAlert message={navigation.state === "idle" ? answer?.message : null} />
                <TextAreaField
                  name="reply"
                  label={copy.reply.label}
                  description={copy.reply.hint}
                  maxLength={TICKET_LIMITS.reply}
                  rows={6}
                  error={answer?.fieldErrors.reply}
                  defaultValue={answer?.values.reply}
                />
                <FileField
                  name={ticketUploadRule.field}
                  label={ticketFormCopy.labels.attachments}
                  optionalNote={ticketFormCopy.optional}
                  hint={uploadMessages.hint(
                    ticketUploadRule.kinds,
                    ticketUploadRule.maxFiles,
                    ticketUploadRule.maxFileBytes,
                  )}
                  accept={acceptAttribute(ticketUploadRule.kinds)}
                  multiple
                  error={answer?.fieldErrors.attachments}
                />
                <SubmitButton
                  busy={navigation.state === "submitting"}
                  label={copy.reply.submit}
                  busyLabel={copy.reply.busy}
                  fullWidth={false}
                />
              </Form>
            </section>
          ) : (
            <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
              {copy.closed.text}{" "}
              <Link to="/account/tickets/new" className="font-semibold text-brand-800 underline underline-offset-2">
                {copy.closed.link}
              </Link>
              .
            </p>
          )}
        </div>
        <section
          aria-labelledby="details-heading"
          className="rounded-xl border border-slate-200 bg-white p-4 lg:self-start"
        >
          <h2 id="details-heading" className="text-lg font-bold text-slate-900">
            {copy.details}
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  );
}
