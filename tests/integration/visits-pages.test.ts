// Visits' pages on PGlite and PostgreSQL, through the route modules and their forms: staff book a
// visit from a ticket on the booking form (a technician's overlapping visit is listed until "Book
// anyway" is ticked), the planner shows the week with the overlap marked, the customer's visit page
// and its "Ask for another time" (another customer's visit is the site's 404), the staff pages'
// guard, and the technician's calendar feed by its secret URL (revoked: 404).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visits } from "~/db/schema";
import type { CaseFormEnv } from "~/lib/casework/case-form.server";
import { getEnv } from "~/lib/env.server";
import { type FormDefinition, handleForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { createCalendarFeed, revokeCalendarFeed } from "~/lib/visits/feeds.server";
import { newVisitForm } from "~/lib/visits/staff-actions.server";
import type { NewVisitActionData } from "~/lib/visits/staff-query";
import { indiaDateOf, indiaDateTimeValue, indiaTimeOn } from "~/lib/visits/window";
import * as accountVisit from "~/routes/account-visit";
import * as calendarFeed from "~/routes/calendar-feed";
import { loader as plannerLoader } from "~/routes/staff/visits";
import { loader as visitLoader } from "~/routes/staff/visit";
import { addUser, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, callPage, consoleCookie, formPost, loadConsolePage, routeContext } from "./support/routes";

const env = getEnv();

describe.each(databaseKinds)("visit pages on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffUser;
  let technician: StaffUser;
  let asha: Awaited<ReturnType<typeof addUser>>;
  let ravi: Awaited<ReturnType<typeof addUser>>;
  let ashaCookie: string;
  let raviCookie: string;
  let ticketId: number;
  let visitId = 0;
  const day = indiaDateOf(new Date(Date.now() + 7 * 86_400_000));
  const at = (hour: number) => indiaDateTimeValue(indiaTimeOn(day, hour));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    staff = { ...(await addUser(database.db, "staff", "Desk Member")), role: "staff" };
    technician = { ...(await addUser(database.db, "staff", "Ravi Technician")), role: "staff" };
    asha = await addUser(database.db, "customer", "Asha Nair");
    ravi = await addUser(database.db, "customer", "Ravi Menon");
    ashaCookie = await signedInCookie(database.db, { ...asha, role: "customer" });
    raviCookie = await signedInCookie(database.db, { ...ravi, role: "customer" });
    ticketId = (await openTicket(database.db, asha)).id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const call = (handler: (args: never) => Promise<unknown>, request: Request, params: Record<string, string>) =>
    callPage(handler, request, routeContext(database.db), params);

  const book = (fields: Record<string, string>) =>
    handleForm(newVisitForm(staff, { ticketId }) as FormDefinition<unknown, CaseFormEnv> as never, {
      request: formPost(`/staff/visits/new?ticket=${ticketId}`, fields, { origin: env.PUBLIC_URL }),
      db: database.db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => staff,
    }) as Promise<{ type: string; status?: number; location?: string; body?: NewVisitActionData }>;
  const booking = (start: number, end: number, more: Record<string, string> = {}) => ({
    intent: "book",
    kind: "repair",
    deviceId: "",
    site: "other",
    siteAddress: "TC 15/1234, Vazhuthacaud",
    siteArea: "Thiruvananthapuram",
    windowStart: at(start),
    windowEnd: at(end),
    technicianId: String(technician.id),
    ...more,
  });

  it("books from a ticket on the form; an overlap is listed until staff book anyway", async () => {
    const refused = await book({ ...booking(10, 12), windowEnd: at(9) });
    expect(refused.body?.fieldErrors.windowEnd).toBe("The visit must end after it starts.");
    const first = await book(booking(10, 12));
    expect(first.location).toMatch(/^\/staff\/visits\/\d+$/);
    visitId = Number(first.location?.split("/").at(-1));
    const overlapping = await book(booking(11, 13));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body?.conflicts?.map((visit) => visit.id)).toEqual([visitId]);
    expect(overlapping.body?.values.windowStart).toBe(at(11));
    const anyway = await book(booking(11, 13, { bookAnyway: "on" }));
    expect(anyway.location).toMatch(/^\/staff\/visits\/\d+$/);
  });

  it("the planner shows the week per technician with the overlap marked; a customer gets the 404", async () => {
    const cookie = await consoleCookie(database.db, staff.id);
    const week = (await loadConsolePage(database.db, plannerLoader as never, `/staff/visits?week=${day}`, cookie)) as {
      visits: { id: number; technicianId: number; conflict: boolean }[];
      technicians: { id: number }[];
      week: { days: string[] };
    };
    expect(week.week.days).toContain(day);
    expect(week.technicians.map((member) => member.id)).toContain(technician.id);
    expect(week.visits).toHaveLength(2);
    expect(week.visits.every((visit) => visit.technicianId === technician.id && visit.conflict)).toBe(true);
    const record = (await behindConsole(visitLoader as never)({
      request: new Request(`http://localhost/staff/visits/${visitId}`, { headers: { cookie } }),
      context: routeContext(database.db),
      params: { id: String(visitId) },
    } as never)) as { visit: { status: string }; history: { kind: string }[] };
    expect(record.visit.status).toBe("booked");
    expect(record.history.map((event) => event.kind)).toEqual(["created", "booked"]);
    const customerCookie = await signedInCookie(database.db, { ...asha, role: "customer" });
    const refused = await behindConsole(plannerLoader as never)({
      request: new Request("http://localhost/staff/visits", { headers: { cookie: customerCookie } }),
      context: routeContext(database.db),
      params: {},
    } as never).catch((thrown: unknown) => thrown);
    expect((refused as { init?: ResponseInit | null }).init?.status).toBe(404);
  });

  it("the customer sees their visit and asks for another time; another customer's visit is the 404", async () => {
    const page = (cookie: string, id = String(visitId)) =>
      call(
        accountVisit.loader as never,
        new Request(`http://localhost/account/visits/${id}`, { headers: { cookie } }),
        {
          id,
        },
      );
    const post = (cookie: string, fields: Record<string, string>) =>
      call(
        accountVisit.action as never,
        formPost(`/account/visits/${visitId}`, fields, { origin: env.PUBLIC_URL, cookie }),
        { id: String(visitId) },
      );
    expect((await page(ashaCookie)).status).toBe(200);
    expect((await page(raviCookie)).status).toBe(404);
    expect((await page(ashaCookie, "abc")).status).toBe(404);
    expect((await post(raviCookie, { note: "Friday please" })).status).toBe(404);
    expect((await post(ashaCookie, { note: "" })).status).toBe(400);
    const asked = await post(ashaCookie, { note: "Friday afternoon please" });
    expect(asked.status).toBe(302);
    expect(asked.location).toBe(`/account/visits/${visitId}`);
    const [visit] = await database.db.select().from(visits).where(eq(visits.id, visitId));
    expect(visit?.rescheduleNote).toBe("Friday afternoon please");
  });

  it("the technician's feed answers its secret URL with text/calendar; revoked or wrong, 404", async () => {
    const token = await createCalendarFeed(database.db, technician.id);
    const fetchFeed = (file: string) =>
      call(calendarFeed.loader as never, new Request(`http://localhost/calendar/${file}`), { file });
    const served = await fetchFeed(`${token}.ics`);
    expect(served.status).toBe(200);
    const response = served.data as Response;
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toContain(`UID:visit-${visitId}@`);
    expect((await fetchFeed(token)).status).toBe(404);
    expect((await fetchFeed("nope.ics")).status).toBe(404);
    await revokeCalendarFeed(database.db, technician.id);
    expect((await fetchFeed(`${token}.ics`)).status).toBe(404);
  });
});
