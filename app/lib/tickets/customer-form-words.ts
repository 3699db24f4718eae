// The words and choices of the customer's ticket forms, which the loaders hand to the pages with
// their data, in the page's language: the forms are React islands on pages with a tight JavaScript
// budget, and their words (labels, hints, the priorities' meanings, the validation messages) then
// reach the browser in the page's data alone — one language, not in its bundle as well. Only loaders
// and actions call these; components take the result as props.
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import * as helpCentreEn from "~/content/help-centre";
import * as helpCentreMl from "~/content/help-centre.ml";
import * as ticketsEn from "~/content/tickets";
import * as ticketsMl from "~/content/tickets.ml";
import * as ticketsCustomerEn from "~/content/tickets-customer";
import * as ticketsCustomerMl from "~/content/tickets-customer.ml";
import * as uploadsEn from "~/content/uploads";
import * as uploadsMl from "~/content/uploads.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { acceptAttribute } from "~/lib/uploads/kinds";
import {
  type NewTicketMessages,
  priorityChoices,
  type ReplyMessages,
  TICKET_LIMITS,
  ticketUploadRule,
  typeChoices,
} from "./customer-form";

const forms = localized(formsEn, formsMl);
const tickets = localized(ticketsEn, ticketsMl);
const ticketsCustomer = localized(ticketsCustomerEn, ticketsCustomerMl);
const uploads = localized(uploadsEn, uploadsMl);
const helpCentre = localized(helpCentreEn, helpCentreMl);

/** "These may fix it" and the page after "This solved it", in `locale`. */
export function deflectionWords(locale: Locale) {
  return helpCentre[locale].ticketDeflectionCopy;
}

/** What a refused file is told, in `locale`. */
export function uploadWords(locale: Locale) {
  return uploads[locale].uploadMessages;
}

/** The Attachments field of the new-ticket and reply forms, as FileField's props. */
export function ticketAttachmentsField(locale: Locale) {
  const copy = ticketsCustomer[locale].ticketFormCopy;
  return {
    name: ticketUploadRule.field,
    label: copy.labels.attachments,
    optionalNote: copy.optional,
    hint: uploadWords(locale).hint(ticketUploadRule.kinds, ticketUploadRule.maxFiles, ticketUploadRule.maxFileBytes),
    accept: acceptAttribute(ticketUploadRule.kinds),
  };
}

/** The new-ticket form's validation messages in `locale`, written out (the same on both sides). */
export function newTicketMessages(locale: Locale): NewTicketMessages {
  const { required, tooLong } = forms[locale].fieldMessages;
  const copy = ticketsCustomer[locale].ticketFormCopy;
  const names = copy.fieldNames;
  return {
    subject: { required: required(names.subject), tooLong: tooLong(names.subject, TICKET_LIMITS.subject) },
    description: {
      required: required(names.description),
      tooLong: tooLong(names.description, TICKET_LIMITS.description),
    },
    device: { tooLong: tooLong(names.device, TICKET_LIMITS.device) },
    location: { tooLong: tooLong(names.location, TICKET_LIMITS.location) },
    priority: copy.priorityRequired,
    type: copy.typeRequired,
  };
}

/** The reply form's validation messages in `locale`. */
export function replyMessages(locale: Locale): ReplyMessages {
  const { required, tooLong } = forms[locale].fieldMessages;
  const name = ticketsCustomer[locale].ticketPageCopy.reply.fieldName;
  return { reply: { required: required(name), tooLong: tooLong(name, TICKET_LIMITS.reply) } };
}

/** Everything the new-ticket form says and offers (its Attachments field is a region the loader renders). */
export function newTicketFormWords(locale: Locale) {
  const copy = ticketsCustomer[locale].ticketFormCopy;
  const { ticketPriorityLabels, ticketPriorityMeanings, ticketTypeLabels } = tickets[locale];
  return {
    copy,
    messages: newTicketMessages(locale),
    /** "These may fix it" and the page after "This solved it" (the help centre's words). */
    deflection: deflectionWords(locale),
    priorities: priorityChoices.map((value) => ({
      value,
      label: ticketPriorityLabels[value],
      description: ticketPriorityMeanings[value],
    })),
    types: [
      { value: "", label: copy.chooseType },
      ...typeChoices.map((value) => ({ value, label: ticketTypeLabels[value] })),
    ],
  };
}

export type NewTicketFormWords = ReturnType<typeof newTicketFormWords>;
