// Migration 0023 imported today's blog posts and job openings unchanged, on PGlite and PostgreSQL:
// every post file and opening of the code (now tests/fixtures/imported-2026-11) equals its row byte for
// byte, renders the same page as the file-based parser did, and has its first version and its
// "created" history entry.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPostEvents,
  blogPosts,
  blogPostVersions,
  jobOpeningEvents,
  jobOpenings,
  jobOpeningVersions,
} from "~/db/schema";
import { readPublishedPosts } from "~/lib/blog/posts.server";
import { readPublishedOpenings, toJob } from "~/lib/careers/openings.server";
import { splitFrontmatter } from "~/lib/blog/frontmatter.server";
import type { PostFrontmatter } from "~/lib/blog/schema";
import { importedPostFiles } from "../fixtures/imported-2026-11/blog";
import { parsePost } from "../fixtures/imported-2026-11/file-parser";
import { importedOpenings } from "../fixtures/imported-2026-11/openings";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";

describe.each(databaseKinds)("the posts and openings imported by migration 0023 on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("has every post file as a published row, byte for byte, with its first version and history", async () => {
    const rows = await database.db.select().from(blogPosts).orderBy(blogPosts.slug);
    expect(rows.map((row) => `${row.slug}.md`)).toEqual(importedPostFiles.map(({ file }) => file));
    for (const { file, source } of importedPostFiles) {
      const { data, body } = splitFrontmatter(source);
      const facts = data as PostFrontmatter;
      const row = rows.find((candidate) => `${candidate.slug}.md` === file);
      const content = {
        title: facts.title,
        excerpt: facts.excerpt,
        author: facts.author,
        publishedOn: facts.publishedAt,
        body,
        tags: facts.tags,
        featured: facts.featured ?? false,
        category: facts.category,
        imageName: facts.image.name,
        imageAlt: facts.image.alt,
      };
      expect(row, file).toMatchObject({ slug: facts.slug, status: "published", version: 1, ...content });
      expect(row?.publishedAt, file).toBeInstanceOf(Date);
      const versions = await database.db.select().from(blogPostVersions).where(eq(blogPostVersions.postId, row!.id));
      expect(versions, file).toHaveLength(1);
      expect(versions[0], file).toMatchObject({ version: 1, ...content });
      const events = await database.db.select().from(blogPostEvents).where(eq(blogPostEvents.postId, row!.id));
      expect(
        events.map((event) => event.kind),
        file,
      ).toEqual(["created"]);
    }
  });

  it("renders every post from the database exactly as the file-based parser did", async () => {
    const published = await readPublishedPosts(database.db);
    const parsed = importedPostFiles.map(({ file, source }) => parsePost(file, source));
    expect(published.posts.map((post) => post.slug).sort()).toEqual(parsed.map((post) => post.slug).sort());
    // The imported posts are English (migration 0025's default): the rows say so, the files did not.
    for (const post of parsed) expect(published.bySlug.get(post.slug), post.slug).toEqual({ ...post, language: "en" });
  });

  it("has every opening of the code as a published row, field for field, with its first version and history", async () => {
    const rows = await database.db.select().from(jobOpenings).orderBy(jobOpenings.id);
    expect(rows.map((row) => row.slug)).toEqual(importedOpenings.map((job) => job.id));
    for (const job of importedOpenings) {
      const row = rows.find((candidate) => candidate.slug === job.id)!;
      expect(row.status, job.id).toBe("published");
      expect(toJob(row), job.id).toEqual({ ...job, language: "en" });
      const versions = await database.db
        .select()
        .from(jobOpeningVersions)
        .where(eq(jobOpeningVersions.openingId, row.id));
      expect(versions, job.id).toHaveLength(1);
      expect(toJob({ ...versions[0]!, slug: row.slug }), job.id).toEqual(job);
      const events = await database.db.select().from(jobOpeningEvents).where(eq(jobOpeningEvents.openingId, row.id));
      expect(
        events.map((event) => event.kind),
        job.id,
      ).toEqual(["created"]);
    }
    expect((await readPublishedOpenings(database.db)).all).toEqual(
      importedOpenings.map((job) => ({ ...job, language: "en" })),
    );
  });
});
