// The help articles' views from kept answers, added up in memory and written once a second
// (app/lib/help/view-tally.server.ts): each reader counted once, on the India day they read, none lost
// when a write fails or the server stops.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { helpArticles, helpArticleViews } from "~/db/schema";
import { helpArticleView } from "~/lib/help/public-articles.server";
import { startHelpViewTally } from "~/lib/help/view-tally.server";
import { addHelpArticle } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

const READER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
// A long interval: the tests write when they choose to (flush, stop).
const MANUAL = 3_600_000;

describe.each(databaseKinds)("help article view tally on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let router: { id: number };
  let wifi: { id: number };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    router = await addHelpArticle(db, { slug: "tally-router", title: "Restart your router" });
    wifi = await addHelpArticle(db, { slug: "tally-wifi", title: "Change your Wi-Fi password" });
  });

  afterAll(async () => {
    await database?.destroy();
  });

  /** A tally whose loop has made its first run (at start), so only the test's own calls write. */
  async function startTally(now: () => Date, intervalMs = MANUAL) {
    const tally = startHelpViewTally({ db, intervalMs, now });
    await tally.flush();
    return tally;
  }

  const viewsOf = async (articleId: number) =>
    Object.fromEntries(
      (await db.select().from(helpArticleViews).where(eq(helpArticleViews.articleId, articleId))).map((row) => [
        row.day,
        row.views,
      ]),
    );

  it("writes readers' views in one go, adding to the day's count; crawlers and other names are not views", async () => {
    const now = new Date("2026-11-27T06:00:00Z");
    const tally = await startTally(() => now);
    try {
      for (let i = 0; i < 3; i++) tally.count(helpArticleView(router.id), READER);
      tally.count(helpArticleView(wifi.id), READER);
      tally.count(helpArticleView(wifi.id), CRAWLER);
      tally.count(helpArticleView(wifi.id), "");
      tally.count("blog-post:1", READER);
      // Counted in memory only until written.
      expect(await viewsOf(router.id)).toEqual({});
      await tally.flush();
      expect(await viewsOf(router.id)).toEqual({ "2026-11-27": 3 });
      expect(await viewsOf(wifi.id)).toEqual({ "2026-11-27": 1 });
      tally.count(helpArticleView(router.id), READER);
      await tally.flush();
      expect(await viewsOf(router.id)).toEqual({ "2026-11-27": 4 });
    } finally {
      await tally.stop();
    }
  });

  it("counts a view on the India day it happened, whenever it is written", async () => {
    let now = new Date("2026-11-27T18:29:00Z"); // 23:59 IST
    const tally = await startTally(() => now);
    tally.count(helpArticleView(wifi.id), READER);
    now = new Date("2026-11-27T18:31:00Z"); // 00:01 IST, the next day
    tally.count(helpArticleView(wifi.id), READER);
    await tally.stop();
    expect(await viewsOf(wifi.id)).toEqual({ "2026-11-27": 2, "2026-11-28": 1 });
  });

  it("keeps the views of a failed write for the next one, and skips an article deleted meanwhile", async () => {
    const gone = await addHelpArticle(db, { slug: "tally-gone", title: "An article about to go" });
    const now = new Date("2026-11-29T06:00:00Z");
    const tally = await startTally(() => now);
    tally.count(helpArticleView(router.id), READER);
    tally.count(helpArticleView(gone.id), READER);
    // The table away for a moment, as a database restarting would be: the write fails for real.
    await db.execute(sql`alter table help_article_views rename to help_article_views_away`);
    try {
      await expect(tally.flush()).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table help_article_views_away rename to help_article_views`);
    }
    tally.count(helpArticleView(router.id), READER);
    await db.delete(helpArticles).where(eq(helpArticles.id, gone.id));
    await tally.stop();
    expect((await viewsOf(router.id))["2026-11-29"]).toBe(2);
    expect(await viewsOf(gone.id)).toEqual({});
  });

  it("writes by itself every interval", async () => {
    const now = new Date("2026-11-30T06:00:00Z");
    const tally = await startTally(() => now, 50);
    try {
      tally.count(helpArticleView(router.id), READER);
      await expect.poll(async () => (await viewsOf(router.id))["2026-11-30"], { timeout: 5_000 }).toBe(1);
    } finally {
      await tally.stop();
    }
  });
});
