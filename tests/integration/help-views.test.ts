// A help article's daily views through the production server: the page is kept in memory for anonymous
// readers (server/document-cache.ts), and every reader is counted all the same — the one whose visit
// rendered it (by the loader) and each one answered from memory (by the server) — but not a crawler,
// not a HEAD, and not the other language's notice page. Needs `npm run build` first.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { helpArticles, helpArticleViews } from "~/db/schema";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

const READER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.skipIf(!built)("help article views on the production server", () => {
  let server: Running;
  let dataDir: string;

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

    expect(await stopServer(server)).toBe(0);
    const handle = await openDatabase({ dataDir });
    try {
      const [article] = await handle.db.select().from(helpArticles).where(eq(helpArticles.slug, slug));
      const rows = await handle.db.select().from(helpArticleViews).where(eq(helpArticleViews.articleId, article!.id));
      expect(rows.reduce((sum, row) => sum + row.views, 0)).toBe(5);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
