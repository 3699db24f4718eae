// Newsletter sign-up, double opt-in and one-click unsubscribe against PGlite and PostgreSQL.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscribers } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import type { LinkState } from "~/lib/newsletter/newsletter.server";
import type { NewsletterResult } from "~/lib/newsletter/schema";
import { signToken } from "~/lib/newsletter/tokens.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter-confirm";
import { action as subscribeAction } from "~/routes/newsletter";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter-unsubscribe";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";

const CHECK_INBOX = "Thanks! Please check your inbox and confirm your subscription with the link we sent.";
let counter = 0;

describe.each(databaseKinds)("newsletter on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function context() {
    counter += 1;
    return routeContext(database.db, `192.0.2.${counter}`);
  }

  async function subscribe(fields: Record<string, string>, ctx = context()) {
    return callRoute<NewsletterResult>(subscribeAction as never, formPost("/newsletter", fields), ctx);
  }

  async function confirmationMails(email: string) {
    return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(asc(emailOutbox.id));
  }

  async function subscriber(email: string) {
    const [row] = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return row;
  }

  function linkFrom(text: string, path: string) {
    const match = new RegExp(`https?://[^\\s]+${path.replaceAll("/", "\\/")}\\?token=[A-Za-z0-9_.-]+`).exec(text);
    if (!match) throw new Error(`no ${path} link in: ${text}`);
    return new URL(match[0]);
  }

  async function openLink(handler: unknown, url: URL) {
    return callRoute<{ state: LinkState; token?: string }>(
      handler as never,
      new Request(`http://localhost${url.pathname}${url.search}`),
      context(),
    );
  }

  async function pressConfirm(token: string) {
    return callRoute<{ state: LinkState }>(
      confirmAction as never,
      formPost("/newsletter/confirm", { token }),
      context(),
    );
  }

  it("signs up with double opt-in: pending row, confirmation email, confirmed after the button", async () => {
    const email = `reader.${randomUUID().slice(0, 8)}@customer.test`;
    const result = await subscribe({
      email: ` ${email.toUpperCase()} `,
      source: "footer",
      returnTo: "/blog?tag=Cloud",
    });
    expect(result).toEqual({
      status: 200,
      data: { ok: true, message: CHECK_INBOX, returnTo: "/blog?tag=Cloud" },
      headers: expect.any(Headers),
    });
    expect(await subscriber(email)).toMatchObject({ status: "pending", source: "footer" });

    const [mail] = await confirmationMails(email);
    expect(mail).toMatchObject({ kind: "newsletter.confirm", status: "pending" });
    const confirmUrl = linkFrom(mail!.textBody, "/newsletter/confirm");
    expect(confirmUrl.origin).toBe(new URL(getEnv().PUBLIC_URL).origin);
    // Every newsletter email carries a one-click unsubscribe link and the List-Unsubscribe headers.
    const unsubscribeUrl = linkFrom(mail!.textBody, "/newsletter/unsubscribe");
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl.href}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // Opening the link only shows the button (mail scanners cannot confirm for the reader).
    const opened = await openLink(confirmLoader, confirmUrl);
    expect(opened.data.state).toBe("ready");
    expect((await subscriber(email))?.status).toBe("pending");
    const token = confirmUrl.searchParams.get("token")!;
    expect((await pressConfirm(token)).data.state).toBe("confirmed");
    expect(await subscriber(email)).toMatchObject({ status: "confirmed", confirmedAt: expect.any(Date) });
    expect((await pressConfirm(token)).data.state).toBe("already-confirmed");
    expect((await openLink(confirmLoader, confirmUrl)).data.state).toBe("already-confirmed");
  });

  it("answers a second sign-up exactly like the first, without a second row or an email flood", async () => {
    const email = `twice.${randomUUID().slice(0, 8)}@customer.test`;
    const first = await subscribe({ email, source: "blog-list" });
    const second = await subscribe({ email, source: "blog-post" });
    const concurrent = await Promise.all([subscribe({ email }), subscribe({ email })]);
    for (const answer of [first, second, ...concurrent])
      expect(answer.data).toEqual({ ok: true, message: CHECK_INBOX, returnTo: null });
    const rows = await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("blog-list");
    expect(await confirmationMails(email)).toHaveLength(1);

    // After the resend interval, a new confirmation replaces the old one (the old link stops working).
    const [oldMail] = await confirmationMails(email);
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmationSentAt: sql`now() - interval '11 minutes'` })
      .where(eq(newsletterSubscribers.email, email));
    await subscribe({ email });
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(2);
    const oldToken = linkFrom(oldMail!.textBody, "/newsletter/confirm").searchParams.get("token")!;
    expect((await pressConfirm(oldToken)).data.state).toBe("invalid");
    const newToken = linkFrom(mails[1]!.textBody, "/newsletter/confirm").searchParams.get("token")!;
    expect((await pressConfirm(newToken)).data.state).toBe("confirmed");

    // Confirmed readers get the same answer and no further email.
    expect((await subscribe({ email })).data).toEqual({ ok: true, message: CHECK_INBOX, returnTo: null });
    expect(await confirmationMails(email)).toHaveLength(2);
  });

  it("an unsubscribe link opened (GET or HEAD) only shows its button; the button and RFC 8058's POST unsubscribe", async () => {
    const email = `leaver.${randomUUID().slice(0, 8)}@customer.test`;
    await subscribe({ email });
    const [mail] = await confirmationMails(email);
    const confirmToken = linkFrom(mail!.textBody, "/newsletter/confirm").searchParams.get("token")!;
    await pressConfirm(confirmToken);
    const unsubscribeUrl = linkFrom(mail!.textBody, "/newsletter/unsubscribe");

    // What mail scanners and link checkers do: open it, with GET and HEAD. Nothing changes.
    const opened = await openLink(unsubscribeLoader, unsubscribeUrl);
    expect(opened).toMatchObject({
      status: 200,
      data: { state: "ready", token: unsubscribeUrl.searchParams.get("token") },
    });
    const head = await callRoute<{ state: LinkState }>(
      unsubscribeLoader as never,
      new Request(`http://localhost${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, { method: "HEAD" }),
      context(),
    );
    expect(head.data.state).toBe("ready");
    expect(await subscriber(email)).toMatchObject({ status: "confirmed", unsubscribedAt: null });
    // The page's one button posts the token (a plain form, no JavaScript needed)…
    const pressed = await callRoute<{ state: LinkState }>(
      unsubscribeAction as never,
      formPost(unsubscribeUrl.pathname, { token: unsubscribeUrl.searchParams.get("token")! }),
      context(),
    );
    expect(pressed).toMatchObject({ status: 200, data: { state: "unsubscribed" } });
    expect(await subscriber(email)).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(Date) });
    // …and the mail app's RFC 8058 one-click POST (the token in the URL) does too, harmlessly again.
    const oneClick = await callRoute<{ state: LinkState }>(
      unsubscribeAction as never,
      formPost(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, { "List-Unsubscribe": "One-Click" }),
      context(),
    );
    expect(oneClick.data.state).toBe("unsubscribed");
    // A confirm link from before the unsubscribe cannot silently subscribe again…
    expect((await pressConfirm(confirmToken)).data.state).toBe("invalid");
    // …but signing up again sends a new confirmation.
    await subscribe({ email });
    expect((await subscriber(email))?.status).toBe("pending");
    expect(await confirmationMails(email)).toHaveLength(2);
  });

  it("rejects forged, expired and mismatched links", async () => {
    const secret = getEnv().APP_SECRET;
    const expired = signToken({ purpose: "confirm", subscriberId: 1, nonce: randomUUID(), expiresAt: 1 }, secret);
    const confirmRequest = (token: string) => new URL(`http://localhost/newsletter/confirm?token=${token}`);
    expect(await openLink(confirmLoader, confirmRequest(expired))).toMatchObject({
      status: 400,
      data: { state: "expired" },
    });
    expect((await openLink(confirmLoader, confirmRequest("forged.token"))).data.state).toBe("invalid");
    expect((await openLink(confirmLoader, new URL("http://localhost/newsletter/confirm"))).data.state).toBe("invalid");
    const forUnknown = signToken(
      { purpose: "confirm", subscriberId: 999_999, nonce: randomUUID(), expiresAt: 4_000_000_000 },
      secret,
    );
    expect((await pressConfirm(forUnknown)).data.state).toBe("invalid");
    const unsubscribeUnknown = signToken({ purpose: "unsubscribe", subscriberId: 999_999 }, secret);
    expect(
      (
        await openLink(
          unsubscribeLoader,
          new URL(`http://localhost/newsletter/unsubscribe?token=${unsubscribeUnknown}`),
        )
      ).data.state,
    ).toBe("invalid");
    expect(
      (await openLink(unsubscribeLoader, new URL("http://localhost/newsletter/unsubscribe?token=x.y"))).status,
    ).toBe(400);
  });

  it("validates the address, ignores unsafe return paths and drops honeypot sign-ups", async () => {
    expect(await subscribe({ email: "" })).toMatchObject({
      status: 400,
      data: { ok: false, message: "Email is required" },
    });
    expect(await subscribe({ email: "reader@" })).toMatchObject({
      status: 400,
      data: { ok: false, message: "Invalid email address" },
    });
    const email = `bot.${randomUUID().slice(0, 8)}@customer.test`;
    const bot = await subscribe({ email, website: "spam", returnTo: "//evil.test/phish" });
    expect(bot.data).toEqual({ ok: true, message: CHECK_INBOX, returnTo: null });
    expect(await subscriber(email)).toBeUndefined();
    const fromUnsubscribePage = await subscribe({ email: `x.${email}`, returnTo: "/newsletter/unsubscribe?token=abc" });
    expect(fromUnsubscribePage.data.returnTo).toBeNull();
    const json = await callRoute<NewsletterResult>(
      subscribeAction as never,
      new Request("http://localhost/newsletter", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
      context(),
    );
    expect(json.status).toBe(415);
  });

  it("limits sign-ups per address with a 429", async () => {
    const ctx = context();
    for (let i = 0; i < 10; i++)
      expect((await subscribe({ email: `limit${i}.${kind}@customer.test` }, ctx)).status).toBe(200);
    const blocked = await subscribe({ email: `limit-last.${kind}@customer.test` }, ctx);
    expect(blocked).toMatchObject({ status: 429, data: { ok: false } });
  });
});
