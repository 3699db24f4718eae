// How the customer's ticket pages say their next promised step (times in India time, like every page).
import * as en from "~/content/tickets-customer";
import * as ml from "~/content/tickets-customer.ml";
import type { TicketStatus } from "~/db/tickets-schema";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatDateTime } from "~/lib/india-time";

const words = localized(en, ml);

export type NextStep = { step: "first_response" | "resolution"; dueAt: string } | null;

/** "First reply by …", "Waiting on you", or a dash once nothing is owed. */
export function nextStepText(status: TicketStatus, next: NextStep, locale: Locale): string {
  const copy = words[locale].ticketListCopy.next;
  if (status === "waiting_on_customer") return copy.waitingOnYou;
  if (status === "resolved" || status === "closed") return copy.done;
  if (!next) return copy.pending;
  const due = formatDateTime(next.dueAt, locale);
  return next.step === "first_response" ? copy.firstResponse(due) : copy.resolution(due);
}
