// The contact form and the newsletter box posted from Malayalam pages: their answers in Malayalam,
// the language stored with the record, the visitor's emails written in it with their links under /ml,
// and staff seeing the language of a message. PGlite only: the English suites cover both databases.
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaTags } from "~/lib/meta";
import * as contactMl from "~/content/contact.ml";
import * as newsletterMl from "~/content/newsletter.ml";
import { contactMessages, emailOutbox, newsletterSubscribers } from "~/db/schema";
import type { ContactActionData } from "~/lib/contact/schema";
import type { NewsletterResult } from "~/lib/newsletter/schema";
import { addContactMessage, addUser, signedInCookie } from "~/testing/factories.server";
import { action as contactAction } from "~/routes/contact";
import { action as subscribeAction } from "~/routes/newsletter";
import { loader as confirmLoader } from "~/routes/newsletter-confirm";
import { loader as messageLoader } from "~/routes/staff/message";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { behindConsole, callRoute, formPost, routeContext } from "./support/routes";

let counter = 0;
const address = () => `198.51.100.${++counter}`;

describe("contact and newsletter from Malayalam pages", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const mailTo = (to: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));

  it("answers the contact form in Malayalam, stores its language and acknowledges in Malayalam", async () => {
    const post = (fields: Record<string, string>) =>
      callRoute<ContactActionData>(
        contactAction as never,
        formPost("/ml/contact", fields),
        routeContext(database.db, address()),
      );
    const invalid = await post({ firstName: "", email: "anjali@" });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({
      status: "invalid",
      fieldErrors: { firstName: "പേര് നിർബന്ധമാണ്", email: "ഇമെയിൽ വിലാസം ശരിയല്ല" },
    });

    const email = `anjali.${randomUUID().slice(0, 8)}@customer.test`;
    const sent = await post({
      firstName: "Anjali",
      lastName: "Nair",
      email,
      subject: "കടയ്ക്ക് CCTV",
      message: "നാല് ക്യാമറകൾ വേണം.",
      submissionId: randomUUID(),
    });
    expect(sent).toMatchObject({ status: 200, data: { status: "sent" } });
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored?.locale).toBe("ml");
    const [acknowledgement] = await mailTo(email);
    expect(acknowledgement?.subject).toBe(`നിങ്ങളുടെ സന്ദേശം ലഭിച്ചു (#${stored?.id}) — Anantha IT Solutions`);
    expect(acknowledgement?.textBody).toContain("നമസ്കാരം Anjali,");
    // Staff's notification stays English.
    const [notification] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "contact.staff"))
      .orderBy(asc(emailOutbox.id));
    expect(notification?.textBody).toContain("New message #");
  });

  it("says when the visitor is sending too many messages, in Malayalam", async () => {
    const ip = address();
    const post = () =>
      callRoute<ContactActionData>(
        contactAction as never,
        formPost("/ml/contact", {
          firstName: "Anjali",
          lastName: "Nair",
          email: `a.${randomUUID().slice(0, 8)}@customer.test`,
          subject: "Wi-Fi",
          message: "Wi-Fi പ്രശ്നം",
          submissionId: randomUUID(),
        }),
        routeContext(database.db, ip),
      );
    let answer = await post();
    for (let sent = 1; answer.status === 200 && sent < 20; sent += 1) answer = await post();
    expect(answer.status).toBe(429);
    expect(answer.data).toMatchObject({ status: "error", message: expect.stringContaining("മിനിറ്റ്") });
    expect(contactMl.contactMessages.rateLimited(10)).toContain("10 മിനിറ്റ്");
  });

  it("signs up from the Malayalam box: Malayalam answer and email, confirmation link under /ml", async () => {
    const email = `vayanakkaran.${randomUUID().slice(0, 8)}@customer.test`;
    const result = await callRoute<NewsletterResult>(
      subscribeAction as never,
      formPost("/ml/newsletter", { email, source: "footer", returnTo: "/ml/blog" }),
      routeContext(database.db, address()),
    );
    expect(result.data).toEqual({
      ok: true,
      message: newsletterMl.newsletterCopy.messages.checkInbox,
      returnTo: "/ml/blog",
    });
    const [subscriber] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(subscriber?.locale).toBe("ml");
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Anantha IT Solutions ന്യൂസ്‌ലെറ്റർ സബ്സ്ക്രിപ്ഷൻ ദയവായി സ്ഥിരീകരിക്കുക");
    const confirmLink = /https?:\/\/\S+\/ml\/newsletter\/confirm\?token=[\w.-]+/.exec(mail?.textBody ?? "")?.[0];
    expect(confirmLink).toBeDefined();
    expect(mail?.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/\/ml\/newsletter\/unsubscribe\?token=/),
    });
    // The link opens the Malayalam page, with its Malayalam words and its /ml canonical.
    const url = new URL(confirmLink ?? "");
    const opened = await callRoute<{ state: string; outcomes: { ready: string }; meta: unknown[] }>(
      confirmLoader as never,
      new Request(`http://localhost${url.pathname}${url.search}`),
      routeContext(database.db),
    );
    expect(opened.data.state).toBe("ready");
    expect(opened.data.outcomes.ready).toBe(newsletterMl.newsletterCopy.confirm.ready);
    expect(metaTags(opened.data.meta as never)).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/ml\/newsletter\/confirm$/) }),
    );

    const invalid = await callRoute<NewsletterResult>(
      subscribeAction as never,
      formPost("/ml/newsletter", { email: "not-an-address" }),
      routeContext(database.db, address()),
    );
    expect(invalid).toMatchObject({ status: 400, data: { ok: false, message: "ഇമെയിൽ വിലാസം ശരിയല്ല" } });
  });

  it("shows staff the language a message was written from", async () => {
    const staff = await addUser(database.db, "staff", "Meera Staff");
    const cookie = await signedInCookie(database.db, staff);
    const id = await addContactMessage(database.db, {}, { locale: "ml" });
    const page = (await behindConsole(messageLoader)({
      request: new Request(`http://localhost/staff/messages/${id}`, { headers: { cookie } }),
      context: routeContext(database.db),
      params: { id: String(id) },
    } as never)) as { message: { locale: string } };
    expect(page.message.locale).toBe("ml");
  });
});
