// Who is staff and how they prove it, on PGlite and PostgreSQL: `npm run staff` (add,
// list, remove, and PGlite's one-process rule), the team rules (never yourself, never the last admin,
// even when two admins act at once), TOTP enrolment and verification (replay, window, rate limits),
// recovery codes (single use, also under concurrency), the 12-hour idle limit of staff sessions and
// the audit log page's query (newest first, pages, filters).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  type AccountRole,
  auditLog,
  emailOutbox,
  rateLimits,
  sessions,
  staffSecondFactors,
  staffSessionFactors,
  users,
} from "~/db/schema";
import { changeStaffRole, ensureAccountWithRole, grantStaffRole, listStaff } from "~/lib/auth/roles.server";
import { createSession, lookupSession, STAFF_IDLE_SECONDS } from "~/lib/auth/session.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { listAuditActions, listAuditEntries } from "~/lib/staff/audit-log.server";
import {
  beginEnrolment,
  confirmEnrolment,
  resetSecondFactor,
  secondFactorRateLimits,
  secondFactorState,
  verifyForm,
  verifySecondFactor,
} from "~/lib/staff/second-factor.server";
import { currentTotpCode, TOTP_PERIOD_SECONDS } from "~/lib/staff/totp.server";
import { runStaffCommand } from "../../scripts/staff";
import { loader as auditLoader } from "~/routes/staff/audit";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { consoleCookie, loadConsolePage } from "./support/routes";
import type { CookieSettings } from "~/lib/http/cookies.server";

const ORIGIN = "http://site.test";
const APP_SECRET = "integration-test-secret-0123456789abcdef";
const cookies: CookieSettings = { secret: APP_SECRET, secure: false };
const env = { APP_SECRET, NODE_ENV: "test" as const, PUBLIC_URL: ORIGIN, RATE_LIMIT_MULTIPLIER: 1 };
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${counter++}@staff.test`;

/** A new account of the given role at a fresh address, with the test password. */
function addAccount(db: TestDatabase["db"], role: AccountRole, prefix: string, fullName: string) {
  return ensureAccountWithRole(db, { email: uniqueEmail(prefix), fullName, password: "Kerala2026", role });
}

async function sessionFor(db: TestDatabase["db"], userId: number, persistent = false) {
  const setCookie = await createSession(db, cookies, { userId, persistent });
  const cookie = setCookie.split(";", 1)[0]!;
  const [row] = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sql`${sessions.id} desc`);
  return { cookie, sessionId: row!.id, req: () => new Request(`${ORIGIN}/staff`, { headers: { cookie } }) };
}

/** Runs the CLI with the given database settings and returns its exit code and output. */
async function cli(args: string[], settings: { DATABASE_URL?: string; DATA_DIR?: string }) {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  const lines: string[] = [];
  try {
    if (settings.DATABASE_URL) process.env.DATABASE_URL = settings.DATABASE_URL;
    else delete process.env.DATABASE_URL;
    if (settings.DATA_DIR) process.env.DATA_DIR = settings.DATA_DIR;
    const code = await runStaffCommand(args, (line) => lines.push(line));
    return { code, output: lines.join("\n") };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** Posts the verify page's form for a staff member, as the route action would. */
function postCode(db: TestDatabase["db"], staff: { id: number; sessionId: number }, code: string, address: string) {
  return handleForm(verifyForm(staff), {
    request: new Request(`${ORIGIN}/staff/second-factor`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code, redirectTo: "/staff/team" }).toString(),
    }),
    db,
    clientAddress: address,
    env,
    session: async () => null,
  });
}

describe.each(databaseKinds)("staff roles and second factor on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "staff-cli-"));
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await database.db.delete(rateLimits);
  });

  // Each command opens PGlite from disk and checks migrations: seconds, not milliseconds.
  describe("npm run staff", { timeout: 60_000 }, () => {
    // PGlite: the CLI opens its own data directory (the server is stopped); PostgreSQL: the test database.
    const settings = () => (kind === "postgres" ? { DATABASE_URL: database.url! } : { DATA_DIR: dataDir });
    const withDb = async <T>(work: (db: TestDatabase["db"]) => Promise<T>) => {
      if (kind === "postgres") return work(database.db);
      const handle = await openDatabase({ dataDir });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    };

    it("adds the first admin: a confirmed account with an unusable password and a set-password email", async () => {
      const email = uniqueEmail("first-admin");
      const added = await cli(["add", email.toUpperCase(), "--role", "admin", "--name", "Asha Admin"], settings());
      expect(added).toMatchObject({ code: 0 });
      expect(added.output).toContain(`Created ${email} as admin`);
      await withDb(async (db) => {
        const [user] = await db.select().from(users).where(eq(users.email, email));
        expect(user).toMatchObject({ role: "admin", fullName: "Asha Admin" });
        expect(user!.emailVerifiedAt).not.toBeNull();
        const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
        expect(mail).toMatchObject({ kind: "staff.invite" });
        expect(mail!.textBody).toMatch(/\/reset-password\?token=[\w-]{43}/);
        const [entry] = await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.subjectId, String(user!.id)));
        expect(entry).toMatchObject({ actorUserId: null, action: "staff.invite", after: { email, role: "admin" } });
        expect(entry!.actorEmail).toBe(`cli:${os.userInfo().username}`);
      });
      const listed = await cli(["list"], settings());
      expect(listed.output).toMatch(new RegExp(`admin\\s+${email.replace(/\./g, "\\.")}`));
    });

    it("gives an existing account a role, then removes it (sessions end); never the last admin", async () => {
      const email = uniqueEmail("customer");
      const onlyAdmin = uniqueEmail("only-admin");
      await withDb(async (db) => {
        await ensureAccountWithRole(db, { email, fullName: "Ravi", password: "Kerala2026", role: "customer" });
        const userId = (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
        await db.insert(sessions).values({
          tokenHash: `hash-${userId}`,
          userId,
          persistent: false,
          idleTimeoutSeconds: 60,
          expiresAt: new Date(Date.now() + 60_000),
        });
      });
      expect((await cli(["add", email, "--role", "staff"], settings())).output).toBe(`${email} is now staff.`);
      expect((await cli(["add", email, "--role", "staff"], settings())).output).toContain("nothing changed");
      const removed = await cli(["remove", email], settings());
      expect(removed).toEqual({ code: 0, output: `${email} is a customer again; their sessions have ended.` });
      await withDb(async (db) => {
        const [user] = await db.select().from(users).where(eq(users.email, email));
        expect(user!.role).toBe("customer");
        expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
        const kinds = (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).map((m) => m.kind);
        expect(kinds).toEqual(["staff.role-granted"]);
        // Leave exactly one admin, then try to remove it.
        await db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
      });
      await cli(["add", onlyAdmin, "--role", "admin"], settings());
      const refused = await cli(["remove", onlyAdmin], settings());
      expect(refused).toEqual({ code: 1, output: `${onlyAdmin} is the last admin: add another admin first.` });
      expect((await cli(["remove", uniqueEmail("nobody")], settings())).code).toBe(1);
      expect((await cli(["add", "not-an-email", "--role", "admin"], settings())).code).toBe(2);
      expect((await cli(["add", email, "--role", "owner"], settings())).code).toBe(2);
    });

    it.runIf(kind === "pglite")("refuses to open PGlite while another process has it open, and says so", async () => {
      // The parent process (the test runner) is alive: it stands in for the running server.
      await writeFile(path.join(dataDir, "pglite.pid"), `${process.ppid}\n`);
      try {
        await expect(cli(["list"], settings())).rejects.toThrow(
          /open in another process .*stop the server.*DATABASE_URL/s,
        );
      } finally {
        await rm(path.join(dataDir, "pglite.pid"), { force: true });
      }
      expect((await cli(["list"], settings())).code).toBe(0);
    });
  });

  describe("team rules", () => {
    it("two admins demoting each other at once: exactly one succeeds, an admin is left", async () => {
      const db = database.db;
      await db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
      const a = await addAccount(db, "admin", "a", "A");
      const b = await addAccount(db, "admin", "b", "B");
      const results = await Promise.all([
        changeStaffRole(db, { id: a, email: "a" }, { userId: b }, "customer"),
        changeStaffRole(db, { id: b, email: "b" }, { userId: a }, "staff"),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "last-admin" }]);
      expect((await listStaff(db)).filter((member) => member.role === "admin")).toHaveLength(1);
      expect(await changeStaffRole(db, { id: a, email: "a" }, { userId: a }, "staff")).toEqual({
        ok: false,
        reason: "self",
      });
    });

    it("an invitation from the console is audited with the admin as actor", async () => {
      const email = uniqueEmail("invitee");
      const result = await grantStaffRole(
        database.db,
        env,
        { id: 42, email: "boss@staff.test" },
        { email, role: "staff" },
      );
      expect(result.status).toBe("invited");
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(result.userId)));
      expect(entry).toMatchObject({ actorUserId: 42, actorEmail: "boss@staff.test", action: "staff.invite" });
    });
  });

  describe("second factor", () => {
    async function enrolledStaff() {
      const db = database.db;
      const email = uniqueEmail("totp");
      const userId = await ensureAccountWithRole(db, { email, fullName: "T", password: "Kerala2026", role: "staff" });
      const session = await sessionFor(db, userId);
      const enrolment = (await beginEnrolment(db, { id: userId, email }, APP_SECRET))!;
      // Reloading the page shows the same secret until it is confirmed.
      expect((await beginEnrolment(db, { id: userId, email }, APP_SECRET))!.secret).toBe(enrolment.secret);
      expect(enrolment.qrSvg).toMatch(/^<svg/);
      expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
      const now = Date.now();
      expect(
        await confirmEnrolment(db, {
          userId,
          sessionId: session.sessionId,
          code: "000000",
          appSecret: APP_SECRET,
          now,
        }),
      ).toBeNull();
      const codes = await confirmEnrolment(db, {
        userId,
        sessionId: session.sessionId,
        code: currentTotpCode(enrolment.secret, now),
        appSecret: APP_SECRET,
        now,
      });
      expect(codes).toHaveLength(10);
      return { userId, email, session, secret: enrolment.secret, codes: codes!, enrolledAt: now };
    }

    it("stores the secret encrypted, and enrolment verifies the session that did it", async () => {
      const staff = await enrolledStaff();
      const [row] = await database.db
        .select()
        .from(staffSecondFactors)
        .where(eq(staffSecondFactors.userId, staff.userId));
      expect(row!.secretEncrypted).not.toContain(staff.secret);
      expect(row!.secretEncrypted).toMatch(/^v1\./);
      expect(await secondFactorState(database.db, staff.userId, staff.session.sessionId)).toEqual({
        enrolled: true,
        verified: true,
      });
      expect(await beginEnrolment(database.db, { id: staff.userId, email: staff.email }, APP_SECRET)).toBeNull();
      // Verified sessions of staff get the 12-hour idle limit.
      const [session] = await database.db.select().from(sessions).where(eq(sessions.id, staff.session.sessionId));
      expect(session!.idleTimeoutSeconds).toBeLessThanOrEqual(STAFF_IDLE_SECONDS);
    });

    it("accepts a newer code once; refuses a replay, an older step and a code outside the window", async () => {
      const staff = await enrolledStaff();
      const other = await sessionFor(database.db, staff.userId);
      const input = (code: string, now: number) => ({
        userId: staff.userId,
        sessionId: other.sessionId,
        code,
        appSecret: APP_SECRET,
        now,
      });
      const start = staff.enrolledAt;
      // The enrolment's own code cannot be used again (same step).
      expect(await verifySecondFactor(database.db, input(currentTotpCode(staff.secret, start), start))).toEqual({
        ok: false,
      });
      expect((await secondFactorState(database.db, staff.userId, other.sessionId)).verified).toBe(false);
      // Too far from the server's clock (two steps ahead).
      const far = currentTotpCode(staff.secret, start + 2 * STEP_MS + 1000);
      expect(await verifySecondFactor(database.db, input(far, start))).toEqual({ ok: false });
      // The next step: accepted once; the same code again (replay) is refused, even in parallel.
      const next = start + STEP_MS;
      const code = currentTotpCode(staff.secret, next);
      const attempts = await Promise.all([
        verifySecondFactor(database.db, input(code, next)),
        verifySecondFactor(database.db, input(code, next)),
      ]);
      expect(attempts.filter((attempt) => attempt.ok)).toEqual([{ ok: true, method: "totp" }]);
      expect(await verifySecondFactor(database.db, input(code, next + 5000))).toEqual({ ok: false });
      expect((await secondFactorState(database.db, staff.userId, other.sessionId)).verified).toBe(true);
      // An older step than the last one used: refused although within the window.
      const newer = currentTotpCode(staff.secret, next + STEP_MS);
      expect((await verifySecondFactor(database.db, input(newer, next + STEP_MS))).ok).toBe(true);
      expect(await verifySecondFactor(database.db, input(code, next + STEP_MS))).toEqual({ ok: false });
    });

    it("takes each recovery code once (also when posted twice at once), with or without the dash", async () => {
      const staff = await enrolledStaff();
      const [first, second] = staff.codes as [string, string];
      const session = await sessionFor(database.db, staff.userId);
      const input = (code: string) => ({
        userId: staff.userId,
        sessionId: session.sessionId,
        code,
        appSecret: APP_SECRET,
      });
      const both = await Promise.all([
        verifySecondFactor(database.db, input(first)),
        verifySecondFactor(database.db, input(first)),
      ]);
      expect(both.filter((result) => result.ok)).toEqual([{ ok: true, method: "recovery", left: 9 }]);
      expect(await verifySecondFactor(database.db, input(first))).toEqual({ ok: false });
      expect(await verifySecondFactor(database.db, input(second.replace("-", "").toLowerCase()))).toEqual({
        ok: true,
        method: "recovery",
        left: 8,
      });
      expect(await verifySecondFactor(database.db, input("ABCDE-23456"))).toEqual({ ok: false });
    });

    it("limits code attempts per account (429 with Retry-After), whatever the code", async () => {
      const staff = await enrolledStaff();
      const session = await sessionFor(database.db, staff.userId);
      const post = (code: string, address = "198.51.100.7") =>
        postCode(database.db, { id: staff.userId, sessionId: session.sessionId }, code, address);
      for (let i = 0; i < secondFactorRateLimits.account.limit; i++) {
        expect(await post("000000", `198.51.100.${i}`)).toMatchObject({ type: "data", status: 400 });
      }
      const limited = await post(currentTotpCode(staff.secret, Date.now() + STEP_MS), "198.51.100.99");
      expect(limited).toMatchObject({ type: "data", status: 429 });
      expect(limited.type === "data" && limited.headers?.get("Retry-After")).toMatch(/^\d+$/);
      expect((await secondFactorState(database.db, staff.userId, session.sessionId)).verified).toBe(false);
      // Once the window is over, a right code goes through and returns to the console.
      await database.db.delete(rateLimits);
      const ok = await post(currentTotpCode(staff.secret, Date.now() + STEP_MS));
      expect(ok).toMatchObject({ type: "redirect", location: "/staff/team" });
    });

    it("limits attempts per client address across accounts", async () => {
      const address = "203.0.113.50";
      // Each attempt for another account: only the per-address bucket fills.
      for (let i = 0; i <= secondFactorRateLimits.ip.limit; i++) {
        const staff = await addAccount(database.db, "staff", `ip${i}`, "I");
        const answer = await postCode(database.db, { id: staff, sessionId: -1 }, "000000", address);
        expect(answer).toMatchObject({ status: i < secondFactorRateLimits.ip.limit ? 400 : 429 });
      }
    });

    it("an admin's reset removes the factor and ends the sessions; a new sign-in enrols again", async () => {
      const staff = await enrolledStaff();
      await resetSecondFactor(database.db, staff.userId);
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, staff.userId))).toEqual([]);
      expect(
        await database.db
          .select()
          .from(staffSessionFactors)
          .where(eq(staffSessionFactors.sessionId, staff.session.sessionId)),
      ).toEqual([]);
      const fresh = await sessionFor(database.db, staff.userId);
      expect(await secondFactorState(database.db, staff.userId, fresh.sessionId)).toEqual({
        enrolled: false,
        verified: false,
      });
      const again = await beginEnrolment(database.db, { id: staff.userId, email: staff.email }, APP_SECRET);
      expect(again!.secret).not.toBe(staff.secret);
    });
  });

  describe("staff sessions", () => {
    it("end after 12 hours without activity; a customer's remembered session does not", async () => {
      const db = database.db;
      const staffId = await addAccount(db, "staff", "idle-staff", "S");
      const customerId = await addAccount(db, "customer", "idle-customer", "C");
      // 'Remember me' sessions: 14 days idle for customers.
      const staffSession = await sessionFor(db, staffId, true);
      const customerSession = await sessionFor(db, customerId, true);
      const idle = sql`now() - make_interval(secs => ${STAFF_IDLE_SECONDS + 60})`;
      await db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.id, staffSession.sessionId));
      await db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.id, customerSession.sessionId));
      expect((await lookupSession(db, staffSession.req(), cookies)).user).toBeNull();
      expect((await lookupSession(db, customerSession.req(), cookies)).user).toMatchObject({ id: customerId });
      // Just under the limit, staff stay signed in.
      const active = await sessionFor(db, staffId, true);
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${STAFF_IDLE_SECONDS - 600})` })
        .where(eq(sessions.id, active.sessionId));
      expect((await lookupSession(db, active.req(), cookies)).user).toMatchObject({ id: staffId });
    });
  });

  describe("audit log page data", () => {
    it("lists newest first, a page at a time, filtered by actor, action and dates", async () => {
      const db = database.db;
      const marker = uniqueEmail("auditor");
      for (let i = 0; i < 7; i++) {
        await recordAudit(
          db,
          { id: 7, email: i % 2 ? marker : "other@staff.test" },
          {
            action: i % 3 ? "test.edit" : "test.create",
            subjectType: "thing",
            subjectId: i,
            before: { n: i - 1 },
            after: { n: i },
          },
        );
      }
      const base = { actor: marker.slice(0, 12), action: "", from: "", to: "", page: 1 };
      const first = await listAuditEntries(db, base, 2);
      expect(first.hasNext).toBe(true);
      expect(first.entries.map((entry) => entry.subject)).toEqual(["thing #5", "thing #3"]);
      expect(first.entries[0]!.changes).toEqual([{ field: "n", before: "4", after: "5" }]);
      const second = await listAuditEntries(db, { ...base, page: 2 }, 2);
      expect(second).toMatchObject({ hasNext: false, entries: [{ subject: "thing #1" }] });
      const edits = await listAuditEntries(db, { ...base, actor: "", action: "test.create" }, 50);
      expect(edits.entries.map((entry) => entry.subject)).toEqual(["thing #6", "thing #3", "thing #0"]);
      // The actor filter is text, not a pattern.
      expect((await listAuditEntries(db, { ...base, actor: "%" }, 50)).entries).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await listAuditEntries(db, { ...base, from: today, to: today }, 50)).entries).toHaveLength(3);
      expect((await listAuditEntries(db, { ...base, to: "2000-01-01" }, 50)).entries).toEqual([]);
      expect(await listAuditActions(db)).toEqual(expect.arrayContaining(["test.create", "test.edit"]));
    });

    it("answers a probe's hostile filters (a NUL byte, impossible dates) with the list, not an error", async () => {
      const db = database.db;
      const admin = await addAccount(db, "admin", "probed", "Probed Admin");
      const cookie = await consoleCookie(db, admin);
      for (const query of ["actor=%00&from=2026-02-30", "actor=a%00b&action=staff.role%00&to=0000-01-01&page=1e400"]) {
        const page = (await loadConsolePage(db, auditLoader, `/staff/audit?${query}`, cookie)) as {
          filters: { from: string | null; to: string | null; page: number };
          entries: unknown[];
        };
        expect(page.filters, query).toMatchObject({ from: null, to: null, page: 1 });
        expect(Array.isArray(page.entries), query).toBe(true);
      }
    });
  });
});
