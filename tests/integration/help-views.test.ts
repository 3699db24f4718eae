// What the help centre counts, through the production server, whose memory keeps pages for anonymous
// visitors (server/document-cache.ts): an article's daily views count every reader — the one whose
// visit rendered it (by the loader) and each one answered from memory (by the server) — but not a
// crawler, a HEAD or the other language's notice page; and every search is recorded for the staff
// report (a search's answer is not kept), while the help centre without one still is. Needs
// `npm run build` first.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { helpArticles, helpArticleViews, helpSearches } from "~/db/schema";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.skipIf(!built)("the help centre's counts on the production server", () => {
  let server: Running;
  let dataDir: string;
  let articleSlug = "";

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-help-views-");
    server = await startServer({
      DATA_DIR: dataDir,
      APP_SECRET: "help-views-test-secret-0123456789abcdef0123",
      ENABLE_TEST_ROUTES: "1",
    });
  }, 120_000);

  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("counts every reader of a kept article, whether rendered or answered from memory", async () => {
    const made = await fetch(`${server.baseUrl}/__test/help-articles`, { method: "POST", body: new URLSearchParams() });
    const { slug } = (await made.json()) as { slug: string };
    const visit = (userAgent: string, method = "GET", prefix = "") =>
      fetch(`${server.baseUrl}${prefix}/help/${slug}`, { method, headers: { "user-agent": userAgent } }).then(
        async (response) => ({ status: response.status, text: await response.text(), headers: response.headers }),
      );
    const first = await visit(READER);
    expect(first.status).toBe(200);
    // The kept copy is stored once it has been compressed, after the first answer went out.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const later = [];
    for (let i = 0; i < 4; i++) later.push(await visit(READER));
    // Served from memory: the same bytes, with their length known up front, and no internal header.
    for (const answer of later) {
      expect(answer.text).toBe(first.text);
      expect(answer.headers.get("content-length")).not.toBeNull();
      expect(answer.headers.get("x-kept-page-view")).toBeNull();
    }
    expect(first.headers.get("x-kept-page-view")).toBeNull();
    expect((await visit(CRAWLER)).status).toBe(200);
    expect((await visit(CRAWLER)).status).toBe(200);
    expect((await visit(READER, "HEAD")).status).toBe(200);
    // The article is English: its Malayalam address is a notice linking to it, not a view.
    expect((await visit(READER, "GET", "/ml")).status).toBe(200);
    articleSlug = slug;
  }, 120_000);

  it("records every search, while the help centre without one is kept", async () => {
    const get = (search: string) =>
      fetch(`${server.baseUrl}/help${search}`, { headers: { "user-agent": READER } }).then(async (response) => ({
        text: await response.text(),
        kept: response.headers.get("content-length") !== null,
      }));
    await get("");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await get("")).kept).toBe(true);
    for (let i = 0; i < 3; i++) {
      const answer = await get("?q=Quantum+Fax+Machine");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(answer.kept).toBe(false);
    }
  }, 60_000);

  it("has counted them once the server has stopped", async () => {
    expect(await stopServer(server)).toBe(0);
    const handle = await openDatabase({ dataDir });
    try {
      const [article] = await handle.db.select().from(helpArticles).where(eq(helpArticles.slug, articleSlug));
      const rows = await handle.db.select().from(helpArticleViews).where(eq(helpArticleViews.articleId, article!.id));
      expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(5);
      const searches = await handle.db.select().from(helpSearches).where(eq(helpSearches.query, "quantum fax machine"));
      expect(searches).toHaveLength(3);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
