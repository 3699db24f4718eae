// The public help centre on PGlite: /help lists the categories with their published articles only;
// its search answers with results or "No article matched" and records real queries; an article's
// page is the published article with its JSON-LD (a draft, an archived article and an unknown slug
// are the site's 404); "Was this helpful?" counts once per visitor; hostile markdown is neutralised;
// the sitemap lists published articles only. On PostgreSQL (when available): two app servers' page
// caches, each on its own connection, both show an edit made through another — of a help article,
// and of a blog post and a job opening (their per-process snapshots).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import type { Database } from "~/db/client.server";
import { blogPosts, helpArticles, helpArticleViews, helpArticleVotes, helpSearches, jobOpenings } from "~/db/schema";
import { readPublishedPosts } from "~/lib/blog/posts.server";
import { readPublishedOpenings } from "~/lib/careers/openings.server";
import { saveHelpArticle } from "~/lib/help/articles.server";
import { publishedHelpArticle } from "~/lib/help/public-articles.server";
import { systemActor } from "~/lib/casework/case-type.server";
import { createHelpPageCache, helpArticleStamp } from "~/lib/help/page-cache.server";
import { action as articleAction, loader as articleLoader } from "~/routes/help-article";
import { loader as helpLoader } from "~/routes/help";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { loader as blogPostLoader } from "~/routes/blog-post";
import { loader as careerOpeningLoader } from "~/routes/career-opening";
import { addBlogPost, addHelpArticle, addJobOpening } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { loadPage as load, routeContext } from "./support/routes";

async function vote(
  db: Database,
  slug: string,
  helpful: "yes" | "no",
  { address = "198.51.100.7", userAgent = "Mozilla/5.0 (phone)" } = {},
) {
  const context = routeContext(db, address);
  const request = new Request(`http://localhost/help/${slug}`, {
    method: "POST",
    body: new URLSearchParams({ article: slug, helpful }),
    headers: { "user-agent": userAgent, origin: "http://localhost" },
  });
  const url = new URL(request.url);
  const result = (await articleAction({ request, context, params: { slug }, url } as never)) as {
    data: { outcome: string; message: string };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

const votesOn = async (db: Database, articleId: number) =>
  (await db.select().from(helpArticleVotes).where(eq(helpArticleVotes.articleId, articleId))).length;

describe("the help centre on pglite", () => {
  let database: TestDatabase;
  let db: Database;
  let routerPublished: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    routerPublished = await addHelpArticle(db, {
      slug: "restart-your-router",
      title: "Restart your router when the internet drops",
      summary: "Most dropped connections come back after switching the router off for thirty seconds.",
      body: "## Steps\n\nSwitch the router **off** at the wall, wait thirty seconds and switch it on.",
      category: "internet-and-wifi",
      tags: ["internet"],
    });
    await addHelpArticle(db, {
      slug: "change-your-wifi-password",
      title: "Change your Wi-Fi password",
      summary: "Sign in to the router's page and change the wireless key.",
      category: "internet-and-wifi",
      tags: ["internet"],
    });
    await addHelpArticle(db, {
      slug: "printer-draft",
      title: "Printer queue draft",
      summary: "Not ready yet.",
      category: "printers",
      status: "draft",
    });
    await addHelpArticle(db, {
      slug: "old-router-guide",
      title: "Old router guide",
      summary: "Withdrawn.",
      category: "internet-and-wifi",
      status: "archived",
      publishedAt: new Date("2026-01-01T00:00:00Z"),
    });
  });
  afterAll(() => database.destroy());

  it("lists every category with its published articles only, and records no search without a query", async () => {
    const page = await load(helpLoader as never, "/help", routeContext(db));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Internet and Wi-Fi");
    expect(page.html).toContain("Smart home");
    expect(page.html).toContain('href="/help/restart-your-router"');
    expect(page.html).toContain("Most dropped connections come back");
    expect(page.html).not.toContain("printer-draft");
    expect(page.html).not.toContain("old-router-guide");
    expect(page.html).toMatch(/<search><form[^>]* action="\/help" method="get">/);
    await load(helpLoader as never, "/help?q=%20%20", routeContext(db));
    expect(await db.select().from(helpSearches)).toEqual([]);
  });

  it("searches on the server, says when nothing matched, and records both searches", async () => {
    const found = await load(helpLoader as never, "/help?q=restarting+routers", routeContext(db));
    expect(found.html).toContain("Results for “restarting routers”");
    expect(found.html).toContain('href="/help/restart-your-router"');
    const none = await load(helpLoader as never, "/help?q=quantum+flux+capacitor", routeContext(db));
    expect(none.html).toContain("No article matched — open a ticket or contact us.");
    expect(none.html).toContain('href="/contact"');
    const searches = await db.select().from(helpSearches).orderBy(helpSearches.id);
    expect(searches.map(({ query, resultCount }) => ({ query, resultCount }))).toEqual([
      { query: "restarting routers", resultCount: 1 },
      { query: "quantum flux capacitor", resultCount: 0 },
    ]);
  });

  it("serves a published article with its JSON-LD, category, related articles and a counted view", async () => {
    const page = await load(articleLoader as never, "/help/restart-your-router", routeContext(db));
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1");
    expect(page.html).toContain("<strong>off</strong>");
    expect(page.html).toContain('href="/help#internet-and-wifi"');
    expect(page.html).toContain('href="/help/change-your-wifi-password"');
    expect(page.html).toContain("Was this helpful?");
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.html)?.[1] ?? "";
    const graph = (JSON.parse(json) as { "@graph": { "@type": string; headline?: string }[] })["@graph"];
    expect(graph.map((node) => node["@type"]).sort()).toEqual(["Article", "BreadcrumbList"]);
    expect(graph.find((node) => node["@type"] === "Article")?.headline).toBe(
      "Restart your router when the internet drops",
    );
    expect(page.data.article).toMatchObject({
      title: "Restart your router when the internet drops",
      summary: "Most dropped connections come back after switching the router off for thirty seconds.",
    });
    const [views] = await db.select().from(helpArticleViews).where(eq(helpArticleViews.articleId, routerPublished.id));
    expect(views?.views).toBe(1);
  });

  it("answers a draft, an archived article and an unknown slug with the site's 404", async () => {
    for (const slug of ["printer-draft", "old-router-guide", "no-such-article"]) {
      expect((await load(articleLoader as never, `/help/${slug}`, routeContext(db))).status, slug).toBe(404);
    }
    expect((await vote(db, "printer-draft", "yes")).status).toBe(404);
  });

  it("counts one vote per visitor per article; another address is another visitor", async () => {
    const first = await vote(db, "restart-your-router", "yes");
    expect(first).toMatchObject({ status: 200, outcome: "recorded", message: "Thanks for telling us." });
    const again = await vote(db, "restart-your-router", "no");
    expect(again).toMatchObject({ status: 200, outcome: "already", message: "Thanks — you already told us." });
    expect(await votesOn(db, routerPublished.id)).toBe(1);
    const [kept] = await db.select().from(helpArticleVotes).where(eq(helpArticleVotes.articleId, routerPublished.id));
    expect(kept?.helpful).toBe(true);
    expect(await vote(db, "restart-your-router", "no", { address: "203.0.113.9" })).toMatchObject({
      outcome: "recorded",
    });
    expect(await votesOn(db, routerPublished.id)).toBe(2);
    expect((await vote(db, "restart-your-router", "maybe" as never)).status).toBe(400);
  });

  it("neutralises hostile markdown and HTML in a published article", async () => {
    await addHelpArticle(db, {
      slug: "hostile-article",
      title: "Hostile </script><script>alert(1)</script>",
      summary: "Summary <img src=x onerror=alert(2)>",
      body: [
        "<script>alert(3)</script>",
        "[click](javascript:alert(4))",
        '<img src="x" onerror="alert(5)">',
        "![pic](data:text/html;base64,PHNjcmlwdD4=)",
      ].join("\n\n"),
      category: "printers",
    });
    const { html: page } = await load(articleLoader as never, "/help/hostile-article", routeContext(db));
    // The JSON-LD block cannot be ended early by the title: one end tag, and the rest is checked apart.
    const [jsonLd = ""] = /<script type="application\/ld\+json">[\s\S]*?<\/script>/.exec(page) ?? [];
    expect(jsonLd.match(/<\/script/g)?.length).toBe(1);
    const html = page.replace(jsonLd, "");
    expect(html).not.toMatch(/<script>|<img src="x"|onerror="|href="javascript:|src="data:/i);
    expect(html).toContain("&lt;script&gt;alert(3)&lt;/script&gt;");
  });

  it("lists /help and published articles in the sitemap, never drafts or archived ones", async () => {
    const response = (await sitemapLoader({
      request: new Request("http://localhost/sitemap.xml"),
      context: routeContext(db),
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toMatch(/<loc>[^<]+\/help<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]+\/help\/restart-your-router<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(xml).not.toContain("printer-draft");
    expect(xml).not.toContain("old-router-guide");
  });

  it("shows an edited article at once: the page cache holds only the current version", async () => {
    const before = await load(articleLoader as never, "/help/restart-your-router", routeContext(db));
    expect(before.html).toContain("thirty seconds and switch it on");
    await db
      .update(helpArticles)
      .set({
        body: "Unplug the router for a full minute.",
        version: sql`${helpArticles.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(helpArticles.slug, "restart-your-router"));
    const after = await load(articleLoader as never, "/help/restart-your-router", routeContext(db));
    expect(after.html).toContain("Unplug the router for a full minute.");
    expect(after.html).not.toContain("thirty seconds and switch it on");
  });
});

describe.skipIf(!databaseKinds.includes("postgres"))("the help page cache on two app servers (postgres)", () => {
  let database: TestDatabase;
  let other: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    other = await openDatabase({ databaseUrl: database.url ?? "" });
  });
  afterAll(async () => {
    await other?.close();
    await database?.destroy();
  });

  it("drops each server's copy after an edit made through another server's connection", async () => {
    const article = await addHelpArticle(database.db, {
      slug: "clear-a-stuck-printer-queue",
      title: "Clear a stuck printer queue",
      body: "Cancel every document.",
      category: "printers",
    });
    // Two servers: each its own cache and its own connection pool to the one database.
    const servers = [database.db, other.db].map((db) => ({ db, cache: createHelpPageCache(), renders: 0 }));
    const serve = async (server: (typeof servers)[number]) => {
      const row = await publishedHelpArticle(server.db, "clear-a-stuck-printer-queue");
      if (!row) throw new Error("not published");
      return server.cache.html(row.id, helpArticleStamp(row), () => {
        server.renders += 1;
        return `<p>${row.body}</p>`;
      });
    };
    for (const server of servers) {
      expect(await serve(server)).toBe("<p>Cancel every document.</p>");
      expect(await serve(server)).toBe("<p>Cancel every document.</p>");
      expect(server.renders).toBe(1);
    }
    // The edit, on the second server, through the console's own command (a new version).
    const saved = await saveHelpArticle(other.db, systemActor, article.id, {
      slug: null,
      fields: {
        title: article.title,
        summary: article.summary,
        body: "Restart the print spooler.",
        category: "printers",
        tags: [],
        concerns: [],
      },
      note: null,
      expectedVersion: article.version,
    });
    expect(saved.outcome).toBe("changed");
    for (const server of servers) {
      expect(await serve(server)).toBe("<p>Restart the print spooler.</p>");
      expect(server.renders).toBe(2);
    }
  });

  it("drops each server's posts and openings after an edit made through another server's connection", async () => {
    await addBlogPost(database.db, { slug: "protect-the-office-ups", title: "Protect the office UPS" });
    await addJobOpening(database.db, { slug: "network-technician", title: "Network Technician" });
    // Each server keeps its snapshot per database handle: two handles, two servers' copies.
    const servers = [database.db, other.db];
    const heading = async (db: Database) =>
      /<h1[^>]*>([^<]*)<\/h1>/.exec(
        (await load(blogPostLoader as never, "/blog/protect-the-office-ups", routeContext(db))).html,
      )?.[1];
    const openingTitle = async (db: Database) =>
      (await load(careerOpeningLoader as never, "/careers/network-technician", routeContext(db))).data.opening;
    for (const db of servers) {
      expect(await heading(db)).toBe("Protect the office UPS");
      expect(await openingTitle(db)).toMatchObject({ title: "Network Technician" });
      // Unchanged: the same snapshot is used again, not loaded anew.
      expect(await readPublishedPosts(db)).toBe(await readPublishedPosts(db));
      expect(await readPublishedOpenings(db)).toBe(await readPublishedOpenings(db));
    }
    // The edits, on the second server, as the console makes them (new text, a new update time).
    const before = await Promise.all(servers.map((db) => readPublishedPosts(db)));
    await other.db
      .update(blogPosts)
      .set({
        title: "Protect the office UPS from surges",
        version: sql`${blogPosts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(blogPosts.slug, "protect-the-office-ups"));
    await other.db
      .update(jobOpenings)
      .set({ title: "Senior Network Technician", updatedAt: sql`now()` })
      .where(eq(jobOpenings.slug, "network-technician"));
    for (const [index, db] of servers.entries()) {
      expect(await heading(db)).toBe("Protect the office UPS from surges");
      expect(await openingTitle(db)).toMatchObject({ title: "Senior Network Technician" });
      expect(await readPublishedPosts(db)).not.toBe(before[index]);
    }
  });
});
