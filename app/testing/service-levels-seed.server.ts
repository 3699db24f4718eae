// A known set of tickets for the tests of /service-levels (the integration test and, through the
// test-only route POST /__test/service-levels, the end-to-end test), written straight into the
// history tables with past dates: it is test data, not a change anyone made, so it goes around
// appendTicketEvent on purpose — no escalation jobs, no emails. Every seeded ticket belongs to one
// seed customer and is removed again by `clearServiceLevelsSeed`.
//
// The answers, relative to `now` (all tickets 5–44 days old, so inside the 90-day window):
// - 40 critical network tickets: 36 answered in 30 min, 4 in 90 min (target 1 h) → 90 % within;
//   30 resolved after 2 h, 10 after 6 h (target 4 h) → median 2 h, 90th percentile 6 h, 75 % within;
//   one reply each → first-contact resolution 100 %; 34 rated (30 × 5, 4 × 2) → 88 % rated 4 or 5,
//   average 4.6; follow-up calls: 32 within 48 hours, 8 late → 80 %.
// - 3 high hardware tickets answered in 1 h and still open: too few to publish any high or
//   hardware figure.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ticketEvents, ticketFollowUps, ticketRatings, tickets, users } from "~/db/schema";

export const SEED_CUSTOMER_EMAIL = "service-levels.seed@customer.test";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function seedCustomer(db: Database) {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, SEED_CUSTOMER_EMAIL));
  if (found) return found.id;
  const [row] = await db
    .insert(users)
    .values({ email: SEED_CUSTOMER_EMAIL, fullName: "Seeded customer", passwordHash: "!", role: "customer" })
    .returning({ id: users.id });
  if (!row) throw new Error("seed customer insert returned no row");
  return row.id;
}

/** Removes every seeded ticket (their events, ratings and calls go with them). */
export async function clearServiceLevelsSeed(db: Database) {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, SEED_CUSTOMER_EMAIL));
  if (customer) await db.delete(tickets).where(eq(tickets.customerId, customer.id));
}

type Seeded = {
  priority: "critical" | "high";
  type: "network" | "hardware";
  openedAt: Date;
  replyAfter: number;
  resolveAfter: number | null;
  score: number | null;
  callAfterResolution: number | null;
};

function plan(now: Date, count: { critical: number; high: number }): Seeded[] {
  const base = (i: number) => new Date(now.getTime() - (5 + i) * DAY - 3 * 60 * MINUTE);
  const critical = Array.from({ length: count.critical }, (_, i) => ({
    priority: "critical" as const,
    type: "network" as const,
    openedAt: base(i),
    replyAfter: (i < 36 ? 30 : 90) * MINUTE,
    resolveAfter: (i < 30 ? 120 : 360) * MINUTE,
    score: i < 30 ? 5 : i < 34 ? 2 : null,
    callAfterResolution: i < 32 ? DAY : 50 * 60 * MINUTE,
  }));
  const high = Array.from({ length: count.high }, (_, i) => ({
    priority: "high" as const,
    type: "hardware" as const,
    openedAt: base(i),
    replyAfter: 60 * MINUTE,
    resolveAfter: null,
    score: null,
    callAfterResolution: null,
  }));
  return [...critical, ...high];
}

/**
 * Replaces the seed with the known set (`full`), or with too few tickets for any figure (`few`:
 * 10 critical and 3 high). Returns how many tickets it wrote.
 */
export async function seedServiceLevels(db: Database, size: "full" | "few", now: Date = new Date()) {
  await clearServiceLevelsSeed(db);
  const customerId = await seedCustomer(db);
  const items = plan(now, size === "full" ? { critical: 40, high: 3 } : { critical: 10, high: 3 });
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(tickets)
      .values(
        items.map((item, i) => ({
          number: `AIT-1999-${String(90_000 + i).padStart(5, "0")}`,
          submissionId: crypto.randomUUID(),
          customerId,
          subject: "Seeded ticket",
          description: "Seeded for the service-levels tests.",
          priority: item.priority,
          type: item.type,
          status: item.resolveAfter === null ? ("open" as const) : ("resolved" as const),
          createdAt: item.openedAt,
          updatedAt: item.openedAt,
        })),
      )
      .returning({ id: tickets.id });
    const at = (item: Seeded, after: number) => new Date(item.openedAt.getTime() + after);
    const actor = { actorUserId: null, actorName: "Seeded staff" };
    const events = items.flatMap((item, i) => {
      const ticketId = rows[i]?.id as number;
      return [
        { ticketId, kind: "opened" as const, ...actor, body: "Seeded.", createdAt: item.openedAt },
        {
          ticketId,
          kind: "staff_reply" as const,
          ...actor,
          body: "Seeded reply.",
          createdAt: at(item, item.replyAfter),
        },
        ...(item.resolveAfter === null
          ? []
          : [
              {
                ticketId,
                kind: "status" as const,
                ...actor,
                fromValue: "open",
                toValue: "resolved",
                createdAt: at(item, item.resolveAfter),
              },
            ]),
      ];
    });
    const inserted = await tx
      .insert(ticketEvents)
      .values(events)
      .returning({ id: ticketEvents.id, ticketId: ticketEvents.ticketId, kind: ticketEvents.kind });
    const resolutionOf = new Map(inserted.filter((e) => e.kind === "status").map((e) => [e.ticketId, e.id]));
    const ratings = [];
    const calls = [];
    for (const [i, item] of items.entries()) {
      const ticketId = rows[i]?.id as number;
      const resolutionEventId = resolutionOf.get(ticketId);
      if (resolutionEventId === undefined || item.resolveAfter === null) continue;
      const resolvedAt = at(item, item.resolveAfter);
      if (item.score !== null) {
        ratings.push({ ticketId, resolutionEventId, score: item.score, createdAt: resolvedAt, updatedAt: resolvedAt });
      }
      if (item.callAfterResolution !== null) {
        calls.push({
          ticketId,
          resolutionEventId,
          dueAt: new Date(resolvedAt.getTime() + 2 * DAY),
          doneAt: new Date(resolvedAt.getTime() + item.callAfterResolution),
          doneByName: "Seeded staff",
          createdAt: resolvedAt,
        });
      }
    }
    if (ratings.length > 0) await tx.insert(ticketRatings).values(ratings);
    if (calls.length > 0) await tx.insert(ticketFollowUps).values(calls);
    return rows.length;
  });
}
