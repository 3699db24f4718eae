// The desk's own forms on a ticket's staff page: the reply (or internal note, with the status to
// move to after it), the merge of a duplicate, and the follow-up calls to tick off. The status,
// priority, type and assignee boxes are the staff kit's (record-forms.tsx). Props only.
import { Form } from "react-router";
import { FormAlert, TextAreaField, TextField } from "~/components/ui/form-fields";
import { STAFF_TICKET_LIMITS, staffTicketCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels } from "~/content/tickets";
import type { TicketStatus } from "~/db/tickets-schema";
import { caseAlert } from "~/lib/casework/case-form";
import { staffStatusMoves, statusAfterStaffReply } from "~/lib/tickets/lifecycle";
import type { StaffTicketActionData } from "~/lib/tickets/staff-form";
import { formatDateTime } from "~/lib/india-time";
import { FollowUpBadge } from "./ticket-badges";
import { ReplyForm } from "./record-forms";
import { RecordSection } from "./record-page";
import { panelClass } from "./ticket-panels";

const selectClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

type Answer = StaffTicketActionData | undefined;

export function TicketReplyForm({
  ticket,
  submissionId,
  formKey,
  answer,
}: {
  ticket: { status: TicketStatus; customerEmail: string; mergedIntoId: number | null };
  submissionId: string;
  /** Changes when the thread grows, so the form starts empty again. */
  formKey: number;
  answer: Answer;
}) {
  const values = answer?.intent === "reply" ? answer.values : undefined;
  const afterReply = statusAfterStaffReply(ticket.status);
  const nextStatus = values?.nextStatus ?? "";
  return (
    <ReplyForm
      submission={{ name: "submissionId", value: submissionId }}
      formKey={formKey}
      // The reply form also reports a post refused before its fields were read.
      alert={caseAlert(answer, "reply", "reply")}
      words={copy.reply}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{copy.reply.kindLegend}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(["public", "internal"] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={(values?.kind ?? "public") === kind}
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
        error={answer?.intent === "reply" ? answer.fieldErrors.body : undefined}
        defaultValue={values?.body}
      />
      {ticket.mergedIntoId !== null ? null : (
        <div>
          <label htmlFor="ticket-then" className="block text-sm font-medium text-slate-800">
            {copy.reply.nextStatus}
          </label>
          <select
            id="ticket-then"
            name="nextStatus"
            key={`nextStatus-${nextStatus}`}
            defaultValue={nextStatus}
            className={selectClass}
          >
            <option value="">{copy.reply.keep}</option>
            {staffStatusMoves[afterReply].map((value) => (
              <option key={value} value={value}>
                {staffTicketStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
      )}
    </ReplyForm>
  );
}

export function TicketMergeForm({ answer }: { answer: Answer }) {
  const mine = answer?.intent === "merge" ? answer : undefined;
  return (
    <Form method="post" className={`${panelClass} space-y-3`}>
      <input type="hidden" name="intent" value="merge" />
      <h3 className="font-semibold text-slate-900">{copy.merge.heading}</h3>
      <FormAlert message={mine && !mine.fieldErrors.into ? mine.message : null} />
      <TextField
        name="into"
        label={copy.merge.label}
        description={copy.merge.hint}
        maxLength={STAFF_TICKET_LIMITS.merge}
        placeholder="AIT-2026-00042"
        error={mine?.fieldErrors.into}
        defaultValue={mine?.values.into}
      />
      <button type="submit" className={buttonClass}>
        {copy.merge.submit}
      </button>
    </Form>
  );
}

export function TicketFollowUps({
  followUps,
  now,
  answer,
}: {
  followUps: readonly {
    id: number;
    dueAt: Date | string;
    doneAt: Date | string | null;
    doneByName: string | null;
    outcome: string | null;
  }[];
  now: Date | string;
  answer: Answer;
}) {
  const words = copy.followUps;
  return (
    <RecordSection id="follow-ups-heading" heading={words.heading}>
      {followUps.length === 0 ? <p className="mt-2 text-sm text-slate-700">{words.none}</p> : null}
      <ul className="mt-3 space-y-4">
        {followUps.map((task) => {
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
    </RecordSection>
  );
}
