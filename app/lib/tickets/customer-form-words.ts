// The words and choices of the customer's ticket forms, which the loaders hand to the pages with
// their data: the forms are React islands on pages with a tight JavaScript budget, and their words
// (labels, hints, the priorities' meanings) then reach the browser in the page's data alone, not in
// its bundle as well. Only loaders call these; components take the result as props.
import { ticketPriorityLabels, ticketPriorityMeanings, ticketTypeLabels } from "~/content/tickets";
import { ticketDeflectionCopy } from "~/content/help-centre";
import { ticketFormCopy } from "~/content/tickets-customer";
import { uploadMessages } from "~/content/uploads";
import { acceptAttribute } from "~/lib/uploads/kinds";
import { priorityChoices, ticketUploadRule, typeChoices } from "./customer-form";

/** The Attachments field of the new-ticket and reply forms, as FileField's props. */
export function ticketAttachmentsField() {
  return {
    name: ticketUploadRule.field,
    label: ticketFormCopy.labels.attachments,
    optionalNote: ticketFormCopy.optional,
    hint: uploadMessages.hint(ticketUploadRule.kinds, ticketUploadRule.maxFiles, ticketUploadRule.maxFileBytes),
    accept: acceptAttribute(ticketUploadRule.kinds),
  };
}

/** Everything the new-ticket form says and offers (its Attachments field is a region the loader renders). */
export function newTicketFormWords() {
  return {
    copy: ticketFormCopy,
    /** "These may fix it" and the page after "This solved it". */
    deflection: ticketDeflectionCopy,
    priorities: priorityChoices.map((value) => ({
      value,
      label: ticketPriorityLabels[value],
      description: ticketPriorityMeanings[value],
    })),
    types: [
      { value: "", label: ticketFormCopy.chooseType },
      ...typeChoices.map((value) => ({ value, label: ticketTypeLabels[value] })),
    ],
  };
}

export type NewTicketFormWords = ReturnType<typeof newTicketFormWords>;
