// Two app servers on one PostgreSQL behind HAProxy (the deployment guide's configuration): what one
// server does, the other sees (a session, a ticket and its file); rate limits count the client's
// real address, which only HAProxy may state; the work every server polls for — the outbox, due
// jobs, newsletter sending, mail received through HAProxy — happens once; and the two servers,
// started together on an empty database, applied each migration once.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { and, asc, count, eq, inArray, isNotNull, like, sql } from "drizzle-orm";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, defaultMigrationsFolder, openDatabase } from "~/db/client.server";
import {
  contactMessages,
  contractEvents,
  dueJobs,
  emailOutbox,
  inboundMail,
  newsletterDeliveries,
  newsletterIssues,
  rateLimits,
  sessions,
  ticketEvents,
  tickets,
  users,
  visitEvents,
  visits,
} from "~/db/schema";
import { hashPassword } from "~/lib/auth/password.server";
import { CONTRACT_JOB_KIND } from "~/lib/contracts/contracts.server";
import { sendEmail } from "~/lib/email/outbox.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { scheduleIssueSend } from "~/lib/newsletter/send-job.server";
import { PREVENTIVE_VISITS_JOB_KIND } from "~/lib/visits/visits.server";
import { addConfirmedSubscriber, addContract, addUser, openTicket, signedInSession } from "~/testing/factories.server";
import { CLUSTER_SECRET, type Cluster, startCluster } from "../support/cluster";
import { samples } from "../support/file-samples";
import { haproxyUnavailableReason } from "../support/haproxy";
import { multipartBody } from "../support/multipart";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { createPostgresDatabase, postgresUrl } from "./support/database";

const skip = !postgresUrl || haproxyUnavailableReason() !== null;
/** Short polls: the servers' workers find queued work within a fraction of a second. */
const POLL_MS = "200";
/** The servers' own settings the test writes with (cookies, signed links). */
const clusterEnv = { APP_SECRET: CLUSTER_SECRET, NODE_ENV: "production" as const };

let cluster: Cluster | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
let handle: DatabaseHandle | undefined;
let sink: SmtpSink | undefined;

beforeAll(async () => {
  if (skip) return;
  sink = await startSmtpSink();
  database = await createPostgresDatabase();
  // Together on the empty database (startCluster's default): both race to migrate it.
  cluster = await startCluster({
    databaseUrl: database.url,
    env: {
      SMTP_URL: sink.url,
      OUTBOX_POLL_INTERVAL_MS: POLL_MS,
      JOBS_POLL_INTERVAL_MS: POLL_MS,
      RATE_LIMIT_MULTIPLIER: "1",
    },
    inbound: true,
  });
  handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
});
afterAll(async () => {
  await cluster?.stop();
  await handle?.close();
  await sink?.stop();
  await database?.drop();
});

function setup() {
  if (!cluster || !handle || !sink) throw new Error("no cluster");
  return { cluster, db: handle.db, sink };
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string; servedBy: string };
type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (127.0.0.3, 127.0.0.4…: loopback aliases), as two machines would differ. */
  localAddress?: string;
};

/** One request on a fresh connection (node:http/https, so the client's address can be chosen). */
function send(url: string, { method = "GET", headers = {}, body, localAddress }: RequestOptions = {}): Promise<Reply> {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method, headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: bytes,
          text: bytes.toString("utf8"),
          servedBy: String(response.headers["x-served-by"] ?? ""),
        });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** A form post as a browser on the site sends it (its Origin is the site's). */
function postForm(url: string, fields: Record<string, string>, options: RequestOptions = {}) {
  const origin = setup().cluster.url;
  return send(url, {
    ...options,
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded", ...options.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Repeats a request through the load balancer until `server` answers it (round robin: the next one or so). */
async function answeredBy(server: string, request: () => Promise<Reply>): Promise<Reply> {
  for (let tries = 0; tries < 8; tries++) {
    const reply = await request();
    if (reply.servedBy === server) return reply;
  }
  throw new Error(`${server} never answered`);
}

const otherThan = (server: string) => (server === "app1" ? "app2" : "app1");

/** The `Cookie` header for the cookies a response set (those not being cleared). */
function cookiesOf(reply: Reply): string {
  return (reply.headers["set-cookie"] ?? [])
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Polls `check` every 50 ms until it answers something other than undefined; fails after `timeoutMs`. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the outbox has nothing left to deliver (every row sent or dead). */
async function outboxDelivered() {
  const { db } = setup();
  await eventually("the outbox to drain", async () => {
    const [row] = await db
      .select({ waiting: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ["pending", "sending"]));
    return row?.waiting === 0 ? true : undefined;
  });
}

const bareMessageId = (id: string) => id.replace(/^<|>$/g, "").toLowerCase();

/** How many times the sink received each Message-ID. */
function receivedCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of setup().sink.messages) {
    const id = bareMessageId(mail.messageId);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

// Shared by the tests below: the customer's ticket opened over HTTP (its reply address is used by
// the inbound test) and the server that opened it.
let customer: { id: number; email: string; fullName: string } | undefined;
let webTicket: { number: string; openedOn: string } | undefined;

it.skipIf(skip)("answers through the load balancer from both servers", async () => {
  const { cluster } = setup();
  const servedBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const reply = await send(`${cluster.url}/`);
    expect(reply.status).toBe(200);
    servedBy.add(reply.servedBy);
  }
  expect([...servedBy].sort()).toEqual(["app1", "app2"]);
});

it.skipIf(skip)("ran each migration once, though both servers started together on the empty database", async () => {
  const { db } = setup();
  const journal = JSON.parse(await readFile(path.join(defaultMigrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const applied = (await db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { hash: string }[];
  };
  expect(applied.rows).toHaveLength(journal.entries.length);
  expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
});

it.skipIf(skip)("a session, a ticket and its file made on one server are seen on the other", async () => {
  const { cluster, db } = setup();
  const password = "correct horse battery staple";
  const user = await addUser(db, "customer", "Asha Nair", { email: `asha.${randomUUID().slice(0, 6)}@customer.test` });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, user.id));
  customer = user;

  // Signed in for real, through the form pipeline, by whichever server HAProxy picks.
  const login = await postForm(
    `${cluster.url}/login`,
    { email: user.email, password, redirectTo: "/account" },
    { localAddress: "127.0.0.5" },
  );
  expect(login.status).toBe(302);
  expect(login.headers.location).toBe("/account");
  const cookie = cookiesOf(login);
  expect(cookie).toMatch(/__Host-/);
  const signedInOn = login.servedBy;
  const other = otherThan(signedInOn);
  const account = await answeredBy(other, () => send(`${cluster.url}/account`, { headers: { cookie } }));
  expect(account.status).toBe(200);
  expect(account.text).toContain(user.fullName);
  // The session records the client's address, not HAProxy's.
  const [session] = await db
    .select({ ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  expect(session?.ipAddress).toBe("127.0.0.5");

  // A ticket with a file, opened on one server…
  const { body, contentType } = multipartBody([
    { name: "subject", value: "Server room UPS beeping" },
    { name: "description", value: "The UPS beeps every minute since the power cut." },
    { name: "priority", value: "high" },
    { name: "type", value: "hardware" },
    { name: "device", value: "" },
    { name: "location", value: "" },
    { name: "submissionId", value: randomUUID() },
    { name: "attachments", fileName: "ups-manual.pdf", bytes: samples.pdf, contentType: "application/pdf" },
  ]);
  const opened = await send(`${cluster.url}/account/tickets/new`, {
    method: "POST",
    headers: { cookie, origin: cluster.url, "content-type": contentType },
    body,
  });
  expect(opened.status).toBe(302);
  const number = /^\/account\/tickets\/(AIT-\d{4}-\d{5})$/.exec(String(opened.headers.location))?.[1];
  expect(number).toBeDefined();
  webTicket = { number: number ?? "", openedOn: opened.servedBy };

  // …is listed, shown with its file, and the file downloads byte for byte, on the other one.
  const elsewhere = otherThan(opened.servedBy);
  const list = await answeredBy(elsewhere, () => send(`${cluster.url}/account/tickets`, { headers: { cookie } }));
  expect(list.status).toBe(200);
  expect(list.text).toContain(number);
  const page = await answeredBy(elsewhere, () =>
    send(`${cluster.url}/account/tickets/${number}`, { headers: { cookie } }),
  );
  expect(page.status).toBe(200);
  const fileLink = new RegExp(`/account/tickets/${number}/files/[0-9a-f-]{36}`).exec(page.text)?.[0];
  expect(fileLink).toBeDefined();
  const download = await answeredBy(elsewhere, () => send(`${cluster.url}${fileLink}`, { headers: { cookie } }));
  expect(download.status).toBe(200);
  expect(new Uint8Array(download.body)).toEqual(samples.pdf);

  // The desk sees it on the server that did not open it.
  const staff = await addUser(db, "staff", "Deepa Agent");
  const staffCookie = (await signedInSession(db, staff, clusterEnv)).cookie;
  const queue = await answeredBy(elsewhere, () =>
    send(`${cluster.url}/staff/tickets`, { headers: { cookie: staffCookie } }),
  );
  expect(queue.status).toBe(200);
  expect(queue.text).toContain(number);
});

it.skipIf(skip)("rate limits count the client's address as HAProxy saw it, never one a client wrote", async () => {
  const { cluster, db } = setup();
  /** A contact form post from `from` (a bot's: counted like a real one, nothing stored or emailed). */
  const contact = (
    from: string | undefined,
    {
      fields = {},
      headers = {},
      site = cluster.url,
    }: { fields?: Record<string, string>; headers?: Record<string, string>; site?: string } = {},
  ) =>
    postForm(
      `${site}/contact`,
      {
        firstName: "Rahul",
        lastName: "Das",
        email: "rahul@customer.test",
        phone: "+91 98470 12345",
        company: "",
        subject: "Rate limit",
        message: "Counting my address.",
        submissionId: randomUUID(),
        [HONEYPOT_FIELD]: "https://spam.example",
        ...fields,
      },
      { localAddress: from, headers },
    );
  const hits = async (address: string) => {
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `contact:${address}`));
    return row?.hits ?? 0;
  };

  // 127.0.0.3 uses up the contact form's five posts (on both servers: the counter is shared).
  const servedBy = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const reply = await contact("127.0.0.3");
    expect(reply.status).toBe(200);
    servedBy.add(reply.servedBy);
  }
  expect(servedBy.size).toBe(2);
  expect((await contact("127.0.0.3")).status).toBe(429);
  expect(await hits("127.0.0.3")).toBe(6);

  // Writing another address in X-Forwarded-For changes nothing: HAProxy replaces the header.
  expect((await contact("127.0.0.3", { headers: { "x-forwarded-for": "198.51.100.77" } })).status).toBe(429);
  expect(await hits("127.0.0.3")).toBe(7);
  expect(await hits("198.51.100.77")).toBe(0);

  // Another client is not limited, and its message records its own address.
  const message = `From the other client ${randomUUID()}`;
  const fromOther = await contact("127.0.0.4", { fields: { message, [HONEYPOT_FIELD]: "" } });
  expect(fromOther.status).toBe(200);
  const [stored] = await db
    .select({ ipAddress: contactMessages.ipAddress })
    .from(contactMessages)
    .where(eq(contactMessages.message, message));
  expect(stored?.ipAddress).toBe("127.0.0.4");
  expect(await hits("127.0.0.4")).toBe(1);

  // Straight to an app server, which trusts only HAProxy's address: a forged header is ignored and
  // the connection's own address is counted.
  const before = await hits("127.0.0.1");
  // (Its Origin is the server's own address, as a browser's there would be: React Router refuses an
  // action whose Origin is not the request's.)
  const site = cluster.servers[0]?.baseUrl ?? "";
  const direct = await contact(undefined, { site, headers: { origin: site, "x-forwarded-for": "203.0.113.99" } });
  expect(direct.status).toBe(200);
  expect(await hits("127.0.0.1")).toBe(before + 1);
  expect(await hits("203.0.113.99")).toBe(0);
});

it.skipIf(skip)("delivers every queued email once with two servers polling the outbox", async () => {
  const { db, sink } = setup();
  const batch = `outbox-${randomUUID().slice(0, 8)}`;
  const queued = await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const { id } = await sendEmail(tx, {
        kind: "test.cluster",
        to: `reader${i}@customer.test`,
        subject: `${batch} #${i}`,
        text: "One of many.",
      });
      ids.push(id);
    }
    return ids;
  });
  await outboxDelivered();
  const rows = await db
    .select({ messageId: emailOutbox.messageId, status: emailOutbox.status })
    .from(emailOutbox)
    .where(inArray(emailOutbox.id, queued));
  expect(rows.every((row) => row.status === "sent")).toBe(true);
  const counts = receivedCounts();
  expect(rows.map((row) => counts.get(bareMessageId(row.messageId)) ?? 0)).toEqual(queued.map(() => 1));
  expect(sink.messages.filter((mail) => mail.subject.startsWith(batch))).toHaveLength(40);
});

it.skipIf(skip)("runs each due job once: SLA warnings, contract reminders, preventive visits", async () => {
  const { db, sink } = setup();
  const admins = [await addUser(db, "admin", "Ravi Admin"), await addUser(db, "admin", "Lakshmi Admin")];
  const owner = await addUser(db, "customer", "Meera Pillai");

  // High priority, software: a four-hour first response, opened five hours ago — its 80 % warning and
  // its breach are both due.
  const late = await openTicket(db, owner, {
    priority: "high",
    type: "software",
    at: new Date(Date.now() - 5 * 3_600_000),
  });
  // A contract ending in 30 days: its first reminder is due today (moved to now, as the day's end comes).
  const ending = await addContract(db, owner, { planId: "professional", endsInDays: 30 });
  await db
    .update(dueJobs)
    .set({ runAt: sql`now()` })
    .where(
      and(eq(dueJobs.kind, CONTRACT_JOB_KIND), eq(dueJobs.subjectId, String(ending.id)), eq(dueJobs.key, "remind:30")),
    );
  // An Enterprise contract: its preventive visits are generated by a job due at once.
  const enterprise = await addContract(db, owner, { planId: "enterprise" });

  const done = (kind: string, subjectId: number, key?: string) =>
    eventually(`${kind} ${subjectId} ${key ?? ""} to run`, async () => {
      const rows = await db
        .select({ doneAt: dueJobs.doneAt })
        .from(dueJobs)
        .where(
          and(
            eq(dueJobs.kind, kind),
            eq(dueJobs.subjectId, String(subjectId)),
            key === undefined ? undefined : eq(dueJobs.key, key),
            isNotNull(dueJobs.doneAt),
          ),
        );
      return rows.length > 0 ? true : undefined;
    });
  await done("ticket_sla", late.id, "first_response:100");
  await done("ticket_sla", late.id, "first_response:80");
  await done(CONTRACT_JOB_KIND, ending.id, "remind:30");
  await done(PREVENTIVE_VISITS_JOB_KIND, enterprise.id);
  await outboxDelivered();

  const escalations = sink.messages.filter((mail) => mail.subject.startsWith(`[${late.number}]`));
  expect(escalations.map((mail) => `${mail.to.join()} ${mail.subject}`).sort()).toEqual(
    admins
      .flatMap((admin) => [
        `${admin.email} [${late.number}] 80 % of the first-response time used`,
        `${admin.email} [${late.number}] First response time missed`,
      ])
      .sort(),
  );

  const reminders = await db
    .select({ key: contractEvents.toValue })
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, ending.id), eq(contractEvents.kind, "reminder")));
  expect(reminders).toEqual([{ key: "remind:30" }]);
  expect(sink.messages.filter((mail) => mail.subject.includes(`AMC-${ending.id} ends in 30 days`))).toHaveLength(1);

  const generated = await db
    .select({ id: visits.id, scheduleKey: visits.scheduleKey })
    .from(visits)
    .where(eq(visits.contractId, enterprise.id));
  expect(generated.length).toBeGreaterThan(0);
  expect(new Set(generated.map((visit) => visit.scheduleKey)).size).toBe(generated.length);
  const [created] = await db
    .select({ value: count() })
    .from(visitEvents)
    .where(
      and(
        inArray(
          visitEvents.visitId,
          generated.map((visit) => visit.id),
        ),
        eq(visitEvents.kind, "created"),
      ),
    );
  expect(created?.value).toBe(generated.length);
});

it.skipIf(skip)("sends a newsletter issue to each subscriber once", async () => {
  const { cluster, db, sink } = setup();
  const tag = randomUUID().slice(0, 8);
  const readers = Array.from({ length: 25 }, (_, i) => `reader${i}.${tag}@subscriber.test`);
  for (const email of readers) {
    await addConfirmedSubscriber(db, email, "footer", { APP_SECRET: CLUSTER_SECRET, PUBLIC_URL: cluster.url });
  }
  const subject = `Monsoon checklist ${tag}`;
  const issueId = await db.transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({
        subject,
        bodyMarkdown: "Check your UPS batteries before the rains.",
        status: "sending",
        recipientTotal: readers.length,
        sendRequestedAt: sql`now()`,
      })
      .returning({ id: newsletterIssues.id });
    if (!issue) throw new Error("issue not stored");
    await scheduleIssueSend(tx, issue.id);
    return issue.id;
  });
  await eventually("the issue to be sent", async () => {
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    return issue?.status === "sent" ? true : undefined;
  });
  await outboxDelivered();
  const [deliveries] = await db
    .select({ value: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueId, issueId));
  expect(deliveries?.value).toBe(readers.length);
  const received = sink.messages.filter((mail) => mail.subject === subject).flatMap((mail) => mail.to);
  expect(received.sort()).toEqual([...readers].sort());
});

it.skipIf(skip)("mail through HAProxy's mail frontend is stored and processed once, an MTA's retry too", async () => {
  const { cluster, db } = setup();
  if (!customer || !webTicket) throw new Error("the ticket test runs first");
  const [ticket] = await db.select({ id: tickets.id }).from(tickets).where(eq(tickets.number, webTicket.number));
  const [opened] = await db
    .select({ replyTo: emailOutbox.replyTo })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "ticket.customer-opened"), like(emailOutbox.subject, `%${webTicket.number}%`)));
  expect(ticket).toBeDefined();
  expect(opened?.replyTo).toMatch(/^support\+/);

  const messageId = `<ups-${randomUUID()}@customer.test>`;
  const reply: SendMailOptions = {
    from: customer.email,
    to: opened?.replyTo ?? "",
    subject: `Re: [${webTicket.number}] We received your ticket`,
    messageId,
    text: "It beeps every thirty seconds now.",
  };
  const deliver = async () => {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: cluster.lb.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    try {
      return await transport.sendMail(reply);
    } finally {
      transport.close();
    }
  };
  expect((await deliver()).response).toMatch(/^250 /);
  const row = await eventually("the reply to be processed", async () => {
    const [stored] = await db.select().from(inboundMail).where(eq(inboundMail.messageKey, messageId.toLowerCase()));
    return stored?.status === "received" ? undefined : stored;
  });
  expect(row).toMatchObject({ status: "posted", ticketId: ticket?.id });

  // The MTA did not hear the 250 and delivers again, twice: HAProxy's round robin hands the three
  // deliveries to both servers (its log names the server of each mail connection).
  expect((await deliver()).response).toMatch(/^250 /);
  expect((await deliver()).response).toMatch(/^250 /);
  const mailServers = await eventually("HAProxy to log the three deliveries", async () => {
    const names = [...cluster.lb.logs.join("").matchAll(/ mail mail\/(app\d) /g)].map((match) => match[1]);
    return names.length >= 3 ? new Set(names) : undefined;
  });
  expect([...mailServers].sort()).toEqual(["app1", "app2"]);
  const stored = await db.select().from(inboundMail).where(eq(inboundMail.messageKey, messageId.toLowerCase()));
  expect(stored).toHaveLength(1);
  const [pending] = await db
    .select({ value: count() })
    .from(dueJobs)
    .where(and(eq(dueJobs.kind, "inbound_mail"), sql`${dueJobs.doneAt} is null`));
  expect(pending?.value).toBe(0);
  const posted = await db
    .select({ id: ticketEvents.id })
    .from(ticketEvents)
    .where(and(eq(ticketEvents.ticketId, ticket?.id ?? 0), eq(ticketEvents.channel, "email")));
  expect(posted).toHaveLength(1);
});

it.skipIf(skip)("every email the servers sent reached the sink exactly once", async () => {
  const { db } = setup();
  await outboxDelivered();
  const sent = await db
    .select({ messageId: emailOutbox.messageId })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "sent"))
    .orderBy(asc(emailOutbox.id));
  const counts = receivedCounts();
  expect(sent.length).toBeGreaterThan(100);
  expect(sent.filter((row) => counts.get(bareMessageId(row.messageId)) !== 1)).toEqual([]);
  expect([...counts.values()].every((times) => times === 1)).toBe(true);
  // Both servers' workers took part, and what they say they delivered adds up to what was sent.
  const delivered = setup().cluster.servers.map((server) =>
    [...server.logs.join("").matchAll(/\[outbox\] delivered (\d+) email/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    ),
  );
  expect(delivered.every((emails) => emails > 0)).toBe(true);
  expect(delivered.reduce((sum, emails) => sum + emails, 0)).toBe(sent.length);
});

it.skipIf(skip)(
  "hands HAProxy's request id to the app: answered, and on the serving server's access line",
  async () => {
    if (!cluster) throw new Error("no cluster");
    const response = await fetch(`${cluster.url}/about?from=cluster`);
    await response.arrayBuffer();
    const requestId = response.headers.get("x-request-id") ?? "";
    // HAProxy's unique-id-format (hex address:port pairs, time, counter, pid), not one the app made.
    expect(requestId).toMatch(/^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/);
    const server = cluster.servers.find((candidate) => candidate.name === response.headers.get("x-served-by"));
    const deadline = Date.now() + 5000;
    const accessLine = () =>
      server?.logs
        .join("")
        .split("\n")
        .find((line) => line.includes(`"requestId":"${requestId}"`) && line.includes('"msg":"request"'));
    while (!accessLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(accessLine() ?? "{}")).toMatchObject({
      method: "GET",
      path: "/about",
      status: 200,
      // The client's address from X-Forwarded-For, not HAProxy's own (127.0.0.2).
      clientAddress: "127.0.0.1",
    });
  },
);
