// The read-only parts of a ticket's staff page: the summary under its heading, and the side panels
// (its SLA clocks, its customer and their AMC contract, its files). Props only; the words come from the content.
import type { ReactNode } from "react";
import { type RecordColumn, RecordLink } from "./record-list";
import { Link } from "react-router";
import { deviceTitle, serialText } from "~/content/devices";
import { staffContractBillingCopy } from "~/content/contract-billing";
import { formatFileSize } from "~/content/numbers";
import { customerLanguageWords } from "~/content/staff";
import { staffTicketCopy as copy } from "~/content/staff-tickets";
import { ticketTypeLabels } from "~/content/tickets";
import type { DeviceKind } from "~/db/devices-schema";
import type { TicketPriority, TicketStatus } from "~/db/tickets-schema";
import { contractNumber, responseTimeText } from "~/lib/contracts/terms";
import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import { formatDuration, type TicketContract } from "~/lib/tickets/staff-queue";
import { DeadlineBadge, TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";
import { DateTime } from "./date-time";
import { EmailLink, FileDownloads } from "./details";
import { RecordSection } from "./record-page";

export const panelClass = "rounded-xl border border-slate-200 bg-white p-4";

/** The first column of a staff list of tickets (the queue, the follow-up calls): number and subject, to its page. */
export function ticketColumn<Row extends { number: string; subject: string }>(header: string): RecordColumn<Row> {
  return {
    header,
    cell: (row) => (
      <RecordLink to={`/staff/tickets/${row.number}`}>
        <span className="block whitespace-nowrap">{row.number}</span>
        <span className="block font-normal">{row.subject}</span>
      </RecordLink>
    ),
  };
}

type Day = Date | string;

export function TicketSummary({
  ticket,
  now,
}: {
  ticket: {
    status: TicketStatus;
    priority: TicketPriority;
    type: keyof typeof ticketTypeLabels;
    nextDeadlineAt: Day | null;
    breached: boolean;
    createdAt: Day;
    mergedIntoNumber: string | null;
    assigneeName: string | null;
    source: string;
    device: string | null;
    /** The customer's registered device the ticket is about. */
    registeredDevice: { id: number; kind: DeviceKind; make: string; model: string; serialNumber: string | null } | null;
    location: string | null;
  };
  now: Day;
}) {
  const registered = ticket.registeredDevice;
  const rows: [string, ReactNode][] = [
    [copy.labels.type, ticketTypeLabels[ticket.type]],
    [copy.labels.assignee, ticket.assigneeName ?? copy.assignee.nobody],
    [copy.labels.source, copy.sources[ticket.source] ?? ticket.source],
    ...(registered
      ? [
          [
            copy.labels.registeredDevice,
            <>
              <Link to={`/staff/devices/${registered.id}`} className="text-brand-800 underline underline-offset-2">
                {deviceTitle(registered)}
              </Link>
              {registered.serialNumber ? `, ${serialText(registered.serialNumber)}` : null}
            </>,
          ] as [string, ReactNode],
        ]
      : []),
    [copy.labels.device, ticket.device || copy.empty],
    [copy.labels.location, ticket.location || copy.empty],
  ];
  return (
    <section aria-label={copy.summaryLabel} className="mt-2 space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <TicketStatusBadge status={ticket.status} />
        <TicketPriorityBadge priority={ticket.priority} />
        <DeadlineBadge row={ticket} now={now} />
        <span>
          {copy.labels.opened} <DateTime value={ticket.createdAt} />
        </span>
      </p>
      {ticket.mergedIntoNumber ? (
        <p className="text-sm font-semibold text-slate-900">
          <Link
            to={`/staff/tickets/${ticket.mergedIntoNumber}`}
            className="text-brand-800 underline underline-offset-2"
          >
            {copy.mergedInto(ticket.mergedIntoNumber)}
          </Link>
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export type ClockView = {
  clock: "first_response" | "resolution";
  state: string | null;
  targetMinutes: number | null;
  dueAt: Day | null;
  metAt: Day | null;
  counting: boolean;
};

export function TicketClocks({ clocks, now }: { clocks: readonly ClockView[]; now: Day }) {
  return (
    <RecordSection id="sla-heading" heading={copy.slaHeading}>
      <dl className="mt-3 space-y-3 text-sm">
        {clocks.map((clock) => (
          <div key={clock.clock}>
            <dt className="font-semibold text-slate-900">{copy.slaClocks[clock.clock]}</dt>
            <dd className="mt-1 space-y-1 text-slate-800">
              <p>
                {clock.state ? (copy.slaStates[clock.state] ?? clock.state) : copy.slaNotYet}
                {clock.targetMinutes !== null
                  ? ` · ${copy.slaLabels.target} ${formatDuration(clock.targetMinutes)}`
                  : ""}
              </p>
              {clock.dueAt ? (
                <p>
                  {copy.slaLabels.due} <DateTime value={clock.dueAt} />
                </p>
              ) : null}
              {clock.metAt ? (
                <p>
                  {copy.slaMetAt} <DateTime value={clock.metAt} />
                </p>
              ) : null}
              {clock.counting && clock.dueAt ? (
                <p>
                  <DeadlineBadge row={{ status: "open", nextDeadlineAt: clock.dueAt, breached: false }} now={now} />
                </p>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </RecordSection>
  );
}

function ContractFlag({ contract }: { contract: TicketContract }) {
  if (contract.state === "in-force") {
    return contract.awaitingPayment ? (
      <p
        role="note"
        className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-950"
      >
        {staffContractBillingCopy.deskFlag(contract.awaitingPayment.invoiceNumber)}
      </p>
    ) : null;
  }
  const text =
    contract.state === "grace" && contract.graceUntil
      ? copy.contractFlags.grace(formatLongDate(contract.graceUntil))
      : copy.contractFlags.expired(contractNumber(contract.id), formatLongDate(contract.expiredOn ?? contract.endsOn));
  return (
    <p
      role="note"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-950"
    >
      {text}
    </p>
  );
}

export function TicketCustomer({
  ticket,
  language,
}: {
  ticket: {
    customerName: string;
    customerEmail: string;
    customerSince: Day;
    contract: TicketContract | null;
    planResponseMinutes: number | null;
  };
  /** The language of the customer's emails (left out: not shown). */
  language?: Locale;
}) {
  const words = copy.customerLabels;
  const { contract } = ticket;
  return (
    <RecordSection id="customer-heading" heading={copy.customerHeading}>
      <dl className="mt-3 space-y-1 text-sm">
        <dt className="font-medium text-slate-600">{words.name}</dt>
        <dd className="text-slate-900">{ticket.customerName}</dd>
        <dt className="font-medium text-slate-600">{words.email}</dt>
        <dd className="break-all text-slate-900">
          <EmailLink email={ticket.customerEmail} />
        </dd>
        {language ? (
          <>
            <dt className="font-medium text-slate-600">{customerLanguageWords.label}</dt>
            <dd className="text-slate-900">{customerLanguageWords.names[language]}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-600">{words.since}</dt>
        <dd className="text-slate-900">
          <DateTime value={ticket.customerSince} />
        </dd>
        {contract ? (
          <>
            <dt className="font-medium text-slate-600">{words.contract}</dt>
            <dd className="text-slate-900">
              <Link to={`/staff/contracts/${contract.id}`} className="text-brand-800 underline underline-offset-2">
                {contractNumber(contract.id)}
              </Link>
            </dd>
            <dt className="font-medium text-slate-600">{words.plan}</dt>
            <dd className="text-slate-900">{contract.planName}</dd>
            <dt className="font-medium text-slate-600">{words.validTill}</dt>
            <dd className="text-slate-900">{formatLongDate(contract.endsOn)}</dd>
            <dt className="font-medium text-slate-600">{words.responseTarget}</dt>
            <dd className="text-slate-900">{responseTimeText(contract.responseMinutes)}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium text-slate-600">{words.plan}</dt>
            <dd className="text-slate-900">{copy.noPlan}</dd>
          </>
        )}
        {ticket.planResponseMinutes !== null ? (
          <>
            <dt className="font-medium text-slate-600">{words.planResponse}</dt>
            <dd className="text-slate-900">{copy.planResponseOnTicket(ticket.planResponseMinutes)}</dd>
          </>
        ) : null}
      </dl>
      {contract ? <ContractFlag contract={contract} /> : null}
    </RecordSection>
  );
}

/** Every file of the thread, as downloads (the customer's and staff's, internal notes' marked). */
export function TicketAttachments({
  ticket,
}: {
  ticket: { number: string; attachments: readonly { id: string; fileName: string; size: number; internal: boolean }[] };
}) {
  return (
    <RecordSection id="attachments-heading" heading={copy.attachmentsHeading}>
      {ticket.attachments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.noAttachments}</p>
      ) : (
        <FileDownloads
          files={ticket.attachments}
          href={(file) => `/staff/tickets/${ticket.number}/files/${file.id}`}
          note={(file) => `${formatFileSize(file.size)}${file.internal ? `, ${copy.internalAttachment}` : ""}`}
          className="mt-3 space-y-2 text-sm"
        />
      )}
    </RecordSection>
  );
}
