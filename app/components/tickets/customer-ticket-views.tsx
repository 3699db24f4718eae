import { typedTextLang } from "~/lib/i18n/use-english-text";
// The read-only parts of the customer's ticket pages: the list on /account/tickets, a ticket's
// heading, conversation, closed note and details, and the emergency line beside the new-ticket form,
// in the page's language. Their loaders render them as static regions for the visitor alone
// (app/lib/static-regions.ts), so none of this, nor its words, is in the browser's JavaScript; only
// the forms are React islands.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Phone } from "~/components/ui/icons";
import { TicketPriorityBadge, TicketStatusBadge } from "~/components/tickets/ticket-badges";
import { type NextStep, nextStepText } from "~/components/tickets/ticket-format";
import { deviceTitle, serialText } from "~/content/devices";
import { formatFileSize } from "~/content/numbers";
import * as siteEn from "~/content/site";
import * as siteMl from "~/content/site.ml";
import * as ticketsEn from "~/content/tickets";
import * as ticketsMl from "~/content/tickets.ml";
import * as ticketsCustomerEn from "~/content/tickets-customer";
import * as ticketsCustomerMl from "~/content/tickets-customer.ml";
import type { DeviceKind } from "~/db/devices-schema";
import type { TicketPriority, TicketStatus, TicketType } from "~/db/tickets-schema";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatDateTime } from "~/lib/india-time";

const sites = localized(siteEn, siteMl);
const tickets = localized(ticketsEn, ticketsMl);
const ticketsCustomer = localized(ticketsCustomerEn, ticketsCustomerMl);

export type TicketListRow = {
  number: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  createdAt: string;
  next: NextStep;
};

/** /account/tickets below its page header: the new-ticket link and the customer's tickets. */
export function CustomerTicketList({ tickets }: { tickets: readonly TicketListRow[] }) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = ticketsCustomer[locale].ticketListCopy;
  return (
    <div className="container-page py-12">
      <p>
        <Link
          to={to("/account/tickets/new")}
          className="inline-flex rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {copy.newTicket}
        </Link>
      </p>
      {tickets.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{copy.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[copy.columns.number, copy.columns.subject, copy.columns.status, copy.columns.priority].map(
                  (label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
                    </th>
                  ),
                )}
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.next}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.columns.opened}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {tickets.map((ticket) => (
                <tr key={ticket.number}>
                  <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
                    <Link
                      to={to(`/account/tickets/${ticket.number}`)}
                      className="text-brand-800 underline underline-offset-2"
                    >
                      {ticket.number}
                    </Link>
                  </th>
                  <td
                    lang={typedTextLang(locale, ticket.subject)}
                    className="max-w-xs px-4 py-3 break-words text-slate-900"
                  >
                    {ticket.subject}
                  </td>
                  <td className="px-4 py-3">
                    <TicketStatusBadge status={ticket.status} />
                  </td>
                  <td className="px-4 py-3">
                    <TicketPriorityBadge priority={ticket.priority} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">{nextStepText(ticket.status, ticket.next, locale)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export type TicketEventView = {
  id: number;
  kind: string;
  actorName: string;
  fromValue: string | null;
  toValue: string | null;
  body: string | null;
  createdAt: string;
  attachments: readonly { id: string; fileName: string; size: number }[];
};

export type TicketView = {
  number: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  type: TicketType;
  device: string | null;
  /** The customer's registered device the ticket is about. */
  registeredDevice: { id: number; kind: DeviceKind; make: string; model: string; serialNumber: string | null } | null;
  location: string | null;
  createdAt: string;
  next: NextStep;
  mergedInto: string | null;
  events: readonly TicketEventView[];
};

function label<T extends string>(labels: Record<T, string>, value: string | null) {
  return value && value in labels ? labels[value as T] : (value ?? "");
}

/** A sentence with what someone typed in it (a person's name), that part marked with its language. */
function sentenceWith(locale: Locale, sentence: (value: string) => string, value: string): ReactNode {
  if (locale === "en") return sentence(value);
  const [before, after] = sentence("\u0000").split("\u0000");
  return (
    <>
      {before}
      <span lang={typedTextLang(locale, value)}>{value}</span>
      {after}
    </>
  );
}

function eventTitle(event: TicketEventView, locale: Locale): ReactNode {
  const copy = ticketsCustomer[locale].ticketPageCopy.thread;
  const { ticketPriorityLabels, ticketStatusLabels, ticketTypeLabels } = tickets[locale];
  switch (event.kind) {
    case "opened":
      return sentenceWith(locale, copy.opened, event.actorName);
    case "customer_reply":
      return sentenceWith(locale, copy.customerReply, event.actorName);
    case "staff_reply":
      return sentenceWith(locale, copy.staffReply, event.actorName);
    case "status":
      return copy.status(
        label<TicketStatus>(ticketStatusLabels, event.fromValue),
        label<TicketStatus>(ticketStatusLabels, event.toValue),
      );
    case "priority":
      return copy.priority(
        label<TicketPriority>(ticketPriorityLabels, event.fromValue),
        label<TicketPriority>(ticketPriorityLabels, event.toValue),
      );
    case "type":
      return copy.type(
        label<TicketType>(ticketTypeLabels, event.fromValue),
        label<TicketType>(ticketTypeLabels, event.toValue),
      );
    case "merge":
      return copy.merge(event.toValue ?? "");
    default:
      return copy.other;
  }
}

function eventTone(event: TicketEventView) {
  if (event.kind === "staff_reply") return "border-brand-200 bg-brand-50";
  if (event.body) return "border-slate-300 bg-white";
  return "border-slate-200 bg-slate-50";
}

/** The top of a ticket's page: back link, heading, status and priority, and where it was merged. */
export function TicketHeading({ ticket }: { ticket: TicketView }) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = ticketsCustomer[locale].ticketPageCopy;
  return (
    <>
      <Link to={to("/account/tickets")} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900 md:text-3xl">
        {locale === "en" ? (
          copy.heading(ticket.number, ticket.subject)
        ) : (
          <>
            {copy.heading(ticket.number, "")}
            <span lang={typedTextLang(locale, ticket.subject)}>{ticket.subject}</span>
          </>
        )}
      </h1>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="sr-only">{copy.labels.status}:</span>
        <TicketStatusBadge status={ticket.status} />
        <span className="sr-only">{copy.labels.priority}:</span>
        <TicketPriorityBadge priority={ticket.priority} />
      </p>
      {ticket.mergedInto ? (
        <p role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900">
          {copy.merged.before}{" "}
          <Link
            to={to(`/account/tickets/${ticket.mergedInto}`)}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {ticket.mergedInto}
          </Link>
          . {copy.merged.after}
        </p>
      ) : null}
    </>
  );
}

/** A ticket's conversation, oldest first, with its attachments as downloads. */
export function TicketThread({ ticket }: { ticket: TicketView }) {
  const locale = useLocale();
  const copy = ticketsCustomer[locale].ticketPageCopy;
  return (
    <section aria-labelledby="thread-heading">
      <h2 id="thread-heading" className="text-lg font-bold text-slate-900">
        {copy.threadHeading}
      </h2>
      <ol className="mt-4 space-y-3">
        {ticket.events.map((event) => (
          <li key={event.id} className={`rounded-xl border p-4 ${eventTone(event)}`}>
            <p className="text-sm font-semibold text-slate-900">
              {eventTitle(event, locale)} ·{" "}
              <time dateTime={event.createdAt} className="font-normal text-slate-700">
                {formatDateTime(event.createdAt, locale)}
              </time>
            </p>
            {event.body ? (
              <p
                lang={typedTextLang(locale, event.body)}
                className="mt-2 break-words whitespace-pre-line text-slate-900"
              >
                {event.body}
              </p>
            ) : null}
            {event.attachments.length > 0 ? (
              <ul aria-label={copy.thread.attachments} className="mt-3 space-y-1 text-sm">
                {event.attachments.map((file) => (
                  <li key={file.id}>
                    <a
                      href={`/account/tickets/${ticket.number}/files/${file.id}`}
                      download={file.fileName}
                      lang={typedTextLang(locale, file.fileName)}
                      className="font-medium break-all text-brand-800 underline underline-offset-2"
                    >
                      {copy.thread.download(file.fileName, formatFileSize(file.size))}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Instead of the reply form, once the ticket takes no more replies. */
export function TicketClosedNote() {
  const to = useLocalePath();
  const copy = ticketsCustomer[useLocale()].ticketPageCopy.closed;
  return (
    <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
      {copy.text}{" "}
      <Link to={to("/account/tickets/new")} className="font-semibold text-brand-800 underline underline-offset-2">
        {copy.link}
      </Link>
      .
    </p>
  );
}

/** The ticket's details beside the conversation. */
export function TicketDetails({ ticket }: { ticket: TicketView }) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = ticketsCustomer[locale].ticketPageCopy;
  const typed = (text: string | null) =>
    text === null ? copy.empty : <span lang={typedTextLang(locale, text)}>{text}</span>;
  const registered = ticket.registeredDevice;
  const details: [string, ReactNode][] = [
    [copy.labels.type, tickets[locale].ticketTypeLabels[ticket.type]],
    ...(registered
      ? [
          [
            copy.labels.registeredDevice,
            <>
              <Link
                to={to(`/account/devices/${registered.id}`)}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {deviceTitle(registered)}
              </Link>
              {registered.serialNumber ? `, ${serialText(registered.serialNumber)}` : null}
            </>,
          ] as [string, ReactNode],
        ]
      : []),
    // The free text describes "another device"; beside a registered one it is shown only when given.
    // What the customer typed: marked with its language on a Malayalam page (an English page as it was).
    ...(registered && !ticket.device
      ? []
      : [
          [copy.labels.device, locale === "en" ? (ticket.device ?? copy.empty) : typed(ticket.device)] as [
            string,
            ReactNode,
          ],
        ]),
    [copy.labels.location, locale === "en" ? (ticket.location ?? copy.empty) : typed(ticket.location)],
    [copy.labels.opened, formatDateTime(ticket.createdAt, locale)],
    [copy.labels.next, nextStepText(ticket.status, ticket.next, locale)],
  ];
  return (
    <section
      aria-labelledby="details-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 lg:self-start"
    >
      <h2 id="details-heading" className="text-lg font-bold text-slate-900">
        {copy.details}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The emergency line beside the new-ticket form. It turns red inside an element with
 * data-emergency and the `group` class (the form sets it while the ticket is an emergency).
 */
export function EmergencyLineNote() {
  const locale = useLocale();
  const copy = ticketsCustomer[locale].ticketFormCopy.emergency;
  const site = sites[locale].site;
  return (
    <aside
      aria-labelledby="emergency-line-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 group-data-[emergency]:border-red-300 group-data-[emergency]:bg-red-50 lg:self-start"
    >
      <h2 id="emergency-line-heading" className="text-base font-bold text-slate-900">
        {copy.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{copy.text}</p>
      <a
        href={site.emergencyPhoneHref}
        className="mt-3 inline-flex items-center gap-2 font-semibold text-red-800 underline underline-offset-2"
      >
        <Phone aria-hidden="true" className="size-4" />
        {site.emergencyPhone}
      </a>
    </aside>
  );
}
