// The message page's one form handler (POST /staff/messages/:id): status, assignee and note are the
// kernel's shared intents; the reply by email is the inbox's own.
import * as z from "zod/mini";
import { messageStatusLabels, staffMessageCopy } from "~/content/staff-messages";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { assignIntent, noteIntent, statusIntent } from "~/lib/casework/intents.server";
import { requiredText } from "~/lib/forms/fields";
import { submissionKey } from "~/lib/forms/submission-key.server";
import { validateForm } from "~/lib/forms/validate";
import { contactMessageCase, replyToMessage } from "./inbox.server";
import { INBOX_LIMITS, type MessageStatus, messageStatuses } from "./inbox-query";

const copy = staffMessageCopy;

const ReplyFormSchema = z.object({ reply: requiredText(copy.fieldNames.reply, INBOX_LIMITS.reply) });

export function messageActionForm(actor: CaseActor, id: number) {
  const record = { type: contactMessageCase, actor, id };
  return defineCaseForm<"status" | "assign" | "note" | "reply", "note" | "reply" | "status" | "assignee">({
    name: "staff-message",
    page: `/staff/messages/${id}`,
    // Room for the longest reply (10,000 characters, up to 4 bytes each when encoded) and the rest.
    maxBytes: 64 * 1024,
    failed: copy.toasts.failed,
    keep: ["note", "reply"],
    intents: {
      status: statusIntent<MessageStatus>({
        ...record,
        statuses: messageStatuses,
        words: {
          error: copy.errors.status,
          conflict: (current) => copy.conflicts.status(messageStatusLabels[current]),
          unchanged: copy.toasts.unchanged,
          changed: (to) => copy.toasts.status(messageStatusLabels[to]),
        },
      }),
      assign: assignIntent({ ...record, words: copy }),
      note: noteIntent({ ...record, maxLength: INBOX_LIMITS.note, words: copy }),
      async reply(args) {
        const validation = validateForm(ReplyFormSchema, args.form);
        if (!validation.success) return args.rejected(validation);
        const key = submissionKey(args.form, { name: "replyKey" });
        const result = await replyToMessage(args.db, actor, id, validation.data.reply, key);
        if (result.outcome === "missing") return args.missing();
        // A repeated post of the same form: the first one's reply stands, answered alike.
        return args.done(copy.toasts.reply);
      },
    },
  });
}
