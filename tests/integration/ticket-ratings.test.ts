// Satisfaction ratings against PGlite and PostgreSQL: a resolution's email carries five
// signed links; opening one records nothing (mail scanners open every link) and shows the page with
// its score chosen; the page's button records the rating, a second rating replaces it; a forged or
// altered link, or one for another ticket's resolution, is refused; staff see the rating.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { emailOutbox, ticketEvents, ticketRatings } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import type { RatingActionData, RatingPageData } from "~/lib/tickets/rating-form";
import { listTicketRatings } from "~/lib/tickets/ratings.server";
import { ticketQueueList } from "~/lib/tickets/staff-queue";
import { listTicketQueue } from "~/lib/tickets/staff-queue.server";
import { changeTicketStatus, replyToTicket } from "~/lib/tickets/staff-tickets.server";
import { action, loader } from "~/routes/ticket-rating";
import { addUser, openTicket } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";

const env = { PUBLIC_URL: "https://desk.example.test", APP_SECRET: getEnv().APP_SECRET };

const wifiTicket = {
  subject: "Wi-Fi drops every hour",
  description: "The office Wi-Fi drops every hour.",
  priority: "high",
  type: "network",
} as const;

/** The rating links of the newest email to `to`, by score. */
async function ratingLinksTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1);
  const links = [...(mail?.textBody ?? "").matchAll(/(\d) – [^:]+: (https:\/\/\S+\/ticket-rating\?token=[\w.-]+)/g)];
  return { mail: mail!, links: new Map(links.map((match) => [Number(match[1]), match[2]!])) };
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe.each(databaseKinds)("satisfaction ratings on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let staff: StaffUser;
  let customer: StaffUser;

  const open = (link: string) => callRoute<RatingPageData>(loader as never, new Request(link), routeContext(db));
  const post = (fields: Record<string, string>, address = "198.51.100.7") =>
    callRoute<RatingActionData>(action as never, formPost("/ticket-rating", fields), routeContext(db, address));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    staff = await addUser(db, "staff", "Anita Staff");
    customer = await addUser(db, "customer", "Ravi Customer");
  });
  afterAll(() => database.destroy());

  it("emails five links with a resolution; opening one records nothing, the page's button records it, with a comment", async () => {
    const ticket = await openTicket(db, customer, wifiTicket);
    const resolved = await changeTicketStatus(db, staff, ticket.id, { status: "resolved", expected: "new" }, env);
    expect(resolved).toEqual({ outcome: "changed" });
    const { mail, links } = await ratingLinksTo(db, customer.email);
    expect(mail.subject).toBe(`[${ticket.number}] Resolved`);
    expect([...links.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(mail.htmlBody).toContain("How did we do?");
    // The resolution event still names its email.
    const [resolution] = await db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.toValue, "resolved")));
    expect(resolution!.outboxId).toBe(mail.id);

    // What a mail scanner does: open every link, with GET and HEAD. Each shows the page with its
    // score chosen, and nothing is recorded.
    for (const score of [1, 2, 3, 4, 5]) {
      const opened = await open(links.get(score)!);
      expect(opened.status).toBe(200);
      expect(opened.data).toMatchObject({ state: "ready", number: ticket.number, linkScore: score, current: null });
      const head = await callRoute<RatingPageData>(
        loader as never,
        new Request(links.get(score)!, { method: "HEAD" }),
        routeContext(db),
      );
      expect(head.data).toMatchObject({ state: "ready", current: null });
    }
    expect(await db.select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id))).toEqual([]);

    // The page's button saves a comment with it.
    const saved = await post({ token: tokenOf(links.get(4)!), score: "4", comment: "  Fixed within the hour. " });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ outcome: "saved", score: 4 });
    let rows = await db.select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id));
    expect(rows).toMatchObject([{ score: 4, comment: "Fixed within the hour.", resolutionEventId: resolution!.id }]);

    // Another link opened shows its score chosen beside what is recorded, and changes nothing; its
    // page's button changes both.
    const again = await open(links.get(2)!);
    expect(again.data).toMatchObject({
      state: "ready",
      linkScore: 2,
      current: { score: 4, comment: "Fixed within the hour." },
    });
    expect((await post({ token: tokenOf(links.get(2)!), score: "2", comment: "" })).data).toMatchObject({
      outcome: "saved",
      score: 2,
    });
    rows = await db.select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 2, comment: null });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());

    // Staff see it on the ticket and in the queue.
    expect(await listTicketRatings(db, ticket.id)).toMatchObject([{ score: 2, comment: null }]);
    const queue = await listTicketQueue(db, ticketQueueList.parse(new URLSearchParams("status=any")), staff.id);
    expect(queue.rows.find((row) => row.id === ticket.id)?.rating).toBe(2);

    // A wrong score in the form is refused, nothing changes.
    expect((await post({ token: tokenOf(links.get(2)!), score: "9", comment: "" })).status).toBe(400);
    expect((await db.select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id)))[0]!.score).toBe(2);
  });

  it("refuses forged and altered links, and another resolution's", async () => {
    const ticket = await openTicket(db, customer, wifiTicket);
    await changeTicketStatus(db, staff, ticket.id, { status: "resolved", expected: "new" }, env);
    const { links } = await ratingLinksTo(db, customer.email);
    const token = tokenOf(links.get(5)!);
    const [ticketId, eventId, , mac] = token.split(".");
    const altered = [
      `${ticketId}.${eventId}.1.${mac}`, // the score changed
      `${Number(ticketId) + 1}.${eventId}.5.${mac}`, // another ticket
      `${ticketId}.${Number(eventId) - 1}.5.${mac}`, // another event
      `${ticketId}.${eventId}.5.${"A".repeat(43)}`, // forged signature
      "",
      "junk",
    ];
    for (const bad of altered) {
      const page = await open(`https://desk.example.test/ticket-rating?token=${encodeURIComponent(bad)}`);
      expect(page.status).toBe(404);
      expect(page.data).toEqual({ state: "invalid", words: expect.anything() });
      expect((await post({ token: bad, score: "5", comment: "" })).status).toBe(404);
    }
    expect(await db.select().from(ticketRatings).where(eq(ticketRatings.ticketId, ticket.id))).toEqual([]);
  });

  it("carries the links when a reply resolves, and takes a rating for 60 days only", async () => {
    const ticket = await openTicket(db, customer, wifiTicket);
    const result = await replyToTicket(
      db,
      staff,
      ticket.id,
      { body: "Replaced the router.", internal: false, nextStatus: "resolved", submissionId: randomUUID() },
      env,
    );
    expect(result).toMatchObject({ outcome: "changed", statusAfter: "resolved" });
    const { mail, links } = await ratingLinksTo(db, customer.email);
    expect(mail.textBody).toContain("Replaced the router.");
    expect(links.size).toBe(5);
    const events = await db
      .select()
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, ticket.id))
      .orderBy(asc(ticketEvents.id));
    // The reply is still before its status changes in the thread, and names the email.
    expect(events.map((event) => [event.kind, event.toValue])).toEqual([
      ["opened", null],
      ["staff_reply", null],
      ["status", "open"],
      ["status", "resolved"],
    ]);
    expect(events[1]!.outboxId).toBe(mail.id);

    // 61 days later the link says it has expired.
    await db
      .update(ticketEvents)
      .set({ createdAt: new Date(Date.now() - 61 * 24 * 60 * 60_000) })
      .where(eq(ticketEvents.id, events[3]!.id));
    const page = await open(links.get(3)!);
    expect(page.status).toBe(410);
    expect(page.data).toEqual({ state: "expired", words: expect.anything() });
    expect((await post({ token: tokenOf(links.get(3)!), score: "3", comment: "" })).status).toBe(410);
  });
});
