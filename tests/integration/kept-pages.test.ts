// An opening's, a post's or a list's page kept in the production server's memory for anonymous
// visitors (server/document-cache.ts) is answered from there only while the records it was drawn from
// are unchanged: an edit written to the database — by any app server — shows on the next request.
// On PostgreSQL, where the test can write while the server runs. Needs `npm run build` first.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { blogPosts, jobOpenings } from "~/db/schema";
import { addHelpArticle } from "~/testing/factories.server";
import { createPostgresDatabase, databaseKinds } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

describe.skipIf(!built || !databaseKinds.includes("postgres"))("kept pages of published records on PostgreSQL", () => {
  let server: Running;
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "anantha-kept-pages-"));
    server = await startServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      APP_SECRET: "kept-pages-test-secret-0123456789abcdef0123",
    });
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await fetch(server.baseUrl + pathname);
    return {
      html: await response.text(),
      kept: response.headers.get("content-length") !== null,
      stamps: response.headers.get("x-kept-page-stamps"),
    };
  };

  /** Edits a record as the console would (a new updated_at), straight in the database. */
  async function edit(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<unknown>) {
    const handle = await openDatabase({ databaseUrl: postgres.url, poolSize: 1 });
    try {
      await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  /** Gives a published opening or post a new title, as the console would. */
  const retitle = (table: typeof jobOpenings | typeof blogPosts, slug: string, title: string) =>
    edit((db) => db.update(table).set({ title, updatedAt: new Date() }).where(eq(table.slug, slug)));

  it("an opening's page is answered from memory until the opening is edited, then shows the edit on the next request", async () => {
    const page = "/careers/full-stack-developer";
    const first = await get(page);
    expect(first.html).toContain("Full Stack Developer");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = await get(page);
    expect(second.kept).toBe(true);
    expect(second.html).toBe(first.html);
    expect(second.stamps).toBeNull();

    await retitle(jobOpenings, "full-stack-developer", "Full Stack Developer (Kochi)");
    const edited = await get(page);
    expect(edited.html).toContain("Full Stack Developer (Kochi)");
    // Kept again, as edited.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const later = await get(page);
    expect(later.kept).toBe(true);
    expect(later.html).toBe(edited.html);
  }, 60_000);

  it("so is a post's page", async () => {
    const page = "/blog/choosing-the-right-amc-plan";
    const first = await get(page);
    expect(first.html).toContain("<h1");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await get(page)).kept).toBe(true);
    await retitle(blogPosts, "choosing-the-right-amc-plan", "Choosing an AMC plan, revised");
    expect((await get(page)).html).toContain("Choosing an AMC plan, revised");
  }, 60_000);

  // The lists of what staff publish, in both languages: each shows an edit on the next request.
  const lists = [
    {
      page: "/careers",
      edit: () => retitle(jobOpenings, "it-support-engineer", "IT Support Engineer (Kazhakkoottam)"),
      shows: "IT Support Engineer (Kazhakkoottam)",
    },
    {
      page: "/ml/blog",
      edit: () => retitle(blogPosts, "cloud-migration-best-practices", "Cloud migration, revised"),
      shows: "Cloud migration, revised",
    },
    {
      page: "/help",
      // A newly published article is an edit of the articles too.
      edit: () =>
        edit((db) =>
          addHelpArticle(db, { slug: "printer-offline", title: "When the printer says offline", status: "published" }),
        ),
      shows: "When the printer says offline",
    },
  ];
  it.each(lists)(
    "the list $page is answered from memory until one of its records is edited",
    async (list) => {
      const first = await get(list.page);
      expect(first.html).not.toContain(list.shows);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const second = await get(list.page);
      expect(second.kept).toBe(true);
      expect(second.html).toBe(first.html);
      await list.edit();
      expect((await get(list.page)).html).toContain(list.shows);
    },
    60_000,
  );
});
