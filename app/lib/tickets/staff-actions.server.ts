// The ticket page's one form handler (POST /staff/tickets/:number): the assignee is the kernel's
// shared intent; the reply (or internal note), status, priority, type, merge and follow-up call are
// the desk's own, answered alike: a refusal names its field (400), a stale page is told who changed
// what (409), a ticket that is gone answers 404.
import { staffTicketCopy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";
import { type CaseIntentArgs, defineCaseForm } from "~/lib/casework/case-form.server";
import { assignIntent, statusIntent } from "~/lib/casework/intents.server";
import type { Outcome } from "~/lib/forms/outcome";
import { submissionKey } from "~/lib/forms/submission-key.server";
import { ticketCase } from "./events.server";
import type { StaffTicketActionData, StaffTicketField, StaffTicketIntent } from "./staff-form";
import { ticketIdByNumber } from "./staff-queue.server";
import { validateFollowUpForm, validateMergeForm, validateReplyForm, validateStatusForm } from "./staff-schema";
import {
  changeTicketStatus,
  completeFollowUp,
  mergeTicket,
  replyToTicket,
  type TicketActor,
  type TicketRefusal,
  type TicketResult,
} from "./staff-tickets.server";

const copy = staffTicketCopy;

type Args = CaseIntentArgs<StaffTicketIntent, StaffTicketField>;
type Answer = Promise<Outcome<StaffTicketActionData>>;

const refusals: Record<TicketRefusal, { field: StaffTicketField; message: string }> = {
  status: { field: "status", message: copy.errors.status },
  merged: { field: "status", message: copy.errors.mergeAlready },
  assignee: { field: "assignee", message: copy.errors.assignee },
  mergeUnknown: { field: "into", message: copy.errors.mergeUnknown },
  mergeSelf: { field: "into", message: copy.errors.mergeSelf },
  mergeMerged: { field: "into", message: copy.errors.mergeMerged },
  mergeAlready: { field: "into", message: copy.errors.mergeAlready },
  mergeOtherCustomer: { field: "into", message: copy.errors.mergeOtherCustomer },
  followUp: { field: "outcome", message: copy.errors.followUp },
};

/**
 * The answers every change shares — gone, unchanged, refused, stale — or null when it changed (the
 * caller answers that). `values` is what the page keeps typed after a refusal.
 */
async function refusedAnswer<Current>(
  args: Args,
  result: TicketResult<Current, object>,
  words: { conflict?: (current: Current) => string; values?: StaffTicketActionData["values"] } = {},
): Promise<Outcome<StaffTicketActionData> | null> {
  switch (result.outcome) {
    case "missing":
      return args.missing();
    case "unchanged":
      return args.done(copy.toasts.unchanged, "info");
    case "invalid": {
      const { field, message } = refusals[result.reason];
      return args.answer(400, {
        message,
        fieldErrors: { [field]: message },
        values: words.values ?? {},
      });
    }
    case "conflict":
      return args.answer(409, { message: words.conflict?.(result.current) ?? copy.toasts.failed });
    default:
      return null;
  }
}

export function staffTicketActionForm(actor: TicketActor, ticket: { number: string }) {
  /** The ticket's id for its number; a ticket that is gone answers 404 (after the origin check). */
  const onTicket =
    (handler: (id: number, args: Args) => Answer) =>
    async (args: Args): Answer => {
      const id = await ticketIdByNumber(args.db, ticket.number);
      return id === null ? args.missing() : handler(id, args);
    };

  /** A change of priority or type: the kernel's status form, on that value of the ticket. */
  const fieldIntent = <V extends string>(id: number, field: "priority" | "type", labels: Record<V, string>) =>
    statusIntent<V>({
      type: ticketCase,
      actor,
      id,
      key: field,
      field,
      statuses: Object.keys(labels) as V[],
      words: {
        error: copy.errors[field],
        conflict: (current) => copy.conflicts.changed(field, labels[current] ?? current),
        unchanged: copy.toasts.unchanged,
        changed: (to) => copy.toasts[field](labels[to]),
      },
    });

  return defineCaseForm<StaffTicketIntent, StaffTicketField>({
    name: "staff-ticket",
    page: `/staff/tickets/${ticket.number}`,
    // Room for the longest reply (10,000 characters, up to 4 bytes each when encoded) and the rest.
    maxBytes: 64 * 1024,
    failed: copy.toasts.failed,
    keep: ["body", "kind", "nextStatus", "into", "outcome", "followUpId"],
    intents: {
      reply: onTicket(async (id, args) => {
        const validation = validateReplyForm(args.form);
        if (!validation.success) return args.rejected(validation);
        const { body, kind, nextStatus } = validation.data;
        const internal = kind === "internal";
        const result = await replyToTicket(
          args.db,
          actor,
          id,
          {
            body,
            internal,
            nextStatus: internal || nextStatus === "" ? null : nextStatus,
            submissionId: submissionKey(args.form),
          },
          args.env,
        );
        const refused = await refusedAnswer(args, result, { values: { body, kind, nextStatus } });
        if (refused) return refused;
        // A repeated post of the same form: the first one's reply stands, answered alike.
        if (internal) return args.done(copy.toasts.note);
        const resolved = result.outcome === "changed" && result.statusAfter === "resolved";
        return args.done(resolved ? copy.toasts.resolved : copy.toasts.reply);
      }),
      status: onTicket(async (id, args) => {
        const validation = validateStatusForm(args.form);
        if (!validation.success) return args.invalid("status", copy.errors.status);
        const { status, expectedStatus } = validation.data;
        const result = await changeTicketStatus(args.db, actor, id, { status, expected: expectedStatus }, args.env);
        const refused = await refusedAnswer(args, result, {
          conflict: (current) => copy.conflicts.changed("status", staffTicketStatusLabels[current]),
        });
        if (refused) return refused;
        return args.done(
          status === "resolved" ? copy.toasts.resolved : copy.toasts.status(staffTicketStatusLabels[status]),
        );
      }),
      priority: onTicket((id, args) => fieldIntent(id, "priority", ticketPriorityLabels)(args)),
      type: onTicket((id, args) => fieldIntent(id, "type", ticketTypeLabels)(args)),
      assign: onTicket((id, args) =>
        assignIntent({
          type: ticketCase,
          actor,
          id,
          words: { ...copy, conflicts: { assignee: (name) => copy.conflicts.changed("assignee", name) } },
        })(args),
      ),
      merge: onTicket(async (id, args) => {
        const validation = validateMergeForm(args.form);
        if (!validation.success) {
          return args.rejected({ fieldErrors: validation.fieldErrors, values: { into: validation.values.into ?? "" } });
        }
        const { into } = validation.data;
        const result = await mergeTicket(args.db, actor, id, { into }, args.env);
        const refused = await refusedAnswer(args, result, { values: { into } });
        if (refused) return refused;
        return args.done(copy.toasts.merged(into));
      }),
      "follow-up": onTicket(async (id, args) => {
        const validation = validateFollowUpForm(args.form);
        if (!validation.success) return args.rejected(validation);
        const { followUpId, outcome } = validation.data;
        const result = await completeFollowUp(args.db, actor, id, Number(followUpId), outcome);
        const refused = await refusedAnswer(args, result, {
          conflict: () => copy.conflicts.followUpDone,
          values: { followUpId, outcome },
        });
        return refused ?? args.done(copy.toasts.followUp);
      }),
    },
  });
}
