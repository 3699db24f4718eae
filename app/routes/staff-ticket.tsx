import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import type { Route } from "./+types/staff-ticket";
import { formatDateTime, isoString } from "~/lib/india-time";
import { DeadlineBadge, FollowUpBadge, TicketPriorityBadge, TicketStatusBadge } from "~/components/staff/ticket-badges";
import { Checkbox, FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-fields";
import { staffCopy } from "~/content/staff";
import { STAFF_TICKET_LIMITS, staffTicketCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, requireStaff, staffPageHeaders } from "~/lib/staff/guard.server";
import { staffStatusMoves, statusAfterStaffReply } from "~/lib/tickets/lifecycle";
import { staffTicketActionForm } from "~/lib/tickets/staff-actions.server";
import type { StaffTicketActionData } from "~/lib/tickets/staff-form";
import { formatDuration, queuePriorities, queueStatuses } from "~/lib/tickets/staff-queue";
import {
  getStaffTicket,
  listTicketStaff,
  ticketIdByNumber,
  ticketNumberParam,
} from "~/lib/tickets/staff-tickets.server";
import { staffTicketClocks } from "~/lib/tickets/sla-sync.server";
import { TicketThread } from "~/components/staff/ticket-thread";
import { TicketRatings } from "~/components/staff/ticket-ratings";
import { listTicketRatings } from "~/lib/tickets/ratings.server";

const ticketTypes = Object.keys(ticketTypeLabels) as (keyof typeof ticketTypeLabels)[];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const number = ticketNumberParam(params.number);
  const db = context.get(dbContext);
  const ticket = number === null ? null : await getStaffTicket(db, number);
  if (!ticket) throw notFound(request);
  const now = new Date();
  const [members, clocks, ratings] = await Promise.all([
    listTicketStaff(db),
    staffTicketClocks(db, ticket, now),
    listTicketRatings(db, ticket.id),
  ]);
  return {
    me: staff.id,
    now,
    // Idempotency key of this copy of the reply form; a fresh one each time the page loads.
    submissionId: crypto.randomUUID(),
    members,
    clocks,
    ratings,
    ticket,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = await requireStaff(request, context);
  const number = ticketNumberParam(params.number);
  const id = number === null ? null : await ticketIdByNumber(context.get(dbContext), number);
  if (number === null || id === null) throw notFound(request);
  return formAction(args, staffTicketActionForm(staff, { id, number }));
}

// A refused stale change (409) must show the page as it is now, so reload its data then too.
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffCopy.title(loaderData ? copy.title(loaderData.ticket.number) : "") },
  { name: "robots", content: "noindex" },
];

const selectClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const panelClass = "rounded-xl border border-slate-200 bg-white p-4";

type LoaderData = Route.ComponentProps["loaderData"];

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} key={`${name}-${value}`} defaultValue={value} className={selectClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

const expectedNames = { status: "expectedStatus", priority: "expectedPriority", type: "expectedType" } as const;

/** A change of one field (status, priority, type): the value the page showed travels along (409 when stale). */
function ChangeForm({
  field,
  current,
  label,
  submit,
  alert,
  options,
}: {
  field: "status" | "priority" | "type";
  current: string;
  label: string;
  submit: string;
  alert: string | null;
  options: { value: string; label: string }[];
}) {
  return (
    <Form method="post" className={panelClass}>
      <input type="hidden" name="intent" value={field} />
      <input type="hidden" name={expectedNames[field]} value={current} />
      <FormAlert message={alert} />
      <Select id={`ticket-${field}`} name={field} label={label} value={current} options={options} />
      <button type="submit" className={`mt-3 ${buttonClass}`}>
        {submit}
      </button>
    </Form>
  );
}

function Clocks({ clocks, now }: { clocks: LoaderData["clocks"]; now: LoaderData["now"] }) {
  return (
    <section aria-labelledby="sla-heading" className={panelClass}>
      <h2 id="sla-heading" className="text-lg font-bold text-slate-900">
        {copy.slaHeading}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {clocks.map((clock) => (
          <div key={clock.clock}>
            <dt className="font-semibold text-slate-900">{copy.slaClocks[clock.clock]}</dt>
            <dd className="mt-1 space-y-1 text-slate-800">
              <p>
                {clock.state ? (copy.slaStates[clock.state] ?? clock.state) : copy.slaNotYet}
                {clock.targetMinutes !== null
                  ? ` · ${copy.slaLabels.target} ${formatDuration(clock.targetMinutes)}`
                  : ""}
              </p>
              {clock.dueAt ? (
                <p>
                  {copy.slaLabels.due} <time dateTime={isoString(clock.dueAt)}>{formatDateTime(clock.dueAt)}</time>
                </p>
              ) : null}
              {clock.metAt ? (
                <p>
                  {copy.slaMetAt} <time dateTime={isoString(clock.metAt)}>{formatDateTime(clock.metAt)}</time>
                </p>
              ) : null}
              {clock.counting && clock.dueAt ? (
                <p>
                  <DeadlineBadge row={{ status: "open", nextDeadlineAt: clock.dueAt, breached: false }} now={now} />
                </p>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Summary({ ticket, now }: { ticket: LoaderData["ticket"]; now: LoaderData["now"] }) {
  const rows: [string, string][] = [
    [copy.labels.type, ticketTypeLabels[ticket.type]],
    [copy.labels.assignee, ticket.assigneeName ?? copy.assignee.nobody],
    [copy.labels.source, copy.sources[ticket.source] ?? ticket.source],
    [copy.labels.device, ticket.device || copy.empty],
    [copy.labels.location, ticket.location || copy.empty],
  ];
  return (
    <section aria-label={copy.summaryLabel} className="mt-2 space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <TicketStatusBadge status={ticket.status} />
        <TicketPriorityBadge priority={ticket.priority} />
        <DeadlineBadge row={ticket} now={now} />
        <span>
          {copy.labels.opened} <time dateTime={isoString(ticket.createdAt)}>{formatDateTime(ticket.createdAt)}</time>
        </span>
      </p>
      {ticket.mergedIntoNumber ? (
        <p className="text-sm font-semibold text-slate-900">
          <Link
            to={`/staff/tickets/${ticket.mergedIntoNumber}`}
            className="text-brand-800 underline underline-offset-2"
          >
            {copy.mergedInto(ticket.mergedIntoNumber)}
          </Link>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every file of the thread, as downloads (the customer's and staff's, internal notes' marked). */
function Attachments({ ticket }: { ticket: LoaderData["ticket"] }) {
  return (
    <section aria-labelledby="attachments-heading" className={panelClass}>
      <h2 id="attachments-heading" className="text-lg font-bold text-slate-900">
        {copy.attachmentsHeading}
      </h2>
      {ticket.attachments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.noAttachments}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {ticket.attachments.map((file) => (
            <li key={file.id}>
              <a
                href={`/staff/tickets/${ticket.number}/files/${file.id}`}
                download={file.fileName}
                className="font-medium break-all text-brand-800 underline underline-offset-2"
              >
                {file.fileName}
              </a>{" "}
              <span className="text-slate-600">
                ({copy.attachmentSize(file.size)}
                {file.internal ? `, ${copy.internalAttachment}` : ""})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Customer({ ticket }: { ticket: LoaderData["ticket"] }) {
  const words = copy.customerLabels;
  return (
    <section aria-labelledby="customer-heading" className={panelClass}>
      <h2 id="customer-heading" className="text-lg font-bold text-slate-900">
        {copy.customerHeading}
      </h2>
      <dl className="mt-3 space-y-1 text-sm">
        <dt className="font-medium text-slate-600">{words.name}</dt>
        <dd className="text-slate-900">{ticket.customerName}</dd>
        <dt className="font-medium text-slate-600">{words.email}</dt>
        <dd className="break-all text-slate-900">
          <a href={`mailto:${ticket.customerEmail}`} className="text-brand-800 underline underline-offset-2">
            {ticket.customerEmail}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">{words.since}</dt>
        <dd className="text-slate-900">
          <time dateTime={isoString(ticket.customerSince)}>{formatDateTime(ticket.customerSince)}</time>
        </dd>
        <dt className="font-medium text-slate-600">{words.plan}</dt>
        <dd className="text-slate-900">
          {ticket.plan
            ? `${ticket.plan.name}${ticket.plan.responseTime ? ` (${ticket.plan.responseTime})` : ""}`
            : copy.noPlan}
        </dd>
        {ticket.planResponseMinutes !== null ? (
          <>
            <dt className="font-medium text-slate-600">{words.planResponse}</dt>
            <dd className="text-slate-900">{copy.planResponseOnTicket(ticket.planResponseMinutes)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function FollowUps({
  ticket,
  now,
  answer,
}: {
  ticket: LoaderData["ticket"];
  now: LoaderData["now"];
  answer: StaffTicketActionData | undefined;
}) {
  const words = copy.followUps;
  return (
    <section aria-labelledby="follow-ups-heading" className={panelClass}>
      <h2 id="follow-ups-heading" className="text-lg font-bold text-slate-900">
        {words.heading}
      </h2>
      {ticket.followUps.length === 0 ? <p className="mt-2 text-sm text-slate-700">{words.none}</p> : null}
      <ul className="mt-3 space-y-4">
        {ticket.followUps.map((task) => {
          const mine = answer?.intent === "follow-up" && answer.values.followUpId === String(task.id);
          return (
            <li key={task.id} className="text-sm">
              <p className="flex flex-wrap items-center gap-2 text-slate-900">
                <FollowUpBadge task={task} now={now} />
                {task.doneAt ? (
                  words.done(formatDateTime(task.doneAt), task.doneByName ?? "")
                ) : (
                  <span>{words.due(formatDateTime(task.dueAt))}</span>
                )}
              </p>
              {task.outcome ? (
                <p className="mt-1 break-words whitespace-pre-line text-slate-800">{task.outcome}</p>
              ) : null}
              {task.doneAt ? null : (
                <Form method="post" className="mt-2 space-y-2">
                  <input type="hidden" name="intent" value="follow-up" />
                  <input type="hidden" name="followUpId" value={task.id} />
                  <FormAlert message={mine ? answer.message : null} />
                  <TextAreaField
                    name="outcome"
                    label={words.outcomeLabel}
                    required={false}
                    rows={2}
                    compact
                    maxLength={STAFF_TICKET_LIMITS.outcome}
                    error={mine ? answer.fieldErrors.outcome : undefined}
                    defaultValue={mine ? answer.values.outcome : undefined}
                  />
                  <button type="submit" className={buttonClass}>
                    {words.submit}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function StaffTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, members, me, submissionId, clocks, ratings, now } = loaderData;
  const answer = actionData as StaffTicketActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  // A post refused before its fields were read (intent null) is reported once, in the reply form.
  const alertFor = (intent: StaffTicketActionData["intent"]) =>
    answer && (answer.intent === intent || (answer.intent === null && intent === "reply")) ? answer.message : null;
  const errorFor = (intent: StaffTicketActionData["intent"], field: keyof StaffTicketActionData["fieldErrors"]) =>
    answer?.intent === intent ? answer.fieldErrors[field] : undefined;
  // Forms start empty again once the thread has grown.
  const formKey = ticket.events.length;
  const afterReply = statusAfterStaffReply(ticket.status);
  const thenOptions = [
    { value: "", label: copy.reply.keep },
    ...staffStatusMoves[afterReply].map((value) => ({ value, label: staffTicketStatusLabels[value] })),
  ];
  const merged = ticket.mergedIntoId !== null;
  const replyValues = answer?.intent === "reply" ? answer.values : undefined;
  return (
    <>
      <Link to="/staff/tickets" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900">
        {copy.heading(ticket.number, ticket.subject)}
      </h1>
      <Summary ticket={ticket} now={now} />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <TicketThread ticket={ticket} />
          <section aria-labelledby="reply-heading" className={panelClass}>
            <h2 id="reply-heading" className="text-lg font-bold text-slate-900">
              {copy.reply.heading}
            </h2>
            <Form method="post" key={`reply-${formKey}`} className="mt-3 space-y-4">
              <input type="hidden" name="intent" value="reply" />
              <input type="hidden" name="submissionId" value={submissionId} />
              <FormAlert message={alertFor("reply")} />
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">{copy.reply.kindLegend}</legend>
                <div className="mt-2 flex flex-wrap gap-4">
                  {(["public", "internal"] as const).map((kind) => (
                    <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="radio"
                        name="kind"
                        value={kind}
                        defaultChecked={(replyValues?.kind ?? "public") === kind}
                        className="size-4 accent-brand-700"
                      />
                      {copy.reply[kind]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <TextAreaField
                name="body"
                label={copy.reply.label}
                description={copy.reply.hint(ticket.customerEmail)}
                maxLength={STAFF_TICKET_LIMITS.body}
                rows={7}
                error={errorFor("reply", "body")}
                defaultValue={replyValues?.body}
              />
              {merged ? null : (
                <div>
                  <Select
                    id="ticket-then"
                    name="nextStatus"
                    label={copy.reply.nextStatus}
                    value={replyValues?.nextStatus ?? ""}
                    options={thenOptions}
                  />
                </div>
              )}
              <SubmitButton busy={busy} label={copy.reply.submit} busyLabel={copy.reply.busy} fullWidth={false} />
            </Form>
          </section>
        </div>
        <div className="space-y-4 lg:self-start">
          <Clocks clocks={clocks} now={now} />
          <Customer ticket={ticket} />
          <Attachments ticket={ticket} />
          <section aria-labelledby="work-heading" className="space-y-4">
            <h2 id="work-heading" className="text-lg font-bold text-slate-900">
              {copy.workHeading}
            </h2>
            {merged ? null : (
              <ChangeForm
                field="status"
                current={ticket.status}
                label={copy.status.label}
                submit={copy.status.submit}
                alert={alertFor("status")}
                options={queueStatuses
                  .filter((value) => value === ticket.status || staffStatusMoves[ticket.status].includes(value))
                  .map((value) => ({ value, label: staffTicketStatusLabels[value] }))}
              />
            )}
            <ChangeForm
              field="priority"
              current={ticket.priority}
              label={copy.priority.label}
              submit={copy.priority.submit}
              alert={alertFor("priority")}
              options={queuePriorities.map((value) => ({ value, label: ticketPriorityLabels[value] }))}
            />
            <ChangeForm
              field="type"
              current={ticket.type}
              label={copy.type.label}
              submit={copy.type.submit}
              alert={alertFor("type")}
              options={ticketTypes.map((value) => ({ value, label: ticketTypeLabels[value] }))}
            />
            <div className={panelClass}>
              <Form method="post">
                <input type="hidden" name="intent" value="assign" />
                <input type="hidden" name="expectedAssignee" value={ticket.assigneeId ?? ""} />
                <FormAlert message={alertFor("assign")} />
                <Select
                  id="ticket-assignee"
                  name="assignee"
                  label={copy.assignee.label}
                  value={String(ticket.assigneeId ?? "")}
                  options={[
                    { value: "", label: copy.assignee.nobody },
                    ...members.map((member) => ({ value: String(member.id), label: member.fullName })),
                  ]}
                />
                <button type="submit" className={`mt-3 ${buttonClass}`}>
                  {copy.assignee.submit}
                </button>
              </Form>
              {ticket.assigneeId !== me ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="assign" />
                  <input type="hidden" name="expectedAssignee" value={ticket.assigneeId ?? ""} />
                  <input type="hidden" name="assignee" value={me} />
                  <button type="submit" className={buttonClass}>
                    {copy.assignee.toMe}
                  </button>
                </Form>
              ) : null}
            </div>
            {merged ? null : (
              <Form method="post" className={`${panelClass} space-y-3`}>
                <input type="hidden" name="intent" value="merge" />
                <h3 className="font-semibold text-slate-900">{copy.merge.heading}</h3>
                <FormAlert message={answer?.intent === "merge" && !answer.fieldErrors.into ? answer.message : null} />
                <TextField
                  name="into"
                  label={copy.merge.label}
                  description={copy.merge.hint}
                  maxLength={STAFF_TICKET_LIMITS.merge}
                  placeholder="AIT-2026-00042"
                  error={errorFor("merge", "into")}
                  defaultValue={answer?.intent === "merge" ? answer.values.into : undefined}
                />
                {answer?.intent === "merge" && answer.confirmOtherCustomer ? (
                  <Checkbox name="confirm">{copy.merge.confirm}</Checkbox>
                ) : null}
                <button type="submit" className={buttonClass}>
                  {copy.merge.submit}
                </button>
              </Form>
            )}
          </section>
          <FollowUps ticket={ticket} now={now} answer={answer} />
          <TicketRatings ratings={ratings} className={panelClass} />
        </div>
      </div>
    </>
  );
}
