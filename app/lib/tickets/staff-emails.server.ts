// The emails the staff side of the support desk sends: to the customer on every public reply and
// every status change, in the language of their account (their ticket number in the subject, a link
// to their ticket page, Reply-To their signed reply address, so that a reply by email lands in the
// thread; the staff's own reply text is sent as written), and to the admins when a ticket nears or
// misses a promised time. Customer and staff text goes into subjects only through headerSafe()
// (sendEmail) and into HTML only escaped.
import { ticketEscalationEmails } from "~/content/staff-tickets";
import * as ratingsEn from "~/content/ticket-ratings";
import * as ratingsMl from "~/content/ticket-ratings.ml";
import { ticketPriorityLabels } from "~/content/tickets";
import * as ticketsCustomerEn from "~/content/tickets-customer";
import * as ticketsCustomerMl from "~/content/tickets-customer.ml";
import type { TicketPriority, TicketStatus } from "~/db/tickets-schema";
import { escapeHtml, textToHtml } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

const ticketsCustomer = localized(ticketsCustomerEn, ticketsCustomerMl);
const ratings = localized(ratingsEn, ratingsMl);

export type EmailedTicket = {
  number: string;
  subject: string;
  customerName: string;
  customerEmail: string;
  /** The language of the customer's account: their emails and the links in them. */
  locale: Locale;
  /** The customer's signed reply address for this ticket (reply-address.server.ts). */
  replyTo: string;
};

/** The signed one-click rating links a resolution's email carries (rating-links.server.ts). */
export type RatingLinks = readonly { score: number; url: string }[];

/** How did we do? One link per score, plainly listed in text and as a row of links in HTML. */
function ratingBlock(links: RatingLinks, locale: Locale) {
  const copy = ratings[locale].ratingEmailCopy;
  return {
    text: [copy.heading, copy.intro, ...links.map((link) => `${copy.link(link.score)} ${link.url}`), copy.change, ""],
    html: [
      `<h2>${escapeHtml(copy.heading)}</h2>`,
      `<p>${escapeHtml(copy.intro)}</p>`,
      `<p>${links
        .map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(copy.link(link.score).replace(/:$/, ""))}</a>`)
        .join(" &nbsp;·&nbsp; ")}</p>`,
      `<p>${escapeHtml(copy.change)}</p>`,
    ],
  };
}

function ticketUrl(publicUrl: string, number: string, locale: Locale) {
  return new URL(pathIn(locale, `/account/tickets/${encodeURIComponent(number)}`), publicUrl).href;
}

function customerEmail(
  kind: string,
  ticket: EmailedTicket,
  subject: string,
  paragraphs: string[],
  publicUrl: string,
  rating?: RatingLinks,
): OutgoingEmail {
  const copy = ticketsCustomer[ticket.locale].ticketEmails;
  const url = ticketUrl(publicUrl, ticket.number, ticket.locale);
  const block = rating && rating.length > 0 ? ratingBlock(rating, ticket.locale) : { text: [], html: [] };
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...block.text,
    `${copy.link} ${url}`,
    "",
    copy.replyHint,
    "",
    copy.footer,
  ];
  const html = [
    ...paragraphs.map((paragraph) => textToHtml(paragraph)),
    ...block.html,
    `<p>${escapeHtml(copy.link)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${escapeHtml(copy.replyHint)}</p>`,
    `<p>${escapeHtml(copy.footer)}</p>`,
  ];
  return {
    kind,
    recordType: "ticket",
    to: ticket.customerEmail,
    replyTo: ticket.replyTo,
    subject,
    text: text.join("\n"),
    html: html.join("\n"),
    // Lets mail clients (and our handling of replies by email) tell which ticket a reply belongs to.
    headers: { "X-Ticket-Number": ticket.number },
  };
}

/**
 * A staff member's public reply; `status` when the same post also moved the ticket, and the rating
 * links when that move was a resolution.
 */
export function ticketReplyEmail(
  ticket: EmailedTicket,
  reply: string,
  staffName: string,
  status: TicketStatus | null,
  publicUrl: string,
  rating?: RatingLinks,
): OutgoingEmail {
  const copy = ticketsCustomer[ticket.locale].ticketEmails.reply;
  const paragraphs = [
    copy.greeting(ticket.customerName),
    copy.intro(ticket.number),
    reply,
    ...(status ? [copy.statusLine(status)] : []),
    copy.signature(staffName).join("\n"),
  ];
  return customerEmail(
    "ticket.reply",
    ticket,
    copy.subject(ticket.number, ticket.subject),
    paragraphs,
    publicUrl,
    rating,
  );
}

/**
 * A status change; `merge` when the ticket was closed as a duplicate of the customer's other ticket;
 * the rating links with a resolution.
 */
export function ticketStatusEmail(
  ticket: EmailedTicket,
  status: TicketStatus,
  publicUrl: string,
  merge?: { into: string },
  rating?: RatingLinks,
): OutgoingEmail {
  const copy = ticketsCustomer[ticket.locale].ticketEmails.status;
  const paragraphs = [
    copy.greeting(ticket.customerName),
    ...copy.lines(ticket.number, status),
    ...(merge ? [copy.merged(merge.into)] : []),
  ];
  return customerEmail("ticket.status", ticket, copy.subject(ticket.number, status), paragraphs, publicUrl, rating);
}

export type EscalationFacts = {
  number: string;
  subject: string;
  clock: "first_response" | "resolution";
  threshold: 80 | 100;
  due: string;
  priority: TicketPriority;
  status: TicketStatus;
  assignee: string | null;
};

/** To one admin: a ticket has used 80 % of a promised time, or missed it. */
export function escalationEmail(to: string, facts: EscalationFacts, publicUrl: string): OutgoingEmail {
  const copy = ticketEscalationEmails;
  const url = new URL(`/staff/tickets/${encodeURIComponent(facts.number)}`, publicUrl).href;
  const lines = copy.lines({ ...facts, priority: ticketPriorityLabels[facts.priority] });
  return {
    kind: `ticket.escalation.${facts.threshold}`,
    recordType: "ticket",
    to,
    subject: copy.subject(facts.number, facts.clock, facts.threshold),
    text: [...lines, "", `${copy.link} ${url}`].join("\n"),
    html: [
      textToHtml(lines.join("\n")),
      `<p>${escapeHtml(copy.link)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    ].join("\n"),
    headers: { "X-Ticket-Number": facts.number },
  };
}
