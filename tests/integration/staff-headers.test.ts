// Every staff page is personal data: as a signed-in admin, each URL under /staff
// — the console's pages and records, the second-factor pages, the CSV export — answers with
// `Cache-Control: private, no-store` and is marked noindex (meta robots in the page, and the
// X-Robots-Tag header). Runs the production server on a PGlite directory prepared beforehand with
// the demo data, an enrolled admin with a verified session, a second session still at the second
// factor, and a staff member who has not enrolled yet. Needs `npm run build` first.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { ensureAccountWithRole } from "~/lib/auth/roles.server";
import { createSession } from "~/lib/auth/session.server";
import { beginEnrolment, confirmEnrolment } from "~/lib/staff/second-factor.server";
import { currentTotpCode } from "~/lib/staff/totp.server";
import { demoVolumes, seedDemo } from "../../scripts/support/demo-seed";
import { migratedDataDir } from "./support/database";
import { type Running, startServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

const APP_SECRET = "staff-headers-test-secret-0123456789abcdef";
// The production server's cookies are Secure with the __Host- prefix.
const cookieSettings = { secret: APP_SECRET, secure: true };

/** The console's URLs an admin can open, with records that exist in the seeded data. */
const consoleUrls = [
  "/staff",
  "/staff/tickets",
  "/staff/tickets?status=any&priority=high&breached=1&assignee=mine",
  "/staff/tickets/follow-ups?show=all",
  "/staff/messages",
  "/staff/messages?status=open&q=network&page=2",
  "/staff/messages/1",
  "/staff/plan-requests",
  "/staff/plan-requests?status=active&q=a",
  "/staff/plan-requests/1",
  "/staff/contracts",
  "/staff/contracts?status=in-force&ending=30&autoRenewOff=1&q=a",
  "/staff/contracts/new",
  "/staff/contracts/new?planRequest=1",
  "/staff/devices",
  "/staff/devices?kind=recorder&verified=no&use=all&q=a",
  "/staff/devices/new?customer=a%40example.test",
  "/staff/newsletter",
  "/staff/newsletter?status=confirmed&source=footer",
  "/staff/newsletter/issues/1",
  "/staff/email",
  "/staff/email?status=dead",
  "/staff/email/1",
  // A probe's hostile values (a NUL byte, impossible dates) are "no filter": the list, not an error.
  "/staff/email?q=%00&status=dead",
  "/staff/applications",
  "/staff/applications?stage=new&overdue=1&q=a",
  "/staff/team",
  "/staff/audit",
  "/staff/audit?actor=%00&from=2026-02-30&to=0000-01-01",
  "/staff/newsletter?q=%00",
];

describe.skipIf(!built)("staff pages are private and not indexed", () => {
  let server: Running;
  let dataDir: string;
  const cookies = { admin: "", adminUnverified: "", newStaff: "" };

  beforeAll(async () => {
    dataDir = await migratedDataDir("staff-headers-");
    // Prepared before the server starts: PGlite serves one process at a time.
    const handle = await openDatabase({ dataDir });
    try {
      await handle.migrate();
      await seedDemo(handle.db, demoVolumes(200));
      const db = handle.db;
      const session = async (userId: number) => {
        const cookie = (await createSession(db, cookieSettings, { userId, persistent: false })).split(";", 1)[0]!;
        const [row] = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(sql`${sessions.id} desc`);
        return { cookie, sessionId: row!.id };
      };
      const password = "Headers-test-Passw0rd!";
      const adminId = await ensureAccountWithRole(db, {
        email: "admin@headers.test",
        fullName: "Ada Admin",
        password,
        role: "admin",
      });
      const verified = await session(adminId);
      const enrolment = await beginEnrolment(db, { id: adminId, email: "admin@headers.test" }, APP_SECRET);
      const codes = await confirmEnrolment(db, {
        userId: adminId,
        sessionId: verified.sessionId,
        code: currentTotpCode(enrolment!.secret),
        appSecret: APP_SECRET,
      });
      expect(codes).toHaveLength(10);
      cookies.admin = verified.cookie;
      cookies.adminUnverified = (await session(adminId)).cookie;
      const staffId = await ensureAccountWithRole(db, {
        email: "new@headers.test",
        fullName: "Nia New",
        password,
        role: "staff",
      });
      cookies.newStaff = (await session(staffId)).cookie;
    } finally {
      await handle.close();
    }
    server = await startServer({ DATA_DIR: dataDir, APP_SECRET });
  }, 120_000);

  afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exit;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function expectPrivatePage(url: string, cookie: string) {
    const response = await fetch(server.baseUrl + url, { headers: { cookie }, redirect: "manual" });
    const body = await response.text();
    expect(response.status, url).toBe(200);
    expect(response.headers.get("cache-control"), url).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag"), url).toBe("noindex");
    return { response, body };
  }

  it("every console page, as a signed-in admin", { timeout: 60_000 }, async () => {
    for (const url of consoleUrls) {
      const { body } = await expectPrivatePage(url, cookies.admin);
      expect(body, url).toMatch(/<meta name="robots" content="noindex"\/>/);
      // The page itself rendered, not the not-found page or a sign-in form.
      expect(body, url).toContain('aria-label="Staff console"');
    }
  });

  it("the data requests of client-side navigations", async () => {
    for (const url of [
      "/staff.data",
      "/staff/messages.data?status=new",
      "/staff/plan-requests/1.data",
      "/staff/newsletter/issues/1.data",
    ]) {
      await expectPrivatePage(url, cookies.admin);
    }
  });

  it("the CSV export", async () => {
    const { response, body } = await expectPrivatePage(
      "/staff/newsletter/subscribers.csv?status=confirmed",
      cookies.admin,
    );
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(body.split("\r\n").length).toBeGreaterThan(2);
  });

  it("the second-factor pages: verify (enrolled, new session) and setup (not enrolled yet)", async () => {
    for (const [url, cookie, text] of [
      ["/staff/second-factor?redirectTo=%2Fstaff", cookies.adminUnverified, "Code from your app, or a recovery code"],
      ["/staff/second-factor/setup?redirectTo=%2Fstaff", cookies.newStaff, "Six-digit code"],
    ] as const) {
      const { body } = await expectPrivatePage(url, cookie);
      expect(body, url).toMatch(/<meta name="robots" content="noindex"\/>/);
      expect(body, url).toContain(text);
    }
  });
});
