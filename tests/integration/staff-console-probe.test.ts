// What an outside probe of the staff console tried, on PGlite and PostgreSQL: reading applicants'
// emails through the outbox as a member who may not see applications; hostile values in every staff
// list's URL; re-using the session token of the password step after the second factor; and a double
// click on Invite.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { emailOutbox, sessions, users } from "~/db/schema";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";
import { teamMessages } from "~/content/staff-auth";
import { createSession, sessionCookie } from "~/lib/auth/session.server";
import { submitApplication } from "~/lib/careers/apply.server";
import { changeApplicationStage } from "~/lib/careers/staff-applications.server";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import { teamForm } from "~/lib/staff/team.server";
import { currentTotpCode } from "~/lib/staff/totp.server";
import { loader as applicationsLoader } from "~/routes/staff/applications";
import { loader as contractNewLoader } from "~/routes/staff/contract-new";
import { loader as contractsExportLoader } from "~/routes/staff/contracts-export";
import { loader as contractsLoader } from "~/routes/staff/contracts";
import { loader as deviceNewLoader } from "~/routes/staff/device-new";
import { loader as devicesLoader } from "~/routes/staff/devices";
import { loader as helpArticlesLoader } from "~/routes/staff/help-articles";
import { loader as blogPostsLoader } from "~/routes/staff/blog-posts";
import { loader as openingsLoader } from "~/routes/staff/openings";
import { loader as gstLoader } from "~/routes/staff/invoice-gst";
import { loader as invoiceNewLoader } from "~/routes/staff/invoice-new";
import { loader as statementsLoader } from "~/routes/staff/invoice-statements";
import { loader as invoicesLoader } from "~/routes/staff/invoices";
import { loader as invoicesExportLoader } from "~/routes/staff/invoices-export";
import { loader as gstr1Loader } from "~/routes/staff/invoices-gstr1";
import { loader as auditLoader } from "~/routes/staff/audit";
import { loader as dashboardLoader } from "~/routes/staff/dashboard";
import { action as emailDetailAction, loader as emailDetailLoader } from "~/routes/staff/email-detail";
import { loader as emailLoader } from "~/routes/staff/email";
import { loader as messagesLoader } from "~/routes/staff/messages";
import { loader as newsletterExportLoader } from "~/routes/staff/newsletter-export";
import { loader as newsletterLoader } from "~/routes/staff/newsletter";
import { loader as planRequestsLoader } from "~/routes/staff/plan-requests";
import { loader as reportsExportLoader } from "~/routes/staff/reports-export";
import { loader as reportsLoader } from "~/routes/staff/reports";
import { action as verifyAction } from "~/routes/staff/second-factor";
import { action as enrolAction } from "~/routes/staff/second-factor-setup";
import { loader as teamLoader } from "~/routes/staff/team";
import { loader as followUpsLoader } from "~/routes/staff/ticket-follow-ups";
import { loader as ticketsLoader } from "~/routes/staff/tickets";
import { addContactMessage, addUser, signedInSession, testResumeFile } from "~/testing/factories.server";
import { beginEnrolment } from "~/lib/staff/second-factor.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, consoleCookie, routeContext } from "./support/routes";

type Handler = (args: never) => unknown;

/** What a console handler answered: its data, or the status of the Response/data() it threw or returned. */
async function answer(handler: Handler, db: Database, request: Request, params: Record<string, string> = {}) {
  try {
    const result = await behindConsole(handler)({ request, context: routeContext(db), params } as never);
    if (result instanceof Response) return { status: result.status, data: null, headers: result.headers };
    if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
      const wrapped = result as { data: unknown; init: ResponseInit | null };
      return { status: wrapped.init?.status ?? 200, data: wrapped.data, headers: new Headers(wrapped.init?.headers) };
    }
    return { status: 200, data: result, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, headers: thrown.headers };
    const init = (thrown as { init?: ResponseInit | null } | null)?.init;
    if (init) return { status: init.status ?? 200, data: null, headers: new Headers(init.headers) };
    throw thrown;
  }
}

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

describe.each(databaseKinds)("the probe's findings on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let admin: StaffUser;
  let staff: StaffUser;
  let adminCookie: string;
  let staffCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolSize: 6 });
    db = database.db;
    admin = await addUser(db, "admin", "Hema HR");
    staff = await addUser(db, "staff", "Anita Staff");
    adminCookie = await consoleCookie(db, admin.id);
    staffCookie = await consoleCookie(db, staff.id);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  describe("the email outbox obeys the policy of each email's record", () => {
    let applicationEmailIds: number[];
    let contactEmailIds: number[];

    beforeAll(async () => {
      const env = getEnv();
      const tag = randomUUID().slice(0, 8);
      const applied = await submitApplication(
        db,
        { id: "cybersecurity-analyst", title: "Cybersecurity Analyst" },
        {
          fullName: "Clean Applicant",
          email: `clean.${tag}@applicant.test`,
          phone: "+91 98470 12345",
          currentLocation: "Kochi",
          yearsExperience: "4",
          noticePeriod: "30 days",
          profileUrl: "",
          coverNote: "I run the security of a small bank branch network.",
          consent: "on",
        },
        {
          submissionId: randomUUID(),
          resume: testResumeFile(),
          hrEmail: env.HR_EMAIL,
          publicUrl: env.PUBLIC_URL,
        },
      );
      // HR invites them to an interview: that email is the application's too.
      await changeApplicationStage(db, admin, applied.id, { stage: "interview", expected: "new", email: true });
      // A visitor's message (its staff notice and acknowledgement): plain staff see these.
      await addContactMessage(db, { email: `visitor.${tag}@careers-fair.test` });
      const rows = await db.select({ id: emailOutbox.id, kind: emailOutbox.kind }).from(emailOutbox);
      applicationEmailIds = rows.filter((row) => /^(application|careers)\./.test(row.kind)).map((row) => row.id);
      contactEmailIds = rows.filter((row) => row.kind.startsWith("contact.")).map((row) => row.id);
      // The HR notice, the acknowledgement and the interview invitation.
      expect(applicationEmailIds).toHaveLength(3);
    });

    type ListData = { rows: { id: number; kind: string; subject: string }[]; total: number };

    it("lists and searches applicants' emails for an admin only", async () => {
      const asAdmin = (await answer(emailLoader, db, get("/staff/email", adminCookie))).data as ListData;
      expect(asAdmin.rows.map((row) => row.id)).toEqual(expect.arrayContaining(applicationEmailIds));
      // The probe's search: HR's notice goes to the careers address.
      const searched = (await answer(emailLoader, db, get("/staff/email?q=careers", adminCookie))).data as ListData;
      expect(searched.rows.map((row) => row.kind)).toContain("application.hr");

      for (const path of ["/staff/email", "/staff/email?q=careers", "/staff/email?q=applicant"]) {
        const asStaff = (await answer(emailLoader, db, get(path, staffCookie))).data as ListData;
        const ids = asStaff.rows.map((row) => row.id);
        for (const id of applicationEmailIds) expect(ids, path).not.toContain(id);
        expect(asStaff.rows.map((row) => row.subject).join("\n"), path).not.toMatch(/Cybersecurity|Interview/);
        expect(asStaff.total, path).toBe(asStaff.rows.length);
      }
      // What staff may see stays in their list.
      const all = (await answer(emailLoader, db, get("/staff/email", staffCookie))).data as ListData;
      expect(all.rows.map((row) => row.id)).toEqual(expect.arrayContaining(contactEmailIds));
    });

    it("opens an applicant's email for an admin; for other staff its address is an unknown page (404)", async () => {
      for (const id of applicationEmailIds) {
        const path = `/staff/email/${id}`;
        expect((await answer(emailDetailLoader, db, get(path, adminCookie), { id: String(id) })).status).toBe(200);
        expect((await answer(emailDetailLoader, db, get(path, staffCookie), { id: String(id) })).status).toBe(404);
        const retry = new Request(`http://localhost${path}`, {
          method: "POST",
          headers: {
            cookie: staffCookie,
            origin: "http://localhost",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "",
        });
        expect((await answer(emailDetailAction, db, retry, { id: String(id) })).status).toBe(404);
      }
      const contactId = contactEmailIds[0]!;
      const opened = await answer(emailDetailLoader, db, get(`/staff/email/${contactId}`, staffCookie), {
        id: String(contactId),
      });
      expect(opened.status).toBe(200);
    });

    it("keeps applicants' dead emails off a plain member's dashboard", async () => {
      await db.update(emailOutbox).set({ status: "dead", lastError: "550 no such user" });
      type Dashboard = { emails: { count: number; items: { href: string }[] } };
      const asStaff = (await answer(dashboardLoader, db, get("/staff", staffCookie))).data as Dashboard;
      const asAdmin = (await answer(dashboardLoader, db, get("/staff", adminCookie))).data as Dashboard;
      expect(asAdmin.emails.count - asStaff.emails.count).toBe(applicationEmailIds.length);
      const shown = asStaff.emails.items.map((item) => item.href);
      for (const id of applicationEmailIds) expect(shown).not.toContain(`/staff/email/${id}`);
    });
  });

  describe("hostile list parameters never answer 5xx", () => {
    // Every staff list and its export, by the path its section is checked under.
    const lists: [string, Handler][] = [
      ["/staff", dashboardLoader],
      ["/staff/messages", messagesLoader],
      ["/staff/applications", applicationsLoader],
      ["/staff/tickets", ticketsLoader],
      ["/staff/tickets/follow-ups", followUpsLoader],
      ["/staff/plan-requests", planRequestsLoader],
      ["/staff/email", emailLoader],
      ["/staff/audit", auditLoader],
      ["/staff/newsletter", newsletterLoader],
      ["/staff/newsletter/subscribers.csv", newsletterExportLoader],
      ["/staff/team", teamLoader],
      ["/staff/reports", reportsLoader],
      ["/staff/reports/export.csv", reportsExportLoader],
      ["/staff/contracts", contractsLoader],
      ["/staff/contracts/export.csv", contractsExportLoader],
      ["/staff/contracts/new", contractNewLoader],
      ["/staff/devices", devicesLoader],
      ["/staff/devices/new", deviceNewLoader],
      ["/staff/invoices", invoicesLoader],
      ["/staff/invoices/new", invoiceNewLoader],
      ["/staff/invoices/statements", statementsLoader],
      ["/staff/invoices/gst", gstLoader],
      ["/staff/invoices/export.csv", invoicesExportLoader],
      ["/staff/invoices/gstr1.csv", gstr1Loader],
      ["/staff/help", helpArticlesLoader],
      ["/staff/blog", blogPostsLoader],
      ["/staff/openings", openingsLoader],
    ];
    // Every parameter any list reads, each given the same hostile value at once.
    const names = [
      "q",
      "actor",
      "action",
      "status",
      "assignee",
      "stage",
      "opening",
      "priority",
      "type",
      "breached",
      "overdue",
      "show",
      "source",
      "plan",
      "ending",
      "autoRenewOff",
      "planRequest",
      "kind",
      "verified",
      "use",
      "customer",
      "from",
      "to",
      "shownFrom",
      "shownTo",
      "range",
      "part",
      "month",
      "year",
      "visit",
      "page",
    ];
    const values = [
      "%00",
      "a%00b",
      "%01%02%1B%7F",
      "%E0%A4",
      "%ED%A0%80",
      "%",
      "2026-02-30",
      "0000-01-01",
      "9999-99-99",
      "9999-12-31",
      "-1",
      "99999999999999999999",
      "1e400",
      "bogus",
      "mine%00",
      "%27%3B%20drop%20table%20users%3B--",
      "%5C%25_",
      "x".repeat(5000),
    ];
    const queries = [
      ...values.map((value) => names.map((name) => `${name}=${value}`).join("&")),
      // Arrays: every name twice.
      names.map((name) => `${name}=a&${name}=b`).join("&"),
      "page=100000",
      "page=-5",
      "range=custom&from=2026-02-30&to=9999-99-99",
      "range=custom&from=0000-01-01&to=2026-01-01",
      "range=custom&from=2026-01-01&to=2025-01-01",
    ];

    it.each(lists)("%s", async (path, loader) => {
      const statuses = await Promise.all(
        queries.map(async (query) => [query, (await answer(loader, db, get(`${path}?${query}`, adminCookie))).status]),
      );
      expect(
        statuses.filter(([, status]) => Number(status) >= 500).map(([query]) => String(query).slice(0, 120)),
      ).toEqual([]);
    });
  });

  describe("the second factor rotates the session token", () => {
    const ORIGIN = new URL(getEnv().PUBLIC_URL).origin;

    async function passwordStep(member: StaffUser) {
      const setCookie = await createSession(db, cookieSettings(getEnv()), { userId: member.id, persistent: false });
      const cookie = setCookie.split(";", 1)[0]!;
      return cookie;
    }

    function post(path: string, cookie: string, fields: Record<string, string>) {
      return new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    }

    /** The action's answer as status and headers (a redirect is thrown, data() is returned). */
    async function callAction(action: Handler, request: Request): Promise<{ status: number; headers: Headers }> {
      let result: unknown;
      try {
        result = await action({ request, context: routeContext(db), params: {} } as never);
      } catch (thrown) {
        result = thrown;
      }
      if (result instanceof Response) return result;
      const init = (result as { init?: ResponseInit | null }).init;
      return { status: init?.status ?? 200, headers: new Headers(init?.headers) };
    }

    /** The session cookie a response hands over, as a `Cookie` header (undefined: none). */
    function newCookie(response: { headers: Headers }) {
      const name = sessionCookie(cookieSettings(getEnv())).name;
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";", 1)[0]!)
        .find((pair) => pair.startsWith(`${name}=`) && pair !== `${name}=`);
    }

    async function opensConsole(cookie: string) {
      return (await answer(dashboardLoader, db, get("/staff", cookie))).status === 200;
    }

    it("after the code: the password step's token no longer opens /staff, the new one does", async () => {
      const member = await addUser(db, "staff", "Vinod Verify");
      const enrolled = await signedInSession(db, member);
      const oldCookie = await passwordStep(member);
      expect(await opensConsole(oldCookie)).toBe(false);
      // A code of a later step than the enrolment's.
      const code = currentTotpCode(enrolled.secondFactor!.totpSecret, Date.now() + 30_000);
      const response = await callAction(verifyAction, post("/staff/second-factor", oldCookie, { code }));
      expect(response.status).toBe(302);
      const rotated = newCookie(response);
      expect(rotated).toBeDefined();
      expect(rotated).not.toBe(oldCookie);
      expect(await opensConsole(oldCookie)).toBe(false);
      expect(await opensConsole(rotated!)).toBe(true);
    });

    it("after enrolment: the token that enrolled no longer opens /staff, the new one does", async () => {
      const member = await addUser(db, "staff", "Esha Enrol");
      const oldCookie = await passwordStep(member);
      const enrolment = (await beginEnrolment(db, member, getEnv().APP_SECRET))!;
      const response = await callAction(
        enrolAction,
        post("/staff/second-factor/setup", oldCookie, { code: currentTotpCode(enrolment.secret) }),
      );
      expect(response.status).toBe(200);
      const rotated = newCookie(response);
      expect(rotated).toBeDefined();
      expect(await opensConsole(oldCookie)).toBe(false);
      expect(await opensConsole(rotated!)).toBe(true);
      const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, member.id));
      expect(left).toHaveLength(1);
    });
  });

  it("a double click on Invite: one invitation, the other told the address is already invited (12 pairs)", async () => {
    const env = { ...getEnv() };
    const ORIGIN = new URL(env.PUBLIC_URL).origin;
    const invite = (email: string) =>
      handleForm(teamForm(admin), {
        request: new Request(`${ORIGIN}/staff/team`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "invite", email, fullName: "", role: "staff" }).toString(),
        }),
        db,
        clientAddress: "198.51.100.7",
        env,
        session: async () => null,
      });
    /** What the admin is told: the toast after a redirect, or the form's message at the address. */
    async function messageOf(outcome: Awaited<ReturnType<typeof invite>>) {
      if (outcome.type === "redirect") {
        const cookie = outcome.headers.get("set-cookie")!.split(";")[0]!;
        const { flash } = await takeFlash(new Request(ORIGIN, { headers: { cookie } }), cookieSettings(env));
        return flash?.message;
      }
      if (outcome.type === "data" && outcome.body.status === "invalid") {
        return `${outcome.status} ${outcome.body.fieldErrors.email}`.replace(/^409 /, "");
      }
      return `${outcome.status} ${outcome.type === "data" && outcome.body.status === "error" ? outcome.body.message : ""}`;
    }
    for (let pair = 0; pair < 12; pair++) {
      const email = `double.${pair}.${randomUUID().slice(0, 6)}@team.test`;
      const outcomes = await Promise.all([invite(email), invite(email)]);
      const said = await Promise.all(outcomes.map(messageOf));
      // One was invited; the other, whichever finished second, says the address is taken already:
      // at the form's field when the two raced, as the toast of an unchanged role when they did not.
      expect(
        said.filter((message) => message === teamMessages.invited(email)),
        `pair ${pair}: ${said}`,
      ).toHaveLength(1);
      expect([teamMessages.alreadyInvited(email), teamMessages.unchanged(email)], `pair ${pair}: ${said}`).toContain(
        said.find((message) => message !== teamMessages.invited(email)),
      );
      const invited = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(invited).toHaveLength(1);
      const invitations = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, email));
      expect(invitations).toHaveLength(1);
    }
  }, 30_000);
});
