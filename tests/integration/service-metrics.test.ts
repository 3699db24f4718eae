// The service report against PGlite and PostgreSQL: a seeded set of tickets whose
// histories were written with chosen timestamps through the desk's own functions (appendTicketEvent,
// replyToTicket, changeTicketStatus, completeFollowUp), and figures whose answers were worked out by
// hand below; the CSV files; and the permissions of the page and the files.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { ticketFollowUps, ticketRatings } from "~/db/schema";
import type { TicketPriority, TicketType } from "~/db/tickets-schema";
import { firstResponseFigures, resolutionFigures, serviceReport } from "~/lib/service-metrics/metrics.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { changeTicketStatus, completeFollowUp, replyToTicket } from "~/lib/tickets/staff-tickets.server";
import { loader as exportLoader } from "~/routes/staff/reports-export";
import { loader as reportLoader } from "~/routes/staff/reports";
import { addUser, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, routeContext } from "./support/routes";

const env = { PUBLIC_URL: "https://desk.example.test", APP_SECRET: "t".repeat(40) };
const at = (iso: string) => new Date(`${iso}Z`);
const period = { from: at("2026-06-01T00:00:00"), to: at("2026-06-30T00:00:00") };
const now = at("2026-06-30T00:00:00");

describe.each(databaseKinds)("service report on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let staff: StaffUser;
  let customer: StaffUser;
  const numbers: Record<string, string> = {};

  async function open(key: string, priority: TicketPriority, type: TicketType, when: string) {
    const row = await openTicket(db, customer, {
      subject: `Report ${key}`,
      description: "Seeded for the service report.",
      priority,
      type,
      at: at(when),
    });
    numbers[key] = row.number;
    return row.id;
  }
  const reply = (id: number, when: string) =>
    replyToTicket(
      db,
      staff,
      id,
      { body: "On it.", internal: false, nextStatus: null, submissionId: randomUUID() },
      env,
      at(when),
    );
  const note = (id: number, when: string) =>
    replyToTicket(
      db,
      staff,
      id,
      { body: "Internal.", internal: true, nextStatus: null, submissionId: randomUUID() },
      env,
      at(when),
    );
  const move = async (
    id: number,
    expected: "new" | "open" | "resolved",
    status: "resolved" | "closed",
    when: string,
  ) => {
    expect(await changeTicketStatus(db, staff, id, { status, expected }, env, at(when))).toMatchObject({
      outcome: "changed",
    });
  };
  const followUpOf = async (id: number) => {
    const [row] = await db
      .select()
      .from(ticketFollowUps)
      .where(eq(ticketFollowUps.ticketId, id))
      .orderBy(asc(ticketFollowUps.id));
    return row!;
  };
  const rate = async (id: number, score: number) => {
    const call = await followUpOf(id);
    await db.insert(ticketRatings).values({ ticketId: id, resolutionEventId: call.resolutionEventId, score });
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    staff = await addUser(db, "staff", "Anita Staff");
    customer = await addUser(db, "customer", "Meera Customer");

    // T0: resolved and done with before the period: appears nowhere.
    const t0 = await open("T0", "critical", "network", "2026-05-01T10:00:00");
    await reply(t0, "2026-05-01T10:10:00");
    await move(t0, "open", "resolved", "2026-05-01T11:00:00");
    // T1: critical network; replied in 30 min, resolved in 2 h, one reply; rated 5; called the next day.
    const t1 = await open("T1", "critical", "network", "2026-06-02T10:00:00");
    await note(t1, "2026-06-02T10:05:00");
    await reply(t1, "2026-06-02T10:30:00");
    await move(t1, "open", "resolved", "2026-06-02T12:00:00");
    await rate(t1, 5);
    await completeFollowUp(db, staff, t1, (await followUpOf(t1)).id, "Happy.", at("2026-06-03T09:00:00"));
    // T2: critical software; first reply 30 min late (target passed 11:00), two replies, resolved
    // after 10 h (target 8 h passed 18:00); rated 2; called a day late.
    const t2 = await open("T2", "critical", "software", "2026-06-03T10:00:00");
    await reply(t2, "2026-06-03T11:30:00");
    await reply(t2, "2026-06-03T15:00:00");
    await move(t2, "open", "resolved", "2026-06-03T20:00:00");
    await rate(t2, 2);
    await completeFollowUp(db, staff, t2, (await followUpOf(t2)).id, "Unhappy.", at("2026-06-06T10:00:00"));
    // T3: high hardware, never answered: first response missed (12:00), resolution breached (7 June 08:00).
    await open("T3", "high", "hardware", "2026-06-05T08:00:00");
    // T4: high hardware; answered in 1 h, resolved after 24 h, one reply; not rated; never called.
    const t4 = await open("T4", "high", "hardware", "2026-06-10T00:00:00");
    await reply(t4, "2026-06-10T01:00:00");
    await move(t4, "open", "resolved", "2026-06-11T00:00:00");
    // T5: critical, closed as spam after 10 minutes without a reply: no response was owed.
    const t5 = await open("T5", "critical", "other", "2026-06-20T00:00:00");
    await move(t5, "new", "closed", "2026-06-20T00:10:00");
    // T6: opened before the period, resolved in it after 54 h (network target 4 h passed on 30 May,
    // before the period); one reply; rated 4; never called.
    const t6 = await open("T6", "critical", "network", "2026-05-30T00:00:00");
    await reply(t6, "2026-05-30T00:30:00");
    await move(t6, "open", "resolved", "2026-06-01T06:00:00");
    await rate(t6, 4);
    // T7: opened 30 minutes before the end, not answered yet: pending.
    await open("T7", "critical", "network", "2026-06-29T23:30:00");
    // T8: high software; answered, resolved after 2 h, reopened by the customer an hour later and
    // still open: the resolution no longer stands; the 8 h target passed at 09:00 (2 h + 6 h).
    const t8 = await open("T8", "high", "software", "2026-06-15T00:00:00");
    await reply(t8, "2026-06-15T00:30:00");
    await move(t8, "open", "resolved", "2026-06-15T02:00:00");
    await db.transaction((tx) =>
      appendTicketEvent(
        tx,
        t8,
        { kind: "customer_reply", actor: { id: customer.id, name: customer.fullName }, body: "Broken again." },
        { status: "open" },
        at("2026-06-15T03:00:00"),
      ),
    );
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("first responses within target, by priority, for the tickets opened in the period", async () => {
    const figures = await firstResponseFigures(db, period, now);
    const row = (priority: string | null) =>
      [...figures.byPriority, figures.total].find((item) => item.priority === priority);
    // critical: T1 met, T2 missed, T5 not owed, T7 pending; high: T3 missed, T4 and T8 met.
    expect(row("critical")).toEqual({
      priority: "critical",
      opened: 4,
      met: 1,
      missed: 1,
      pending: 1,
      notOwed: 1,
      percentWithin: 50,
    });
    expect(row("high")).toMatchObject({ opened: 3, met: 2, missed: 1, pending: 0, notOwed: 0 });
    expect(row("high")?.percentWithin).toBeCloseTo(200 / 3);
    expect(row("medium")).toMatchObject({ opened: 0, percentWithin: null });
    expect(row(null)).toMatchObject({ opened: 7, met: 3, missed: 2, pending: 1, notOwed: 1, percentWithin: 60 });
  });

  it("resolution times by type on the SLA clock, for the resolutions standing in the period", async () => {
    const figures = await resolutionFigures(db, period, now);
    const row = (type: string | null) => [...figures.byType, figures.total].find((item) => item.type === type);
    // network: T1 120 min, T6 3240 min; software: T2 600 min (T8 was reopened); hardware: T4 1440 min.
    expect(row("network")).toMatchObject({ resolved: 2, medianMinutes: 1680, withinTarget: 1, percentWithin: 50 });
    expect(row("network")?.p90Minutes).toBeCloseTo(2928);
    expect(row("software")).toMatchObject({ resolved: 1, medianMinutes: 600, p90Minutes: 600, percentWithin: 0 });
    expect(row("hardware")).toMatchObject({ resolved: 1, medianMinutes: 1440, withinTarget: 1, percentWithin: 100 });
    expect(row("data_recovery")).toMatchObject({ resolved: 0, medianMinutes: null, percentWithin: null });
    expect(row(null)).toMatchObject({ resolved: 4, medianMinutes: 1020, withinTarget: 2, percentWithin: 50 });
    expect(row(null)?.p90Minutes).toBeCloseTo(2700);
  });

  it("first-contact resolution, satisfaction, follow-up calls and the breaches", async () => {
    const report = await serviceReport(db, period, now);
    // T1, T4, T6 with one public reply (T1's internal note does not count); T2 with two.
    expect(report.firstContact).toEqual({ resolved: 4, oneReply: 3, percent: 75 });
    // Resolutions in the period: T1, T2, T4, T6 and T8's (later undone); rated: T1, T2, T6.
    expect(report.satisfaction).toMatchObject({
      resolutions: 5,
      rated: 3,
      responseRate: 60,
      distribution: [0, 1, 0, 1, 1],
    });
    expect(report.satisfaction.average).toBeCloseTo(11 / 3);
    // T1 on time; T2 late; T4, T6, T8 never done and past 48 hours.
    expect(report.followUps).toEqual({ calls: 5, onTime: 1, late: 1, missed: 3, pending: 0, percentOnTime: 20 });
    expect(report.breaches.map((row) => [row.number, row.clock, row.breachedAt.toISOString(), row.state])).toEqual([
      [numbers.T2, "first_response", "2026-06-03T11:00:00.000Z", "breached_and_met"],
      [numbers.T2, "resolution", "2026-06-03T18:00:00.000Z", "breached_and_met"],
      [numbers.T3, "first_response", "2026-06-05T12:00:00.000Z", "breached"],
      [numbers.T3, "resolution", "2026-06-07T08:00:00.000Z", "breached"],
      [numbers.T8, "resolution", "2026-06-15T09:00:00.000Z", "breached"],
    ]);
  });

  it("the page and the CSV files for staff; a customer gets the 404, a visitor the login", async () => {
    const staffCookie = await signedInCookie(db, staff);
    const customerCookie = await signedInCookie(db, customer);
    const call = async (loader: (args: never) => unknown, path: string, cookie: string | null) => {
      const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
      try {
        return await behindConsole(loader)({ request, context: routeContext(db), params: {} } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    // A custom period in India days: 1–29 June IST is [31 May 18:30, 29 June 18:30) UTC (T7 falls after it).
    const query = "range=custom&from=2026-06-01&to=2026-06-29";
    const page = (await call(reportLoader as never, `/staff/reports?${query}`, staffCookie)) as Awaited<
      ReturnType<typeof reportLoader>
    >;
    expect(page.chosen).toMatchObject({ range: "custom", error: null });
    expect(page.report.breaches).toHaveLength(5);
    expect(page.report.firstResponse.total).toMatchObject({ opened: 6, met: 3, missed: 2, notOwed: 1 });

    const figures = (await call(
      exportLoader as never,
      `/staff/reports/export.csv?part=figures&${query}`,
      staffCookie,
    )) as Response;
    expect(figures.status).toBe(200);
    expect(figures.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(figures.headers.get("content-disposition")).toBe(
      'attachment; filename="service-report-2026-06-01-to-2026-06-29.csv"',
    );
    expect(figures.headers.get("cache-control")).toBe("private, no-store");
    const text = await figures.text();
    const lines = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(lines[0]).toBe("Section,Group,Measure,Value");
    expect(lines[1]).toBe("Period,,From,2026-05-31T18:30:00.000Z");
    expect(lines).toContain("First response,Critical,Opened,3");
    expect(lines).toContain("First response,High,% within target,66.7");
    // A measure with a comma is quoted; an empty figure is an empty cell.
    expect(lines).toContain('Resolution,Network,"Median (minutes, SLA clock)",1680');
    expect(lines).toContain('Resolution,Data recovery,"Median (minutes, SLA clock)",');
    expect(lines).toContain("First-contact resolution,All,%,75");
    expect(lines).toContain("Satisfaction,All,Average rating,3.67");
    expect(lines).toContain("Follow-up calls,All,% within 48 hours,20");

    const breaches = (await call(
      exportLoader as never,
      `/staff/reports/export.csv?part=breaches&${query}`,
      staffCookie,
    )) as Response;
    expect(breaches.headers.get("content-disposition")).toBe(
      'attachment; filename="service-breaches-2026-06-01-to-2026-06-29.csv"',
    );
    const rows = (await breaches.text()).split("\r\n").filter(Boolean);
    expect(rows[0]).toBe("Ticket,Priority,Type,Promise,Target (minutes),Target passed,Met at,State");
    expect(rows.slice(1)).toEqual([
      `${numbers.T2},Critical,Software,First response,60,2026-06-03T11:00:00.000Z,2026-06-03T11:30:00.000Z,Met late`,
      `${numbers.T2},Critical,Software,Resolution,480,2026-06-03T18:00:00.000Z,2026-06-03T20:00:00.000Z,Met late`,
      `${numbers.T3},High,Hardware,First response,240,2026-06-05T12:00:00.000Z,,Still open`,
      `${numbers.T3},High,Hardware,Resolution,2880,2026-06-07T08:00:00.000Z,,Still open`,
      `${numbers.T8},High,Software,Resolution,480,2026-06-15T09:00:00.000Z,,Still open`,
    ]);

    for (const path of ["/staff/reports", `/staff/reports/export.csv?part=figures&${query}`]) {
      const loader = path.startsWith("/staff/reports/export") ? exportLoader : reportLoader;
      const asCustomer = (await call(loader as never, path, customerCookie)) as { init?: ResponseInit | null };
      expect(asCustomer.init?.status).toBe(404);
      const signedOut = (await call(loader as never, path, null)) as Response;
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    }
    const unknownPart = (await call(exportLoader as never, "/staff/reports/export.csv?part=secrets", staffCookie)) as {
      init?: ResponseInit | null;
    };
    expect(unknownPart.init?.status).toBe(404);
  });
});
