// The customer's ticket forms' one schema each, shared by the browser (instant feedback) and the
// actions, which are the authority (ASVS 2.2.2). Each is made from its messages in the page's
// language, written out as plain text (customer-form-words.ts): the loader hands the same text to
// the browser, so the schema's chunk carries no words of either language.
import * as z from "zod/mini";
import { optionalLine, requiredLine, requiredText, writtenFieldMessages as written } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import {
  type NewTicketMessages,
  priorityChoices,
  type ReplyMessages,
  TICKET_LIMITS,
  typeChoices,
} from "./customer-form";

export * from "./customer-form";

export function newTicketFormSchema(messages: NewTicketMessages) {
  const { subject, description, device, location } = messages;
  return z.object({
    subject: requiredLine("", TICKET_LIMITS.subject, subject.required, written(subject)),
    description: requiredText("", TICKET_LIMITS.description, description.required, written(description)),
    priority: z.enum(priorityChoices as ["critical", "high", "medium", "low"], messages.priority),
    type: z.enum(typeChoices as ["hardware", "software", "network", "data_recovery", "other"], messages.type),
    device: optionalLine("", TICKET_LIMITS.device, written(device)),
    location: optionalLine("", TICKET_LIMITS.location, written(location)),
  });
}

export type NewTicketInput = z.output<ReturnType<typeof newTicketFormSchema>>;

export function validateNewTicketForm(form: FormData, messages: NewTicketMessages) {
  return validateForm(newTicketFormSchema(messages), form);
}

export function ticketReplyFormSchema(messages: ReplyMessages) {
  return z.object({
    reply: requiredText("", TICKET_LIMITS.reply, messages.reply.required, written(messages.reply)),
  });
}

export function validateTicketReplyForm(form: FormData, messages: ReplyMessages) {
  return validateForm(ticketReplyFormSchema(messages), form);
}
