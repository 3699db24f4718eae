// The ticket page's own forms (the assignee's is the kernel's), parsed on the server only: the page imports the zod-free
// staff-form.ts, so neither zod nor these schemas reach the staff page's browser bundle.
import * as z from "zod/mini";
import { STAFF_TICKET_LIMITS, staffTicketCopy } from "~/content/staff-tickets";
import { type TicketStatus, ticketStatuses } from "~/db/tickets-schema";
import { fieldMessages } from "~/content/forms";
import { cleanText, requiredLine, requiredText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";

const copy = staffTicketCopy;
const statuses = ticketStatuses as unknown as [TicketStatus, ...TicketStatus[]];

/** A reply or a note; `then` is '' (keep) or the status to move to after a public reply. */
export const ReplyFormSchema = z.object({
  body: requiredText(copy.fieldNames.body, STAFF_TICKET_LIMITS.body),
  kind: z.enum(["public", "internal"], { error: copy.errors.kind }),
  nextStatus: z.union([z.literal(""), z.enum(statuses)], { error: copy.errors.status }),
});

/**
 * Each change carries the value the page was rendered with, so a change based on a stale page is
 * refused. (Priority and type are the kernel's status form on those values.)
 */
export const StatusFormSchema = z.object({
  status: z.enum(statuses, { error: copy.errors.status }),
  expectedStatus: z.enum(statuses, { error: copy.errors.status }),
});
export const MergeFormSchema = z.object({
  into: requiredLine(copy.fieldNames.merge, STAFF_TICKET_LIMITS.merge, copy.errors.mergeNumber).check(
    z.overwrite((value) => value.toUpperCase()),
    z.regex(/^AIT-\d{4}-\d{5,7}$/, copy.errors.mergeNumber),
  ),
});

export const FollowUpFormSchema = z.object({
  followUpId: z.string().check(z.regex(/^\d{1,15}$/, copy.errors.followUp)),
  outcome: z
    .string()
    .check(
      z.overwrite(cleanText),
      z.maxLength(
        STAFF_TICKET_LIMITS.outcome,
        fieldMessages.tooLong(copy.fieldNames.outcome, STAFF_TICKET_LIMITS.outcome),
      ),
    ),
});

export const validateReplyForm = (form: FormData) => validateForm(ReplyFormSchema, form);
export const validateStatusForm = (form: FormData) => validateForm(StatusFormSchema, form);
export const validateMergeForm = (form: FormData) => validateForm(MergeFormSchema, form);
export const validateFollowUpForm = (form: FormData) => validateForm(FollowUpFormSchema, form);
