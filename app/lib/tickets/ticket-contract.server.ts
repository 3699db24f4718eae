// The customer's AMC contract as the desk's pages show it: the staff ticket page names it (and flags
// one in its grace period or lapsed), the customer's ticket pages say when a lapsed one no longer
// shortens their targets. Which contract covers a customer is the contracts feature's rule
// (coverage.server.ts); new tickets copy its response time (customer-tickets.server.ts).
import type { Database } from "~/db/client.server";
import { contractStanding } from "~/lib/contracts/coverage.server";
import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import type { TicketContract } from "./staff-queue";

/** The contract covering the customer now, or the one that lapsed most recently; null if they never had one. */
export async function ticketContractOf(
  db: Database,
  customerId: number,
  now = new Date(),
): Promise<TicketContract | null> {
  const standing = await contractStanding(db, customerId, now);
  const shown = standing.covering ?? standing.lapsed;
  if (!shown) return null;
  const state = standing.covering ? (standing.graceUntil ? "grace" : "in-force") : "lapsed";
  return {
    id: shown.id,
    planName: shown.planName,
    endsOn: shown.endsOn,
    responseMinutes: shown.responseMinutes,
    state,
    graceUntil: standing.graceUntil,
    expiredOn: standing.lapsedOn,
    awaitingPayment: standing.awaitingPayment ? { invoiceNumber: standing.awaitingPayment.invoiceNumber } : null,
  };
}

/** For the customer's ticket pages: the day their lapsed contract ended, written out in the page's language; null unless it lapsed. */
export async function lapsedContractEnd(
  db: Database,
  customerId: number,
  locale: Locale,
  now = new Date(),
): Promise<string | null> {
  const contract = await ticketContractOf(db, customerId, now);
  return contract?.state === "lapsed" ? formatLongDate(contract.endsOn, locale) : null;
}
