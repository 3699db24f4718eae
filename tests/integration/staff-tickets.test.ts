// The staff side of the support desk against PGlite and PostgreSQL: the queue's order,
// filters and pages; every staff action on a ticket with its thread event, its customer email and
// its audit entry; stale pages refused; follow-up calls once per resolution; merges; the dashboard
// counts; and the staff pages' permissions (a customer gets the 404 of an unknown URL).
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { auditLog, emailOutbox, ticketEvents, ticketFollowUps, tickets } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { storeEventAttachments } from "~/lib/tickets/attachments.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { staffTicketActionForm } from "~/lib/tickets/staff-actions.server";
import { type TicketQueueQuery, ticketQueueList } from "~/lib/tickets/staff-queue";
import {
  getStaffTicket,
  listFollowUps,
  listTicketQueue,
  ticketsDashboardSummary,
} from "~/lib/tickets/staff-queue.server";
import {
  assignTicket,
  changeTicketField,
  changeTicketStatus,
  completeFollowUp,
  FOLLOW_UP_AFTER_MS,
  mergeTicket,
  replyToTicket,
} from "~/lib/tickets/staff-tickets.server";
import { loader as followUpsLoader } from "~/routes/staff/ticket-follow-ups";
import { loader as ticketLoader } from "~/routes/staff/ticket";
import { loader as staffFileLoader } from "~/routes/staff/ticket-file";
import { loader as queueLoader } from "~/routes/staff/tickets";
import { addUser, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, formPost, routeContext } from "./support/routes";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";

const env = { PUBLIC_URL: "https://desk.example.test", APP_SECRET: "t".repeat(40) };
const query = (overrides: Partial<TicketQueueQuery> = {}): TicketQueueQuery => ({
  ...ticketQueueList.parse(new URLSearchParams()),
  ...overrides,
});

async function auditFor(db: Database, number: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "ticket"), eq(auditLog.subjectId, number)))
    .orderBy(asc(auditLog.id));
}

async function emailsTo(db: Database, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.id));
}

async function eventsOf(db: Database, ticketId: number) {
  return db
    .select()
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.createdAt), asc(ticketEvents.id));
}

describe.each(databaseKinds)("staff support desk on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let anita: StaffUser;
  let ravi: StaffUser;
  let meera: StaffUser;
  let arun: StaffUser;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    anita = await addUser(db, "staff", "Anita Staff");
    ravi = await addUser(db, "admin", "Ravi Admin");
    meera = await addUser(db, "customer", "Meera Customer");
    arun = await addUser(db, "customer", "Arun Customer");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("orders the queue by what breaches first, with filters, search and pages", async () => {
    const now = Date.now();
    const minutes = (n: number) => new Date(now + n * 60_000);
    const later = await openTicket(db, meera, { subject: "Queue later", priority: "low" });
    const overdue = await openTicket(db, meera, { subject: "Queue overdue", priority: "critical" });
    const paused = await openTicket(db, arun, { subject: "Queue paused" });
    const soon = await openTicket(db, arun, { subject: "Queue soon", priority: "high" });
    // The SLA cache as the calculator writes it (tested with it elsewhere): deadlines, breach, a pause.
    await db
      .update(tickets)
      .set({ nextDeadlineAt: minutes(300) })
      .where(eq(tickets.id, later.id));
    await db
      .update(tickets)
      .set({ nextDeadlineAt: minutes(-20), breached: true, assigneeId: anita.id })
      .where(eq(tickets.id, overdue.id));
    await db
      .update(tickets)
      .set({ nextDeadlineAt: null, status: "waiting_on_customer" })
      .where(eq(tickets.id, paused.id));
    await db
      .update(tickets)
      .set({ nextDeadlineAt: minutes(30) })
      .where(eq(tickets.id, soon.id));

    const all = await listTicketQueue(db, query({ q: "Queue " }), anita.id);
    expect(all.rows.map((row) => row.number)).toEqual([overdue.number, soon.number, later.number, paused.number]);
    expect(all.rows[0]).toMatchObject({ customerName: "Meera Customer", assigneeName: "Anita Staff", breached: true });

    const mine = await listTicketQueue(db, query({ q: "Queue ", assignee: "mine" }), anita.id);
    expect(mine.rows.map((row) => row.number)).toEqual([overdue.number]);
    const unassigned = await listTicketQueue(db, query({ q: "Queue ", assignee: "unassigned" }), anita.id);
    expect(unassigned.total).toBe(3);
    const critical = await listTicketQueue(db, query({ q: "Queue ", priority: "critical" }), anita.id);
    expect(critical.rows.map((row) => row.number)).toEqual([overdue.number]);
    const breached = await listTicketQueue(db, query({ q: "Queue ", breached: true }), anita.id);
    expect(breached.rows.map((row) => row.number)).toEqual([overdue.number]);
    const waiting = await listTicketQueue(db, query({ q: "Queue ", status: "waiting_on_customer" }), anita.id);
    expect(waiting.rows.map((row) => row.number)).toEqual([paused.number]);
    // Search by number, and the search's pattern characters taken literally.
    const byNumber = await listTicketQueue(db, query({ q: soon.number }), anita.id);
    expect(byNumber.rows.map((row) => row.number)).toEqual([soon.number]);
    expect((await listTicketQueue(db, query({ q: "Queue%" }), anita.id)).total).toBe(0);

    // Closed tickets leave the default view ('still to do') but are found with 'any'.
    await db.update(tickets).set({ status: "closed", nextDeadlineAt: null }).where(eq(tickets.id, later.id));
    expect((await listTicketQueue(db, query({ q: "Queue " }), anita.id)).total).toBe(3);
    expect((await listTicketQueue(db, query({ q: "Queue ", status: "any" }), anita.id)).total).toBe(4);

    // Pages of 25.
    for (let i = 0; i < 26; i++) await openTicket(db, arun, { subject: `Bulk ticket ${i}` });
    const page1 = await listTicketQueue(db, query({ q: "Bulk ticket" }), anita.id);
    const page2 = await listTicketQueue(db, query({ q: "Bulk ticket", page: 2 }), anita.id);
    expect(page1.rows).toHaveLength(25);
    expect(page2.rows).toHaveLength(1);
    expect(page1.total).toBe(26);
  });

  it("a public reply is emailed to the customer once, moves a new ticket to open and is audited", async () => {
    const ticket = await openTicket(db, meera, { subject: "VPN drops" });
    const submissionId = randomUUID();
    const reply = { body: "We are looking at the VPN logs now.", internal: false, nextStatus: null, submissionId };
    const [first, second] = await Promise.all([
      replyToTicket(db, anita, ticket.id, reply, env),
      replyToTicket(db, anita, ticket.id, reply, env),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(["changed", "duplicate"]);

    const events = await eventsOf(db, ticket.id);
    expect(events.map((event) => [event.kind, event.internal, event.fromValue, event.toValue])).toEqual([
      ["opened", false, null, null],
      ["staff_reply", false, null, null],
      ["status", false, "new", "open"],
    ]);
    const replyEvent = events[1]!;
    expect(replyEvent).toMatchObject({ actorUserId: anita.id, actorName: "Anita Staff", submissionId });

    const mails = (await emailsTo(db, meera.email)).filter((mail) => mail.kind === "ticket.reply");
    const mail = mails.find((m) => m.id === replyEvent.outboxId);
    expect(mails.filter((m) => m.subject.includes(ticket.number))).toHaveLength(1);
    // Reply-To is the customer's signed address for this ticket (replies by email).
    expect(mail).toMatchObject({
      subject: `[${ticket.number}] Re: VPN drops`,
      replyTo: expect.stringMatching(/^support\+t[0-9a-z]+\.c[0-9a-z]+\.[0-9a-f]{20}@ananthait\.in$/),
    });
    expect(mail!.textBody).toContain("We are looking at the VPN logs now.");
    expect(mail!.textBody).toContain(`https://desk.example.test/account/tickets/${ticket.number}`);
    expect(mail!.textBody).toContain("Your ticket is now: Open.");
    expect(mail!.headers).toEqual({ "X-Ticket-Number": ticket.number });

    const audit = await auditFor(db, ticket.number);
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([["ticket.reply", anita.email]]);
    expect(audit[0]!.after).toMatchObject({ status: "open", outboxId: mail!.id });
    expect((await getStaffTicket(db, ticket.number))?.status).toBe("open");
  });

  it("an internal note is never emailed; reply-and-wait moves the status in the same post with one email", async () => {
    const ticket = await openTicket(db, arun, { subject: "Backup failed" });
    const before = (await emailsTo(db, arun.email)).length;
    const note = await replyToTicket(
      db,
      anita,
      ticket.id,
      {
        body: "Customer's NAS is out of warranty.",
        internal: true,
        nextStatus: "resolved",
        submissionId: randomUUID(),
      },
      env,
    );
    expect(note.outcome).toBe("changed");
    expect(await emailsTo(db, arun.email)).toHaveLength(before);
    let events = await eventsOf(db, ticket.id);
    expect(events.at(-1)).toMatchObject({ kind: "note", internal: true, body: "Customer's NAS is out of warranty." });
    // A note moves nothing, even with a status chosen.
    expect((await getStaffTicket(db, ticket.number))?.status).toBe("new");

    const wait = await replyToTicket(
      db,
      anita,
      ticket.id,
      {
        body: "Please send us the backup log.",
        internal: false,
        nextStatus: "waiting_on_customer",
        submissionId: randomUUID(),
      },
      env,
    );
    expect(wait).toMatchObject({ outcome: "changed", statusAfter: "waiting_on_customer" });
    events = await eventsOf(db, ticket.id);
    expect(events.slice(-3).map((event) => [event.kind, event.fromValue, event.toValue])).toEqual([
      ["staff_reply", null, null],
      ["status", "new", "open"],
      ["status", "open", "waiting_on_customer"],
    ]);
    const mails = (await emailsTo(db, arun.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("Your ticket is now: Waiting on you.");
    expect((await auditFor(db, ticket.number)).map((entry) => entry.action)).toEqual(["ticket.note", "ticket.reply"]);

    // A status the life cycle does not allow after a reply is refused, and nothing is written.
    const refused = await replyToTicket(
      db,
      anita,
      ticket.id,
      { body: "Hello again", internal: false, nextStatus: "new", submissionId: randomUUID() },
      env,
    );
    expect(refused).toEqual({ outcome: "invalid", reason: "status" });
    expect(await eventsOf(db, ticket.id)).toHaveLength(events.length);
  });

  it("status changes follow the life cycle, email the customer, refuse a stale page and are audited", async () => {
    const ticket = await openTicket(db, meera, { subject: "Laptop fan noise" });
    const start = (await emailsTo(db, meera.email)).length;
    expect(await changeTicketStatus(db, anita, ticket.id, { status: "open", expected: "new" }, env)).toEqual({
      outcome: "changed",
    });
    // Two staff on one stale page: the second is told, nothing is written.
    expect(await changeTicketStatus(db, ravi, ticket.id, { status: "closed", expected: "new" }, env)).toEqual({
      outcome: "conflict",
      current: "open",
    });
    expect(await changeTicketStatus(db, ravi, ticket.id, { status: "open", expected: "open" }, env)).toEqual({
      outcome: "unchanged",
    });
    expect(await changeTicketStatus(db, ravi, ticket.id, { status: "new", expected: "open" }, env)).toEqual({
      outcome: "invalid",
      reason: "status",
    });
    await changeTicketStatus(db, ravi, ticket.id, { status: "waiting_on_customer", expected: "open" }, env);
    const mails = (await emailsTo(db, meera.email)).slice(start);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ["ticket.status", `[${ticket.number}] Open`],
      ["ticket.status", `[${ticket.number}] Waiting on you`],
    ]);
    expect(mails[1]!.replyTo).toMatch(/^support\+t[0-9a-z]+\.c[0-9a-z]+\./);
    expect(mails[1]!.textBody).toContain("waiting on you");
    const statusEvents = (await eventsOf(db, ticket.id)).filter((event) => event.kind === "status");
    expect(statusEvents.map((event) => [event.toValue, event.outboxId])).toEqual([
      ["open", mails[0]!.id],
      ["waiting_on_customer", mails[1]!.id],
    ]);
    const audit = await auditFor(db, ticket.number);
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after])).toEqual([
      ["ticket.status", anita.email, { status: "new" }, { status: "open", outboxId: mails[0]!.id }],
      ["ticket.status", ravi.email, { status: "open" }, { status: "waiting_on_customer", outboxId: mails[1]!.id }],
    ]);
  });

  it("resolving creates one follow-up call due 48 hours later per resolution; staff tick it off once", async () => {
    const ticket = await openTicket(db, meera, { subject: "Wi-Fi dead zone" });
    const resolvedAt = new Date(Date.now() - 60_000);
    await changeTicketStatus(db, anita, ticket.id, { status: "resolved", expected: "new" }, env, resolvedAt);
    let calls = await db.select().from(ticketFollowUps).where(eq(ticketFollowUps.ticketId, ticket.id));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.dueAt.getTime()).toBe(resolvedAt.getTime() + FOLLOW_UP_AFTER_MS);
    const resolution = (await eventsOf(db, ticket.id)).find((event) => event.toValue === "resolved");
    expect(calls[0]!.resolutionEventId).toBe(resolution!.id);
    const mail = (await emailsTo(db, meera.email)).at(-1)!;
    expect(mail.subject).toBe(`[${ticket.number}] Resolved`);
    expect(mail.textBody).toContain("We will call you within 48 hours");

    // Reopened and resolved again (by a reply that resolves): a second call, for the second resolution.
    await changeTicketStatus(db, anita, ticket.id, { status: "open", expected: "resolved" }, env);
    await replyToTicket(
      db,
      anita,
      ticket.id,
      { body: "Moved the access point; fixed.", internal: false, nextStatus: "resolved", submissionId: randomUUID() },
      env,
    );
    calls = await db
      .select()
      .from(ticketFollowUps)
      .where(eq(ticketFollowUps.ticketId, ticket.id))
      .orderBy(asc(ticketFollowUps.id));
    expect(calls).toHaveLength(2);

    const first = calls[0]!;
    expect(await completeFollowUp(db, anita, ticket.id, first.id, "Customer happy; signal fine.")).toEqual({
      outcome: "changed",
    });
    expect(await completeFollowUp(db, ravi, ticket.id, first.id, "Again")).toEqual({
      outcome: "conflict",
      current: "done",
    });
    // Another ticket's id for this call: not found, nothing changes.
    const other = await openTicket(db, meera);
    expect(await completeFollowUp(db, anita, other.id, calls[1]!.id, "")).toEqual({
      outcome: "invalid",
      reason: "followUp",
    });
    const [done] = await db.select().from(ticketFollowUps).where(eq(ticketFollowUps.id, first.id));
    expect(done).toMatchObject({
      doneById: anita.id,
      doneByName: "Anita Staff",
      outcome: "Customer happy; signal fine.",
    });
    const audit = (await auditFor(db, ticket.number)).filter((entry) => entry.action === "ticket.follow-up");
    expect(audit).toHaveLength(1);

    const open = await listFollowUps(db, "open", 1);
    expect(open.rows.map((row) => row.id)).toContain(calls[1]!.id);
    expect(open.rows.map((row) => row.id)).not.toContain(first.id);
    const doneList = await listFollowUps(db, "done", 1);
    expect(doneList.rows[0]).toMatchObject({ id: first.id, number: ticket.number, customerName: "Meera Customer" });
  });

  it("priority, type and assignee changes: events, audit entries, stale pages and non-staff refused", async () => {
    const ticket = await openTicket(db, meera, { priority: "low", type: "software" });
    expect(
      await changeTicketField(db, anita, ticket.id, { field: "priority", value: "high", expected: "low" }),
    ).toEqual({
      outcome: "changed",
    });
    expect(
      await changeTicketField(db, ravi, ticket.id, { field: "priority", value: "critical", expected: "low" }),
    ).toEqual({ outcome: "conflict", current: "high" });
    expect(
      await changeTicketField(db, anita, ticket.id, { field: "type", value: "network", expected: "software" }),
    ).toEqual({ outcome: "changed" });
    expect(await assignTicket(db, anita, ticket.id, { assigneeId: meera.id, expected: null })).toEqual({
      outcome: "invalid",
      reason: "assignee",
    });
    expect(await assignTicket(db, anita, ticket.id, { assigneeId: ravi.id, expected: null })).toEqual({
      outcome: "changed",
      detail: "Ravi Admin",
    });
    expect(await assignTicket(db, anita, ticket.id, { assigneeId: anita.id, expected: null })).toEqual({
      outcome: "conflict",
      current: "Ravi Admin",
    });
    const row = await getStaffTicket(db, ticket.number);
    expect(row).toMatchObject({ priority: "high", type: "network", assigneeId: ravi.id, assigneeName: "Ravi Admin" });
    const events = (await eventsOf(db, ticket.id)).slice(1);
    expect(events.map((event) => [event.kind, event.internal, event.fromValue, event.toValue])).toEqual([
      ["priority", false, "low", "high"],
      ["type", false, "software", "network"],
      ["assign", true, "", "Ravi Admin"],
    ]);
    expect((await auditFor(db, ticket.number)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["ticket.priority", { priority: "low" }, { priority: "high" }],
      ["ticket.type", { type: "software" }, { type: "network" }],
      ["ticket.assign", { assigneeId: null }, { assigneeId: ravi.id }],
    ]);
  });

  it("merges a duplicate: same customer at once, another customer's only when confirmed", async () => {
    const original = await openTicket(db, meera, { subject: "Server down" });
    const duplicate = await openTicket(db, meera, { subject: "Server down again" });
    const start = (await emailsTo(db, meera.email)).length;
    expect(
      await mergeTicket(db, anita, duplicate.id, { into: duplicate.number, confirmOtherCustomer: false }, env),
    ).toEqual({
      outcome: "invalid",
      reason: "mergeSelf",
    });
    expect(
      await mergeTicket(db, anita, duplicate.id, { into: "AIT-1999-00001", confirmOtherCustomer: false }, env),
    ).toEqual({ outcome: "invalid", reason: "mergeUnknown" });
    expect(
      await mergeTicket(db, anita, duplicate.id, { into: original.number, confirmOtherCustomer: false }, env),
    ).toEqual({
      outcome: "changed",
      detail: original.number,
    });
    const merged = await getStaffTicket(db, duplicate.number);
    expect(merged).toMatchObject({ status: "closed", mergedIntoId: original.id, mergedIntoNumber: original.number });
    expect(merged!.events.slice(1).map((event) => [event.kind, event.internal, event.toValue])).toEqual([
      ["merge", false, original.number],
      ["status", false, "closed"],
    ]);
    const target = await getStaffTicket(db, original.number);
    expect(target!.events.at(-1)).toMatchObject({ kind: "merge", internal: true, fromValue: duplicate.number });
    const mails = (await emailsTo(db, meera.email)).slice(start);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`[${duplicate.number}] Closed`);
    expect(mails[0]!.textBody).toContain(`It was a duplicate of ticket ${original.number}`);
    expect((await auditFor(db, duplicate.number)).at(-1)).toMatchObject({
      action: "ticket.merge",
      after: { mergedInto: original.number, sameCustomer: true },
    });
    // Merged once: neither it nor (as a target) it again.
    expect(
      await mergeTicket(db, anita, duplicate.id, { into: original.number, confirmOtherCustomer: false }, env),
    ).toEqual({
      outcome: "invalid",
      reason: "mergeAlready",
    });
    expect(
      await mergeTicket(db, anita, original.id, { into: duplicate.number, confirmOtherCustomer: false }, env),
    ).toEqual({
      outcome: "invalid",
      reason: "mergeMerged",
    });
    expect(await changeTicketStatus(db, anita, duplicate.id, { status: "open", expected: "closed" }, env)).toEqual({
      outcome: "invalid",
      reason: "merged",
    });

    // Another customer's ticket: refused until confirmed; then their email does not name the other ticket.
    const arunsTicket = await openTicket(db, arun, { subject: "Server down (Arun)" });
    expect(
      await mergeTicket(db, anita, arunsTicket.id, { into: original.number, confirmOtherCustomer: false }, env),
    ).toEqual({ outcome: "invalid", reason: "mergeOtherCustomer" });
    expect((await getStaffTicket(db, arunsTicket.number))?.status).toBe("new");
    expect(
      await mergeTicket(db, anita, arunsTicket.id, { into: original.number, confirmOtherCustomer: true }, env),
    ).toEqual({
      outcome: "changed",
      detail: original.number,
    });
    const arunMail = (await emailsTo(db, arun.email)).at(-1)!;
    expect(arunMail.subject).toBe(`[${arunsTicket.number}] Closed`);
    expect(arunMail.textBody).not.toContain(original.number);
    const arunEvents = (await getStaffTicket(db, arunsTicket.number))!.events;
    expect(arunEvents.find((event) => event.kind === "merge")).toMatchObject({ internal: true });
  });

  it("the dashboard counts tickets still to do, breached ones and overdue follow-up calls", async () => {
    const before = await ticketsDashboardSummary(db, new Date());
    const ticket = await openTicket(db, arun, { subject: "Dashboard ticket" });
    // Overdue by a day: ahead of every earlier test's ticket.
    await db
      .update(tickets)
      .set({ breached: true, nextDeadlineAt: new Date(Date.now() - 86_400_000) })
      .where(eq(tickets.id, ticket.id));
    const past = new Date(Date.now() - FOLLOW_UP_AFTER_MS - 60_000);
    const resolved = await openTicket(db, arun, { subject: "Resolved long ago", at: past });
    await changeTicketStatus(db, anita, resolved.id, { status: "resolved", expected: "new" }, env, past);
    const after = await ticketsDashboardSummary(db, new Date());
    expect(after.count).toBe(before.count + 1);
    expect(after.breached).toBe(before.breached + 1);
    expect(after.overdueFollowUps).toBe(before.overdueFollowUps + 1);
    expect(after.items[0]).toMatchObject({ number: ticket.number });
  });

  it("the page's form handler: redirects with a toast, answers 409 on a stale page and 400 on bad input", async () => {
    const ticket = await openTicket(db, meera, { subject: "Form handler" });
    const fullEnv = getEnv();
    const submit = (fields: Record<string, string>, staff: StaffUser = anita) =>
      handleForm(staffTicketActionForm(staff, ticket), {
        request: formPost(`/staff/tickets/${ticket.number}`, fields),
        db,
        clientAddress: "198.51.100.7",
        env: fullEnv,
        session: async () => null,
      });
    const ok = await submit({ intent: "status", status: "open", expectedStatus: "new" });
    expect(ok).toMatchObject({ type: "redirect", location: `/staff/tickets/${ticket.number}` });
    const cookie = (ok as { headers: Headers }).headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await takeFlash(
      new Request("http://localhost/", { headers: { cookie } }),
      cookieSettings(fullEnv),
    );
    expect(flash).toEqual({ type: "success", message: "Status changed to Open." });

    const stale = await submit({ intent: "status", status: "closed", expectedStatus: "new" }, ravi);
    expect(stale).toMatchObject({ type: "data", status: 409, body: { intent: "status" } });
    expect((stale as { body: { message: string } }).body.message).toMatch(/changed the status to Open/);

    const submissionId = randomUUID();
    const replies = await Promise.all([
      submit({ intent: "reply", kind: "public", body: "On our way.", nextStatus: "", submissionId }),
      submit({ intent: "reply", kind: "public", body: "On our way.", nextStatus: "", submissionId }),
    ]);
    expect(replies.map((reply) => reply.type)).toEqual(["redirect", "redirect"]);
    expect((await eventsOf(db, ticket.id)).filter((event) => event.kind === "staff_reply")).toHaveLength(1);

    expect(
      await submit({ intent: "reply", kind: "public", body: "   ", nextStatus: "", submissionId: randomUUID() }),
    ).toMatchObject({ status: 400, body: { intent: "reply", fieldErrors: { body: "Message is required" } } });
    expect(await submit({ intent: "merge", into: "not a number" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { into: "Enter a ticket number such as AIT-2026-00042." } },
    });
    const other = await openTicket(db, arun);
    const needsConfirm = await submit({ intent: "merge", into: other.number.toLowerCase() });
    expect(needsConfirm).toMatchObject({
      status: 400,
      body: { confirmOtherCustomer: true, values: { into: other.number } },
    });
    expect(await submit({ intent: "priority", priority: "urgent", expectedPriority: "medium" })).toMatchObject({
      status: 400,
    });
    const crossSite = await handleForm(staffTicketActionForm(anita, ticket), {
      request: formPost(
        `/staff/tickets/${ticket.number}`,
        { intent: "reply", kind: "internal", body: "x", nextStatus: "" },
        { origin: "https://evil.test" },
      ),
      db,
      clientAddress: "198.51.100.7",
      env: fullEnv,
      session: async () => null,
    });
    expect(crossSite).toMatchObject({ status: 403 });
    expect((await eventsOf(db, ticket.id)).filter((event) => event.kind === "note")).toHaveLength(0);
  });

  it("staff pages need the role: a customer gets the 404 of an unknown URL, signed-out visitors the login", async () => {
    const staffCookie = await signedInCookie(db, anita);
    // Meera owns this ticket; being its customer opens no staff page.
    const customerCookie = await signedInCookie(db, meera);
    const ticket = await openTicket(db, meera, { subject: "Permission check" });
    const call = async (loader: (args: never) => unknown, path: string, cookie: string | null, params = {}) => {
      const request = new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
      try {
        return await behindConsole(loader)({ request, context: routeContext(db), params } as never);
      } catch (thrown) {
        return thrown as { init?: ResponseInit | null; status?: number; headers?: Headers };
      }
    };
    const page = (await call(ticketLoader as never, `/staff/tickets/${ticket.number}`, staffCookie, {
      number: ticket.number,
    })) as { ticket: { number: string; customerEmail: string } };
    expect(page.ticket).toMatchObject({ number: ticket.number, customerEmail: meera.email });
    const queue = (await call(queueLoader as never, "/staff/tickets?assignee=unassigned", staffCookie)) as {
      total: number;
    };
    expect(queue.total).toBeGreaterThan(0);
    for (const [loader, path, params] of [
      [queueLoader, "/staff/tickets", {}],
      [followUpsLoader, "/staff/tickets/follow-ups", {}],
      [ticketLoader, `/staff/tickets/${ticket.number}`, { number: ticket.number }],
    ] as const) {
      const answer = (await call(loader as never, path, customerCookie, params)) as { init: ResponseInit | null };
      expect(answer.init?.status).toBe(404);
      const signedOut = (await call(loader as never, path, null, params)) as Response;
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    }
    for (const number of ["AIT-1999-00001", "nonsense", ticket.number.toLowerCase().replace("ait", "XYZ")]) {
      const answer = (await call(ticketLoader as never, `/staff/tickets/${number}`, staffCookie, { number })) as {
        init: ResponseInit | null;
      };
      expect(answer.init?.status).toBe(404);
    }

    // Attachments: staff download every file of the ticket, an internal note's too, as a download;
    // the ticket's own customer gets the 404 of an unknown URL on the staff address, and a file of
    // another ticket is not found under this one.
    const noteId = await appendTicketEvent(db, ticket.id, {
      kind: "note",
      internal: true,
      actor: { id: anita.id, name: anita.fullName },
      body: "Router log attached",
    });
    const [file] = await storeEventAttachments(db, noteId, [
      {
        fileName: "router.log",
        kind: "text",
        mediaType: "text/plain",
        size: 6,
        sha256: "z",
        bytes: new TextEncoder().encode("uptime"),
      },
    ]);
    const fileParams = { number: ticket.number, fileId: file!.id };
    const filePath = `/staff/tickets/${ticket.number}/files/${file!.id}`;
    const own = (await call(staffFileLoader as never, filePath, staffCookie, fileParams)) as Response;
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain("attachment");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await own.text()).toBe("uptime");
    const listed = (await call(ticketLoader as never, `/staff/tickets/${ticket.number}`, staffCookie, {
      number: ticket.number,
    })) as { ticket: { attachments: { id: string; internal: boolean }[] } };
    expect(listed.ticket.attachments).toEqual([expect.objectContaining({ id: file!.id, internal: true })]);
    const asCustomer = (await call(staffFileLoader as never, filePath, customerCookie, fileParams)) as {
      init: ResponseInit | null;
    };
    expect(asCustomer.init?.status).toBe(404);
    const other = await openTicket(db, meera, { subject: "Another one" });
    const elsewhere = (await call(staffFileLoader as never, filePath, staffCookie, {
      number: other.number,
      fileId: file!.id,
    })) as { init: ResponseInit | null };
    expect(elsewhere.init?.status).toBe(404);
  });
});
