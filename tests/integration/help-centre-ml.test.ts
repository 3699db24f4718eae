// The help centre under /ml on PGlite: /ml/help in Malayalam with /ml links and the other language's
// articles marked; an English article at its /ml address is a notice linking to it (no vote form);
// a vote and a "This solved it" posted from /ml answer in Malayalam; the suggestions JSON puts the
// asking page's language first and stays English by default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import type { Outcome } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import { newTicketForm } from "~/lib/tickets/customer-actions.server";
import type { NewTicketActionData } from "~/lib/tickets/customer-form";
import { action as articleAction, loader as articleLoader } from "~/routes/help-article";
import { loader as helpLoader } from "~/routes/help";
import { loader as suggestionsLoader } from "~/routes/help-suggestions";
import { addHelpArticle, addUser } from "~/testing/factories.server";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { loadPage as load, routeContext } from "./support/routes";

const env = getEnv();

/** An article's page at `path` (loadPage reads the slug from an English path only). */
const loadArticle = (db: Database, path: string) =>
  load(
    (args: { params: { slug: string } }) => {
      const slug = path.split("/").at(-1) ?? "";
      return articleLoader({ ...args, params: { slug } } as never);
    },
    path,
    routeContext(db),
  );

describe("the help centre in Malayalam", () => {
  let database: TestDatabase;
  let db: Database;
  let english: { id: number };
  let malayalam: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    english = await addHelpArticle(db, {
      slug: "clear-a-stuck-printer-queue",
      title: "Clear a stuck printer queue",
      summary: "When documents wait in the printer queue and nothing prints, restart the print spooler.",
      category: "printers",
      tags: ["printer"],
    });
    malayalam = await addHelpArticle(db, {
      slug: "printer-queue-malayalam",
      title: "പ്രിന്റർ queue കുടുങ്ങിയാൽ",
      summary: "printer queue: പ്രിന്റ് സ്പൂളർ റീസ്റ്റാർട്ട് ചെയ്യുക.",
      category: "printers",
      tags: ["printer"],
      language: "ml",
    });
  });
  afterAll(() => database.destroy());

  it("says /ml/help in Malayalam, links under /ml and marks the English article", async () => {
    const page = await load(helpLoader, "/ml/help", routeContext(db));
    expect(page.status).toBe(200);
    expect(page.html).toContain("സഹായ കേന്ദ്രം");
    expect(page.html).toContain("പ്രിന്റർ");
    expect(page.html).toContain('action="/ml/help"');
    expect(page.html).toContain('href="/ml/help/printer-queue-malayalam"');
    expect(page.html).toContain('href="/ml/help/clear-a-stuck-printer-queue"');
    expect(page.html).toMatch(/lang="en-IN"[^>]*>Clear a stuck printer queue/);
    expect(page.html).toContain("ഇംഗ്ലീഷിൽ");
    expect(page.html).not.toContain("Browse by topic");
    // The English list marks the Malayalam article, and its links stay English.
    const englishPage = await load(helpLoader, "/help", routeContext(db));
    expect(englishPage.html).toContain("In Malayalam");
    expect(englishPage.html).toContain('href="/help/clear-a-stuck-printer-queue"');
  });

  it("serves a Malayalam article at /ml with Malayalam words, and an English one as a notice linking to it", async () => {
    const own = await loadArticle(db, "/ml/help/printer-queue-malayalam");
    expect(own.status).toBe(200);
    expect(own.html).toContain("ഇത് ഉപകാരപ്പെട്ടോ?");
    expect(own.html).toContain('href="/ml/account/tickets/new"');
    expect(own.html).toContain("https://");
    expect(own.html).not.toContain("Was this helpful?");

    const other = await loadArticle(db, "/ml/help/clear-a-stuck-printer-queue");
    expect(other.status).toBe(200);
    expect(other.html).toContain("ഈ സഹായ ലേഖനം ഇംഗ്ലീഷിലാണ്");
    expect(other.html).toContain('href="/help/clear-a-stuck-printer-queue"');
    expect(other.html).not.toContain('name="helpful"');
    expect(other.data.notice).toMatchObject({ recordPath: "/help/clear-a-stuck-printer-queue" });

    const reverse = await loadArticle(db, "/help/printer-queue-malayalam");
    expect(reverse.html).toContain("This help article is in Malayalam");
    expect(reverse.html).toContain('href="/ml/help/printer-queue-malayalam"');
  });

  it("answers a vote posted from /ml in Malayalam", async () => {
    const slug = "printer-queue-malayalam";
    const request = new Request(`http://localhost/ml/help/${slug}`, {
      method: "POST",
      body: new URLSearchParams({ article: slug, helpful: "yes" }),
      headers: { "user-agent": "Mozilla/5.0 (phone)", origin: "http://localhost" },
    });
    const url = new URL(request.url);
    const result = (await articleAction({ request, context: routeContext(db), params: { slug }, url } as never)) as {
      data: { outcome: string; message: string };
    };
    expect(result.data).toEqual({ outcome: "recorded", message: "അറിയിച്ചതിന് നന്ദി." });
  });

  it("answers 'This solved it' posted from /ml/account/tickets/new in Malayalam, and suggests Malayalam first", async () => {
    const customer = await addUser(db, "customer", "Asha Nair");
    const post = (fields: Record<string, string>) => {
      const { body, contentType } = multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value })));
      return handleForm(newTicketForm, {
        request: new Request("http://localhost/ml/account/tickets/new", {
          method: "POST",
          body,
          headers: { "content-type": contentType, origin: env.PUBLIC_URL },
        }),
        db,
        clientAddress: "198.51.100.31",
        env,
        session: async () => customer,
      }) as Promise<Outcome<NewTicketActionData>>;
    };
    const problem = {
      subject: "Printer queue",
      description: "Printer queue",
      priority: "medium",
      type: "hardware",
    };
    const step = await post({ ...problem, submissionId: crypto.randomUUID() });
    expect(step.type === "data" && step.body.suggestions?.map((article) => article.id)).toEqual([
      malayalam.id,
      english.id,
    ]);
    const refused = await post({ ...problem, submissionId: crypto.randomUUID(), solvedArticle: "999999" });
    expect(refused).toMatchObject({
      type: "data",
      status: 400,
      body: { message: "ആ ലേഖനം ഇപ്പോൾ പ്രസിദ്ധീകരിച്ചിട്ടില്ല. മറ്റൊന്ന് തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ ടിക്കറ്റ് തുറക്കുക." },
    });
  });

  it("puts the asking page's language first in /help/suggestions.json, English by default", async () => {
    const ask = async (referer?: string) => {
      const response = (await suggestionsLoader({
        request: new Request("http://localhost/help/suggestions.json?q=printer+queue", {
          headers: referer ? { referer } : {},
        }),
        context: routeContext(db, "198.51.100.32"),
        params: {},
      } as never)) as Response;
      return ((await response.json()) as { articles: { id: number }[] }).articles.map((article) => article.id);
    };
    expect(await ask()).toEqual([english.id, malayalam.id]);
    expect(await ask("http://localhost/account/tickets/new")).toEqual([english.id, malayalam.id]);
    expect(await ask("http://localhost/ml/account/tickets/new")).toEqual([malayalam.id, english.id]);
  });
});
