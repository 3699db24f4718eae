// The staff inbox and outbox pages' data logic against PGlite and PostgreSQL: contact
// messages' status, filters, search and pages; the thread (notes, assignments, status changes,
// replies through the outbox with the right headers); a change based on a stale page refused; the
// audit entries; the dashboard's counts; and retrying a dead email safely while workers claim mail.
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { messageStatusLabels } from "~/content/staff-messages";
import type { Database } from "~/db/client.server";
import { auditLog, contactMessageEvents, contactMessageStatuses, emailOutbox } from "~/db/schema";
import { messageActionForm } from "~/lib/contact/inbox-actions.server";
import { addCaseNote, assignCase, changeCaseStatus } from "~/lib/casework/commands.server";
import {
  contactMessageCase,
  getMessage,
  listMessages,
  newMessagesSummary,
  replyToMessage,
} from "~/lib/contact/inbox.server";
import { type InboxQuery, inboxList, messageStatuses } from "~/lib/contact/inbox-query";
import { claimDueEmails } from "~/lib/email/claims.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { createSmtpTransport } from "~/lib/email/transport.server";
import { defaultOutboxSettings, deliverOutboxBatch } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import {
  deadEmailsSummary,
  getOutboxEmail,
  listOutbox,
  retryDeadEmail,
} from "~/lib/outbox-console/outbox-console.server";
import { openPlanRequestsSummary } from "~/lib/plan-requests/dashboard.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { loader as outboxLoader } from "~/routes/staff/email";
import { loader as messageLoader } from "~/routes/staff/message";
import { startSmtpSink } from "../support/smtp-sink";
import { addContactMessage, addPlanRequest, addUser, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, consoleCookie, formPost, loadConsolePage, routeContext } from "./support/routes";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";

const quiet = { log() {}, warn() {}, error() {} };
const query = (overrides: Partial<InboxQuery> = {}): InboxQuery => ({
  q: "",
  status: null,
  assignee: null,
  page: 1,
  ...overrides,
});

/** Delivers every due email (earlier tests leave mail in the outbox too). */
async function drain(db: Database, transport: ReturnType<typeof createSmtpTransport>) {
  for (;;) {
    const batch = await deliverOutboxBatch(db, transport, defaultOutboxSettings, quiet);
    if (batch.claimed === 0) return;
  }
}

async function auditFor(db: Database, subjectType: string, id: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, String(id))))
    .orderBy(asc(auditLog.id));
}

it("the inbox's statuses are the database's", () => {
  expect(messageStatuses).toEqual([...contactMessageStatuses]);
  expect(inboxList.parse(new URLSearchParams("status=bogus&assignee=x&page=-3&q=%20a%20"))).toEqual(query({ q: "a" }));
  expect(inboxList.parse(new URLSearchParams("status=spam&assignee=mine&page=2"))).toEqual(
    query({ status: "spam", assignee: "mine", page: 2 }),
  );
});

describe.each(databaseKinds)("staff inbox on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let anita: StaffUser;
  let ravi: StaffUser;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    anita = await addUser(db, "staff", "Anita Staff");
    ravi = await addUser(db, "admin", "Ravi Admin");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("lists every message newest first, 'new' by default, with search, filters and pages", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(await addContactMessage(db, { subject: `Bulk question ${i}`, message: `Body number ${i}` }));
    }
    const special = await addContactMessage(db, {
      firstName: "Zara",
      lastName: "Menon",
      email: "zara@menon-traders.test",
      subject: "Printer 100% broken",
      message: "The tray_2 jams on every page.",
    });
    const first = await listMessages(db, query(), anita.id);
    expect(first.total).toBe(31);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]).toMatchObject({ id: special, status: "new", name: "Zara Menon", assigneeName: null });
    expect(first.rows.map((row) => row.id)).toEqual([special, ...ids.slice(-24).reverse()]);
    const second = await listMessages(db, query({ page: 2 }), anita.id);
    expect(second.rows.map((row) => row.id)).toEqual(ids.slice(0, 6).reverse());

    // Search: name (across first and last), email, subject, text; % and _ are literal.
    for (const q of ["zara menon", "MENON-TRADERS", "100%", "tray_2"]) {
      const found = await listMessages(db, query({ q }), anita.id);
      expect(
        found.rows.map((row) => row.id),
        q,
      ).toEqual([special]);
    }
    expect((await listMessages(db, query({ q: "tray%2" }), anita.id)).total).toBe(0);
    expect((await listMessages(db, query({ q: "Body number 1" }), anita.id)).total).toBe(11);

    // Status and assignee filters.
    await changeCaseStatus(db, contactMessageCase, anita, ids[0]!, { to: "spam", expected: "new" });
    await assignCase(db, contactMessageCase, anita, ids[1]!, { assigneeId: anita.id, expected: null });
    await assignCase(db, contactMessageCase, ravi, ids[2]!, { assigneeId: ravi.id, expected: null });
    expect((await listMessages(db, query({ status: "spam" }), anita.id)).rows.map((r) => r.id)).toEqual([ids[0]]);
    expect((await listMessages(db, query({ assignee: "mine" }), anita.id)).rows.map((r) => r.id)).toEqual([ids[1]]);
    expect((await listMessages(db, query({ assignee: ravi.id }), anita.id)).rows).toMatchObject([
      { id: ids[2], assigneeName: "Ravi Admin" },
    ]);
    expect((await listMessages(db, query({ assignee: "unassigned" }), anita.id)).total).toBe(29);
    expect((await listMessages(db, query({ status: "new", assignee: "unassigned" }), anita.id)).total).toBe(28);
    expect((await listMessages(db, query({ status: "spam", q: "zara" }), anita.id)).total).toBe(0);
  });

  it("a reply goes to the visitor through the outbox, Reply-To the company, quoting the message, and sets 'replied'", async () => {
    const id = await addContactMessage(db, {
      firstName: "Priya",
      email: "priya@customer.test",
      subject: "Laptop\nrepair",
      message: "My laptop will not start.\nCan you help?",
    });
    const key = randomUUID();
    const result = await replyToMessage(db, anita, id, "Yes — bring it to our office <today>.", key);
    expect(result.outcome).toBe("changed");
    // The same form posted again (double click, browser re-post): nothing more is recorded or mailed.
    expect(await replyToMessage(db, anita, id, "Yes — bring it to our office <today>.", key)).toEqual({
      outcome: "duplicate",
    });
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.kind, "contact.reply"))).toHaveLength(1);
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, (result as { outboxId: number }).outboxId));
    expect(email).toMatchObject({
      kind: "contact.reply",
      toAddress: "priya@customer.test",
      replyTo: site.email,
      status: "pending",
      fromAddress: getEnv().MAIL_FROM,
    });
    expect(email!.subject).toBe(`Re: Laptop repair — ${site.name}`);
    expect(email!.textBody).toContain("Hello Priya,");
    expect(email!.textBody).toContain("Yes — bring it to our office <today>.");
    expect(email!.textBody).toContain("Anita Staff");
    expect(email!.textBody).toMatch(/you wrote to us:\n> My laptop will not start\.\n> Can you help\?$/);
    expect(email!.htmlBody).toContain("&lt;today&gt;");
    expect(email!.htmlBody).not.toContain("<today>");

    const message = await getMessage(db, id);
    expect(message?.status).toBe("replied");
    expect(message?.events.map((event) => [event.kind, event.body ?? event.toValue])).toEqual([
      ["reply", "Yes — bring it to our office <today>."],
      ["status", "replied"],
    ]);
    expect(message?.events[0]?.emailStatus).toBe("pending");
    const audit = await auditFor(db, "contact_message", id);
    expect(audit).toMatchObject([
      {
        action: "message.reply",
        actorUserId: anita.id,
        actorEmail: anita.email,
        before: { status: "new" },
        after: { status: "replied", outboxId: email!.id },
      },
    ]);

    // Delivered, the visitor sees those headers. (Earlier tests' mail is set aside, to keep this quick.)
    await db
      .update(emailOutbox)
      .set({ status: "sent" })
      .where(and(eq(emailOutbox.status, "pending"), sql`${emailOutbox.id} <> ${email!.id}`));
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    try {
      await drain(db, transport);
      const [mail] = await sink.waitFor((m) => m.to.includes("priya@customer.test") && m.subject.startsWith("Re:"));
      expect(mail!.replyTo).toEqual([site.email]);
      expect(mail!.text).toContain("> Can you help?");
    } finally {
      transport.close();
      await sink.stop();
    }
  }, 30_000);

  it("notes, assignments and status changes form one thread, each audited; a stale change is refused", async () => {
    const id = await addContactMessage(db);
    expect(await addCaseNote(db, contactMessageCase, anita, id, "Called them, no answer.")).toEqual({
      outcome: "changed",
    });
    expect(await assignCase(db, contactMessageCase, anita, id, { assigneeId: anita.id, expected: null })).toEqual({
      outcome: "changed",
      name: "Anita Staff",
    });
    expect(await changeCaseStatus(db, contactMessageCase, anita, id, { to: "open", expected: "new" })).toEqual({
      outcome: "changed",
    });
    // Ravi's page still shows 'new' and no assignee: both changes are refused, nothing written.
    expect(await changeCaseStatus(db, contactMessageCase, ravi, id, { to: "closed", expected: "new" })).toEqual({
      outcome: "conflict",
      current: "open",
    });
    expect(await assignCase(db, contactMessageCase, ravi, id, { assigneeId: ravi.id, expected: null })).toEqual({
      outcome: "conflict",
      current: "Anita Staff",
    });
    // A customer cannot be assigned.
    const customer = await addUser(db, "customer", "Some Customer");
    expect(
      await assignCase(db, contactMessageCase, anita, id, { assigneeId: customer.id, expected: anita.id }),
    ).toEqual({
      outcome: "invalid",
    });
    expect(await changeCaseStatus(db, contactMessageCase, ravi, id, { to: "open", expected: "open" })).toEqual({
      outcome: "unchanged",
    });
    expect(
      await assignCase(db, contactMessageCase, ravi, id, { assigneeId: ravi.id, expected: anita.id }),
    ).toMatchObject({
      outcome: "changed",
    });
    expect(await assignCase(db, contactMessageCase, ravi, id, { assigneeId: null, expected: ravi.id })).toMatchObject({
      outcome: "changed",
    });

    const message = await getMessage(db, id);
    expect(message).toMatchObject({ status: "open", assigneeId: null });
    expect(message?.events.map((e) => [e.kind, e.actorName, e.body ?? `${e.fromValue} → ${e.toValue}`])).toEqual([
      ["note", "Anita Staff", "Called them, no answer."],
      ["assign", "Anita Staff", " → Anita Staff"],
      ["status", "Anita Staff", "new → open"],
      ["assign", "Ravi Admin", "Anita Staff → Ravi Admin"],
      ["assign", "Ravi Admin", "Ravi Admin → "],
    ]);
    const audit = await auditFor(db, "contact_message", id);
    expect(audit.map((entry) => [entry.action, entry.actorEmail, entry.before, entry.after])).toEqual([
      ["message.note", anita.email, null, { note: "Called them, no answer." }],
      ["message.assign", anita.email, { assigneeId: null }, { assigneeId: anita.id }],
      ["message.status", anita.email, { status: "new" }, { status: "open" }],
      ["message.assign", ravi.email, { assigneeId: anita.id }, { assigneeId: ravi.id }],
      ["message.assign", ravi.email, { assigneeId: ravi.id }, { assigneeId: null }],
    ]);
  });

  it("two staff changing the status of one page at once: one wins, the other is told", async () => {
    const id = await addContactMessage(db);
    const results = await Promise.all([
      changeCaseStatus(db, contactMessageCase, anita, id, { to: "closed", expected: "new" }),
      changeCaseStatus(db, contactMessageCase, ravi, id, { to: "spam", expected: "new" }),
    ]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["changed", "conflict"]);
    expect((await auditFor(db, "contact_message", id)).filter((a) => a.action === "message.status")).toHaveLength(1);
    const events = await db.select().from(contactMessageEvents).where(eq(contactMessageEvents.messageId, id));
    expect(events).toHaveLength(1);
  });

  it("the page's form handler: redirect with a toast on success, 409 on a stale status, 400 on an empty note", async () => {
    const id = await addContactMessage(db);
    const env = getEnv();
    const submit = (fields: Record<string, string>, staff: StaffUser = anita) =>
      handleForm(messageActionForm(staff, id), {
        request: formPost(`/staff/messages/${id}`, fields),
        db,
        clientAddress: "198.51.100.7",
        env,
        session: async () => null,
      });
    const ok = await submit({ intent: "status", status: "open", expectedStatus: "new" });
    expect(ok).toMatchObject({ type: "redirect", location: `/staff/messages/${id}` });
    const cookie = (ok as { headers: Headers }).headers.get("set-cookie")!.split(";")[0]!;
    const { flash } = await takeFlash(new Request("http://localhost/", { headers: { cookie } }), cookieSettings(env));
    expect(flash).toEqual({ type: "success", message: `Status changed to ${messageStatusLabels.open}.` });

    const stale = await submit({ intent: "status", status: "closed", expectedStatus: "new" }, ravi);
    expect(stale).toMatchObject({ type: "data", status: 409, body: { intent: "status" } });
    expect((stale as { body: { message: string } }).body.message).toMatch(/changed the status to Open/);
    expect((await getMessage(db, id))?.status).toBe("open");

    // Two posts of one reply form at once: one reply, one email.
    const replyKey = randomUUID();
    const replies = await Promise.all([
      submit({ intent: "reply", reply: "Coming at 3 pm.", replyKey }),
      submit({ intent: "reply", reply: "Coming at 3 pm.", replyKey }),
    ]);
    expect(replies.map((reply) => reply.type)).toEqual(["redirect", "redirect"]);
    const thread = await getMessage(db, id);
    expect(thread?.events.filter((event) => event.kind === "reply")).toHaveLength(1);
    expect((await auditFor(db, "contact_message", id)).filter((a) => a.action === "message.reply")).toHaveLength(1);

    const empty = await submit({ intent: "note", note: "   " });
    expect(empty).toMatchObject({ status: 400, body: { fieldErrors: { note: "Note is required" } } });
    const bogus = await submit({ intent: "status", status: "deleted", expectedStatus: "open" });
    expect(bogus).toMatchObject({ status: 400 });
    const crossSite = await handleForm(messageActionForm(anita, id), {
      request: formPost(`/staff/messages/${id}`, { intent: "note", note: "x" }, { origin: "https://evil.test" }),
      db,
      clientAddress: "198.51.100.7",
      env,
      session: async () => null,
    });
    expect(crossSite).toMatchObject({ status: 403 });
    expect((await getMessage(db, id))?.events.filter((event) => event.kind === "note")).toHaveLength(0);
  });

  it("the message page answers 404 for an unknown message, and for a customer", async () => {
    // The console opens only after the second factor: enrolled, and passed in this session.
    const staffCookie = await signedInCookie(db, anita);
    const customer = await addUser(db, "customer", "Nosy Customer");
    const customerCookie = await signedInCookie(db, customer);
    const id = await addContactMessage(db);
    const load = async (path: string, cookie: string, messageId: string) => {
      const request = new Request(`http://localhost${path}`, { headers: { cookie } });
      try {
        return await behindConsole(messageLoader)({
          request,
          context: routeContext(db),
          params: { id: messageId },
        } as never);
      } catch (thrown) {
        return thrown as { init: ResponseInit | null };
      }
    };
    const found = (await load(`/staff/messages/${id}`, staffCookie, String(id))) as { message: { id: number } };
    expect(found.message.id).toBe(id);
    for (const [cookie, messageId] of [
      [staffCookie, "999999999"],
      [staffCookie, "abc"],
      [customerCookie, String(id)],
    ] as const) {
      const answer = (await load(`/staff/messages/${messageId}`, cookie, messageId)) as { init: ResponseInit | null };
      expect(answer.init?.status).toBe(404);
    }
  });

  it("the dashboard counts new messages, open plan requests and dead emails, newest first", async () => {
    const before = await newMessagesSummary(db);
    const newest = await addContactMessage(db, { subject: "Newest of all" });
    const after = await newMessagesSummary(db);
    expect(after.count).toBe(before.count + 1);
    expect(after.items[0]).toMatchObject({ id: newest, subject: "Newest of all" });
    expect(after.items.length).toBeLessThanOrEqual(5);

    const customer = await addUser(db, "customer", "Plan Customer");
    const requested = [
      await addPlanRequest(db, customer.id, { status: "requested" }),
      await addPlanRequest(db, customer.id, { status: "contacted" }),
      await addPlanRequest(db, customer.id, { status: "active" }),
    ];
    const plans = await openPlanRequestsSummary(db);
    expect(plans.count).toBe(2);
    expect(plans.items.map((item) => item.id).sort()).toEqual([requested[0]!.id, requested[1]!.id].sort());
    expect(plans.items[0]).toMatchObject({ customerName: "Plan Customer" });

    const deadBefore = (await deadEmailsSummary(db, anita)).count;
    const { id } = await sendEmail(db, { kind: "test", to: "gone@customer.test", subject: "Dead one", text: "x" });
    await db.update(emailOutbox).set({ status: "dead", lastError: "550 no such user" }).where(eq(emailOutbox.id, id));
    const dead = await deadEmailsSummary(db, anita);
    expect(dead.count).toBe(deadBefore + 1);
    expect(dead.items[0]).toMatchObject({ id, toAddress: "gone@customer.test", lastError: "550 no such user" });
  });
});

describe.each(databaseKinds)("staff outbox on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let staff: StaffUser;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    staff = await addUser(db, "staff", "Outbox Staff");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** A dead email, made by the worker's own failure path: a permanent 550 from the SMTP server. */
  async function deadEmail(to: string) {
    const sink = await startSmtpSink({ rejectRecipient: (address) => address === to });
    const transport = createSmtpTransport(sink.url);
    try {
      const { id } = await sendEmail(db, {
        kind: "test",
        to,
        subject: `For ${to}`,
        text: "Body",
        replyTo: "reply@ananthait.test",
        headers: { "List-Unsubscribe": "<https://ananthait.test/u>" },
      });
      await drain(db, transport);
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: "dead", attempts: 1 });
      expect(row!.lastError).toMatch(/550/);
      return id;
    } finally {
      transport.close();
      await sink.stop();
    }
  }

  it("lists emails newest first with status filter, recipient search and pages; one email's headers", async () => {
    for (let i = 0; i < 27; i++)
      await sendEmail(db, { kind: "test", to: `list-${i}@customer.test`, subject: "S", text: "T" });
    const dead = await deadEmail("bounced-list@customer.test");
    const all = await listOutbox(db, staff, { status: null, q: "", page: 1 });
    expect(all.total).toBe(28);
    expect(all.rows).toHaveLength(25);
    expect(all.rows[0]).toMatchObject({
      id: dead,
      status: "dead",
      attempts: 1,
      toAddress: "bounced-list@customer.test",
    });
    expect((await listOutbox(db, staff, { status: null, q: "", page: 2 })).rows).toHaveLength(3);
    expect((await listOutbox(db, staff, { status: "dead", q: "", page: 1 })).rows.map((r) => r.id)).toEqual([dead]);
    expect((await listOutbox(db, staff, { status: null, q: "LIST-1", page: 1 })).total).toBe(11);
    expect((await listOutbox(db, staff, { status: "pending", q: "bounced", page: 1 })).total).toBe(0);
    const one = await getOutboxEmail(db, staff, dead);
    expect(one).toMatchObject({
      replyTo: "reply@ananthait.test",
      headers: { "List-Unsubscribe": "<https://ananthait.test/u>" },
      subject: "For bounced-list@customer.test",
    });
    expect(one).not.toHaveProperty("textBody");
    expect(await getOutboxEmail(db, staff, 987654321)).toBeNull();
  });

  it("answers a probe's hostile list URL (a NUL byte in the search) with the list, not an error", async () => {
    const cookie = await consoleCookie(db, staff.id);
    for (const query of ["q=%00", "q=a%00b&status=dead%00&page=1e400"]) {
      const page = (await loadConsolePage(db, outboxLoader, `/staff/email?${query}`, cookie)) as {
        query: { q: string; status: string | null; page: number };
        rows: unknown[];
      };
      expect(page.query, query).toMatchObject({ status: null, page: 1 });
      expect(page.query.q, query).not.toContain("\0");
      expect(Array.isArray(page.rows), query).toBe(true);
    }
  });

  it("retries a dead email once (audited), never one that is not dead, and it is then sent exactly once by two claimers", async () => {
    const id = await deadEmail("bounced-once@customer.test");
    // Two staff press Retry at the same moment: one puts it back, the other is told it is not dead.
    const results = await Promise.all([retryDeadEmail(db, staff, id), retryDeadEmail(db, staff, id)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(["not-dead", "retried"]);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, claimToken: null });
    const audit = await auditFor(db, "email_outbox", id);
    expect(audit).toMatchObject([
      {
        action: "email.retry",
        actorEmail: staff.email,
        before: { status: "dead" },
        after: { status: "pending", attempts: 0 },
      },
    ]);
    expect((audit[0]!.before as { lastError: string }).lastError).toMatch(/550/);

    // Two app instances (separate pools on PostgreSQL) claim at once: only one gets it.
    const other =
      kind === "postgres"
        ? await (await import("~/db/client.server")).openDatabase({ databaseUrl: database.url!, poolSize: 2 })
        : null;
    const sink = await startSmtpSink();
    const transports = [createSmtpTransport(sink.url), createSmtpTransport(sink.url)];
    try {
      await Promise.all(
        [db, other?.db ?? db].map(async (instance, i) => {
          for (;;) {
            const batch = await deliverOutboxBatch(instance, transports[i]!, defaultOutboxSettings, quiet);
            if (batch.claimed === 0) break;
          }
        }),
      );
      await sink.waitFor((m) => m.to.includes("bounced-once@customer.test"));
      expect(sink.messages.filter((m) => m.to.includes("bounced-once@customer.test"))).toHaveLength(1);
      const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(sent).toMatchObject({ status: "sent", attempts: 1 });
      // A sent email cannot be "retried".
      expect(await retryDeadEmail(db, staff, id)).toEqual({ outcome: "not-dead", status: "sent" });
    } finally {
      for (const transport of transports) transport.close();
      await other?.close();
      await sink.stop();
    }
  });

  it("a retry never touches an email a worker is sending (it cannot bring back a claimed row)", async () => {
    const id = await deadEmail("bounced-claimed@customer.test");
    expect((await retryDeadEmail(db, staff, id)).outcome).toBe("retried");
    const claimed = await claimDueEmails(db, { batchSize: 50, leaseMs: 30_000 });
    const mine = claimed.find((row) => row.id === id)!;
    expect(mine.status).toBe("sending");
    expect(await retryDeadEmail(db, staff, id)).toEqual({ outcome: "not-dead", status: "sending" });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "sending", claimToken: mine.claimToken, attempts: 1 });
    expect((await auditFor(db, "email_outbox", id)).map((a) => a.action)).toEqual(["email.retry"]);
    expect(await retryDeadEmail(db, staff, 987654321)).toEqual({ outcome: "missing" });
  });
});
