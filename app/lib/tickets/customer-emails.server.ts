// The emails a customer's ticket causes: staff hear of every new ticket and every customer reply
// (in English, the console's language); the customer receives a confirmation with the ticket's
// number and the promised first reply, in the language of their account.
// Customer text goes into subjects only through headerSafe() and into HTML only escaped.
import { ticketStaffEmails } from "~/content/staff-tickets";
import * as emailRepliesEn from "~/content/ticket-email-replies";
import * as emailRepliesMl from "~/content/ticket-email-replies.ml";
import { ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";
import * as ticketsCustomerEn from "~/content/tickets-customer";
import * as ticketsCustomerMl from "~/content/tickets-customer.ml";
import type { TicketPriority, TicketSource, TicketType } from "~/db/tickets-schema";
import { escapeHtml, textToHtml } from "~/lib/email/html";
import { headerSafe, type OutgoingEmail } from "~/lib/email/outbox.server";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatDeadline } from "~/lib/india-time";

const ticketsCustomer = localized(ticketsCustomerEn, ticketsCustomerMl);
const emailReplies = localized(emailRepliesEn, emailRepliesMl);
const { durationWords } = ticketsCustomerEn;
const { ticketEmailReplyCopy } = emailRepliesEn;

export type OpenedTicketDetails = {
  number: string;
  subject: string;
  description: string;
  priority: TicketPriority;
  type: TicketType;
  device: string | null;
  location: string | null;
  source: TicketSource;
  /** `locale`: the language of the customer's account, which their confirmation is written in. */
  customer: { fullName: string; email: string; locale: Locale };
  planResponseMinutes: number | null;
  promise: { minutes: number; source: "priority" | "plan"; businessHours: boolean };
  firstResponseDueAt: Date | null;
  /** The names of the files that came with it. */
  attachments: readonly string[];
  /** The ticket's page in the customer's language. */
  customerUrl: string;
  staffUrl: string;
  /** Signed reply addresses (reply-address.server.ts): a reply by email lands in the thread. */
  customerReplyTo: string;
  staffReplyTo: string;
};

function paragraphsHtml(paragraphs: readonly string[]) {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
}

function linkHtml(label: string, url: string) {
  return `<p>${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

export function newTicketStaffMessage(staffEmail: string, ticket: OpenedTicketDetails): OutgoingEmail {
  const copy = ticketStaffEmails.newTicket;
  const rows: [string, string][] = [
    [copy.labels.customer, ticket.customer.fullName],
    [copy.labels.email, ticket.customer.email],
    [copy.labels.priority, ticketPriorityLabels[ticket.priority]],
    [copy.labels.type, ticketTypeLabels[ticket.type]],
    [copy.labels.device, ticket.device ?? copy.empty],
    [copy.labels.location, ticket.location ?? copy.empty],
    [copy.labels.source, copy.sources[ticket.source]],
    [copy.labels.plan, ticket.planResponseMinutes ? durationWords(ticket.planResponseMinutes) : copy.noPlan],
    [copy.labels.due, ticket.firstResponseDueAt ? formatDeadline(ticket.firstResponseDueAt) : copy.empty],
    [copy.labels.attachments, ticket.attachments.length > 0 ? ticket.attachments.join(", ") : copy.empty],
  ];
  return {
    kind: "ticket.staff-new",
    recordType: "ticket",
    to: staffEmail,
    replyTo: ticket.staffReplyTo,
    subject: headerSafe(copy.subject(ticket.number, ticketPriorityLabels[ticket.priority], ticket.subject)),
    text: [
      copy.intro(ticket.number),
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      ticket.subject,
      "",
      ticket.description,
      "",
      `${copy.open} ${ticket.staffUrl}`,
      "",
      ticketEmailReplyCopy.staffReplyHint,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(copy.intro(ticket.number))}</p>`,
      "<table>",
      ...rows.map(
        ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      "</table>",
      `<h2>${escapeHtml(ticket.subject)}</h2>`,
      textToHtml(ticket.description),
      linkHtml(copy.open, ticket.staffUrl),
      `<p>${escapeHtml(ticketEmailReplyCopy.staffReplyHint)}</p>`,
    ].join("\n"),
  };
}

export function ticketOpenedCustomerMessage(ticket: OpenedTicketDetails): OutgoingEmail {
  const locale = ticket.customer.locale;
  const words = ticketsCustomer[locale];
  const copy = words.ticketEmails.customerOpened;
  const paragraphs = [
    ...copy.paragraphs(ticket.customer.fullName, ticket.number, ticket.subject),
    copy.promise(
      words.durationWords(ticket.promise.minutes),
      ticket.promise.businessHours,
      ticket.firstResponseDueAt ? formatDeadline(ticket.firstResponseDueAt, locale) : null,
    ),
    ...(ticket.promise.source === "plan" ? [copy.planNote] : []),
  ];
  const closing = [emailReplies[locale].ticketEmailReplyCopy.replyHint, copy.emergency, copy.signature];
  return {
    kind: "ticket.customer-opened",
    recordType: "ticket",
    to: ticket.customer.email,
    replyTo: ticket.customerReplyTo,
    subject: copy.subject(ticket.number),
    text: [...paragraphs, `${copy.follow} ${ticket.customerUrl}`, ...closing].join("\n\n"),
    html: [...paragraphsHtml(paragraphs), linkHtml(copy.follow, ticket.customerUrl), ...paragraphsHtml(closing)].join(
      "\n",
    ),
  };
}

export type CustomerReplyDetails = {
  number: string;
  subject: string;
  body: string;
  customer: { fullName: string; email: string };
  /** The status the reply moved the ticket to, when it did (waiting on customer or resolved → open). */
  reopenedAs: string | null;
  attachments: readonly string[];
  staffUrl: string;
  /** The assignee's signed reply address, or the desk's when nobody has the ticket. */
  staffReplyTo: string;
};

export function customerReplyStaffMessage(to: string, reply: CustomerReplyDetails): OutgoingEmail {
  const copy = ticketStaffEmails.customerReply;
  const intro = [
    copy.intro(reply.number, reply.customer.fullName),
    ...(reply.reopenedAs ? [copy.reopened(reply.reopenedAs)] : []),
    ...(reply.attachments.length > 0 ? [copy.attachments(reply.attachments.join(", "))] : []),
  ];
  return {
    kind: "ticket.staff-customer-reply",
    recordType: "ticket",
    to,
    replyTo: reply.staffReplyTo,
    subject: headerSafe(copy.subject(reply.number, reply.subject)),
    text: [
      ...intro,
      "",
      reply.body,
      "",
      `${copy.open} ${reply.staffUrl}`,
      "",
      ticketEmailReplyCopy.staffReplyHint,
    ].join("\n"),
    html: [
      ...paragraphsHtml(intro),
      `<blockquote>${textToHtml(reply.body)}</blockquote>`,
      linkHtml(copy.open, reply.staffUrl),
      `<p>${escapeHtml(ticketEmailReplyCopy.staffReplyHint)}</p>`,
    ].join("\n"),
  };
}
