// The customer side of the support desk against PGlite and PostgreSQL: opening a ticket
// (its number, the contract's response time, the 'opened' event, both emails in the outbox), numbers
// unique under concurrency, the same form posted twice opening one ticket, the form's refusals
// (mistakes, signed out, other site, rate limit), replies (status, emails to the assignee or the
// desk, idempotency, closed and merged tickets), the public thread without internal events, and
// isolation between two customers through the route modules themselves (list, page, reply → 404).
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, storedFiles, ticketEvents, tickets, users } from "~/db/schema";
import { createSession } from "~/lib/auth/session.server";
import { getEnv } from "~/lib/env.server";
import type { Outcome } from "~/lib/forms/outcome";
import { handleForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import type { NewTicketActionData, ReplyActionData } from "~/lib/tickets/customer-form";
import { newTicketForm, ticketReplyForm } from "~/lib/tickets/customer-actions.server";
import {
  getCustomerTicket,
  listCustomerTickets,
  openTicket,
  replyAsCustomer,
} from "~/lib/tickets/customer-tickets.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { storeEventAttachments } from "~/lib/tickets/attachments.server";
import * as ticketPage from "~/routes/account-ticket";
import * as ticketFile from "~/routes/account-ticket-file";
import * as newTicketPage from "~/routes/account-ticket-new";
import * as ticketList from "~/routes/account-tickets";
import { refusedSamples, samples } from "../support/file-samples";
import { multipartBody, type Part } from "../support/multipart";
import { addContract, addUser } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { routeContext } from "./support/routes";
import { cookieSettings } from "~/lib/http/cookies.server";

type Attachment = { fileName: string; bytes: Uint8Array; contentType?: string };

/** A post as the browser sends the ticket forms (multipart: they take attachments). */
function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  files: readonly Attachment[] = [],
) {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: "attachments", ...file })),
  ];
  const { body, contentType } = multipartBody(parts);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "user-agent": "integration-test", "content-type": contentType, ...headers },
  });
}

const env = getEnv();
const STAFF = env.STAFF_EMAIL;
const input = {
  subject: "Printer offline",
  description: "The office printer stopped printing on Monday.\nTried a restart.",
  priority: "medium" as const,
  type: "hardware" as const,
  device: "HP LaserJet",
  location: "",
};

describe.each(databaseKinds)("customer tickets on %s", (kind) => {
  let database: TestDatabase;
  let asha: SignedInUser;
  let ravi: SignedInUser;
  let staffMember: SignedInUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolSize: 6 });
    asha = await addUser(database.db, "customer", "Asha Nair", { email: "asha@customer.test" });
    ravi = await addUser(database.db, "customer", "Ravi Menon", { email: "ravi@customer.test" });
    staffMember = await addUser(database.db, "staff", "Deepa Agent", { email: "desk.agent@ananthait.test" });
    // Asha has an active Enterprise AMC contract with a 2-hour response time.
    await addContract(database.db, asha, { planId: "enterprise" });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const open = (customer: SignedInUser, submissionId = crypto.randomUUID(), fields = input) =>
    openTicket(database.db, customer, fields, {
      submissionId,
      source: "web",
      staffEmail: STAFF,
      publicUrl: env.PUBLIC_URL,
    });

  async function mails(kinds: string[], to?: string) {
    const rows = await database.db.select().from(emailOutbox).where(inArray(emailOutbox.kind, kinds));
    return to ? rows.filter((row) => row.toAddress === to) : rows;
  }

  function submit<Body>(definition: Parameters<typeof handleForm<Body, typeof env>>[0], user: SignedInUser | null) {
    return (
      fields: Record<string, string>,
      headers: Record<string, string> = { origin: env.PUBLIC_URL },
      files: readonly Attachment[] = [],
    ) =>
      handleForm<Body, typeof env>(definition, {
        request: formPost("/account/tickets/new", fields, headers, files),
        db: database.db,
        clientAddress: "198.51.100.9",
        env,
        session: async () => user,
      }) as Promise<Outcome<Body>>;
  }

  it("opens a ticket: its number, the plan's response time, the 'opened' event and both emails", async () => {
    const opened = await open(asha);
    expect(opened).toMatchObject({ duplicate: false, number: expect.stringMatching(/^AIT-\d{4}-\d{5}$/) });
    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, opened!.id));
    expect(row).toMatchObject({
      customerId: asha.id,
      status: "new",
      priority: "medium",
      source: "web",
      device: "HP LaserJet",
      location: null,
      planResponseMinutes: 120,
    });
    const events = await database.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, opened!.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "opened", internal: false, actorUserId: asha.id, body: input.description });

    const staffMail = (await mails(["ticket.staff-new"])).find((mail) => mail.subject.includes(opened!.number));
    // Reply-To is the desk's signed address for this ticket: an emailed answer lands in the thread.
    expect(staffMail).toMatchObject({ toAddress: STAFF, replyTo: expect.stringMatching(/^support\+t[0-9a-z]+\.s0\./) });
    expect(staffMail!.subject).toBe(`[${opened!.number}] New Medium ticket: Printer offline`);
    expect(staffMail!.textBody).toContain("The office printer stopped printing on Monday.");
    expect(staffMail!.textBody).toContain(`/staff/tickets/${opened!.number}`);
    expect(staffMail!.textBody).toContain("AMC response time: 2 hours");
    const confirmation = (await mails(["ticket.customer-opened"], asha.email)).find((mail) =>
      mail.subject.includes(opened!.number),
    );
    // The plan's 2 hours beat the medium priority's 8 business hours.
    expect(confirmation!.textBody).toContain("within 2 hours of business hours");
    expect(confirmation!.textBody).toContain("AMC plan's response time is shorter");
    expect(confirmation!.textBody).toContain(`${env.PUBLIC_URL}/account/tickets/${opened!.number}`);
    expect(events[0]!.outboxId).toBe(confirmation!.id);
  });

  it("gives distinct, consecutive numbers to tickets opened at the same moment", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => open(ravi)));
    const numbers = results.map((result) => result!.number).sort();
    expect(new Set(numbers).size).toBe(8);
    const sequence = numbers.map((number) => Number(number.slice(-5)));
    expect(sequence.at(-1)! - sequence[0]!).toBe(7);
  });

  it("opens one ticket when the same form is posted twice, one after the other or at once", async () => {
    const before = (await mails(["ticket.staff-new", "ticket.customer-opened"])).length;
    const key = crypto.randomUUID();
    const first = await open(asha, key);
    const again = await open(asha, key);
    expect(again).toMatchObject({ number: first!.number, duplicate: true });
    const concurrentKey = crypto.randomUUID();
    const both = await Promise.all([open(asha, concurrentKey), open(asha, concurrentKey)]);
    expect(both[0]!.number).toBe(both[1]!.number);
    expect(both.map((result) => result!.duplicate).sort()).toEqual([false, true]);
    expect((await mails(["ticket.staff-new", "ticket.customer-opened"])).length).toBe(before + 4);
    // Another account's key (only by tampering) opens nothing and reveals nothing.
    expect(await open(ravi, key)).toBeNull();
  });

  it("the form: mistakes come back by their fields, signed out goes to login, other sites are refused", async () => {
    const post = submit<NewTicketActionData>(newTicketForm, asha);
    const invalid = await post({ subject: "", description: "x", priority: "urgent", type: "", device: "" });
    expect(invalid).toMatchObject({
      type: "data",
      status: 400,
      body: {
        fieldErrors: {
          subject: "Subject is required",
          priority: "Choose a priority.",
          type: "Choose the type of problem.",
        },
        values: { description: "x" },
      },
    });
    const signedOut = await submit<NewTicketActionData>(newTicketForm, null)({ subject: "x" });
    expect(signedOut).toMatchObject({
      type: "redirect",
      location: "/login?redirectTo=%2Faccount%2Ftickets%2Fnew",
    });
    const crossSite = await post({ subject: "x" }, { origin: "https://evil.example" });
    expect(crossSite).toMatchObject({ type: "data", status: 403 });

    const fromChat = await post({
      ...input,
      submissionId: crypto.randomUUID(),
      source: "chat",
      priority: "critical",
    });
    expect(fromChat).toMatchObject({ type: "redirect", location: expect.stringMatching(/^\/account\/tickets\/AIT-/) });
    const number = (fromChat as { location: string }).location.split("/").pop()!;
    const [row] = await database.db.select().from(tickets).where(eq(tickets.number, number));
    expect(row).toMatchObject({ source: "chat", priority: "critical", customerId: asha.id });
    expect((fromChat as { headers: Headers }).headers.get("set-cookie")).toBeTruthy();
  });

  it("limits how many tickets one account opens in an hour (429 with Retry-After)", async () => {
    const [fresh] = await database.db
      .insert(users)
      .values({ email: "busy@customer.test", fullName: "Busy Bee", passwordHash: "x" })
      .returning();
    const post = submit<NewTicketActionData>(newTicketForm, { id: fresh!.id, email: fresh!.email, fullName: "Busy" });
    const answers = [];
    for (let index = 0; index < 11; index++) {
      answers.push(await post({ ...input, submissionId: crypto.randomUUID() }));
    }
    expect(answers.slice(0, 10).every((answer) => answer.type === "redirect")).toBe(true);
    const refused = answers[10]!;
    expect(refused).toMatchObject({ type: "data", status: 429, body: { values: { subject: "Printer offline" } } });
    expect(Number((refused as { headers: Headers }).headers.get("Retry-After"))).toBeGreaterThan(0);
    const count = await database.db.select().from(tickets).where(eq(tickets.customerId, fresh!.id));
    expect(count).toHaveLength(10);
  });

  it("a reply reopens a ticket waiting on the customer, emails the assignee, and counts once", async () => {
    const opened = await open(asha);
    await appendTicketEvent(
      database.db,
      opened!.id,
      { kind: "assign", internal: true, actor: { id: staffMember.id, name: "Deepa Agent" }, toValue: "Deepa Agent" },
      { assigneeId: staffMember.id },
    );
    await appendTicketEvent(
      database.db,
      opened!.id,
      { kind: "staff_reply", actor: { id: staffMember.id, name: "Deepa Agent" }, body: "Is it plugged in?" },
      { status: "waiting_on_customer" },
    );
    await appendTicketEvent(database.db, opened!.id, {
      kind: "note",
      internal: true,
      actor: { id: staffMember.id, name: "Deepa Agent" },
      body: "Customer sounded annoyed",
    });

    const post = submit<ReplyActionData>(ticketReplyForm(asha, opened!.number), asha);
    const replyKey = crypto.randomUUID();
    const first = await post({ reply: "Yes, it is plugged in.", replyKey });
    expect(first).toMatchObject({ type: "redirect", location: `/account/tickets/${opened!.number}` });
    const again = await post({ reply: "Yes, it is plugged in.", replyKey });
    expect(again.type).toBe("redirect");

    const [row] = await database.db.select().from(tickets).where(eq(tickets.id, opened!.id));
    expect(row!.status).toBe("open");
    const replyMails = await mails(["ticket.staff-customer-reply"], staffMember.email);
    expect(replyMails).toHaveLength(1);
    expect(replyMails[0]!.textBody).toContain("Yes, it is plugged in.");
    expect(replyMails[0]!.textBody).toContain("The ticket is Open again.");

    // The customer's thread: no internal note, no assignment; the reply and the status change in order.
    const thread = await getCustomerTicket(database.db, asha.id, opened!.number);
    expect(thread!.events.map((event) => event.kind)).toEqual(["opened", "staff_reply", "customer_reply", "status"]);
    expect(JSON.stringify(thread)).not.toContain("annoyed");
    expect(thread!.events.at(-1)).toMatchObject({ fromValue: "waiting_on_customer", toValue: "open" });

    // Unassigned tickets write to the desk.
    const other = await open(asha);
    await submit<ReplyActionData>(ticketReplyForm(asha, other!.number), asha)({ reply: "More details" });
    const deskMails = await mails(["ticket.staff-customer-reply"], STAFF);
    expect(deskMails.some((mail) => mail.subject.includes(other!.number))).toBe(true);
  });

  it("a closed ticket takes no reply; a merged one points to where it was merged", async () => {
    const closed = await open(asha);
    await appendTicketEvent(
      database.db,
      closed!.id,
      { kind: "status", actor: { id: staffMember.id, name: "Deepa" }, fromValue: "new", toValue: "closed" },
      { status: "closed" },
    );
    const refused = await submit<ReplyActionData>(ticketReplyForm(asha, closed!.number), asha)({ reply: "Hello?" });
    expect(refused).toMatchObject({ type: "data", status: 409, body: { values: { reply: "Hello?" } } });

    const target = await open(asha);
    const duplicate = await open(asha);
    await appendTicketEvent(
      database.db,
      duplicate!.id,
      { kind: "merge", actor: { id: staffMember.id, name: "Deepa" }, toValue: target!.number },
      { mergedIntoId: target!.id, status: "closed" },
    );
    const merged = await replyAsCustomer(database.db, asha, duplicate!.number, "Hi", {
      submissionId: crypto.randomUUID(),
      staffEmail: STAFF,
      publicUrl: env.PUBLIC_URL,
    });
    expect(merged).toEqual({ outcome: "merged", into: target!.number });
    const page = await getCustomerTicket(database.db, asha.id, duplicate!.number);
    expect(page!.mergedInto).toBe(target!.number);
    const list = await listCustomerTickets(database.db, asha.id);
    expect(list.find((ticket) => ticket.number === duplicate!.number)!.mergedInto).toBe(target!.number);
    const replies = await database.db
      .select()
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, duplicate!.id), eq(ticketEvents.kind, "customer_reply")));
    expect(replies).toHaveLength(0);
  });

  it("a ticket merged into another customer's (before such merges were refused) never names that ticket", async () => {
    const ashas = await open(asha);
    const ravis = await open(ravi);
    await appendTicketEvent(
      database.db,
      ravis!.id,
      { kind: "merge", internal: true, actor: { id: staffMember.id, name: "Deepa" }, toValue: ashas!.number },
      { mergedIntoId: ashas!.id, status: "closed" },
    );
    const page = await getCustomerTicket(database.db, ravi.id, ravis!.number);
    expect(page).toMatchObject({ status: "closed", mergedInto: null });
    expect(JSON.stringify(page)).not.toContain(ashas!.number);
    const list = await listCustomerTickets(database.db, ravi.id);
    expect(list.find((ticket) => ticket.number === ravis!.number)!.mergedInto).toBeNull();
    const reply = await submit<ReplyActionData>(ticketReplyForm(ravi, ravis!.number), ravi)({ reply: "Any news?" });
    expect(reply).toMatchObject({ type: "data", status: 409 });
    expect(JSON.stringify(reply)).not.toContain(ashas!.number);
  });

  it("keeps attachments with the event that carried them, and names them to staff", async () => {
    const post = submit<NewTicketActionData>(newTicketForm, asha);
    const answer = await post({ ...input, subject: "Screen flickers", submissionId: crypto.randomUUID() }, undefined, [
      { fileName: "screen.png", bytes: samples.png, contentType: "image/png" },
      { fileName: "event.log", bytes: samples.text, contentType: "text/plain" },
    ]);
    expect(answer.type).toBe("redirect");
    const number = (answer as { location: string }).location.split("/").pop()!;
    const ticket = await getCustomerTicket(database.db, asha.id, number);
    expect(ticket!.events[0]!.attachments.map((file) => [file.fileName, file.kind])).toEqual([
      ["screen.png", "png"],
      ["event.log", "text"],
    ]);
    const [file] = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, ticket!.events[0]!.attachments[0]!.id));
    expect(file).toMatchObject({ ownerKind: "ticket_event", ownerId: String(ticket!.events[0]!.id) });
    const staffMail = (await mails(["ticket.staff-new"])).find((mail) => mail.subject.includes(number));
    expect(staffMail!.textBody).toContain("Attachments: screen.png, event.log");

    // A reply's files are the reply's.
    const reply = await submit<ReplyActionData>(ticketReplyForm(asha, number), asha)(
      { reply: "Here is a photo", replyKey: crypto.randomUUID() },
      undefined,
      [{ fileName: "photo.jpg", bytes: samples.jpeg }],
    );
    expect(reply.type).toBe("redirect");
    const after = await getCustomerTicket(database.db, asha.id, number);
    expect(after!.events.find((event) => event.kind === "customer_reply")!.attachments.map((f) => f.fileName)).toEqual([
      "photo.jpg",
    ]);
  });

  it("refuses a wrong type, too many files and too big a file with a clear message, storing nothing", async () => {
    const countTickets = async () => (await database.db.select().from(tickets)).length;
    const countFiles = async () => (await database.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const [ticketsBefore, filesBefore] = [await countTickets(), await countFiles()];
    const post = submit<NewTicketActionData>(newTicketForm, asha);
    const fields = { ...input, submissionId: crypto.randomUUID() };

    const wrongType = await post(fields, undefined, [
      { fileName: "screen.png", bytes: samples.png },
      { fileName: "invoice.pdf", bytes: refusedSamples.exe, contentType: "application/pdf" },
    ]);
    expect(wrongType).toMatchObject({
      type: "data",
      status: 400,
      body: {
        fieldErrors: { attachments: expect.stringContaining("invoice.pdf") },
        values: { subject: input.subject },
      },
    });
    const tooMany = await post(
      fields,
      undefined,
      Array.from({ length: 6 }, (_, index) => ({ fileName: `shot-${index}.png`, bytes: samples.png })),
    );
    expect(tooMany).toMatchObject({
      type: "data",
      status: 400,
      body: { fieldErrors: { attachments: "Please choose at most 5 files." } },
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61);
    const tooBig = await post(fields, undefined, [{ fileName: "huge.log", bytes: big }]);
    expect(tooBig).toMatchObject({ type: "data", status: 413, body: { message: expect.stringContaining("5 MB") } });
    // A mistake elsewhere: the files were fine but must be chosen again.
    const mistake = await post({ ...fields, subject: "" }, undefined, [{ fileName: "a.png", bytes: samples.png }]);
    expect(mistake).toMatchObject({
      status: 400,
      body: {
        fieldErrors: { subject: "Subject is required", attachments: expect.stringContaining("choose them again") },
      },
    });
    expect(await countTickets()).toBe(ticketsBefore);
    expect(await countFiles()).toBe(filesBefore);
  });

  describe("two customers, through the routes", () => {
    let ashaCookie: string;
    let raviCookie: string;
    let ashaNumber: string;

    beforeAll(async () => {
      const settings = cookieSettings(env);
      const cookieOf = async (userId: number) =>
        (await createSession(database.db, settings, { userId, persistent: false })).split(";", 1)[0]!;
      ashaCookie = await cookieOf(asha.id);
      raviCookie = await cookieOf(ravi.id);
      ashaNumber = (await open(asha))!.number;
    });

    async function call(
      handler: (args: never) => Promise<unknown>,
      request: Request,
      params: Record<string, string> = {},
    ): Promise<{ status: number; data: unknown; location?: string | null }> {
      try {
        const args = { request, url: new URL(request.url), context: routeContext(database.db), params };
        const result = (await handler(args as never)) as
          | { type?: string; data: unknown; init: ResponseInit | null }
          | Response
          | unknown;
        if (result instanceof Response) {
          return { status: result.status, data: null, location: result.headers.get("location") };
        }
        const wrapped = result as { type?: string; data: unknown; init: ResponseInit | null };
        if (wrapped?.type === "DataWithResponseInit")
          return { status: wrapped.init?.status ?? 200, data: wrapped.data };
        return { status: 200, data: result };
      } catch (thrown) {
        if (thrown instanceof Response) {
          return { status: thrown.status, data: null, location: thrown.headers.get("location") };
        }
        const wrapped = thrown as { type?: string; data: unknown; init: ResponseInit | null };
        if (wrapped?.type === "DataWithResponseInit")
          return { status: wrapped.init?.status ?? 500, data: wrapped.data };
        throw thrown;
      }
    }

    const get = (path: string, cookie?: string) =>
      new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

    it("lists only the customer's own tickets", async () => {
      const mine = await call(ticketList.loader, get("/account/tickets", ashaCookie));
      const theirs = await call(ticketList.loader, get("/account/tickets", raviCookie));
      const numbers = (answer: { data: unknown }) =>
        (answer.data as { tickets: { number: string }[] }).tickets.map((ticket) => ticket.number);
      expect(numbers(mine)).toContain(ashaNumber);
      expect(numbers(theirs)).not.toContain(ashaNumber);
      expect(numbers(theirs).length).toBeGreaterThan(0);
    });

    it("another customer's ticket page and reply post are the site's 404; signed out goes to login and back", async () => {
      const own = await call(ticketPage.loader, get(`/account/tickets/${ashaNumber}`, ashaCookie), {
        number: ashaNumber,
      });
      expect(own.status).toBe(200);
      const lowerCase = await call(ticketPage.loader, get(`/account/tickets/${ashaNumber.toLowerCase()}`, ashaCookie), {
        number: ashaNumber.toLowerCase(),
      });
      expect(lowerCase.status).toBe(200);

      const foreign = await call(ticketPage.loader, get(`/account/tickets/${ashaNumber}`, raviCookie), {
        number: ashaNumber,
      });
      const unknown = await call(ticketPage.loader, get("/account/tickets/AIT-2026-99999", raviCookie), {
        number: "AIT-2026-99999",
      });
      expect(foreign.status).toBe(404);
      expect(foreign.data).toMatchObject({
        notFound: true,
        path: `/account/tickets/${ashaNumber}`,
        title: "Page Not Found",
      });
      expect(unknown.status).toBe(404);

      const before = await database.db.select().from(ticketEvents);
      const post = formPost(
        `/account/tickets/${ashaNumber}`,
        { reply: "Not my ticket", replyKey: crypto.randomUUID() },
        { origin: env.PUBLIC_URL, cookie: raviCookie },
      );
      expect((await call(ticketPage.action, post, { number: ashaNumber })).status).toBe(404);
      expect(await database.db.select().from(ticketEvents)).toHaveLength(before.length);

      const signedOut = await call(ticketPage.loader, get(`/account/tickets/${ashaNumber}`), { number: ashaNumber });
      expect(signedOut.status).toBe(302);
      expect(signedOut.location).toBe(`/login?redirectTo=%2Faccount%2Ftickets%2F${ashaNumber}`);
      const newForm = await call(newTicketPage.loader, get("/account/tickets/new?from=chat"));
      expect(newForm.location).toBe("/login?redirectTo=%2Faccount%2Ftickets%2Fnew%3Ffrom%3Dchat");
      const form = await call(newTicketPage.loader, get("/account/tickets/new?from=chat", ashaCookie));
      expect(form.data).toMatchObject({ source: "chat", submissionId: expect.any(String) });
    });

    it("an attachment downloads only for its ticket's customer, never from an internal note", async () => {
      const ticketId = (await database.db.select().from(tickets).where(eq(tickets.number, ashaNumber)))[0]!.id;
      const [opened] = await database.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticketId));
      const [shared] = await storeEventAttachments(database.db, opened!.id, [
        {
          fileName: "page.html.txt",
          kind: "text",
          mediaType: "text/plain",
          size: 9,
          sha256: "x",
          bytes: new TextEncoder().encode("<b>hi</b>"),
        },
      ]);
      const noteId = await appendTicketEvent(database.db, ticketId, {
        kind: "note",
        internal: true,
        actor: { id: staffMember.id, name: "Deepa" },
        body: "Staff-only log",
      });
      const [internal] = await storeEventAttachments(database.db, noteId, [
        {
          fileName: "internal.png",
          kind: "png",
          mediaType: "image/png",
          size: samples.png.byteLength,
          sha256: "y",
          bytes: samples.png,
        },
      ]);
      const download = (fileId: string, cookie: string, number = ashaNumber) =>
        call(ticketFile.loader, get(`/account/tickets/${number}/files/${fileId}`, cookie), { number, fileId });

      const own = await ticketFile.loader({
        request: get(`/account/tickets/${ashaNumber}/files/${shared!.id}`, ashaCookie),
        context: routeContext(database.db),
        params: { number: ashaNumber, fileId: shared!.id },
      } as never);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-disposition")).toContain("attachment");
      expect(own.headers.get("x-content-type-options")).toBe("nosniff");
      expect(own.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      expect(await own.text()).toBe("<b>hi</b>");

      expect((await download(shared!.id, raviCookie)).status).toBe(404);
      expect((await download(internal!.id, ashaCookie)).status).toBe(404);
      expect((await download(crypto.randomUUID(), ashaCookie)).status).toBe(404);
      expect((await download("not-a-uuid", ashaCookie)).status).toBe(404);
      // A file of one of Asha's tickets, asked for under another of her tickets, is not found either.
      const otherNumber = (await open(asha))!.number;
      expect((await download(shared!.id, ashaCookie, otherNumber)).status).toBe(404);
      // Signed out: to login and back.
      const signedOut = await download(shared!.id, "");
      expect(signedOut.status).toBe(302);
    });
  });
});
