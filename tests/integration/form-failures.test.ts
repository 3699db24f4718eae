// The forms' shared failure policy and rate-limit answers, through each route's own action:
// with the database gone every form answers 503 with what the visitor typed and a clear message
// (never the error screen), and every 429 carries Retry-After, also to a page without JavaScript.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authMessages, authToasts } from "~/content/accounts";
import { contactMessages } from "~/content/contact";
import { planRequestToasts } from "~/content/plan-request-form";
import { newsletterCopy } from "~/content/newsletter";
import type { Database } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { authRateLimits } from "~/lib/auth/account-forms.server";
import { generateToken } from "~/lib/auth/tokens.server";
import { getEnv } from "~/lib/env.server";
import { signToken } from "~/lib/newsletter/tokens.server";
import { rateLimitRules } from "~/lib/rate-limit/rate-limit.server";
import * as accountRoute from "~/routes/account";
import * as contactRoute from "~/routes/contact";
import * as forgotRoute from "~/routes/forgot-password";
import * as loginRoute from "~/routes/login";
import * as logoutRoute from "~/routes/logout";
import * as newsletterRoute from "~/routes/newsletter";
import * as confirmRoute from "~/routes/newsletter-confirm";
import * as unsubscribeRoute from "~/routes/newsletter-unsubscribe";
import * as planRequestsRoute from "~/routes/plan-requests";
import * as resetRoute from "~/routes/reset-password";
import * as signupRoute from "~/routes/signup";
import * as verifyRoute from "~/routes/verify-email";
import { closedDatabase, createTestDatabase, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";
import { sessionCookie } from "~/lib/auth/session.server";
import { takeFlash } from "~/lib/toast/flash.server";

const PASSWORD = "Kerala2026";
const contactFields = {
  firstName: "Kept",
  lastName: "Nair",
  email: "kept@customer.test",
  subject: "Printer",
  message: "It jams.",
};

type Action = (args: never) => Promise<unknown>;

async function run<T>(action: Action, path: string, fields: Record<string, string>, db: Database, ip = "192.0.2.50") {
  return callRoute<T>(action, formPost(path, fields), routeContext(db, ip));
}

/** A GET of a page's loader, as a link from an email makes it. */
async function open(loader: Action, path: string, db: Database) {
  return callRoute(loader, new Request(`http://localhost${path}`), routeContext(db));
}

/** The redirect a resource route answers with, and the flash toast it sets. */
async function redirectAndFlash(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";", 1)[0])
    .join("; ");
  const { flash } = await takeFlash(new Request("http://localhost/", { headers: { cookie } }), {
    secret: getEnv().APP_SECRET,
    secure: false,
  });
  return { status: response.status, location: response.headers.get("Location"), flash };
}

describe("database unavailable: 503 with the input kept, never the error screen", () => {
  let db: Database;
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    db = await closedDatabase();
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("contact keeps every field and says to try again or call", async () => {
    const result = await run(contactRoute.action as Action, "/contact", contactFields, db);
    expect(result.status).toBe(503);
    expect(result.data).toEqual({
      status: "error",
      message: contactMessages.unavailable,
      values: expect.objectContaining(contactFields),
    });
  });

  it("the newsletter box keeps the address", async () => {
    const result = await run(
      newsletterRoute.action as Action,
      "/newsletter",
      { email: "kept@reader.test", returnTo: "/blog" },
      db,
    );
    expect(result).toMatchObject({
      status: 503,
      data: { ok: false, message: newsletterCopy.messages.failed, email: "kept@reader.test", returnTo: "/blog" },
    });
  });

  it("the newsletter link pages say the link could not be checked", async () => {
    const secret = getEnv().APP_SECRET;
    const confirmToken = signToken(
      {
        purpose: "confirm",
        subscriberId: 1,
        nonce: crypto.randomUUID(),
        expiresAt: Math.floor(Date.now() / 1000) + 600,
      },
      secret,
    );
    const unsubscribeToken = signToken({ purpose: "unsubscribe", subscriberId: 1 }, secret);
    const confirm = await run(confirmRoute.action as Action, "/newsletter/confirm", { token: confirmToken }, db);
    expect(confirm).toMatchObject({ status: 503, data: { state: "unavailable" } });
    const confirmPage = await open(confirmRoute.loader as Action, `/newsletter/confirm?token=${confirmToken}`, db);
    expect(confirmPage).toMatchObject({ status: 503, data: { state: "unavailable" } });
    const unsubscribe = await run(
      unsubscribeRoute.action as Action,
      `/newsletter/unsubscribe?token=${unsubscribeToken}`,
      {},
      db,
    );
    expect(unsubscribe).toMatchObject({ status: 503, data: { state: "unavailable" } });
    const unsubscribePage = await open(
      unsubscribeRoute.loader as Action,
      `/newsletter/unsubscribe?token=${unsubscribeToken}`,
      db,
    );
    expect(unsubscribePage).toMatchObject({ status: 503, data: { state: "unavailable" } });
  });

  it("login, sign-up and forgot-password keep what was typed (never a password)", async () => {
    const login = await run(
      loginRoute.action as Action,
      "/login",
      { email: "kept@customer.test", password: PASSWORD, remember: "on" },
      db,
    );
    expect(login).toMatchObject({
      status: 503,
      data: {
        status: "error",
        message: authMessages.unavailable,
        values: { email: "kept@customer.test", remember: true },
      },
    });
    const signup = await run(
      signupRoute.action as Action,
      "/signup",
      {
        fullName: "Kept Name",
        email: "kept@customer.test",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: "on",
      },
      db,
    );
    expect(signup).toMatchObject({
      status: 503,
      data: {
        status: "error",
        message: authToasts.signupFailed,
        values: { fullName: "Kept Name", email: "kept@customer.test", terms: true },
      },
    });
    const forgot = await run(forgotRoute.action as Action, "/forgot-password", { email: "kept@customer.test" }, db);
    expect(forgot).toMatchObject({
      status: 503,
      data: { status: "error", message: authMessages.unavailable, values: { email: "kept@customer.test" } },
    });
    for (const result of [login, signup, forgot]) expect(JSON.stringify(result.data)).not.toContain(PASSWORD);
  });

  it("reset-password and verify-email say so on their page", async () => {
    const token = generateToken();
    const reset = await run(
      resetRoute.action as Action,
      "/reset-password",
      { token, password: PASSWORD, confirmPassword: PASSWORD },
      db,
    );
    expect(reset).toMatchObject({ status: 503, data: { status: "error", message: authMessages.unavailable } });
    const verify = await run(verifyRoute.action as Action, "/verify-email", { token }, db);
    expect(verify).toMatchObject({ status: 503, data: { status: "error", message: authMessages.unavailable } });
    // Their pages still show the form: the link is checked again when it is posted.
    const resetPage = await open(resetRoute.loader as Action, `/reset-password?token=${token}`, db);
    expect(resetPage.data).toMatchObject({ token, problem: null });
  });

  it("logout and plan requests, resource routes, go back with an error toast", async () => {
    const settings = { secret: getEnv().APP_SECRET, secure: false };
    const cookie = (await sessionCookie(settings).serialize(generateToken())).split(";", 1)[0]!;
    // A signed-in POST straight to a resource route's action.
    const post = (action: Action, path: string, fields: Record<string, string>) =>
      action({
        request: new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        }),
        context: routeContext(db),
      } as never);
    const logout = await post(logoutRoute.action as Action, "/logout", {});
    expect(await redirectAndFlash(logout)).toMatchObject({
      status: 302,
      location: "/account",
      flash: { type: "error", message: authMessages.unavailable },
    });
    const plan = await post(planRequestsRoute.action as Action, "/plan-requests", {
      planId: "starter",
      returnTo: "/amc-plans?plan=starter",
    });
    expect(await redirectAndFlash(plan)).toMatchObject({
      status: 302,
      location: "/amc-plans?plan=starter",
      flash: { type: "error", message: planRequestToasts.failed },
    });
  });

  it("the account page answers 503 with a clear message inside the layout", async () => {
    const settings = { secret: getEnv().APP_SECRET, secure: false };
    const cookie = (await sessionCookie(settings).serialize(generateToken())).split(";", 1)[0]!;
    const thrown = await accountRoute
      .loader({
        request: new Request("http://localhost/account", { headers: { cookie } }),
        context: routeContext(db),
      } as never)
      .catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      data: authMessages.unavailable,
      init: { status: 503 },
    });
  });
});

describe("every rate-limited form answers 429 with Retry-After", () => {
  let database: TestDatabase;
  const ip = "203.0.113.77";
  beforeAll(async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    database = await createTestDatabase("pglite");
    // Every bucket of this address (and of the accounts used below) already full.
    const full = (name: string, key: string) => ({ key: `${name}:${key}`, windowStart: new Date(), hits: 10_000 });
    await database.db
      .insert(rateLimits)
      .values([
        full(rateLimitRules.contact.name, ip),
        full(rateLimitRules.newsletter.name, ip),
        full(authRateLimits.loginIp.name, ip),
        full(authRateLimits.signupIp.name, ip),
        full(authRateLimits.resetIp.name, ip),
        full(authRateLimits.tokenIp.name, ip),
      ]);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.destroy();
  });

  const forms: [string, { action: Action; headers: unknown }, string, Record<string, string>][] = [
    ["contact", contactRoute, "/contact", contactFields],
    ["newsletter", newsletterRoute, "/newsletter", { email: "limited@reader.test" }],
    ["login", loginRoute, "/login", { email: "limited@customer.test", password: PASSWORD }],
    [
      "sign-up",
      signupRoute,
      "/signup",
      {
        fullName: "Limited",
        email: "limited@customer.test",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: "on",
      },
    ],
    ["forgot-password", forgotRoute, "/forgot-password", { email: "limited@customer.test" }],
    [
      "reset-password",
      resetRoute,
      "/reset-password",
      { token: generateToken(), password: PASSWORD, confirmPassword: PASSWORD },
    ],
    ["verify-email", verifyRoute, "/verify-email", { token: generateToken() }],
  ];

  it.each(forms)("%s", async (_name, route, path, fields) => {
    const result = await run(route.action, path, fields, database.db, ip);
    expect(result.status).toBe(429);
    const retryAfter = Number(result.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(Number.isInteger(retryAfter)).toBe(true);
    // Without JavaScript the page itself is the answer: the route passes Retry-After on to it.
    const pageHeaders = (route.headers as (args: { actionHeaders: Headers }) => Headers)({
      actionHeaders: result.headers,
    });
    expect(new Headers(pageHeaders).get("Retry-After")).toBe(String(retryAfter));
  });
});
