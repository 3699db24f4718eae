// Deflection before a ticket, on PGlite and PostgreSQL: the new-ticket form's first post of a problem
// that published articles answer is a step with those articles (drafts and archived ones never
// suggested); a post that has seen them, or a problem nothing answers, opens the ticket at once;
// "This solved it" records one deflection per copy of the form, for a published article only, and
// opens no ticket; GET /help/suggestions.json answers published articles only, at most three, and
// is rate-limited per client address.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { helpDeflectionQueryMaxLength, helpDeflections, rateLimits, tickets } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import type { Outcome } from "~/lib/forms/outcome";
import { handleForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { helpSuggestionRateLimit, recordHelpDeflection } from "~/lib/help/deflections.server";
import { newTicketForm } from "~/lib/tickets/customer-actions.server";
import type { NewTicketActionData } from "~/lib/tickets/customer-form";
import { loader as suggestionsLoader } from "~/routes/help-suggestions";
import { addHelpArticle, addUser } from "~/testing/factories.server";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { routeContext } from "./support/routes";

const env = getEnv();

const problem = {
  subject: "Printer queue stuck",
  description: "Nothing prints from the office PCs; the queue shows three documents waiting.",
  priority: "medium",
  type: "hardware",
};

describe.each(databaseKinds)("deflection before a ticket on %s", (kind) => {
  let database: TestDatabase;
  let customer: SignedInUser;
  let printer: { id: number; slug: string; title: string };
  let draft: { id: number };
  let archived: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    customer = await addUser(database.db, "customer", "Asha Nair");
    printer = await addHelpArticle(database.db, {
      slug: "clear-a-stuck-printer-queue",
      title: "Clear a stuck printer queue",
      summary: "When documents wait in the printer queue and nothing prints, restart the print spooler.",
      tags: ["printer"],
    });
    draft = await addHelpArticle(database.db, {
      slug: "printer-queue-draft",
      title: "Printer queue stuck (draft)",
      status: "draft",
    });
    archived = await addHelpArticle(database.db, {
      slug: "printer-queue-old",
      title: "Printer queue stuck on Windows 7",
      status: "archived",
    });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  function post(fields: Record<string, string>) {
    const { body, contentType } = multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value })));
    return handleForm(newTicketForm, {
      request: new Request("http://localhost/account/tickets/new", {
        method: "POST",
        body,
        headers: { "content-type": contentType, origin: env.PUBLIC_URL },
      }),
      db: database.db,
      clientAddress: "198.51.100.21",
      env,
      session: async () => customer,
    }) as Promise<Outcome<NewTicketActionData>>;
  }

  const ticketsOf = async (subject: string) =>
    (await database.db.select().from(tickets).where(eq(tickets.customerId, customer.id))).filter(
      (ticket) => ticket.subject === subject,
    );
  const deflectionsOf = (submissionId: string) =>
    database.db.select().from(helpDeflections).where(eq(helpDeflections.submissionId, submissionId));

  it("shows the published articles as a step of the form, keeps what was typed, opens no ticket", async () => {
    const outcome = await post({ ...problem, submissionId: crypto.randomUUID() });
    expect(outcome).toMatchObject({ type: "data", status: 200 });
    const body = (outcome as { body: NewTicketActionData }).body;
    expect(body.suggestions?.map((article) => article.id)).toEqual([printer.id]);
    expect(body.values).toMatchObject({ subject: problem.subject, description: problem.description, type: "hardware" });
    expect(body.filesDropped).toBe(false);
    expect(await ticketsOf(problem.subject)).toHaveLength(0);
  });

  it("opens the ticket once the suggestions were seen, and at once when nothing matches", async () => {
    const seen = await post({ ...problem, subject: "Printer queue stuck again", suggestionsSeen: "1" });
    expect(seen.type).toBe("redirect");
    expect(await ticketsOf("Printer queue stuck again")).toHaveLength(1);

    const unmatched = { ...problem, subject: "Tally licence expired", description: "Tally says the licence ended." };
    expect((await post({ ...unmatched, submissionId: crypto.randomUUID() })).type).toBe("redirect");
    expect(await ticketsOf(unmatched.subject)).toHaveLength(1);
  });

  it("records 'This solved it' once per submissionId, with the problem typed, and opens no ticket", async () => {
    const submissionId = crypto.randomUUID();
    const subject = "Printer queue stuck since lunch";
    const solved = { subject, description: problem.description, submissionId, solvedArticle: String(printer.id) };
    const [first, second] = [await post(solved), await post(solved)];
    for (const outcome of [first, second]) {
      expect(outcome).toMatchObject({
        type: "data",
        status: 200,
        body: { solved: { slug: printer.slug, title: printer.title }, values: { subject } },
      });
    }
    const rows = await deflectionsOf(submissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      articleId: printer.id,
      userId: customer.id,
      query: `${subject} ${problem.description}`,
    });
    expect(await ticketsOf(subject)).toHaveLength(0);
  });

  it("refuses 'This solved it' for a draft, an archived article, an unknown or malformed id: nothing stored", async () => {
    for (const solvedArticle of [String(draft.id), String(archived.id), "999999", "x'; drop table tickets"]) {
      const submissionId = crypto.randomUUID();
      const outcome = await post({ ...problem, submissionId, solvedArticle });
      expect(outcome, solvedArticle).toMatchObject({
        type: "data",
        status: 400,
        body: { message: expect.any(String) },
      });
      expect(await deflectionsOf(submissionId)).toHaveLength(0);
    }
    expect(
      await recordHelpDeflection(database.db, {
        articleId: draft.id,
        userId: null,
        query: "x",
        submissionId: crypto.randomUUID(),
      }),
    ).toBe("unpublished");
  });

  it("counts a double click once even when both arrive together, and cuts a long problem", async () => {
    const submissionId = crypto.randomUUID();
    const deflection = { articleId: printer.id, userId: customer.id, query: "é".repeat(5000), submissionId };
    const outcomes = await Promise.all([
      recordHelpDeflection(database.db, deflection),
      recordHelpDeflection(database.db, deflection),
    ]);
    expect(outcomes.sort()).toEqual(["already", "recorded"]);
    const rows = await deflectionsOf(submissionId);
    expect(rows).toHaveLength(1);
    expect(Array.from(rows[0]?.query ?? "")).toHaveLength(helpDeflectionQueryMaxLength);
  });

  const ask = async (query: string, clientAddress = "198.51.100.22") => {
    const response = (await suggestionsLoader({
      request: new Request(`http://localhost/help/suggestions.json?${query}`),
      context: routeContext(database.db, clientAddress),
      params: {},
    } as never)) as Response;
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as { articles: { id: number }[] },
    };
  };

  it("answers GET /help/suggestions.json with published articles only, at most three", async () => {
    const found = await ask("q=printer+queue+stuck&limit=50");
    expect(found.status).toBe(200);
    expect(found.json.articles.map((article) => article.id)).toEqual([printer.id]);
    expect((await ask("q=")).json.articles).toEqual([]);
    expect((await ask("limit=abc")).json.articles).toEqual([]);
    expect((await ask(`q=${encodeURIComponent("'\\\u0000 & | ! ".repeat(500))}&limit=-1`)).status).toBe(200);
  });

  it("rate-limits the suggestions per client address, answering none with Retry-After", async () => {
    const address = "198.51.100.23";
    // The address's bucket already full for this window (cheaper than asking 120 times).
    await database.db.insert(rateLimits).values({
      key: `${helpSuggestionRateLimit.name}:${address}`,
      windowStart: new Date(),
      hits: helpSuggestionRateLimit.limit * env.RATE_LIMIT_MULTIPLIER,
    });
    const refused = await ask("q=printer", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.json.articles).toEqual([]);
    expect((await ask("q=printer", "198.51.100.24")).json.articles).toHaveLength(1);
  });
});
