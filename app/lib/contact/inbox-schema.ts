// The staff inbox's forms (issue 13), parsed on the server only: the pages import the zod-free
// inbox-query.ts, so neither zod nor these schemas reach a staff page's browser bundle, and public
// pages' lazily loaded form chunks stay as they were.
import * as z from "zod/mini";
import { staffMessageCopy } from "~/content/staff-messages";
import { requiredText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { INBOX_LIMITS, type MessageStatus, messageStatuses } from "./inbox-query";

const copy = staffMessageCopy;
const contactMessageStatuses = messageStatuses as [MessageStatus, ...MessageStatus[]];

/** The status the page was rendered with travels along, so a change based on a stale page is refused. */
export const StatusFormSchema = z.object({
  status: z.enum(contactMessageStatuses, { error: copy.errors.status }),
  expectedStatus: z.enum(contactMessageStatuses, { error: copy.errors.status }),
});

/** `assignee`: a user id, or '' for nobody; `expectedAssignee` likewise (the page's value). */
export const AssignFormSchema = z.object({
  assignee: z.string().check(z.regex(/^\d{0,18}$/, copy.errors.assignee)),
  expectedAssignee: z.string().check(z.regex(/^\d{0,18}$/, copy.errors.assignee)),
});

export const NoteFormSchema = z.object({ note: requiredText(copy.fieldNames.note, INBOX_LIMITS.note) });

export const ReplyFormSchema = z.object({ reply: requiredText(copy.fieldNames.reply, INBOX_LIMITS.reply) });

export const validateStatusForm = (form: FormData) => validateForm(StatusFormSchema, form);
export const validateAssignForm = (form: FormData) => validateForm(AssignFormSchema, form);
export const validateNoteForm = (form: FormData) => validateForm(NoteFormSchema, form);
export const validateReplyForm = (form: FormData) => validateForm(ReplyFormSchema, form);
