// The public side of what staff publish, from the database (PGlite): nothing but a published post or
// opening is reachable — a draft or an archived one is the 404 and is absent from /blog, the feed,
// /careers and the sitemap; an opening past its deadline leaves /careers and the sitemap while its
// page says it is closed and refuses applications; the feed, sitemap and JSON-LD follow the database;
// an edit is seen on the next request (the stamp changes). Two servers on PostgreSQL: help-centre.test.ts.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogListCopy } from "~/content/blog";
import { applicationClosed } from "~/content/careers-apply";
import { blogPosts, jobOpenings } from "~/db/schema";
import { documentHeadTags, seoIndex } from "~/lib/seo/head.server";
import { sitePublished } from "~/lib/seo/published.server";
import * as blogList from "~/routes/blog";
import * as blogPost from "~/routes/blog-post";
import * as blogRss from "~/routes/blog-rss";
import * as applyRoute from "~/routes/career-apply";
import * as careerOpening from "~/routes/career-opening";
import * as careers from "~/routes/careers";
import * as sitemap from "~/routes/sitemap";
import { addApplication, addBlogPost, addJobOpening } from "~/testing/factories.server";
import { listApplications } from "~/lib/careers/staff-applications.server";
import { openingTitle } from "~/lib/careers/staff-emails.server";
import { applicationList } from "~/lib/careers/staff-query";
import { samples } from "../support/file-samples";
import { multipartRequest } from "../support/multipart";
import { closedDatabase, createTestDatabase, type TestDatabase } from "./support/database";
import { loadPage, routeContext } from "./support/routes";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  const db = database.db;
  await addBlogPost(db, { slug: "a-draft-post", title: "A draft about printers", status: "draft" });
  await addBlogPost(db, { slug: "an-archived-post", title: "An archived note about modems", status: "archived" });
  await addBlogPost(db, { slug: "a-new-post", title: "Backups that survive a flood", publishedOn: "2026-11-25" });
  await addJobOpening(db, { slug: "a-draft-opening", title: "Draft Network Engineer", status: "draft" });
  await addJobOpening(db, { slug: "an-archived-opening", title: "Archived Tally Consultant", status: "archived" });
  await addJobOpening(db, {
    slug: "a-closed-opening",
    title: "Closed CCTV Technician",
    applicationDeadline: "2026-01-31",
  });
  await addJobOpening(db, { slug: "a-new-opening", title: "Field Support Engineer", employmentType: "Part-time" });
});
afterAll(async () => {
  await database?.destroy();
});

const context = () => routeContext(database.db);
/** A resource route's answer (the feed, the sitemap). */
const respond = async (loader: (args: never) => unknown, path: string, on = context()) =>
  (await loader({ request: new Request(`http://localhost${path}`), context: on } as never)) as Response;
const text = async (loader: (args: never) => unknown, path: string) => (await respond(loader, path)).text();
const headTags = async (path: string) => documentHeadTags(seoIndex(await sitePublished("test", context())), path, 200);
const jsonLd = (tags: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(tags)?.[1] ?? "null") as {
    "@graph": Record<string, unknown>[];
  } | null;

describe("blog posts from the database", () => {
  it("shows published posts only: a draft or archived post is the 404 and is in no list, feed or sitemap", async () => {
    const list = await loadPage(blogList.loader as never, "/blog", context());
    expect(list.html).toContain("Backups that survive a flood");
    const feed = await text(blogRss.loader as never, "/blog/rss.xml");
    const map = await text(sitemap.loader as never, "/sitemap.xml");
    expect(feed).toContain("/blog/a-new-post");
    expect(map).toContain("/blog/a-new-post");
    for (const [slug, title] of [
      ["a-draft-post", "A draft about printers"],
      ["an-archived-post", "An archived note about modems"],
    ]) {
      expect((await loadPage(blogPost.loader as never, `/blog/${slug}`, context())).status, slug).toBe(404);
      expect(list.html).not.toContain(title);
      expect(feed).not.toContain(slug);
      expect(map).not.toContain(slug);
      expect(await headTags(`/blog/${slug}`)).not.toContain("ld+json");
    }
  });

  it("describes a published post in JSON-LD, with its list page's share image", async () => {
    const tags = await headTags("/blog/a-new-post");
    const posting = jsonLd(tags)?.["@graph"].find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: "Backups that survive a flood", datePublished: "2026-11-25" });
    const listImage = /og:image" content="([^"]+)"/.exec(await headTags("/blog"))?.[1];
    expect(listImage).toMatch(/\/assets\/og\/blog\.[0-9a-f]{10}\.png$/);
    expect(tags).toContain(`og:image" content="${listImage}"`);
  });

  it("shows an edit on the next request, in the page, the list, the feed and the JSON-LD", async () => {
    const before = await loadPage(blogPost.loader as never, "/blog/a-new-post", context());
    expect(before.html).toContain(">Backups that survive a flood</h1>");
    // What the console's save does: new text, a new version, a new update time.
    await database.db
      .update(blogPosts)
      .set({ title: "Backups that survive a monsoon", version: sql`${blogPosts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(blogPosts.slug, "a-new-post"));
    const after = await loadPage(blogPost.loader as never, "/blog/a-new-post", context());
    expect(after.html).toContain(">Backups that survive a monsoon</h1>");
    expect(after.html).not.toContain(">Backups that survive a flood</h1>");
    expect((await loadPage(blogList.loader as never, "/blog", context())).html).toContain("survive a monsoon");
    expect(await text(blogRss.loader as never, "/blog/rss.xml")).toContain("survive a monsoon");
    expect(await headTags("/blog/a-new-post")).toContain("Backups that survive a monsoon");
    // Archived: gone from the page and every list on the next request.
    await database.db
      .update(blogPosts)
      .set({ status: "archived", updatedAt: sql`now()` })
      .where(eq(blogPosts.slug, "a-new-post"));
    expect((await loadPage(blogPost.loader as never, "/blog/a-new-post", context())).status).toBe(404);
    expect(await text(sitemap.loader as never, "/sitemap.xml")).not.toContain("/blog/a-new-post");
  });
  it("neutralises hostile markdown and HTML an editor types into a post", async () => {
    await addBlogPost(database.db, {
      slug: "a-hostile-post",
      title: "Printers </script><script>alert(1)</script>",
      body: '<script>alert("body")</script>\n\n<img src=x onerror=alert(2)>\n\n[Click](javascript:alert(3)) and ![x](data:text/html,hi)\n',
    });
    const page = await loadPage(blogPost.loader as never, "/blog/a-hostile-post", context());
    expect(page.status).toBe(200);
    expect(page.html).not.toMatch(/<script|<img src=x|javascript:|data:text/i);
    expect(page.html).toContain("&lt;script&gt;");
    const tags = await headTags("/blog/a-hostile-post");
    expect(tags).not.toContain("</script><script>");
    expect(jsonLd(tags)?.["@graph"].find((node) => node["@type"] === "BlogPosting")).toMatchObject({
      headline: "Printers </script><script>alert(1)</script>",
    });
  });
});

describe("job openings from the database", () => {
  it("lists open published openings only; a draft or archived one is the 404 and takes no application", async () => {
    const page = await loadPage(careers.loader as never, "/careers", context());
    const map = await text(sitemap.loader as never, "/sitemap.xml");
    expect(page.html).toContain('href="/careers/a-new-opening"');
    expect(map).toContain("/careers/a-new-opening");
    for (const slug of ["a-draft-opening", "an-archived-opening"]) {
      expect((await loadPage(careerOpening.loader as never, `/careers/${slug}`, context())).status, slug).toBe(404);
      expect(page.html).not.toContain(slug);
      expect(map).not.toContain(slug);
      const refused = (await applyRoute.action({
        request: multipartRequest([{ name: "fullName", value: "Asha" }], `http://localhost/careers/${slug}/apply`),
        context: context(),
        params: { id: slug },
      } as never)) as Response;
      expect(refused.status, slug).toBe(404);
    }
  });

  it("keeps a closed opening's page, saying it is closed, off /careers and the sitemap, and refuses applications", async () => {
    const closed = await loadPage(careerOpening.loader as never, "/careers/a-closed-opening", context());
    expect(closed.status).toBe(200);
    expect(closed.data.state).toBe("closed");
    expect((await loadPage(careers.loader as never, "/careers", context())).html).not.toContain("a-closed-opening");
    expect(await text(sitemap.loader as never, "/sitemap.xml")).not.toContain("a-closed-opening");
    // No JobPosting for a role that takes no one.
    expect(await headTags("/careers/a-closed-opening")).not.toContain("JobPosting");
    const refused = (await applyRoute.action({
      request: multipartRequest(
        [
          { name: "fullName", value: "Asha Nair" },
          { name: "resume", fileName: "cv.pdf", bytes: samples.pdf, contentType: "application/pdf" },
        ],
        "http://localhost/careers/a-closed-opening/apply",
      ),
      context: context(),
      params: { id: "a-closed-opening" },
    } as never)) as Response;
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ message: applicationClosed.refused });
  });

  it("describes an open opening in JSON-LD from what staff typed, and shows an edit or a new deadline on the next request", async () => {
    const posting = jsonLd(await headTags("/careers/a-new-opening"))?.["@graph"].find(
      (node) => node["@type"] === "JobPosting",
    );
    expect(posting).toMatchObject({ title: "Field Support Engineer", employmentType: "PART_TIME" });
    await database.db
      .update(jobOpenings)
      .set({ title: "Senior Field Support Engineer", updatedAt: sql`now()` })
      .where(eq(jobOpenings.slug, "a-new-opening"));
    expect((await loadPage(careers.loader as never, "/careers", context())).html).toContain(
      "Senior Field Support Engineer",
    );
    // Staff extend the closed one: it is back on /careers and in the sitemap.
    await database.db
      .update(jobOpenings)
      .set({ applicationDeadline: "2099-12-31", updatedAt: sql`now()` })
      .where(eq(jobOpenings.slug, "a-closed-opening"));
    expect((await loadPage(careers.loader as never, "/careers", context())).html).toContain("a-closed-opening");
    expect(await text(sitemap.loader as never, "/sitemap.xml")).toContain("/careers/a-closed-opening");
    const reopened = await loadPage(careerOpening.loader as never, "/careers/a-closed-opening", context());
    expect(reopened.data.state).toBe("open");
  });

  it("keeps an application's opening title for HR after the opening is archived", async () => {
    await addJobOpening(database.db, { slug: "a-withdrawn-opening", title: "Withdrawn Printer Technician" });
    const application = await addApplication(database.db, { openingId: "a-withdrawn-opening" });
    await database.db
      .update(jobOpenings)
      .set({ status: "archived", updatedAt: sql`now()` })
      .where(eq(jobOpenings.slug, "a-withdrawn-opening"));
    expect((await loadPage(careerOpening.loader as never, "/careers/a-withdrawn-opening", context())).status).toBe(404);
    expect(await openingTitle(database.db, "a-withdrawn-opening")).toBe("Withdrawn Printer Technician");
    const query = applicationList.parse(new URLSearchParams("opening=a-withdrawn-opening"));
    const { rows } = await listApplications(database.db, query, 0, new Date());
    expect(rows.map((row) => [row.id, row.openingTitle])).toEqual([[application.id, "Withdrawn Printer Technician"]]);
  });
});

describe("without the database", () => {
  let down: ReturnType<typeof routeContext>;
  beforeAll(async () => {
    down = routeContext(await closedDatabase());
  });

  it("still answers /blog, /careers and the sitemap (without what is published); the rest says to come back", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const list = await loadPage(blogList.loader as never, "/blog", down);
      expect(list.status).toBe(200);
      expect(list.html).toContain(blogListCopy.emptyTitle);
      expect((await loadPage(careers.loader as never, "/careers", down)).status).toBe(200);
      const map = await respond(sitemap.loader as never, "/sitemap.xml", down);
      expect(map.status).toBe(200);
      expect(await map.text()).toContain("/careers</loc>");
      expect((await loadPage(blogPost.loader as never, "/blog/choosing-the-right-amc-plan", down)).status).toBe(404);
      expect((await loadPage(careerOpening.loader as never, "/careers/full-stack-developer", down)).status).toBe(503);
      const feed = await respond(blogRss.loader as never, "/blog/rss.xml", down);
      expect(feed.status).toBe(503);
      // entry.server's head tags: nothing published to describe, the site's share image, no error.
      const tags = documentHeadTags(
        seoIndex(await sitePublished("test", down)),
        "/blog/choosing-the-right-amc-plan",
        200,
      );
      expect(tags).toContain("/assets/og/site.");
      expect(tags).not.toContain("ld+json");
    } finally {
      quiet.mockRestore();
    }
  });
});
