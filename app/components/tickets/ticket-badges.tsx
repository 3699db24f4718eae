// A ticket's status and priority as small badges (colour plus words, never colour alone), in the
// page's language (rendered in static regions only: both languages' words stay on the server).
import * as en from "~/content/tickets";
import * as ml from "~/content/tickets.ml";
import type { TicketPriority, TicketStatus } from "~/db/tickets-schema";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

const words = localized(en, ml);

const statusTone: Record<TicketStatus, string> = {
  new: "bg-brand-100 text-brand-900",
  open: "bg-amber-100 text-amber-900",
  waiting_on_customer: "bg-red-100 text-red-900",
  resolved: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

const priorityTone: Record<TicketPriority, string> = {
  critical: "bg-red-100 text-red-900",
  high: "bg-amber-100 text-amber-900",
  medium: "bg-slate-100 text-slate-800",
  low: "bg-slate-100 text-slate-700",
};

const badge = "inline-block rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap";

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={`${badge} ${statusTone[status]}`}>{words[useLocale()].ticketStatusLabels[status]}</span>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <span className={`${badge} ${priorityTone[priority]}`}>{words[useLocale()].ticketPriorityLabels[priority]}</span>
  );
}
