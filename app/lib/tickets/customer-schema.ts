// The customer's ticket forms' one schema each, shared by the browser (instant feedback) and the
// actions, which are the authority (ASVS 2.2.2).
import * as z from "zod/mini";
import { ticketFormCopy, ticketPageCopy } from "~/content/tickets-customer";
import { optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { priorityChoices, TICKET_LIMITS, typeChoices } from "./customer-form";

export * from "./customer-form";

const names = ticketFormCopy.fieldNames;

export const NewTicketFormSchema = z.object({
  subject: requiredLine(names.subject, TICKET_LIMITS.subject),
  description: requiredText(names.description, TICKET_LIMITS.description),
  priority: z.enum(priorityChoices as ["critical", "high", "medium", "low"], ticketFormCopy.priorityRequired),
  type: z.enum(
    typeChoices as ["hardware", "software", "network", "data_recovery", "other"],
    ticketFormCopy.typeRequired,
  ),
  device: optionalLine(names.device, TICKET_LIMITS.device),
  location: optionalLine(names.location, TICKET_LIMITS.location),
});

export type NewTicketInput = z.output<typeof NewTicketFormSchema>;

export function validateNewTicketForm(form: FormData) {
  return validateForm(NewTicketFormSchema, form);
}

export const TicketReplyFormSchema = z.object({
  reply: requiredText(ticketPageCopy.reply.fieldName, TICKET_LIMITS.reply),
});

export function validateTicketReplyForm(form: FormData) {
  return validateForm(TicketReplyFormSchema, form);
}
