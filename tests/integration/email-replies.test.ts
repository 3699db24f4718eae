// Replies by email against PGlite and PostgreSQL: real emails sent with nodemailer into
// the SMTP listener on a free port, processed by the due-jobs runner as in production. A customer's
// reply and a staff member's answer land in the right thread (quotes and signature stripped,
// attachments by the ticket rules); the same message delivered twice — to one server or two — is
// recorded once; forged senders, wrong tokens and machine mail post nothing; mail to the plain
// support address gets one automatic answer a day; too big a message, foreign recipients and too
// many recipients are refused at the SMTP level.
import { and, eq, inArray } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, inboundMail, storedFiles, ticketEvents, tickets } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import type { SignedInUser } from "~/lib/forms/pipeline.server";
import { sweepOldInboundMail } from "~/lib/inbound/retention.server";
import { type InboundSmtpListener, startInboundSmtp } from "~/lib/inbound/smtp-listener.server";
import { storeInboundMail } from "~/lib/inbound/store.server";
import { type JobRegistry, runDueJobs } from "~/lib/jobs/worker.server";
import { openTicket } from "~/lib/tickets/customer-tickets.server";
import { registerTicketEmailReplies } from "~/lib/tickets/email-replies.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { isSupportAddress } from "~/lib/tickets/reply-address.server";
import { refusedSamples, samples } from "../support/file-samples";
import { addUser } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const env = getEnv();
const MAX_BYTES = 200_000;
/** The overall hourly cap on automatic answers to unknown senders, small so the test floods it quickly. */
const AUTO_REPLIES_PER_HOUR = 4;
const silent = { log() {}, warn() {}, error() {} };

describe.each(databaseKinds)("replies by email on %s", (kind) => {
  let database: TestDatabase;
  let listener: InboundSmtpListener;
  let second: InboundSmtpListener;
  let asha: SignedInUser;
  let ravi: SignedInUser;
  let deepa: SignedInUser;
  let ticket: { id: number; number: string };
  let customerReplyTo: string;
  let deskReplyTo: string;
  const registry: JobRegistry = new Map();

  const listen = () =>
    startInboundSmtp({
      db: database.db,
      port: 0,
      host: "127.0.0.1",
      maxBytes: MAX_BYTES,
      maxRecipients: 3,
      acceptRecipient: (address) => isSupportAddress(env.INBOUND_ADDRESS, address),
      log: silent,
    });

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolSize: 6 });
    asha = await addUser(database.db, "customer", "Asha Nair", { email: "asha@customer.test" });
    ravi = await addUser(database.db, "customer", "Ravi Menon", { email: "ravi@customer.test" });
    deepa = await addUser(database.db, "staff", "Deepa Agent", { email: "deepa@ananthait.test" });
    const opened = await openTicket(
      database.db,
      asha,
      {
        subject: "Printer offline",
        description: "It stopped.",
        priority: "medium",
        type: "hardware",
        device: "",
        location: "",
      },
      { submissionId: crypto.randomUUID(), source: "web", staffEmail: env.STAFF_EMAIL, publicUrl: env.PUBLIC_URL },
    );
    ticket = { id: opened!.id, number: opened!.number };
    const sent = await database.db.select().from(emailOutbox);
    customerReplyTo = sent.find((mail) => mail.kind === "ticket.customer-opened")!.replyTo!;
    deskReplyTo = sent.find((mail) => mail.kind === "ticket.staff-new")!.replyTo!;
    registerTicketEmailReplies({ ...env, INBOUND_AUTO_REPLIES_PER_HOUR: AUTO_REPLIES_PER_HOUR }, registry);
    listener = await listen();
    second = await listen();
  });
  afterAll(async () => {
    await listener?.stop();
    await second?.stop();
    await database?.destroy();
  });

  function send(message: SendMailOptions, port = listener.port) {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    return transport.sendMail(message).finally(() => transport.close());
  }

  /** Runs the due jobs as a server's worker would, until none is left. */
  async function processAll() {
    const quiet = { ...silent, info() {} } as unknown as Console;
    while ((await runDueJobs(database.db, registry, undefined, quiet)).claimed > 0) {}
  }

  async function inboundRow(messageId: string) {
    const [row] = await database.db
      .select({ status: inboundMail.status, reason: inboundMail.reason, eventId: inboundMail.eventId })
      .from(inboundMail)
      .where(eq(inboundMail.messageKey, messageId.toLowerCase()));
    return row;
  }

  const emailEvents = () =>
    database.db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticket.id), eq(ticketEvents.channel, "email")));

  it("puts the ticket's signed reply addresses on the customer's and the desk's emails", () => {
    expect(customerReplyTo).toMatch(/^support\+t[0-9a-z]+\.c[0-9a-z]+\.[0-9a-f]{20}@ananthait\.in$/);
    expect(deskReplyTo).toMatch(/^support\+t[0-9a-z]+\.s0\.[0-9a-f]{20}@ananthait\.in$/);
  });

  it("posts a customer's reply into the thread: quotes and signature stripped, files by the ticket rules", async () => {
    const messageId = `<reply-1.${kind}@customer.test>`;
    const info = await send({
      from: "Asha Nair <Asha@Customer.test>",
      to: customerReplyTo,
      subject: `Re: [${ticket.number}] We received your ticket`,
      messageId,
      text: [
        "The printer prints again, thank you!",
        "",
        "-- ",
        "Asha Nair, Nair Traders",
        "",
        "On Mon, 23 Nov 2026 at 10:04, Anantha IT <support@ananthait.in> wrote:",
        "> Hello Asha,",
        "> we received your ticket.",
      ].join("\n"),
      attachments: [
        { filename: "screen.png", content: Buffer.from(samples.png) },
        { filename: "setup.exe", content: Buffer.from(refusedSamples.exe) },
        // A program named as a PDF: the bytes decide, not the name.
        { filename: "invoice.pdf", content: Buffer.from(refusedSamples.exe) },
      ],
    });
    expect(info.response).toMatch(/^250 /);
    await processAll();
    const events = await emailEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "customer_reply", actorUserId: asha.id, internal: false });
    expect(events[0]!.body).toMatch(
      /^The printer prints again, thank you!\n\n\[Not attached: setup\.exe, invoice\.pdf\./,
    );
    expect(events[0]!.body).not.toContain("Hello Asha");
    expect(events[0]!.body).not.toContain("Nair Traders");
    const files = await database.db
      .select({ fileName: storedFiles.fileName, kind: storedFiles.kind })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, String(events[0]!.id)));
    expect(files).toEqual([{ fileName: "screen.png", kind: "png" }]);
    expect(await inboundRow(messageId)).toMatchObject({ status: "posted", eventId: events[0]!.id });
    // The desk hears of it as of a reply on the page.
    const [toDesk] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "ticket.staff-customer-reply"));
    expect(toDesk!.textBody).toContain("The printer prints again");
  });

  it("records a message delivered twice — again, or to a second server — once", async () => {
    const messageId = `<reply-2.${kind}@customer.test>`;
    const message = {
      from: asha.email,
      to: customerReplyTo,
      subject: "Re: again",
      messageId,
      text: "One more thing: the toner is low.",
    };
    const [first, again, elsewhere] = await Promise.all([send(message), send(message), send(message, second.port)]);
    for (const info of [first, again, elsewhere]) expect(info.response).toMatch(/^250 /);
    await processAll();
    const rows = await database.db.select().from(inboundMail).where(eq(inboundMail.messageKey, messageId));
    expect(rows).toHaveLength(1);
    const posted = (await emailEvents()).filter((event) => event.body === "One more thing: the toner is low.");
    expect(posted).toHaveLength(1);
  });

  it("posts a staff member's emailed answer as a public reply, emailed to the customer", async () => {
    const messageId = `<staff-1.${kind}@ananthait.test>`;
    await send({
      from: deepa.email,
      to: deskReplyTo,
      subject: `Re: [${ticket.number}] New Medium ticket`,
      messageId,
      html: '<div>Please try the new driver, Asha.</div><div class="gmail_quote">On Mon wrote: old stuff</div>',
    });
    await processAll();
    const [event] = (await emailEvents()).filter((row) => row.kind === "staff_reply");
    expect(event).toMatchObject({ actorUserId: deepa.id, internal: false, body: "Please try the new driver, Asha." });
    const toCustomer = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "ticket.reply"), eq(emailOutbox.toAddress, asha.email)));
    expect(toCustomer.map((mail) => mail.textBody).join()).toContain("Please try the new driver, Asha.");
    const [row] = await database.db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.status).toBe("open");
  });

  it("posts nothing for a forged From, another customer, or a token that does not verify", async () => {
    const before = (await emailEvents()).length;
    const outboxBefore = (await database.db.select().from(emailOutbox)).length;
    await send({ from: ravi.email, to: customerReplyTo, subject: "x", messageId: `<forged-1.${kind}@x>`, text: "hi" });
    // A customer's address cannot post as staff through the desk's token either.
    await send({ from: asha.email, to: deskReplyTo, subject: "x", messageId: `<forged-2.${kind}@x>`, text: "hi" });
    const tampered = customerReplyTo.replace(/\.([0-9a-f])/, (_, digit: string) => `.${digit === "0" ? "1" : "0"}`);
    await send({ from: asha.email, to: tampered, subject: "x", messageId: `<forged-3.${kind}@x>`, text: "hi" });
    await processAll();
    expect(await emailEvents()).toHaveLength(before);
    expect(await inboundRow(`<forged-1.${kind}@x>`)).toMatchObject({ status: "ignored", reason: "forged-sender" });
    expect(await inboundRow(`<forged-2.${kind}@x>`)).toMatchObject({ status: "ignored", reason: "forged-sender" });
    expect(await inboundRow(`<forged-3.${kind}@x>`)).toMatchObject({ status: "ignored", reason: "invalid-token" });
    // No answer either: it would go to whoever the From names, who may not have sent it.
    expect(await database.db.select().from(emailOutbox)).toHaveLength(outboxBefore);
  });

  it("answers mail for the plain support address once a day per sender, marked as an auto-reply", async () => {
    const stranger = `stranger.${kind}@elsewhere.test`;
    await send({ from: stranger, to: "support@ananthait.in", subject: "Help", messageId: `<u1.${kind}@e>`, text: "?" });
    await send({
      from: stranger,
      to: "support@ananthait.in",
      subject: "Help!",
      messageId: `<u2.${kind}@e>`,
      text: "??",
    });
    // The same sender with their address in capitals is still the same sender.
    await send({
      from: stranger.toUpperCase(),
      to: "support@ananthait.in",
      subject: "Help!!",
      messageId: `<u3.${kind}@e>`,
      text: "???",
    });
    await processAll();
    expect(await inboundRow(`<u1.${kind}@e>`)).toMatchObject({ status: "auto_replied", reason: "no-ticket" });
    expect(await inboundRow(`<u2.${kind}@e>`)).toMatchObject({ status: "ignored" });
    expect(await inboundRow(`<u3.${kind}@e>`)).toMatchObject({
      status: "ignored",
      reason: "auto-reply-limit:no-ticket",
    });
    const answers = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, stranger));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.headers).toMatchObject({ "Auto-Submitted": "auto-replied" });
    expect(answers[0]!.textBody).toContain(`${env.PUBLIC_URL}/account/tickets/new`);
    const opened = await database.db.select().from(tickets);
    expect(opened).toHaveLength(1);
  });

  it("caps automatic answers to unknown senders per hour, with several servers: the rest is stored and not answered", async () => {
    // Forged senders, one message each (the per-sender limit never bites), into both listeners.
    const flood = Array.from({ length: AUTO_REPLIES_PER_HOUR + 4 }, (_, index) =>
      send(
        {
          from: `forged-${index}.${kind}@spoofed.test`,
          to: "support@ananthait.in",
          subject: "Hello",
          messageId: `<flood-${index}.${kind}@spoofed.test>`,
          text: "?",
        },
        index % 2 === 0 ? listener.port : second.port,
      ),
    );
    for (const info of await Promise.all(flood)) expect(info.response).toMatch(/^250 /);
    // Two servers' workers at once: the count lives in the database, not in either process.
    await Promise.all([processAll(), processAll()]);
    const unknownAnswers = await database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "inbound.auto-reply"));
    const known = new Set([asha.email, ravi.email, deepa.email]);
    // The earlier stranger's answer counts within the same hour.
    expect(unknownAnswers.filter((row) => !known.has(row.to))).toHaveLength(AUTO_REPLIES_PER_HOUR);
    const rows = await database.db
      .select({ status: inboundMail.status, reason: inboundMail.reason })
      .from(inboundMail)
      .where(
        inArray(
          inboundMail.mailFrom,
          [...Array(AUTO_REPLIES_PER_HOUR + 4).keys()].map((index) => `forged-${index}.${kind}@spoofed.test`),
        ),
      );
    expect(rows).toHaveLength(AUTO_REPLIES_PER_HOUR + 4);
    expect(rows.filter((row) => row.status === "auto_replied")).toHaveLength(AUTO_REPLIES_PER_HOUR - 1);
    expect(rows.filter((row) => row.reason === "auto-reply-cap:no-ticket")).toHaveLength(5);
    // A customer with an account is still answered past the cap.
    await send({
      from: ravi.email,
      to: "support@ananthait.in",
      subject: "Hi",
      messageId: `<known.${kind}@c>`,
      text: "?",
    });
    await processAll();
    expect(await inboundRow(`<known.${kind}@c>`)).toMatchObject({ status: "auto_replied", reason: "no-ticket" });
  });

  it("never posts or answers machine mail: auto-replies, bulk and list mail, mailer daemons", async () => {
    const outboxBefore = (await database.db.select().from(emailOutbox)).length;
    const eventsBefore = (await emailEvents()).length;
    const cases: [string, SendMailOptions][] = [
      ["auto-submitted", { from: asha.email, to: customerReplyTo, headers: { "Auto-Submitted": "auto-replied" } }],
      ["precedence", { from: `robot.${kind}@x.test`, to: "support@ananthait.in", headers: { Precedence: "bulk" } }],
      ["list", { from: `news.${kind}@x.test`, to: "support@ananthait.in", headers: { "List-Id": "<news.x.test>" } }],
      ["sender", { from: "MAILER-DAEMON@mx.x.test", to: "support@ananthait.in" }],
    ];
    for (const [name, message] of cases) {
      await send({ ...message, subject: "Out of office", messageId: `<loop-${name}.${kind}@x>`, text: "I am away." });
    }
    await processAll();
    for (const [name] of cases) {
      expect((await inboundRow(`<loop-${name}.${kind}@x>`))?.reason).toBe(`automated:${name}`);
    }
    expect(await emailEvents()).toHaveLength(eventsBefore);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(outboxBefore);
  });

  it("refuses too big a message (552), foreign recipients (550) and too many recipients (452)", async () => {
    const big = send({
      from: asha.email,
      to: customerReplyTo,
      subject: "big",
      messageId: `<big.${kind}@x>`,
      text: "x".repeat(MAX_BYTES + 10_000),
    });
    await expect(big).rejects.toMatchObject({ responseCode: 552 });
    expect(await inboundRow(`<big.${kind}@x>`)).toBeUndefined();

    await expect(send({ from: asha.email, to: "hello@ananthait.in", text: "x" })).rejects.toMatchObject({
      responseCode: 550,
    });
    const many = await send({
      from: asha.email,
      to: ["support+a@ananthait.in", "support+b@ananthait.in", "support+c@ananthait.in", "support+d@ananthait.in"],
      messageId: `<many.${kind}@x>`,
      text: "x",
    });
    expect(many.rejected).toEqual(["support+d@ananthait.in"]);
    const [row] = await database.db
      .select({ rcptTo: inboundMail.rcptTo })
      .from(inboundMail)
      .where(inArray(inboundMail.messageKey, [`<many.${kind}@x>`]));
    expect(row!.rcptTo).toHaveLength(3);
  });

  it("answers a reply to a closed ticket once, pointing to a new ticket, and posts nothing", async () => {
    const actor = { id: deepa.id, name: deepa.fullName };
    const [current] = await database.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, ticket.id));
    await appendTicketEvent(
      database.db,
      ticket.id,
      { kind: "status", actor, fromValue: current!.status, toValue: "closed" },
      { status: "closed" },
    );
    const before = (await emailEvents()).length;
    await send({
      from: asha.email,
      to: customerReplyTo,
      subject: "Re: x",
      messageId: `<closed.${kind}@x>`,
      text: "Back again",
    });
    await processAll();
    expect(await emailEvents()).toHaveLength(before);
    expect(await inboundRow(`<closed.${kind}@x>`)).toMatchObject({ status: "auto_replied", reason: "ticket-closed" });
    const [answer] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "inbound.auto-reply"), eq(emailOutbox.toAddress, asha.email)));
    expect(answer!.textBody).toContain(`Ticket ${ticket.number} is closed`);
    expect(answer!.textBody).toContain(`${env.PUBLIC_URL}/account/tickets/new`);
  });

  it("keeps received mail 90 days: two servers sweeping at once delete each older message once", async () => {
    const now = new Date();
    const day = 24 * 60 * 60_000;
    const stored = await Promise.all(
      [91, 90, 89].map((age) =>
        storeInboundMail(database.db, new TextEncoder().encode(`Message-ID: <aged-${age}.${kind}@x>\r\n\r\nOld\r\n`), {
          mailFrom: "someone@elsewhere.test",
          rcptTo: [env.INBOUND_ADDRESS],
        }).then(async ({ id }) => {
          await database.db
            .update(inboundMail)
            .set({ receivedAt: new Date(now.getTime() - age * day) })
            .where(eq(inboundMail.id, id));
          return id;
        }),
      ),
    );
    const everyOtherMessage = await database.db.select({ id: inboundMail.id }).from(inboundMail);
    const [first, second] = await Promise.all([
      sweepOldInboundMail(database.db, { now, batchSize: 1 }),
      sweepOldInboundMail(database.db, { now, batchSize: 1 }),
    ]);
    expect(first + second).toBe(2);
    const left = await database.db.select({ id: inboundMail.id }).from(inboundMail);
    expect(left.map((row) => row.id).sort()).toEqual(
      everyOtherMessage
        .map((row) => row.id)
        .filter((id) => id !== stored[0] && id !== stored[1])
        .sort(),
    );
    // A processing job whose message is gone finishes without doing anything.
    await processAll();
  });
});
