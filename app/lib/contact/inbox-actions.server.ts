// The message page's one form handler (POST /staff/messages/:id): the `intent` field says which of
// its forms was sent — status, assign, note or reply. Success is post/redirect/get with a toast;
// invalid input and conflicts (a change based on a stale page) come back to the page as data.
import { messageStatusLabels, staffMessageCopy } from "~/content/staff-messages";
import type { Env } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/auth/auth.server";
import type { FlashMessage } from "~/lib/auth/cookies.server";
import { stringFields } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { submissionKey } from "~/lib/forms/submission-key.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { addMessageNote, assignMessage, changeMessageStatus, replyToMessage } from "./inbox.server";
import type { MessageActionData } from "./inbox-query";
import { validateAssignForm, validateNoteForm, validateReplyForm, validateStatusForm } from "./inbox-schema";

const copy = staffMessageCopy;
const intents = ["status", "assign", "note", "reply"] as const;
type Intent = (typeof intents)[number];

type InboxEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "MAIL_FROM">;

function answer(intent: Intent | null, status: number, fields: Partial<MessageActionData>): Outcome<MessageActionData> {
  return dataOutcome(status, { intent, message: null, fieldErrors: {}, values: {}, ...fields });
}

function done(env: InboxEnv, id: number, message: string, type: FlashMessage["type"] = "success") {
  return redirectWithToast(env, `/staff/messages/${id}`, { type, message });
}

function intentOf(form: FormData): Intent | null {
  return intents.find((intent) => intent === form.get("intent")) ?? null;
}

/** Only when the message vanished after the route found it (messages are never deleted today). */
function missing(intent: Intent) {
  return answer(intent, 404, { message: copy.toasts.failed });
}

export function messageActionForm(staff: StaffUser, id: number) {
  return defineForm<MessageActionData, InboxEnv>({
    name: "staff-message",
    // Room for the longest reply (10,000 characters, up to 4 bytes each when encoded) and the rest.
    maxBytes: 64 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(null, status, { message }),
    unavailable: ({ form }) =>
      answer(intentOf(form), 503, { message: copy.toasts.failed, values: stringFields(form, ["note", "reply"]) }),
    async handle({ form, db, env }) {
      const intent = intentOf(form);
      switch (intent) {
        case "status": {
          const validation = validateStatusForm(form);
          if (!validation.success) {
            return answer(intent, 400, { message: copy.errors.status, fieldErrors: { status: copy.errors.status } });
          }
          const { status, expectedStatus } = validation.data;
          const result = await changeMessageStatus(db, staff, id, { status, expected: expectedStatus });
          if (result.outcome === "missing") return missing(intent);
          if (result.outcome === "conflict") {
            return answer(intent, 409, { message: copy.conflicts.status(messageStatusLabels[result.current]) });
          }
          if (result.outcome === "unchanged") return done(env, id, copy.toasts.unchanged, "info");
          return done(env, id, copy.toasts.status(messageStatusLabels[status]));
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
          const result = await assignMessage(db, staff, id, {
            assigneeId,
            expected: toId(validation.data.expectedAssignee),
          });
          if (result.outcome === "missing") return missing(intent);
          if (result.outcome === "invalid") {
            return answer(intent, 400, {
              message: copy.errors.assignee,
              fieldErrors: { assignee: copy.errors.assignee },
            });
          }
          if (result.outcome === "conflict") {
            return answer(intent, 409, { message: copy.conflicts.assignee(result.current || copy.assignee.nobody) });
          }
          if (result.outcome === "unchanged") return done(env, id, copy.toasts.unchanged, "info");
          return done(env, id, assigneeId === null ? copy.toasts.unassigned : copy.toasts.assigned(result.name));
        }
        case "note": {
          const validation = validateNoteForm(form);
          if (!validation.success) {
            return answer(intent, 400, { fieldErrors: validation.fieldErrors, values: validation.values });
          }
          const result = await addMessageNote(db, staff, id, validation.data.note);
          if (result.outcome === "missing") return missing(intent);
          return done(env, id, copy.toasts.note);
        }
        case "reply": {
          const validation = validateReplyForm(form);
          if (!validation.success) {
            return answer(intent, 400, { fieldErrors: validation.fieldErrors, values: validation.values });
          }
          const result = await replyToMessage(
            db,
            staff,
            id,
            validation.data.reply,
            submissionKey(form, { name: "replyKey" }),
          );
          if (result.outcome === "missing") return missing(intent);
          // A repeated post of the same form: the first one's reply stands, answered alike.
          return done(env, id, copy.toasts.reply);
        }
        default:
          return answer(null, 400, { message: copy.toasts.failed });
      }
    },
  });
}
