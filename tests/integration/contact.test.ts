// The /contact route's action against PGlite and PostgreSQL: what is stored, what is queued for
// email, and how every kind of bad or hostile request is answered (never with a 500).
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { contactMessages, emailOutbox } from "~/db/schema";
import { contactHandler } from "~/lib/contact/contact.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import type { ContactActionData } from "~/lib/contact/schema";
import { action, loader } from "~/routes/contact";
import { closedDatabase, createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { callRoute, formPost, routeContext } from "./support/routes";

let counter = 0;
function uniqueAddress() {
  counter += 1;
  return `203.0.113.${counter}`;
}

function validFields(overrides: Record<string, string> = {}) {
  return {
    firstName: "Anjali",
    lastName: "Nair",
    email: `anjali.${randomUUID().slice(0, 8)}@customer.test`,
    phone: "+91 98470 12345",
    company: "Nair Textiles",
    subject: "CCTV for our shop",
    message: "We need four cameras at our Kazhakkoottam shop.",
    submissionId: randomUUID(),
    ...overrides,
  };
}

describe.each(databaseKinds)("contact action on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function post(fields: Record<string, string>, ip = uniqueAddress()) {
    return callRoute<ContactActionData>(action as never, formPost("/contact", fields), routeContext(database.db, ip));
  }

  async function storedFor(email: string) {
    return database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
  }

  async function mailFor(to: string) {
    return database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.id));
  }

  it("stores a valid message and queues the staff notification and the acknowledgement with it", async () => {
    const fields = validFields({
      firstName: "  Anjali ",
      email: ` ${validFields().email.toUpperCase()} `,
      subject: "Urgent\r\nBcc: victim@elsewhere.test",
      message: "Line one\r\nLine two <b>bold</b>'; drop table contact_messages; --",
    });
    const email = fields.email.trim().toLowerCase();
    const result = await post(fields);
    expect(result).toMatchObject({ status: 200, data: { status: "sent" } });

    const [stored] = await storedFor(email);
    expect(stored).toMatchObject({
      firstName: "Anjali",
      email,
      subject: "Urgent Bcc: victim@elsewhere.test",
      message: "Line one\nLine two <b>bold</b>'; drop table contact_messages; --",
      submissionId: fields.submissionId,
      userAgent: "integration-test",
    });

    const [staff] = await mailFor(site.email);
    const staffMail = (
      await database.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.subject} like ${`Contact #${stored!.id}:%`}`)
    )[0];
    expect(staff).toBeDefined();
    expect(staffMail).toMatchObject({
      kind: "contact.staff",
      toAddress: site.email,
      replyTo: email,
      status: "pending",
    });
    expect(staffMail!.subject).not.toMatch(/[\r\n]/);
    expect(staffMail!.textBody).toContain("Line two <b>bold</b>");
    // Visitor text is escaped in the HTML version.
    expect(staffMail!.htmlBody).toContain("Line two &lt;b&gt;bold&lt;/b&gt;");
    expect(staffMail!.htmlBody).not.toContain("<b>bold</b>");

    const ack = await mailFor(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]).toMatchObject({ kind: "contact.acknowledgement", status: "pending" });
    expect(ack[0]!.textBody).toContain(`#${stored!.id}`);
    expect(ack[0]!.textBody).not.toContain("drop table");
  });

  it("returns the spec's messages and what was typed when fields are missing or wrong", async () => {
    const result = await post({
      firstName: "",
      lastName: " ",
      email: "not-an-email",
      subject: "",
      message: "",
      company: "<i>Co</i>",
    });
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      fieldErrors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Invalid email address",
        subject: "Subject is required",
        message: "Message is required",
      },
      values: {
        firstName: "",
        lastName: " ",
        email: "not-an-email",
        phone: "",
        company: "<i>Co</i>",
        subject: "",
        message: "",
      },
    });
    const tooLong = await post(validFields({ message: "x".repeat(5001) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({ fieldErrors: { message: "Message must be at most 5,000 characters" } });
  });

  it("accepts a filled honeypot silently without storing or mailing anything", async () => {
    const fields = validFields({ website: "https://cheap-pills.test" });
    const result = await post(fields);
    expect(result).toMatchObject({ status: 200, data: { status: "sent" } });
    expect(await storedFor(fields.email)).toHaveLength(0);
    expect(await mailFor(fields.email)).toHaveLength(0);
  });

  it("stores a repeated post of the same form once (double click, browser re-post)", async () => {
    const fields = validFields();
    const ip = uniqueAddress();
    const [first, second] = await Promise.all([post(fields, ip), post(fields, ip)]);
    expect(first.data).toEqual({ status: "sent" });
    expect(second.data).toEqual({ status: "sent" });
    expect(await storedFor(fields.email)).toHaveLength(1);
    expect(await mailFor(fields.email)).toHaveLength(1);
    // A new form (new submissionId) is a new message.
    await post({ ...fields, submissionId: randomUUID() }, ip);
    expect(await storedFor(fields.email)).toHaveLength(2);
    // A malformed id is not trusted: the key is derived from the message instead.
    await post({ ...fields, submissionId: "'; drop table x; --" }, ip);
    expect(await storedFor(fields.email)).toHaveLength(3);
  });

  it("recognises a form sent again without a key (no JavaScript: reload after sending)", async () => {
    const { submissionId: _none, ...fields } = validFields();
    const ip = uniqueAddress();
    await post(fields, ip);
    await post(fields, ip);
    expect(await storedFor(fields.email)).toHaveLength(1);
    // Another message from the same person is a new one.
    await post({ ...fields, message: `${fields.message} And one more thing.` }, ip);
    expect(await storedFor(fields.email)).toHaveLength(2);
  });

  it("limits each address to 5 messages per 10 minutes with a 429 and a clear message", async () => {
    const ip = uniqueAddress();
    for (let i = 0; i < 5; i++) expect((await post(validFields(), ip)).status).toBe(200);
    const blocked = await post(validFields({ firstName: "Sixth" }), ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(blocked.data).toMatchObject({ status: "error", values: { firstName: "Sixth" } });
    expect((blocked.data as { message: string }).message).toMatch(/wait about 10 minutes/);
    // Typing mistakes are not counted, and other addresses are not affected.
    expect((await post({ firstName: "" }, ip)).status).toBe(400);
    expect((await post(validFields())).status).toBe(200);
  });

  it("answers malformed requests with 4xx, never a 500", async () => {
    const context = routeContext(database.db, uniqueAddress());
    const send = (body: BodyInit | null, headers: Record<string, string>) =>
      callRoute<ContactActionData>(
        action as never,
        new Request("http://localhost/contact", { method: "POST", body, headers, duplex: "half" } as RequestInit),
        context,
      );
    expect((await send(JSON.stringify(validFields()), { "content-type": "application/json" })).status).toBe(415);
    expect((await send("firstName=A", { "content-type": "text/plain" })).status).toBe(415);
    expect((await send(null, {})).status).toBe(415);
    expect(
      (await send(`message=${"x".repeat(100_000)}`, { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(413);
    expect((await send("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" })).status).toBe(400);
    expect((await send("", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(400);
    // Invalid UTF-8 and NUL bytes are cleaned, not fatal (PostgreSQL would reject a NUL).
    const bytes = new TextEncoder().encode(
      `firstName=%FF%FE&lastName=N%00air&email=nul.${randomUUID().slice(0, 6)}@customer.test&subject=%C3%28&message=a%00b`,
    );
    const odd = await send(bytes, { "content-type": "application/x-www-form-urlencoded" });
    expect(odd.status).toBe(200);
    const multipart = new FormData();
    for (const [name, value] of Object.entries(validFields())) multipart.set(name, value);
    expect((await send(multipart, {})).status).toBe(200);
  });

  it("keeps what was typed and answers 503 when the database is unavailable", async () => {
    const outcome = await handleForm(contactHandler, {
      request: formPost("/contact", validFields({ firstName: "Kept" })),
      db: await closedDatabase(),
      clientAddress: "198.51.100.99",
      env: { STAFF_EMAIL: site.email, RATE_LIMIT_MULTIPLIER: 1 },
      session: async () => null,
    });
    expect(outcome).toMatchObject({
      type: "data",
      status: 503,
      body: { status: "error", values: { firstName: "Kept" } },
    });
    // Opening (then closing) a database to stand for one that went away is slow on a busy machine.
  }, 30_000);

  it("prefills subject and message from the link, with nothing per visitor in the page's data", async () => {
    const request = new Request("http://localhost/contact?subject=Printer%20offline&message=Since%20Monday");
    const first = await callRoute<{ prefill: object; formCopy: object; meta: unknown[] }>(
      loader as never,
      request,
      routeContext(database.db),
    );
    expect(first.data.prefill).toEqual({ subject: "Printer offline", message: "Since Monday" });
    // Everything else is the same for every visitor: static regions (kept on the server for a
    // document request), the form's words and the meta tags.
    const other = await callRoute<typeof first.data>(
      loader as never,
      new Request("http://localhost/contact"),
      routeContext(database.db),
    );
    expect({ ...first.data, prefill: null }).toEqual({ ...other.data, prefill: null });
  });
});
