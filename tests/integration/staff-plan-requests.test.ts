// Plan requests worked by staff, against PGlite and PostgreSQL: allowed and refused transitions (never
// to active by hand: only an accepted contract activates a request), the stale-form check, the
// history, the audit entry and the customer's email written together, what the customer sees, and the
// staff list.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, planRequestEvents, planRequests, users } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { createPlanRequest, listPlanRequests } from "~/lib/plan-requests/plan-requests.server";
import { changeCaseStatus } from "~/lib/casework/commands.server";
import { planRequestActionForm } from "~/lib/plan-requests/staff-actions.server";
import { listStaffPlanRequests, planRequestCase, planRequestMove } from "~/lib/plan-requests/staff.server";
import { type PlanRequestActionData, planRequestList } from "~/lib/plan-requests/staff-query";
import type { StaffUser } from "~/lib/staff/guard.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { formPost } from "./support/routes";

const env = getEnv();

describe.each(databaseKinds)("staff plan requests on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffUser;
  let customer: { id: number; email: string; fullName: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [staffRow, customerRow] = await database.db
      .insert(users)
      .values([
        { email: "desk@ananthait.test", fullName: "Desk", passwordHash: "x", role: "staff" },
        { email: "asha@customer.test", fullName: "Asha Nair", passwordHash: "x" },
      ])
      .returning();
    staff = { id: staffRow!.id, email: staffRow!.email, fullName: staffRow!.fullName, role: "staff" };
    customer = { id: customerRow!.id, email: customerRow!.email, fullName: customerRow!.fullName };
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function newRequest(planId = "starter") {
    return createPlanRequest(database.db, customer, { planId, note: "Two laptops" }, "staff@ananthait.test");
  }

  async function change(id: number, fields: Record<string, string>) {
    return handleForm<PlanRequestActionData, typeof env>(planRequestActionForm(staff, id), {
      request: formPost(`/staff/plan-requests/${id}`, { intent: "status", ...fields }, { origin: env.PUBLIC_URL }),
      db: database.db,
      clientAddress: "198.51.100.2",
      env,
      session: async () => staff,
    });
  }

  async function mailsTo(email: string) {
    return database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "plan-request.status")));
  }

  it("requested → contacted with its history, audit entry and email; never active by hand", async () => {
    const request = await newRequest();
    const contacted = await change(request.id, {
      status: "contacted",
      expectedStatus: "requested",
      message: "We will call you tomorrow <b>morning</b>.",
    });
    expect(contacted).toMatchObject({ type: "redirect", location: `/staff/plan-requests/${request.id}` });
    // A request becomes active only through the customer's acceptance of a contract drafted from it.
    const active = await change(request.id, { status: "active", expectedStatus: "contacted", message: "" });
    expect(active).toMatchObject({
      type: "data",
      status: 400,
      body: { message: "A request that is contacted cannot become active." },
    });

    const [row] = await database.db.select().from(planRequests).where(eq(planRequests.id, request.id));
    expect(row).toMatchObject({ status: "contacted", responseTime: null, startedAt: null });
    const events = await database.db
      .select()
      .from(planRequestEvents)
      .where(eq(planRequestEvents.planRequestId, request.id));
    expect(events.map((event) => [event.fromValue, event.toValue, event.body])).toEqual([
      ["requested", "contacted", "We will call you tomorrow <b>morning</b>."],
    ]);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "plan_request"), eq(auditLog.subjectId, String(request.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "plan-request.status",
      actorEmail: staff.email,
      before: { status: "requested" },
      after: { status: "contacted", message: "We will call you tomorrow <b>morning</b>." },
    });
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your Starter AMC request: Contacted"]);
    expect(mails[0]!.textBody).toContain("We will call you tomorrow <b>morning</b>.");
    expect(mails[0]!.htmlBody).toContain("&lt;b&gt;morning&lt;/b&gt;");

    // The customer's /account data carries the history.
    const mine = await listPlanRequests(database.db, customer.id);
    expect(mine.find((item) => item.id === request.id)).toMatchObject({
      status: "contacted",
      history: [{ toStatus: "contacted", message: "We will call you tomorrow <b>morning</b>." }],
    });
  });

  it("refuses a move that is not allowed, with a clear message, and changes nothing", async () => {
    const request = await newRequest("professional");
    const skipped = await change(request.id, { status: "active", expectedStatus: "requested", message: "" });
    expect(skipped).toMatchObject({
      type: "data",
      status: 400,
      body: { message: "A request that is requested cannot become active." },
    });
    await change(request.id, { status: "declined", expectedStatus: "requested", message: "" });
    const final = await changeCaseStatus(
      database.db,
      planRequestCase,
      staff,
      request.id,
      { to: "contacted", expected: "declined" },
      planRequestMove(env, null),
    );
    expect(final).toEqual({ outcome: "invalid" });
    // The page says why: the request's status is final.
    expect(await change(request.id, { status: "contacted", expectedStatus: "declined", message: "" })).toMatchObject({
      type: "data",
      status: 400,
      body: { message: "This request is declined: its status cannot change any more." },
    });
    const bogus = await change(request.id, { status: "gold", expectedStatus: "declined", message: "" });
    expect(bogus).toMatchObject({ type: "data", status: 400 });
    const [row] = await database.db.select().from(planRequests).where(eq(planRequests.id, request.id));
    expect(row!.status).toBe("declined");
  });

  it("refuses a form rendered before someone else's change (stale form), even when both submit at once", async () => {
    const request = await newRequest();
    const [first, second] = await Promise.all([
      change(request.id, { status: "contacted", expectedStatus: "requested", message: "A" }),
      change(request.id, { status: "cancelled", expectedStatus: "requested", message: "B" }),
    ]);
    const outcomes = [first, second].map((outcome) => (outcome.type === "data" ? outcome.status : outcome.type));
    expect(outcomes.sort()).toEqual([409, "redirect"]);
    const stale = [first, second].find((outcome) => outcome.type === "data");
    expect(stale).toMatchObject({ body: { message: expect.stringContaining("Someone else changed this request") } });
    const events = await database.db
      .select()
      .from(planRequestEvents)
      .where(eq(planRequestEvents.planRequestId, request.id));
    expect(events).toHaveLength(1);
  });

  it("lists requests newest first with filters by status and plan and a customer search", async () => {
    const all = await listStaffPlanRequests(database.db, planRequestList.parse(new URLSearchParams()));
    expect(all.total).toBeGreaterThanOrEqual(3);
    const ids = all.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const declined = await listStaffPlanRequests(
      database.db,
      planRequestList.parse(new URLSearchParams("status=declined")),
    );
    expect(declined.rows.every((row) => row.status === "declined")).toBe(true);
    expect(declined.total).toBe(1);
    const professional = await listStaffPlanRequests(
      database.db,
      planRequestList.parse(new URLSearchParams("plan=professional")),
    );
    expect(professional.rows.map((row) => row.planName)).toEqual(["Professional AMC"]);
    const byName = await listStaffPlanRequests(database.db, planRequestList.parse(new URLSearchParams("q=asha%20n")));
    expect(byName.total).toBe(all.total);
    const nobody = await listStaffPlanRequests(database.db, planRequestList.parse(new URLSearchParams("q=%25")));
    expect(nobody.total).toBe(0);
  });
});
