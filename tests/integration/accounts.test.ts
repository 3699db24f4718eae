// Accounts against both databases (in-memory PGlite and the run's real PostgreSQL): password
// hashing, sessions (rotation, expiry, idle timeout, tampering, logout), rate limits with their 429
// answers, confirmation and reset tokens (expiry, single use), anti-enumeration at sign-up and reset,
// plan requests with the staff email, and the route actions wired to all of it.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authTokens, emailOutbox, planRequests, rateLimits, sessions, users } from "~/db/schema";
import { type AuthEnv, authRateLimits } from "~/lib/auth/account-forms.server";
import { consumeToken, issueToken } from "~/lib/auth/email-links.server";
import { forgotPasswordHandler, resetPasswordHandler } from "~/lib/auth/password-reset.server";
import { loginHandler, logoutHandler } from "~/lib/auth/sign-in.server";
import { signupHandler, verifyEmailHandler } from "~/lib/auth/sign-up.server";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "~/lib/auth/password.server";
import {
  createSession,
  destroyUserSessions,
  lookupSession,
  SESSION_LIMITS,
  sessionCookie,
} from "~/lib/auth/session.server";
import { emailKey, generateToken, hashToken } from "~/lib/auth/tokens.server";
import { type FormRequest, handleForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { listPlanRequests, planRequestHandler } from "~/lib/plan-requests/plan-requests.server";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import { getEnv } from "~/lib/env.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import type { CookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";

// Sign-up and forgot-password answer no sooner than a fixed floor (400 and 150 ms), so that their
// timing says nothing about the address; auth-timing.test.ts measures that floor on the real server.
// Here it would only be slept through in nearly every test (some 25 s a run): the work runs, the wait not.
vi.mock("~/lib/http/steady-timing", () => ({
  withMinimumDuration: <T>(_minimumMs: number, work: () => Promise<T>) => work(),
}));

const ORIGIN = "http://site.test";
const env: AuthEnv = {
  APP_SECRET: "integration-test-secret-0123456789abcdef",
  PUBLIC_URL: ORIGIN,
  RATE_LIMIT_MULTIPLIER: 1,
  NODE_ENV: "test",
};
const cookies: CookieSettings = { secret: env.APP_SECRET, secure: false };

type AuthRequest = FormRequest<AuthEnv>;
const handleLogin = (request: AuthRequest) => handleForm(loginHandler, request);
const handleSignup = (request: AuthRequest) => handleForm(signupHandler, request);
const handleVerifyEmail = (request: AuthRequest) => handleForm(verifyEmailHandler, request);
const handleForgotPassword = (request: AuthRequest) => handleForm(forgotPasswordHandler, request);
const handleResetPassword = (request: AuthRequest) => handleForm(resetPasswordHandler, request);
const handleLogout = (request: AuthRequest) => handleForm(logoutHandler, request);

type PlanRequestPost = {
  request: Request;
  db: AuthRequest["db"];
  user: SignedInUser | null;
  env: { PUBLIC_URL: string; STAFF_EMAIL: string; RATE_LIMIT_MULTIPLIER: number };
  cookies: CookieSettings;
};
/** The plan-request handler with the signed-in user given (as the route's session lookup would). */
const handlePlanRequestPost = ({ request, db, user, env: planEnv }: PlanRequestPost) =>
  handleForm(planRequestHandler, {
    request,
    db,
    clientAddress: "198.51.100.1",
    env: { ...planEnv, APP_SECRET: env.APP_SECRET, NODE_ENV: env.NODE_ENV },
    session: async () => user,
  });
const PASSWORD = "Kerala2026";

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The `name=value` part of each Set-Cookie, joined as a Cookie header. */
function cookieHeader(outcome: { headers?: Headers }) {
  return (outcome.headers?.getSetCookie() ?? []).map((line) => line.split(";", 1)[0]).join("; ");
}

function sessionSetCookie(outcome: { headers?: Headers }) {
  return outcome.headers?.getSetCookie().find((line) => line.startsWith(`${sessionCookie(cookies).name}=`));
}

function linkToken(text: string, path: string) {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let database: TestDatabase;
  let address = 0;
  const request = (req: Request, clientAddress = `198.51.100.${++address % 250}`): AuthRequest => ({
    request: req,
    db: database.db,
    clientAddress,
    env,
    session: async () => null,
  });

  beforeAll(async () => {
    // The handlers log sign-ins and refusals; the assertions below cover what those logs say.
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database?.destroy();
  });
  beforeEach(async () => {
    // Each test starts with fresh counters; accounts use unique addresses per test.
    await database.db.delete(rateLimits);
  });

  async function outbox(to: string) {
    return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);
  }

  async function signUp(email: string, extra: Record<string, string> = {}) {
    return handleSignup(
      request(
        post("/signup", {
          fullName: "Anjali Nair",
          email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          terms: "on",
          ...extra,
        }),
      ),
    );
  }

  /** Signs up and confirms the address; returns the confirmation outcome (signed in). */
  async function createVerifiedUser(email: string) {
    await signUp(email);
    const [mail] = (await outbox(email)).filter((row) => row.kind === "account.verify-email").slice(-1);
    const outcome = await handleVerifyEmail(
      request(post("/verify-email", { token: linkToken(mail!.textBody, "/verify-email") })),
    );
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return { outcome, user: user! };
  }

  async function login(
    email: string,
    password = PASSWORD,
    extra: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    return handleLogin(request(post("/login", { email, password, ...extra }, headers)));
  }

  describe("password hashing", () => {
    it("hashes with argon2id, verifies exactly and refuses unreadable hashes", async () => {
      const hash = await hashPassword("Kerala 2026 ü");
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await hashPassword("Kerala 2026 ü")).not.toBe(hash);
      expect(await verifyPassword(hash, "Kerala 2026 ü")).toBe(true);
      expect(await verifyPassword(hash, "kerala 2026 ü")).toBe(false);
      expect(await verifyPassword(hash, "Kerala 2026 ü ")).toBe(false);
      expect(await verifyPassword("not a hash", "x")).toBe(false);
      expect(await verifyPassword("$argon2id$garbage", "x")).toBe(false);
      expect(await verifyAgainstDummy("anything")).toBe(false);
      expect(needsRehash(hash)).toBe(false);
      expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$abc$def")).toBe(true);
    });
  });

  describe("tokens", () => {
    it("are 256-bit, URL-safe, unique, and stored only as SHA-256", () => {
      const tokens = new Set(Array.from({ length: 50 }, () => generateToken()));
      expect(tokens.size).toBe(50);
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [first] = tokens;
      expect(hashToken(first!)).toBe(hashToken(first!));
      expect(hashToken(first!)).not.toContain(first!);
      expect(emailKey("a@b.test")).not.toContain("a@b.test");
    });
  });

  describe("sign-up", () => {
    it("creates an unconfirmed account and emails a confirmation link, without a session", async () => {
      const outcome = await signUp("new@customer.test", { redirectTo: "/amc-plans", plan: "professional" });
      expect(outcome).toEqual({
        type: "data",
        status: 200,
        body: { status: "check-inbox", email: "new@customer.test" },
      });
      expect(outcome.headers).toBeUndefined();
      const [user] = await database.db.select().from(users).where(eq(users.email, "new@customer.test"));
      expect(user).toMatchObject({ fullName: "Anjali Nair", emailVerifiedAt: null });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      const mails = await outbox("new@customer.test");
      expect(mails.map((mail) => mail.kind)).toEqual(["account.verify-email"]);
      expect(mails[0]!.textBody).toContain(`${ORIGIN}/verify-email?token=`);
      // Only the hash of the token is stored.
      const token = linkToken(mails[0]!.textBody, "/verify-email");
      const [stored] = await database.db.select().from(authTokens).where(eq(authTokens.userId, user!.id));
      expect(stored).toMatchObject({
        tokenHash: hashToken(token),
        purpose: "verify-email",
        redirectTo: "/amc-plans?plan=professional",
      });
    });

    it("answers a registered address exactly like a new one and tells its owner instead", async () => {
      await createVerifiedUser("owner@customer.test");
      const before = await database.db.select().from(users).where(eq(users.email, "owner@customer.test"));
      const fresh = await signUp("someone-new@customer.test");
      const taken = await signUp("owner@customer.test", { fullName: "Mallory" });
      expect(taken).toEqual({
        type: "data",
        status: 200,
        body: { status: "check-inbox", email: "owner@customer.test" },
      });
      expect(fresh).toEqual({
        type: "data",
        status: 200,
        body: { status: "check-inbox", email: "someone-new@customer.test" },
      });
      const after = await database.db.select().from(users).where(eq(users.email, "owner@customer.test"));
      expect(after).toEqual(before);
      const kinds = (await outbox("owner@customer.test")).map((mail) => mail.kind);
      expect(kinds.at(-1)).toBe("account.already-registered");
      expect(kinds.filter((k) => k === "account.verify-email")).toHaveLength(1);
    });

    it("lets a later sign-up replace an unconfirmed one (no squatting on someone's address)", async () => {
      await signUp("squat@customer.test", { fullName: "Squatter" });
      const firstToken = linkToken((await outbox("squat@customer.test"))[0]!.textBody, "/verify-email");
      await signUp("squat@customer.test", {
        fullName: "Real Owner",
        password: "Another2026",
        confirmPassword: "Another2026",
      });
      const [user] = await database.db.select().from(users).where(eq(users.email, "squat@customer.test"));
      expect(user!.fullName).toBe("Real Owner");
      expect(await verifyPassword(user!.passwordHash, "Another2026")).toBe(true);
      // The squatter's link no longer works.
      const stale = await handleVerifyEmail(request(post("/verify-email", { token: firstToken })));
      expect(stale).toMatchObject({ status: 400, body: { status: "link-problem", problem: "invalid" } });
    });

    it("returns the spec's messages for bad input, and never the passwords", async () => {
      const outcome = await handleSignup(
        request(
          post("/signup", { fullName: "A", email: "nope", password: "short", confirmPassword: "other", terms: "" }),
        ),
      );
      expect(outcome).toMatchObject({
        status: 400,
        body: {
          status: "invalid",
          fieldErrors: {
            fullName: "Name must be at least 2 characters",
            email: "Invalid email address",
            password: "Password must be at least 8 characters",
            confirmPassword: "Passwords do not match",
            terms: "You must accept the terms and conditions",
          },
        },
      });
      expect(JSON.stringify(outcome)).not.toMatch(/short|other/);
    });
  });

  describe("email confirmation", () => {
    it("confirms once, signs in and returns to the chosen plan", async () => {
      await signUp("confirm@customer.test", { redirectTo: "/amc-plans", plan: "free-tier" });
      const token = linkToken((await outbox("confirm@customer.test"))[0]!.textBody, "/verify-email");
      const outcome = await handleVerifyEmail(request(post("/verify-email", { token })));
      expect(outcome).toMatchObject({ type: "redirect", location: "/amc-plans?plan=free-tier" });
      const lookup = await lookupSession(
        database.db,
        new Request(ORIGIN, { headers: { cookie: cookieHeader(outcome) } }),
        cookies,
      );
      expect(lookup.user).toMatchObject({ email: "confirm@customer.test", fullName: "Anjali Nair" });
      const flash = await takeFlash(new Request(ORIGIN, { headers: { cookie: cookieHeader(outcome) } }), cookies);
      expect(flash.flash).toEqual({ type: "success", message: "Account created successfully!" });
      const again = await handleVerifyEmail(request(post("/verify-email", { token })));
      expect(again).toMatchObject({ status: 400, body: { status: "link-problem", problem: "used" } });
    });

    it("refuses expired and made-up links", async () => {
      await signUp("late@customer.test");
      const token = linkToken((await outbox("late@customer.test"))[0]!.textBody, "/verify-email");
      await database.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect(await handleVerifyEmail(request(post("/verify-email", { token })))).toMatchObject({
        body: { status: "link-problem", problem: "expired" },
      });
      expect(await handleVerifyEmail(request(post("/verify-email", { token: generateToken() })))).toMatchObject({
        body: { status: "link-problem", problem: "invalid" },
      });
      expect(await handleVerifyEmail(request(post("/verify-email", { token: "<script>" })))).toMatchObject({
        body: { status: "link-problem", problem: "invalid" },
      });
    });
  });

  describe("login", () => {
    it("gives the same failure for a wrong password and an unknown address", async () => {
      await createVerifiedUser("login@customer.test");
      const wrong = await login("login@customer.test", "Wrong2026");
      const unknown = await login("nobody@customer.test", "Wrong2026");
      expect(wrong).toEqual({
        type: "data",
        status: 401,
        body: {
          status: "error",
          message: "Login failed. Please check your credentials.",
          values: { email: "login@customer.test", remember: false },
        },
      });
      expect(unknown).toEqual({
        type: "data",
        status: 401,
        body: {
          status: "error",
          message: "Login failed. Please check your credentials.",
          values: { email: "nobody@customer.test", remember: false },
        },
      });
    });

    it("signs in with a browser-session cookie, or a 30-day one with 'remember me'", async () => {
      await createVerifiedUser("remember@customer.test");
      const plain = await login("remember@customer.test");
      expect(plain).toMatchObject({ type: "redirect", location: "/account" });
      const plainCookie = sessionSetCookie(plain)!;
      expect(plainCookie).toMatch(/HttpOnly/);
      expect(plainCookie).toMatch(/SameSite=Lax/);
      expect(plainCookie).not.toMatch(/Expires|Max-Age/);

      const remembered = await login("remember@customer.test", PASSWORD, {
        remember: "on",
        redirectTo: "/amc-plans",
        plan: "starter",
      });
      expect(remembered).toMatchObject({ type: "redirect", location: "/amc-plans?plan=starter" });
      const expires = /Expires=([^;]+)/.exec(sessionSetCookie(remembered)!)?.[1];
      const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(String(await sessionCookie(cookies).parse(cookieHeader(remembered))))));
      expect(row).toMatchObject({ persistent: true, idleTimeoutSeconds: SESSION_LIMITS.persistent.idleSeconds });
    });

    it("sends an unconfirmed account a new link instead of signing it in", async () => {
      await signUp("unconfirmed@customer.test");
      await database.db.update(authTokens).set({ createdAt: sql`now() - interval '1 hour'` });
      const outcome = await login("unconfirmed@customer.test");
      expect(outcome).toMatchObject({ type: "data", status: 403, body: { status: "unverified" } });
      expect(sessionSetCookie(outcome)).toBeUndefined();
      expect((await outbox("unconfirmed@customer.test")).filter((m) => m.kind === "account.verify-email")).toHaveLength(
        2,
      );
    });

    it("rotates the session: the browser's previous session ends at sign-in", async () => {
      const { user } = await createVerifiedUser("rotate@customer.test");
      const first = await login("rotate@customer.test");
      const second = await login("rotate@customer.test", PASSWORD, {}, { cookie: cookieHeader(first) });
      const firstLookup = await lookupSession(
        database.db,
        new Request(ORIGIN, { headers: { cookie: cookieHeader(first) } }),
        cookies,
      );
      const secondLookup = await lookupSession(
        database.db,
        new Request(ORIGIN, { headers: { cookie: cookieHeader(second) } }),
        cookies,
      );
      expect(firstLookup.user).toBeNull();
      expect(firstLookup.setCookie).toMatch(/Max-Age=0/);
      expect(secondLookup.user?.id).toBe(user.id);
    });

    it("limits attempts per account with a clear 429, whatever the address", async () => {
      await createVerifiedUser("target@customer.test");
      for (let attempt = 0; attempt < authRateLimits.loginAccount.limit; attempt++) {
        expect(await login("target@customer.test", "Wrong2026")).toMatchObject({ status: 401 });
      }
      const blocked = await login("target@customer.test");
      expect(blocked).toMatchObject({ type: "data", status: 429, body: { status: "error" } });
      if (blocked.type !== "data" || blocked.body.status !== "error") throw new Error("expected 429");
      expect(blocked.body.message).toMatch(/^Too many attempts\. Please wait about \d+ minutes? and try again\.$/);
      expect(Number(blocked.headers?.get("Retry-After"))).toBeGreaterThan(0);
    }, 60_000);

    it("limits attempts per client address", async () => {
      const ip = "203.0.113.77";
      for (let attempt = 0; attempt < authRateLimits.loginIp.limit; attempt++) {
        await handleLogin(
          request(post("/login", { email: `spray${attempt}@customer.test`, password: "Wrong2026" }), ip),
        );
      }
      const blocked = await handleLogin(
        request(post("/login", { email: "other@customer.test", password: "Wrong2026" }), ip),
      );
      expect(blocked).toMatchObject({ status: 429 });
    }, 60_000);
  });

  describe("sessions", () => {
    async function sessionFor(email: string, persistent = false) {
      const { user } = await createVerifiedUser(email);
      const setCookie = await createSession(database.db, cookies, { userId: user.id, persistent });
      const cookie = setCookie.split(";", 1)[0]!;
      const token = String(await sessionCookie(cookies).parse(cookie));
      return { user, cookie, tokenHash: hashToken(token), req: () => new Request(ORIGIN, { headers: { cookie } }) };
    }

    it("costs no query without a session cookie", async () => {
      const explode = new Proxy(
        {},
        {
          get: () => () => {
            throw new Error("database used");
          },
        },
      ) as never;
      expect(await lookupSession(explode, new Request(ORIGIN, { headers: { cookie: "other=1" } }), cookies)).toEqual({
        user: null,
        sessionId: null,
        setCookie: null,
      });
    });

    it("drops tampered, forged and malformed cookies with a Set-Cookie that clears them", async () => {
      const { cookie } = await sessionFor("tamper@customer.test");
      const [name, value] = cookie.split("=") as [string, string];
      const tampered = `${name}=${value.slice(0, -2)}xx`;
      const forged = `${name}=${Buffer.from(JSON.stringify(generateToken())).toString("base64")}.c2lnbmF0dXJl`;
      for (const header of [tampered, forged, `${name}=%E0%A4%A`, `${name}=...`]) {
        const lookup = await lookupSession(database.db, new Request(ORIGIN, { headers: { cookie: header } }), cookies);
        expect(lookup.user).toBeNull();
        expect(lookup.setCookie).toMatch(/Max-Age=0/);
      }
    });

    it("ends at the absolute expiry and after the idle timeout", async () => {
      const absolute = await sessionFor("absolute@customer.test");
      await database.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.tokenHash, absolute.tokenHash));
      expect((await lookupSession(database.db, absolute.req(), cookies)).user).toBeNull();
      expect(await database.db.select().from(sessions).where(eq(sessions.tokenHash, absolute.tokenHash))).toEqual([]);

      const idle = await sessionFor("idle@customer.test");
      await database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - make_interval(secs => ${SESSION_LIMITS.browser.idleSeconds + 60})` })
        .where(eq(sessions.tokenHash, idle.tokenHash));
      expect((await lookupSession(database.db, idle.req(), cookies)).user).toBeNull();
    });

    it("records activity at most every few minutes", async () => {
      const active = await sessionFor("active@customer.test");
      await database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '1 hour'` })
        .where(eq(sessions.tokenHash, active.tokenHash));
      expect((await lookupSession(database.db, active.req(), cookies)).user?.email).toBe("active@customer.test");
      const [row] = await database.db
        .select({ age: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::int` })
        .from(sessions)
        .where(eq(sessions.tokenHash, active.tokenHash));
      expect(row!.age).toBeLessThan(60);
    });

    it("logout deletes the session, so a copied cookie stops working; cross-site logout is refused", async () => {
      const session = await sessionFor("logout@customer.test");
      const refused = await handleLogout(
        request(post("/logout", {}, { cookie: session.cookie, origin: "https://evil.test" })),
      );
      expect(refused).toMatchObject({ type: "text", status: 403 });
      expect((await lookupSession(database.db, session.req(), cookies)).user).not.toBeNull();
      const outcome = await handleLogout(request(post("/logout", {}, { cookie: session.cookie })));
      expect(outcome).toMatchObject({ type: "redirect", location: "/" });
      expect(sessionSetCookie(outcome)).toMatch(/Max-Age=0/);
      expect((await lookupSession(database.db, session.req(), cookies)).user).toBeNull();
    });

    it("can end every session of a user", async () => {
      const one = await sessionFor("many@customer.test");
      const twoCookie = (await createSession(database.db, cookies, { userId: one.user.id, persistent: true })).split(
        ";",
        1,
      )[0]!;
      await destroyUserSessions(database.db, one.user.id);
      expect((await lookupSession(database.db, one.req(), cookies)).user).toBeNull();
      expect(
        (await lookupSession(database.db, new Request(ORIGIN, { headers: { cookie: twoCookie } }), cookies)).user,
      ).toBeNull();
    });
  });

  describe("password reset", () => {
    async function requestReset(email: string) {
      return handleForgotPassword(request(post("/forgot-password", { email })));
    }

    it("answers the same whether or not the address has an account, and mails only real ones", async () => {
      await createVerifiedUser("reset@customer.test");
      const known = await requestReset("reset@customer.test");
      const unknown = await requestReset("ghost@customer.test");
      expect(known).toEqual({ type: "data", status: 200, body: { status: "sent" } });
      expect(unknown).toEqual(known);
      expect(await outbox("ghost@customer.test")).toEqual([]);
      const mail = (await outbox("reset@customer.test")).at(-1)!;
      expect(mail.kind).toBe("account.reset-password");
      expect(mail.textBody).toContain("expires in 1 hour");
      const token = linkToken(mail.textBody, "/reset-password");
      const [stored] = await database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(60, 0);
    });

    it("changes the password once, ends every other session and signs this browser in", async () => {
      const { user } = await createVerifiedUser("change@customer.test");
      const elsewhere = await login("change@customer.test");
      await requestReset("change@customer.test");
      const token = linkToken((await outbox("change@customer.test")).at(-1)!.textBody, "/reset-password");
      const outcome = await handleResetPassword(
        request(post("/reset-password", { token, password: "NewPass2027", confirmPassword: "NewPass2027" })),
      );
      expect(outcome).toMatchObject({ type: "redirect", location: "/account" });
      const here = await lookupSession(
        database.db,
        new Request(ORIGIN, { headers: { cookie: cookieHeader(outcome) } }),
        cookies,
      );
      expect(here.user?.id).toBe(user.id);
      const there = await lookupSession(
        database.db,
        new Request(ORIGIN, { headers: { cookie: cookieHeader(elsewhere) } }),
        cookies,
      );
      expect(there.user).toBeNull();
      expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
      expect(await login("change@customer.test")).toMatchObject({ status: 401 });
      expect((await login("change@customer.test", "NewPass2027")).type).toBe("redirect");
      expect((await outbox("change@customer.test")).at(-1)!.kind).toBe("account.password-changed");

      const reused = await handleResetPassword(
        request(post("/reset-password", { token, password: "Third2028x", confirmPassword: "Third2028x" })),
      );
      expect(reused).toMatchObject({ status: 400, body: { status: "link-problem", problem: "used" } });
    });

    it("refuses an expired link and keeps the old password", async () => {
      await createVerifiedUser("expired@customer.test");
      await requestReset("expired@customer.test");
      const token = linkToken((await outbox("expired@customer.test")).at(-1)!.textBody, "/reset-password");
      await database.db
        .update(authTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authTokens.tokenHash, hashToken(token)));
      const outcome = await handleResetPassword(
        request(post("/reset-password", { token, password: "NewPass2027", confirmPassword: "NewPass2027" })),
      );
      expect(outcome).toMatchObject({ status: 400, body: { status: "link-problem", problem: "expired" } });
      expect((await login("expired@customer.test")).type).toBe("redirect");
    });

    it("a newer link replaces an older one; two uses of one token cannot both win", async () => {
      const { user } = await createVerifiedUser("race@customer.test");
      const older = await issueToken(database.db, user.id, "reset-password");
      const newer = await issueToken(database.db, user.id, "reset-password");
      expect(await consumeToken(database.db, older, "reset-password")).toEqual({ ok: false, problem: "invalid" });
      const results = await Promise.all([
        consumeToken(database.db, newer, "reset-password"),
        consumeToken(database.db, newer, "reset-password"),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      // A reset token is no confirmation token.
      const reset = await issueToken(database.db, user.id, "reset-password");
      expect(await consumeToken(database.db, reset, "verify-email")).toEqual({ ok: false, problem: "invalid" });
    });

    it("limits reset requests per address with a 429", async () => {
      for (let i = 0; i < authRateLimits.resetAccount.limit; i++) await requestReset("flood@customer.test");
      expect(await requestReset("flood@customer.test")).toMatchObject({ status: 429 });
      expect(
        await database.db.$count(rateLimits, eq(rateLimits.key, `reset-account:${emailKey("flood@customer.test")}`)),
      ).toBe(1);
    });

    it("validates the new password with the spec's messages", async () => {
      const outcome = await handleResetPassword(
        request(post("/reset-password", { token: generateToken(), password: "short", confirmPassword: "" })),
      );
      expect(outcome).toMatchObject({
        status: 400,
        body: {
          status: "invalid",
          fieldErrors: {
            password: "Password must be at least 8 characters",
            confirmPassword: "Please confirm your password",
          },
        },
      });
    });
  });

  describe("bad input never becomes a 500", () => {
    it("answers wrong encodings, huge bodies and cross-site posts with clear messages", async () => {
      const json = new Request(`${ORIGIN}/login`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: "{}",
      });
      expect(await handleLogin(request(json))).toMatchObject({ status: 415 });
      const huge = post("/signup", { fullName: "x".repeat(40_000) });
      expect(await handleSignup(request(huge))).toMatchObject({ status: 413 });
      expect(
        await handleSignup(request(post("/signup", { email: "x@y.test" }, { origin: "https://evil.test" }))),
      ).toMatchObject({
        status: 403,
      });
      const longEmail = await handleForgotPassword(
        request(post("/forgot-password", { email: `${"a".repeat(300)}@x.test` })),
      );
      expect(longEmail).toMatchObject({
        status: 400,
        body: { fieldErrors: { email: "Email must be at most 254 characters" } },
      });
    });
  });

  describe("plan requests", () => {
    async function signedIn(email: string) {
      const { user, outcome } = await createVerifiedUser(email);
      return { user: { id: user.id, email: user.email, fullName: user.fullName }, cookie: cookieHeader(outcome) };
    }

    function planPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
      return post("/plan-requests", fields, headers);
    }

    it("records a request with status 'requested', emails the staff and confirms with a toast", async () => {
      const { user } = await signedIn("buyer@customer.test");
      const outcome = await handlePlanRequestPost({
        request: planPost({
          planId: "professional",
          note: "  Ten desktops\r\nand a printer  ",
          returnTo: "/amc-plans?plan=professional",
        }),
        db: database.db,
        user,
        env: { PUBLIC_URL: ORIGIN, STAFF_EMAIL: "staff@ananthait.test", RATE_LIMIT_MULTIPLIER: 1 },
        cookies,
      });
      expect(outcome).toMatchObject({ type: "redirect", location: "/amc-plans" });
      if (outcome.type !== "redirect") throw new Error("expected redirect");
      const flash = await takeFlash(new Request(ORIGIN, { headers: { cookie: cookieHeader(outcome) } }), cookies);
      expect(flash.flash?.message).toMatch(/received your request for the Professional AMC plan/);
      const rows = await database.db.select().from(planRequests).where(eq(planRequests.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        planId: "professional",
        note: "Ten desktops\nand a printer",
        status: "requested",
      });
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
      const [mail] = await outbox("staff@ananthait.test");
      expect(mail).toMatchObject({ kind: "plan-request.staff", replyTo: "buyer@customer.test" });
      expect(mail!.subject).toBe(`Plan request #${rows[0]!.id}: Professional AMC`);
      expect(mail!.textBody).toContain("Ten desktops");
      expect(await listPlanRequests(database.db, user.id)).toMatchObject([
        { planName: "Professional AMC", status: "requested" },
      ]);
    });

    it("recognises a repeated post of the same form as the same request, with and without JavaScript", async () => {
      const { user } = await signedIn("twice@customer.test");
      const send = (fields: Record<string, string>) =>
        handlePlanRequestPost({
          request: planPost({ planId: "starter", returnTo: "/amc-plans", ...fields }),
          db: database.db,
          user,
          env: { PUBLIC_URL: ORIGIN, STAFF_EMAIL: "plans@ananthait.test", RATE_LIMIT_MULTIPLIER: 1 },
          cookies,
        });
      const requests = () => database.db.$count(planRequests, eq(planRequests.userId, user.id));
      const staffMails = async () =>
        (await outbox("plans@ananthait.test")).filter((mail) => mail.replyTo === user.email).length;
      const toastOf = async (outcome: Awaited<ReturnType<typeof send>>) => {
        if (outcome.type !== "redirect") throw new Error("expected redirect");
        return (await takeFlash(new Request(ORIGIN, { headers: { cookie: cookieHeader(outcome) } }), cookies)).flash;
      };
      // With JavaScript the dialog sends its key: pressed twice (even at once), one request, one email,
      // and both answers say it was received.
      const submissionId = randomUUID();
      const both = await Promise.all([
        send({ note: "Two laptops", submissionId }),
        send({ note: "Two laptops", submissionId }),
      ]);
      for (const outcome of both) {
        expect(outcome).toMatchObject({ type: "redirect", location: "/amc-plans" });
        expect((await toastOf(outcome))?.type).toBe("success");
      }
      expect(await send({ note: "Two laptops", submissionId: submissionId.toUpperCase() })).toMatchObject({
        type: "redirect",
      });
      expect(await requests()).toBe(1);
      expect(await staffMails()).toBe(1);
      // Without JavaScript there is no key: the same form sent again (back and resend) is the same
      // request; another note is another one.
      await send({ note: "Office of five" });
      await send({ note: "Office of five" });
      expect(await requests()).toBe(2);
      await send({ note: "Office of six" });
      expect(await requests()).toBe(3);
      expect(await staffMails()).toBe(3);
    });

    it("requests the Free Tier the same way", async () => {
      const { user } = await signedIn("free@customer.test");
      const outcome = await handlePlanRequestPost({
        request: planPost({ planId: "free-tier", note: "" }),
        db: database.db,
        user,
        env: { PUBLIC_URL: ORIGIN, STAFF_EMAIL: "staff@ananthait.test", RATE_LIMIT_MULTIPLIER: 1 },
        cookies,
      });
      expect(outcome.type).toBe("redirect");
      expect(await listPlanRequests(database.db, user.id)).toMatchObject([
        { planId: "free-tier", planName: "Free Tier", note: null },
      ]);
    });

    it("sends a signed-out visitor to login with the plan, refuses cross-site posts, bad plans and long notes", async () => {
      const { user } = await signedIn("careful@customer.test");
      const base = {
        db: database.db,
        env: { PUBLIC_URL: ORIGIN, STAFF_EMAIL: "staff@ananthait.test", RATE_LIMIT_MULTIPLIER: 1 },
        cookies,
      };
      expect(
        await handlePlanRequestPost({ ...base, user: null, request: planPost({ planId: "starter" }) }),
      ).toMatchObject({
        type: "redirect",
        location: "/login?redirectTo=%2Famc-plans&plan=starter",
      });
      expect(
        await handlePlanRequestPost({
          ...base,
          user,
          request: planPost({ planId: "starter" }, { origin: "https://evil.test" }),
        }),
      ).toMatchObject({ type: "text", status: 403 });
      const badPlan = await handlePlanRequestPost({ ...base, user, request: planPost({ planId: "gold" }) });
      const longNote = await handlePlanRequestPost({
        ...base,
        user,
        request: planPost({ planId: "starter", note: "n".repeat(1001) }),
      });
      for (const outcome of [badPlan, longNote]) {
        if (outcome.type !== "redirect") throw new Error("expected redirect");
        expect(
          (await takeFlash(new Request(ORIGIN, { headers: { cookie: cookieHeader(outcome) } }), cookies)).flash?.type,
        ).toBe("error");
      }
      expect(await database.db.$count(planRequests, and(eq(planRequests.userId, user.id)))).toBe(0);
    });
  });

  describe("route actions", () => {
    function routeContext() {
      const context = new RouterContextProvider();
      context.set(dbContext, database.db);
      context.set(clientAddressContext, "192.0.2.10");
      context.set(envContext, getEnv());
      return context;
    }

    it("/login's action answers with the redirect and cookies, /account's loader with the user's requests", async () => {
      await createVerifiedUser("route@customer.test");
      const loginRoute = await import("~/routes/login");
      const response = (await loginRoute.action({
        request: post("/login?redirectTo=%2Faccount", { email: "route@customer.test", password: PASSWORD }),
        context: routeContext(),
        params: {},
      } as never)) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/account");
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";", 1)[0])
        .join("; ");

      const accountRoute = await import("~/routes/account");
      const data = await accountRoute.loader({
        request: new Request(`${ORIGIN}/account`, { headers: { cookie } }),
        url: new URL(`${ORIGIN}/account`),
        context: routeContext(),
        params: {},
      } as never);
      expect(data.user).toMatchObject({ email: "route@customer.test", fullName: "Anjali Nair" });

      const anonymous = await accountRoute
        .loader({ request: new Request(`${ORIGIN}/account?tab=1`), context: routeContext(), params: {} } as never)
        .catch((thrown: unknown) => thrown);
      expect(anonymous).toBeInstanceOf(Response);
      expect((anonymous as Response).headers.get("Location")).toBe("/login?redirectTo=%2Faccount%3Ftab%3D1");
    });
  });
});
