// The ticket page's one form handler (POST /staff/tickets/:number): the `intent` field says which of
// its forms was sent. Success is post/redirect/get with a toast; invalid input and conflicts (a
// change based on a stale page) come back to the page as data, 400 and 409.
import { staffTicketCopy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";
import type { TicketStatus } from "~/db/tickets-schema";
import { redirectWithToast } from "~/lib/auth/auth.server";
import type { FlashMessage } from "~/lib/auth/cookies.server";
import type { Env } from "~/lib/env.server";
import { stringFields } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { submissionKey } from "~/lib/forms/submission-key.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import type { StaffTicketActionData, StaffTicketField, StaffTicketIntent } from "./staff-form";
import {
  validateAssignForm,
  validateFollowUpForm,
  validateMergeForm,
  validatePriorityForm,
  validateReplyForm,
  validateStatusForm,
  validateTypeForm,
} from "./staff-schema";
import {
  type ActionResult,
  assignTicket,
  changeTicketField,
  changeTicketStatus,
  completeFollowUp,
  mergeTicket,
  replyToTicket,
} from "./staff-tickets.server";

const copy = staffTicketCopy;
const intents: readonly StaffTicketIntent[] = ["reply", "status", "priority", "type", "assign", "merge", "follow-up"];

type TicketEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "MAIL_FROM">;

function answer(
  intent: StaffTicketIntent | null,
  status: number,
  fields: Partial<StaffTicketActionData>,
): Outcome<StaffTicketActionData> {
  return dataOutcome(status, { intent, message: null, fieldErrors: {}, values: {}, ...fields });
}

function intentOf(form: FormData): StaffTicketIntent | null {
  return intents.find((intent) => intent === form.get("intent")) ?? null;
}

const reasonMessages: Record<string, { field: StaffTicketField; message: string }> = {
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

const fieldLabels = { status: "status", priority: "priority", type: "type", assignee: "assignee" } as const;

export function staffTicketActionForm(staff: StaffUser, ticket: { id: number; number: string }) {
  const done = (env: TicketEnv, message: string, type: FlashMessage["type"] = "success") =>
    redirectWithToast(env, `/staff/tickets/${ticket.number}`, { type, message });

  /** The answers every action shares: gone, unchanged, refused, stale. */
  const common = async (
    env: TicketEnv,
    intent: StaffTicketIntent,
    result: ActionResult<string>,
    stale: keyof typeof fieldLabels | null,
    label: (value: string) => string = (value) => value,
    values: StaffTicketActionData["values"] = {},
  ): Promise<Outcome<StaffTicketActionData> | null> => {
    switch (result.outcome) {
      case "missing":
        return answer(intent, 404, { message: copy.toasts.failed });
      case "unchanged":
        return done(env, copy.toasts.unchanged, "info");
      case "invalid": {
        const reason = reasonMessages[result.reason] ?? { field: "status", message: copy.toasts.failed };
        return answer(intent, 400, {
          message: reason.message,
          fieldErrors: { [reason.field]: reason.message },
          values,
          confirmOtherCustomer: result.reason === "mergeOtherCustomer",
        });
      }
      case "conflict":
        return answer(intent, 409, {
          message:
            stale === null
              ? copy.conflicts.followUpDone
              : copy.conflicts.changed(fieldLabels[stale], label(result.current) || copy.assignee.nobody),
        });
      default:
        return null;
    }
  };

  return defineForm<StaffTicketActionData, TicketEnv>({
    name: "staff-ticket",
    // Room for the longest reply (10,000 characters, up to 4 bytes each when encoded) and the rest.
    maxBytes: 64 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(null, status, { message }),
    unavailable: ({ form }) =>
      answer(intentOf(form), 503, {
        message: copy.toasts.failed,
        values: stringFields(form, ["body", "kind", "nextStatus", "into", "outcome", "followUpId"]),
      }),
    async handle({ form, db, env }) {
      const intent = intentOf(form);
      const now = new Date();
      switch (intent) {
        case "reply": {
          const validation = validateReplyForm(form);
          if (!validation.success) {
            return answer(intent, 400, { fieldErrors: validation.fieldErrors, values: validation.values });
          }
          const { body, kind, nextStatus } = validation.data;
          const internal = kind === "internal";
          const result = await replyToTicket(
            db,
            staff,
            ticket.id,
            {
              body,
              internal,
              nextStatus: internal || nextStatus === "" ? null : (nextStatus as TicketStatus),
              submissionId: submissionKey(form),
            },
            env,
            now,
          );
          const refused = await common(env, intent, result, null, undefined, { body, kind, nextStatus });
          if (refused) return refused;
          if (internal) return done(env, copy.toasts.note);
          return done(
            env,
            result.outcome === "changed" && result.statusAfter === "resolved"
              ? copy.toasts.resolved
              : copy.toasts.reply,
          );
        }
        case "status": {
          const validation = validateStatusForm(form);
          if (!validation.success) {
            return answer(intent, 400, { message: copy.errors.status, fieldErrors: { status: copy.errors.status } });
          }
          const { status, expectedStatus } = validation.data;
          const result = await changeTicketStatus(db, staff, ticket.id, { status, expected: expectedStatus }, env, now);
          const refused = await common(
            env,
            intent,
            result,
            "status",
            (value) => staffTicketStatusLabels[value as TicketStatus] ?? value,
          );
          if (refused) return refused;
          return done(
            env,
            status === "resolved" ? copy.toasts.resolved : copy.toasts.status(staffTicketStatusLabels[status]),
          );
        }
        case "priority":
        case "type": {
          const validation = intent === "priority" ? validatePriorityForm(form) : validateTypeForm(form);
          const labels: Record<string, string> = intent === "priority" ? ticketPriorityLabels : ticketTypeLabels;
          if (!validation.success) {
            return answer(intent, 400, {
              message: copy.errors[intent],
              fieldErrors: { [intent]: copy.errors[intent] },
            });
          }
          const data = validation.data as Record<string, string>;
          const change = {
            field: intent,
            value: data[intent],
            expected: data[intent === "priority" ? "expectedPriority" : "expectedType"],
          };
          const result = await changeTicketField(
            db,
            staff,
            ticket.id,
            change as Parameters<typeof changeTicketField>[3],
            now,
          );
          const refused = await common(env, intent, result, intent, (value) => labels[value] ?? value);
          return refused ?? done(env, copy.toasts[intent](labels[change.value ?? ""] ?? ""));
        }
        case "assign": {
          const validation = validateAssignForm(form);
          if (!validation.success) {
            return answer(intent, 400, {
              message: copy.errors.assignee,
              fieldErrors: { assignee: copy.errors.assignee },
            });
          }
          const toId = (value: string) => (value === "" ? null : Number(value));
          const assigneeId = toId(validation.data.assignee);
          const result = await assignTicket(
            db,
            staff,
            ticket.id,
            { assigneeId, expected: toId(validation.data.expectedAssignee) },
            now,
          );
          const refused = await common(env, intent, result, "assignee");
          if (refused) return refused;
          const name = result.outcome === "changed" ? (result.detail ?? "") : "";
          return done(env, assigneeId === null ? copy.toasts.unassigned : copy.toasts.assigned(name));
        }
        case "merge": {
          const validation = validateMergeForm(form);
          if (!validation.success) {
            return answer(intent, 400, {
              fieldErrors: validation.fieldErrors,
              values: { into: validation.values.into },
            });
          }
          const { into, confirm } = validation.data;
          const result = await mergeTicket(
            db,
            staff,
            ticket.id,
            { into, confirmOtherCustomer: confirm === "on" || confirm === "yes" },
            env,
            now,
          );
          const refused = await common(env, intent, result, null, undefined, { into });
          if (refused) return refused;
          return done(env, copy.toasts.merged(into));
        }
        case "follow-up": {
          const validation = validateFollowUpForm(form);
          if (!validation.success) {
            return answer(intent, 400, { fieldErrors: validation.fieldErrors, values: validation.values });
          }
          const result = await completeFollowUp(
            db,
            staff,
            ticket.id,
            Number(validation.data.followUpId),
            validation.data.outcome,
            now,
          );
          const refused = await common(env, intent, result, null, undefined, {
            followUpId: validation.data.followUpId,
            outcome: validation.data.outcome,
          });
          return refused ?? done(env, copy.toasts.followUp);
        }
        default:
          return answer(null, 400, { message: copy.toasts.failed });
      }
    },
  });
}
