// The support desk in the customer's language, through the route modules: a customer whose account
// says Malayalam opens a ticket from /ml/account/tickets/new and the acknowledgement that reaches a
// real SMTP sink is in Malayalam (subject and body, links to the /ml pages), while an English
// customer's stays English; the form's mistakes, its redirect and toast stay in the page's language;
// staff's replies and status emails (with the rating links) follow the account's language, the
// staff's own words sent as written. PGlite only: the languages add no database behaviour.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, tickets, users } from "~/db/schema";
import { createSession } from "~/lib/auth/session.server";
import { createSmtpTransport } from "~/lib/email/transport.server";
import { deliverOutboxBatch } from "~/lib/email/worker.server";
import { getEnv } from "~/lib/env.server";
import type { SignedInUser } from "~/lib/forms/pipeline.server";
import { cookieSettings } from "~/lib/http/cookies.server";
import { takeFlash } from "~/lib/toast/flash.server";
import { changeTicketStatus, replyToTicket } from "~/lib/tickets/staff-tickets.server";
import * as newTicketPage from "~/routes/account-ticket-new";
import * as ticketPage from "~/routes/account-ticket";
import { addUser } from "~/testing/factories.server";
import { multipartBody } from "../support/multipart";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { routeContext } from "./support/routes";

const env = getEnv();
const quiet = { log() {}, warn() {}, error() {} };
const MALAYALAM = /[\u0D00-\u0D7F]/;

const problem = {
  subject: "Printer offline",
  description: "The office printer stopped printing on Monday.",
  priority: "medium",
  type: "hardware",
  device: "",
  location: "",
};

describe("support tickets in the customer's language", () => {
  let database: TestDatabase;
  let lakshmi: SignedInUser;
  let john: SignedInUser;
  let agent: SignedInUser;
  const cookies = new Map<number, string>();

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    lakshmi = await addUser(database.db, "customer", "Lakshmi Pillai", { email: "lakshmi@customer.test" });
    john = await addUser(database.db, "customer", "John Mathew", { email: "john@customer.test" });
    agent = await addUser(database.db, "staff", "Deepa Agent");
    await database.db.update(users).set({ locale: "ml" }).where(eq(users.id, lakshmi.id));
    for (const customer of [lakshmi, john]) {
      const session = await createSession(database.db, cookieSettings(env), { userId: customer.id, persistent: false });
      cookies.set(customer.id, session.split(";", 1)[0]!);
    }
  });
  afterAll(async () => {
    await database?.destroy();
  });

  /** The new-ticket page's action, as React Router runs it for a post to `path`. */
  async function postNewTicket(customer: SignedInUser | null, path: string, fields: Record<string, string>) {
    const { body, contentType } = multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const request = new Request(`${env.PUBLIC_URL}${path}`, {
      method: "POST",
      body,
      headers: {
        "content-type": contentType,
        origin: env.PUBLIC_URL,
        ...(customer ? { cookie: cookies.get(customer.id)! } : {}),
      },
    });
    const context = routeContext(database.db);
    return (await newTicketPage.action({ request, context, params: {}, url: new URL(request.url) } as never)) as
      | Response
      | { type: string; data: { fieldErrors: Record<string, string> }; init: ResponseInit | null };
  }

  async function open(customer: SignedInUser, path: string) {
    const answer = await postNewTicket(customer, path, { ...problem, submissionId: crypto.randomUUID() });
    if (!(answer instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(answer)}`);
    const location = answer.headers.get("location")!;
    const number = location.split("/").pop()!;
    const toastRequest = new Request(env.PUBLIC_URL, { headers: { cookie: answer.headers.get("set-cookie")! } });
    const { flash } = await takeFlash(toastRequest, cookieSettings(env));
    return { location, number, toast: flash?.message ?? "" };
  }

  it("acknowledges a Malayalam customer's ticket in Malayalam over SMTP, an English customer's in English", async () => {
    const ml = await open(lakshmi, "/ml/account/tickets/new");
    const en = await open(john, "/account/tickets/new");
    // The redirect and its toast stay in the page's language.
    expect(ml.location).toBe(`/ml/account/tickets/${ml.number}`);
    expect(ml.toast).toBe(`ടിക്കറ്റ് ${ml.number} തുറന്നു. സ്ഥിരീകരണം ഇമെയിലിൽ അയച്ചിട്ടുണ്ട്.`);
    expect(en.location).toBe(`/account/tickets/${en.number}`);
    expect(en.toast).toBe(`Ticket ${en.number} opened. We have emailed you a confirmation.`);

    const sink = await startSmtpSink();
    try {
      const transport = createSmtpTransport(sink.url);
      while ((await deliverOutboxBatch(database.db, transport, undefined, quiet)).claimed > 0);
      transport.close();
      const [malayalam] = await sink.waitFor((mail) => mail.to.includes(lakshmi.email));
      expect(malayalam!.subject).toBe(`നിങ്ങളുടെ ടിക്കറ്റ് ${ml.number} ലഭിച്ചു — Anantha IT Solutions`);
      expect(malayalam!.text).toContain("പ്രിയ Lakshmi Pillai,");
      expect(malayalam!.text).toContain(`നിങ്ങളുടെ ടിക്കറ്റ് ${ml.number} ("Printer offline")`);
      expect(malayalam!.text).toContain("8 മണിക്കൂർ");
      expect(malayalam!.text).toContain(`${env.PUBLIC_URL}/ml/account/tickets/${ml.number}`);
      expect(malayalam!.text).not.toMatch(/Thank you|Hello|first reply/);
      expect(malayalam!.html).toMatch(MALAYALAM);
      // The reply address is the signed one of every ticket email: a reply by email still lands in the thread.
      expect(malayalam!.replyTo[0]).toMatch(/^support\+t[0-9a-z]+\./);

      const [english] = await sink.waitFor((mail) => mail.to.includes(john.email));
      expect(english!.subject).toBe(`We received your ticket ${en.number} — Anantha IT Solutions`);
      expect(english!.text).toContain("Hello John Mathew,");
      expect(english!.text).toContain(`${env.PUBLIC_URL}/account/tickets/${en.number}`);
      expect(english!.text).not.toMatch(MALAYALAM);
    } finally {
      await sink.stop();
    }
  }, 30_000);

  it("answers the form's mistakes in the language of the page posted from", async () => {
    const answer = await postNewTicket(lakshmi, "/ml/account/tickets/new", { subject: "", priority: "urgent" });
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        fieldErrors: {
          subject: "വിഷയം നിർബന്ധമാണ്",
          description: "വിവരണം നിർബന്ധമാണ്",
          priority: "ഒരു മുൻഗണന തിരഞ്ഞെടുക്കുക.",
          type: "പ്രശ്നത്തിന്റെ തരം തിരഞ്ഞെടുക്കുക.",
        },
      },
    });
    const english = await postNewTicket(lakshmi, "/account/tickets/new", { subject: "" });
    expect(english).toMatchObject({ data: { fieldErrors: { subject: "Subject is required" } } });
    const signedOut = await postNewTicket(null, "/ml/account/tickets/new", problem);
    expect(signedOut instanceof Response && signedOut.headers.get("location")).toBe(
      "/ml/login?redirectTo=%2Fml%2Faccount%2Ftickets%2Fnew",
    );
  });

  it("keeps a reply from /ml under /ml, and writes staff's replies and status emails in the account's language", async () => {
    const { number } = await open(lakshmi, "/ml/account/tickets/new");
    const [ticket] = await database.db.select().from(tickets).where(eq(tickets.number, number));
    const { body, contentType } = multipartBody([
      { name: "reply", value: "Still offline." },
      { name: "replyKey", value: crypto.randomUUID() },
    ]);
    const request = new Request(`${env.PUBLIC_URL}/ml/account/tickets/${number}`, {
      method: "POST",
      body,
      headers: { "content-type": contentType, origin: env.PUBLIC_URL, cookie: cookies.get(lakshmi.id)! },
    });
    const replied = (await ticketPage.action({
      request,
      context: routeContext(database.db),
      params: { number },
      url: new URL(request.url),
    } as never)) as Response;
    expect(replied.headers.get("location")).toBe(`/ml/account/tickets/${number}`);

    await replyToTicket(
      database.db,
      agent,
      ticket!.id,
      {
        body: "Please switch it off and on again.",
        internal: false,
        nextStatus: null,
        submissionId: crypto.randomUUID(),
      },
      env,
    );
    await changeTicketStatus(database.db, agent, ticket!.id, { status: "resolved", expected: "open" }, env);
    const emails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, lakshmi.email));
    const reply = emails.find((email) => email.kind === "ticket.reply")!;
    expect(reply.subject).toBe(`[${number}] മറുപടി: Printer offline`);
    expect(reply.textBody).toContain("Please switch it off and on again.");
    expect(reply.textBody).toContain(`നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number}-ന് ഞങ്ങൾ മറുപടി നൽകിയിട്ടുണ്ട്`);
    const resolved = emails.find((email) => email.kind === "ticket.status")!;
    expect(resolved.subject).toBe(`[${number}] ടിക്കറ്റിന്റെ നില: പരിഹരിച്ചു`);
    expect(resolved.textBody).toContain("ഞങ്ങളുടെ സേവനം എങ്ങനെയുണ്ടായിരുന്നു?");
    expect(resolved.textBody).toContain(`${env.PUBLIC_URL}/ml/ticket-rating?token=`);
    expect(resolved.textBody).toContain(`${env.PUBLIC_URL}/ml/account/tickets/${number}`);
  });
});
