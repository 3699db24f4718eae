// Visits as measured figures, on PGlite and PostgreSQL: /service-levels publishes on-site arrivals
// within the booked window only from the minimum sample on, counting the window's ends as within;
// the staff report counts visits per technician and the first-visit fix rate, and its CSV carries them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_SAMPLE } from "~/content/service-levels";
import type { Database } from "~/db/client.server";
import { visits } from "~/db/schema";
import { reportFiguresRecords } from "~/lib/service-metrics/csv";
import { serviceReport } from "~/lib/service-metrics/metrics.server";
import { computeServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { addUser, addVisit, openTicket } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)("visit figures on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let customer: Awaited<ReturnType<typeof addUser>>;
  let vishnu: Awaited<ReturnType<typeof addUser>>;
  let anjali: Awaited<ReturnType<typeof addUser>>;
  /** Two days ago: inside the last 90 days and the staff report's last 30. */
  const windowStart = new Date(Date.now() - 2 * DAY);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    customer = await addUser(db, "customer", "Lakshmi Iyer");
    vishnu = await addUser(db, "staff", "Vishnu Das");
    anjali = await addUser(db, "staff", "Anjali Raj");
  });
  afterAll(() => database.destroy());

  /** A repair visit of `ticketId`, booked for a 2-hour window from `start`, completed with the given arrival. */
  const completedVisit = async (
    ticketId: number,
    technicianId: number,
    arrivedAfterStartMs: number | null,
    extra: { fixed?: boolean; start?: Date; kind?: "repair" | "installation" } = {},
  ) => {
    const start = extra.start ?? windowStart;
    const { id } = await addVisit(db, customer, {
      ticketId,
      kind: extra.kind ?? "repair",
      technicianId,
      windowStartsAt: start,
      windowEndsAt: new Date(start.getTime() + 2 * HOUR),
    });
    const arrivedAt = arrivedAfterStartMs === null ? null : new Date(start.getTime() + arrivedAfterStartMs);
    await db
      .update(visits)
      .set({
        status: "completed",
        arrivedAt,
        finishedAt: new Date(start.getTime() + 3 * HOUR),
        fixed: extra.fixed ?? true,
      })
      .where(eq(visits.id, id));
    return id;
  };

  it("publishes arrivals within the booked window only from the minimum sample on, the window's ends counted within", async () => {
    const ticket = await openTicket(db, customer);
    // On the window's start and end (within), and 1 minute late; one without a recorded arrival does not count.
    await completedVisit(ticket.id, vishnu.id, 0);
    await completedVisit(ticket.id, vishnu.id, 2 * HOUR);
    await completedVisit(ticket.id, vishnu.id, 2 * HOUR + 60_000);
    await completedVisit(ticket.id, vishnu.id, null);
    for (let i = 3; i < MIN_SAMPLE - 1; i++) await completedVisit(ticket.id, anjali.id, HOUR);
    let levels = await computeServiceLevels(db);
    expect(levels.onSiteArrival).toEqual({ counted: MIN_SAMPLE - 1, value: null });
    await completedVisit(ticket.id, anjali.id, 30 * 60_000);
    levels = await computeServiceLevels(db);
    expect(levels.onSiteArrival).toEqual({
      counted: MIN_SAMPLE,
      value: { within: MIN_SAMPLE - 1, percent: ((MIN_SAMPLE - 1) / MIN_SAMPLE) * 100 },
    });
  });

  it("reports visits per technician and the first-visit fix rate, in the page's figures and the CSV", async () => {
    const now = new Date();
    const period = { from: new Date(now.getTime() - 30 * DAY), to: now };
    const before = await serviceReport(db, period, now);
    // The visits of the test above: 4 of Vishnu's, 27 of Anjali's, all on one ticket whose first visit fixed it.
    expect(before.visits.byTechnician).toEqual([
      {
        technicianId: anjali.id,
        name: "Anjali Raj",
        completed: MIN_SAMPLE - 3,
        windowed: MIN_SAMPLE - 3,
        onTime: MIN_SAMPLE - 3,
      },
      { technicianId: vishnu.id, name: "Vishnu Das", completed: 4, windowed: 3, onTime: 2 },
    ]);
    expect(before.visits.firstVisitFix).toEqual({ tickets: 1, fixedFirst: 1, percent: 100 });

    // A ticket whose first visit did not fix it (the second did), and one whose first visit was before the period.
    const unlucky = await openTicket(db, customer);
    await completedVisit(unlucky.id, vishnu.id, HOUR, { fixed: false, start: new Date(now.getTime() - 4 * DAY) });
    await completedVisit(unlucky.id, vishnu.id, HOUR, { fixed: true, start: new Date(now.getTime() - 3 * DAY) });
    const old = await openTicket(db, customer);
    await completedVisit(old.id, anjali.id, HOUR, { start: new Date(now.getTime() - 40 * DAY) });
    await completedVisit(old.id, anjali.id, HOUR, { fixed: false });
    // An installation is not a repair.
    await completedVisit((await openTicket(db, customer)).id, anjali.id, HOUR, { kind: "installation", fixed: false });

    const report = await serviceReport(db, period, now);
    expect(report.visits.firstVisitFix).toEqual({ tickets: 2, fixedFirst: 1, percent: 50 });
    expect(report.visits.byTechnician.find((row) => row.technicianId === vishnu.id)).toMatchObject({
      completed: 6,
      onTime: 4,
    });
    const records = reportFiguresRecords(report);
    expect(records).toContainEqual(["Visits", "All", "Tickets with a completed repair visit", 2]);
    expect(records).toContainEqual(["Visits", "All", "First-visit fix rate %", 50]);
    expect(records).toContainEqual(["Visits per technician", "Vishnu Das", "Completed", 6]);
  });
});
