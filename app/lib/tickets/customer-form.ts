// The customer's ticket forms without their schema: field names, limits and the answers the pages
// render. The pages need these to draw the forms; the zod schema (customer-schema.ts) loads only
// when the customer starts typing.
import type { TicketPriority, TicketType } from "~/db/tickets-schema";
import type { HelpSuggestion } from "~/lib/help/suggestions";
import { MIB, type UploadRule } from "~/lib/uploads/kinds";

export const TICKET_LIMITS = {
  subject: 150,
  description: 10_000,
  device: 150,
  location: 200,
  reply: 10_000,
} as const;

/**
 * Attachments of a new ticket or a reply: at most 5 files of 5 MB, screenshots and photos, PDF and
 * plain-text logs — decided by content (app/lib/uploads), never by name. Owned by the event that
 * carried them (stored_files owner 'ticket_event').
 */
export const ticketUploadRule = {
  field: "attachments",
  maxFiles: 5,
  maxFileBytes: 5 * MIB,
  kinds: ["png", "jpeg", "gif", "webp", "pdf", "text"],
} as const satisfies UploadRule;

export const TICKET_ATTACHMENT_OWNER = "ticket_event";

export const ticketFieldNames = ["subject", "description", "priority", "type", "device", "location"] as const;
export type TicketField = (typeof ticketFieldNames)[number];
export type TicketValues = Record<TicketField, string>;

/** Where the new-ticket form was reached from: the chat hand-off records 'chat'. */
export const customerTicketSources = ["web", "chat"] as const;
export type CustomerTicketSource = (typeof customerTicketSources)[number];

/**
 * The new-ticket action's answer when it does not redirect (rendered into the page, or to the
 * fetcher). `deviceId` is the registered device chosen (server-rendered, outside the form's schema).
 */
export type NewTicketActionData = {
  fieldErrors: Partial<Record<TicketField | "attachments" | "deviceId", string>>;
  values: Partial<TicketValues & { deviceId: string }>;
  message: string | null;
  /** The form's "These may fix it" step (a first post without JavaScript that matched help articles). */
  suggestions?: HelpSuggestion[];
  /** That step's post had files, which are not kept: the customer chooses them again. */
  filesDropped?: boolean;
  /** "This solved it" was recorded for this article: no ticket was opened. */
  solved?: Pick<HelpSuggestion, "slug" | "title">;
};

/**
 * The form's field that says the customer has seen the suggestions (the step's form, or the form with
 * JavaScript, which shows them as they type): its post opens the ticket.
 */
export const SUGGESTIONS_SEEN_FIELD = "suggestionsSeen";
/** The name of the "This solved it" buttons; the value is the article's id. */
export const SOLVED_ARTICLE_FIELD = "solvedArticle";
/** The form "This solved it" posts: outside the ticket's form, so Enter in a field never presses it. */
export const SOLVED_FORM_ID = "ticket-solved";
/** The heading of the page after "This solved it", focused when it shows. */
export const SOLVED_HEADING_ID = "ticket-solved-heading";

export type ReplyActionData = {
  fieldErrors: { reply?: string; attachments?: string };
  values: { reply?: string };
  message: string | null;
};

/** A text field's messages, written out in the page's language. */
type TextMessages = { required: string; tooLong: string };

/** The new-ticket form's messages in one language (customer-form-words.ts writes them out). */
export type NewTicketMessages = {
  subject: TextMessages;
  description: TextMessages;
  device: { tooLong: string };
  location: { tooLong: string };
  priority: string;
  type: string;
};

/** The reply form's messages in one language. */
export type ReplyMessages = { reply: TextMessages };

/** The order the priority radios and type options are offered in. */
export const priorityChoices: readonly TicketPriority[] = ["critical", "high", "medium", "low"];
export const typeChoices: readonly TicketType[] = ["hardware", "software", "network", "data_recovery", "other"];

/** A ticket number as customers see it in URLs (AIT-2026-00042), or null. */
export function ticketNumberParam(value: string | undefined): string | null {
  if (!value) return null;
  const upper = value.toUpperCase();
  return /^AIT-\d{4}-\d{5,9}$/.test(upper) ? upper : null;
}
