// Ticket numbers customers can quote on the phone: AIT-<year>-<5 digits>, counted per year in IST.
import { sql } from "drizzle-orm";
import { ticketNumberCounters } from "~/db/schema";
import type { TicketWriter } from "./sla-sync.server";

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The year a ticket opened at `now` belongs to, in India Standard Time (the company's calendar). */
export function ticketYear(now: Date): number {
  return new Date(now.getTime() + IST_OFFSET_MS).getUTCFullYear();
}

export function formatTicketNumber(year: number, sequence: number): string {
  return `AIT-${year}-${String(sequence).padStart(5, "0")}`;
}

/**
 * Takes the next number of the year. The upsert holds the year's row lock until the caller's
 * transaction ends, so two servers opening tickets at once get consecutive, distinct numbers.
 */
export async function nextTicketNumber(db: TicketWriter, now: Date): Promise<string> {
  const year = ticketYear(now);
  const [row] = await db
    .insert(ticketNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: ticketNumberCounters.year, set: { last: sql`${ticketNumberCounters.last} + 1` } })
    .returning({ last: ticketNumberCounters.last });
  if (!row) throw new Error("ticket number counter returned no row");
  return formatTicketNumber(year, row.last);
}
