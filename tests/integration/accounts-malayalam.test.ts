// Accounts in Malayalam, through the route actions and loaders: a sign-up from /ml stores the
// language and mails its confirmation in Malayalam with a link that stays under /ml; the forms answer
// in the language of the page; the account page's setting changes the language (audited) and the
// account's emails follow it; the sign-in guard keeps a Malayalam visitor under /ml; staff see the
// customer's language on the ticket and contract pages; a plan request's status email speaks it.
// PGlite only: the SQL is the accounts suite's.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, emailOutbox, users } from "~/db/schema";
import { customerLocale } from "~/lib/auth/auth.server";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { createPlanRequest } from "~/lib/plan-requests/plan-requests.server";
import { planRequestActionForm } from "~/lib/plan-requests/staff-actions.server";
import { takeFlash } from "~/lib/toast/flash.server";
import * as accountRoute from "~/routes/account";
import * as forgotRoute from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as signupRoute from "~/routes/signup";
import * as contractRoute from "~/routes/staff/contract";
import * as staffTicketRoute from "~/routes/staff/ticket";
import * as verifyRoute from "~/routes/verify-email";
import { addContract, addUser, openTicket, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { behindConsole, callPage, consoleCookie, formPost, routeContext } from "./support/routes";

type Handler = (args: never) => Promise<unknown>;

const PASSWORD = "Kerala2026";
const MALAYALAM = /[\u0D00-\u0D7F]/;

describe("accounts in Malayalam", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.destroy();
  });

  const post = (route: { action: unknown }, path: string, fields: Record<string, string>, cookie?: string) =>
    callPage(
      route.action as Handler,
      formPost(path, fields, cookie ? { cookie } : {}),
      routeContext(database.db, `198.51.100.${Math.floor(Math.random() * 250)}`),
    );

  async function flashOf(response: unknown) {
    const cookie = (response as Response).headers
      .getSetCookie()
      .map((line) => line.split(";", 1)[0])
      .join("; ");
    const settings = { secret: getEnv().APP_SECRET, secure: false };
    return (await takeFlash(new Request("http://localhost/", { headers: { cookie } }), settings)).flash;
  }

  async function lastEmailTo(address: string) {
    const [row] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    if (!row) throw new Error(`no email to ${address}`);
    return row;
  }

  it("signs up from /ml: the account speaks Malayalam, and so does its confirmation email", async () => {
    const email = "lakshmi.ml@example.com";
    const answer = await post(signupRoute, "/ml/signup", {
      fullName: "Lakshmi Menon",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: "on",
    });
    expect(answer.status).toBe(200);
    const [account] = await database.db.select().from(users).where(eq(users.email, email));
    expect(account?.locale).toBe("ml");
    expect(await customerLocale(database.db, account!.id)).toBe("ml");

    const mail = await lastEmailTo(email);
    expect(mail.subject).toMatch(MALAYALAM);
    expect(mail.textBody).toContain("നമസ്കാരം Lakshmi Menon");
    const link = /https?:\/\/[^\s]+\/ml\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.textBody);
    expect(link).not.toBeNull();

    // The link's page posts from /ml: signed in, on the Malayalam account page, with a Malayalam toast.
    const verified = await post(verifyRoute, "/ml/verify-email", { token: link![1]! });
    expect(verified.location).toBe("/ml/account");
    expect((await flashOf(verified.data))?.message).toBe("അക്കൗണ്ട് തയ്യാറായി!");
  });

  it("answers a Malayalam page's form in Malayalam, and an English page's in English", async () => {
    const ml = await post(signupRoute, "/ml/signup", { fullName: "", email: "", password: "", confirmPassword: "" });
    expect(ml.status).toBe(400);
    expect(ml.data).toMatchObject({
      status: "invalid",
      fieldErrors: {
        fullName: "മുഴുവൻ പേര് നൽകണം",
        email: "ഇമെയിൽ നിർബന്ധമാണ്",
        password: "പാസ്‌വേഡ് നൽകണം",
        terms: "നിബന്ധനകൾ അംഗീകരിക്കണം",
      },
    });
    const en = await post(signupRoute, "/signup", { fullName: "", email: "", password: "", confirmPassword: "" });
    expect(en.data).toMatchObject({ fieldErrors: { email: "Email is required", password: "Password is required" } });
    const forgot = await post(forgotRoute, "/ml/forgot-password", { email: "not-an-address" });
    expect(forgot.data).toMatchObject({ fieldErrors: { email: "ഇമെയിൽ വിലാസം ശരിയല്ല" } });
  });

  it("keeps a Malayalam visitor under /ml on the way to sign in", async () => {
    const answer = await callPage(
      accountRoute.loader as Handler,
      new Request("http://localhost/ml/account"),
      routeContext(database.db),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/ml/login?redirectTo=%2Fml%2Faccount");
  });

  it("names the chosen plan on /ml/login in Malayalam, and links to /ml/signup keeping it", async () => {
    const page = async (path: string) =>
      (await callPage(loginRoute.loader as Handler, new Request(`http://localhost${path}`), routeContext(database.db)))
        .data as { otherPageHref: string; words: { intro: string } };
    const ml = await page("/ml/login?plan=starter");
    expect(ml.words.intro).toContain("സ്റ്റാർട്ടർ AMC");
    expect(ml.otherPageHref).toBe("/ml/signup?plan=starter");
    expect((await page("/login?plan=starter")).words.intro).toContain("Starter AMC");
  });

  it("changes the language on /account (audited), and the account's emails follow it", async () => {
    const customer = await addUser(database.db, "customer", "Ravi Kumar");
    const cookie = await signedInCookie(database.db, customer);
    expect(await customerLocale(database.db, customer.id)).toBe("en");

    const chosen = await post(accountRoute, "/account", { locale: "ml" }, cookie);
    expect(chosen.location).toBe("/account");
    expect(await flashOf(chosen.data)).toMatchObject({
      type: "success",
      message: "Your language for emails and messages has been saved.",
    });
    expect(await customerLocale(database.db, customer.id)).toBe("ml");
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.language"), eq(auditLog.subjectId, String(customer.id))));
    expect(entry).toMatchObject({ before: { locale: "en" }, after: { locale: "ml" }, actorUserId: customer.id });

    // Asked for from the English page, the reset email is still in the account's language.
    await post(forgotRoute, "/forgot-password", { email: customer.email });
    const reset = await lastEmailTo(customer.email);
    expect(reset.subject).toMatch(MALAYALAM);
    expect(reset.textBody).toMatch(/\/ml\/reset-password\?token=/);

    // From the Malayalam page: back to it, in Malayalam; the same choice again changes nothing.
    const again = await post(accountRoute, "/ml/account", { locale: "ml" }, cookie);
    expect(again.location).toBe("/ml/account");
    expect(await flashOf(again.data)).toMatchObject({ type: "info", message: "അത് തന്നെയാണ് ഇപ്പോഴും നിങ്ങളുടെ ഭാഷ." });

    // A tampered value changes nothing either.
    const tampered = await post(accountRoute, "/account", { locale: "fr" }, cookie);
    expect(tampered.location).toBe("/account");
    expect(await customerLocale(database.db, customer.id)).toBe("ml");

    // Signed out, the post is a sign-in redirect, not a change.
    const anonymous = await post(accountRoute, "/ml/account", { locale: "en" });
    expect(anonymous.location).toBe("/ml/login?redirectTo=%2Fml%2Faccount");
    expect(await customerLocale(database.db, customer.id)).toBe("ml");
  });

  it("writes a plan request's status email in the customer's language (the staff's message as written)", async () => {
    const staff = await addUser(database.db, "staff", "Desk");
    const customer = await addUser(database.db, "customer", "Asha Nair");
    await database.db.update(users).set({ locale: "ml" }).where(eq(users.id, customer.id));
    const request = await createPlanRequest(database.db, customer, { planId: "starter", note: "" }, "desk@x.test");
    const env = getEnv();
    const moved = await handleForm(planRequestActionForm(staff, request.id), {
      request: formPost(
        `/staff/plan-requests/${request.id}`,
        { intent: "status", status: "contacted", expectedStatus: "requested", message: "We will call you." },
        { origin: env.PUBLIC_URL },
      ),
      db: database.db,
      clientAddress: "198.51.100.2",
      env,
      session: async () => staff,
    });
    expect(moved).toMatchObject({ type: "redirect" });
    const mail = await lastEmailTo(customer.email);
    expect(mail.subject).toContain("ഞങ്ങൾ ബന്ധപ്പെട്ടു");
    expect(mail.textBody).toContain("നമസ്കാരം Asha Nair,");
    expect(mail.textBody).toContain("We will call you.");
    expect(mail.textBody).toContain("/ml/account");
  });

  it("shows staff the customer's language on a ticket and a contract (the console stays English)", async () => {
    const staff = await addUser(database.db, "staff", "Anita Staff");
    const customer = await addUser(database.db, "customer", "Meera Nair");
    await database.db.update(users).set({ locale: "ml" }).where(eq(users.id, customer.id));
    const ticket = await openTicket(database.db, customer, { subject: "Printer offline" });
    const contract = await addContract(database.db, customer);
    const cookie = await consoleCookie(database.db, staff.id);

    const consolePage = (loader: unknown, path: string, params: Record<string, string>) =>
      behindConsole(loader as Handler)({
        request: new Request(`http://localhost${path}`, { headers: { cookie } }),
        context: routeContext(database.db),
        params,
      } as never) as Promise<{ customerLanguage: string }>;
    const ticketPage = await consolePage(staffTicketRoute.loader, `/staff/tickets/${ticket.number}`, {
      number: ticket.number,
    });
    expect(ticketPage.customerLanguage).toBe("ml");
    const contractPage = await consolePage(contractRoute.loader, `/staff/contracts/${contract.id}`, {
      id: String(contract.id),
    });
    expect(contractPage.customerLanguage).toBe("ml");
  });
});
