// The language a published record is written in (PGlite): the console's Language select saves it on
// the record and the lists show it; a post written in one language is listed on the other language's
// blog with a badge and its own `lang`, and its address in that language answers a notice (200,
// noindex, canonical to the record's own page) that links to it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, helpArticles, jobOpenings } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { helpArticleForm } from "~/lib/help/staff-actions.server";
import { blogPostForm, jobOpeningForm } from "~/lib/publishing/staff-actions.server";
import type { StaffUser } from "~/lib/staff/guard.server";
import * as blogList from "~/routes/blog";
import * as blogPost from "~/routes/blog-post";
import { loader as blogPostsLoader } from "~/routes/staff/blog-posts";
import { loader as helpArticlesLoader } from "~/routes/staff/help-articles";
import { loader as openingsLoader } from "~/routes/staff/openings";
import { addBlogPost, addJobOpening, addUser, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { loadConsolePage, routeContext } from "./support/routes";

const env = getEnv();
let database: TestDatabase;
let editor: StaffUser;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  editor = { ...(await addUser(database.db, "admin", "Language Editor")), role: "admin" };
  await addBlogPost(database.db, { slug: "backups-in-english", title: "Backups that survive a flood" });
  await addBlogPost(database.db, {
    slug: "wifi-malayalam",
    title: "വീട്ടിലെ Wi-Fi വേഗത കൂട്ടാൻ",
    language: "ml",
  });
});
afterAll(async () => {
  await database?.destroy();
});

function staffPost(
  form: ReturnType<typeof blogPostForm> | ReturnType<typeof helpArticleForm>,
  path: string,
  fields: Record<string, string>,
) {
  return handleForm(form as never, {
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin: env.PUBLIC_URL, "user-agent": "integration-test" },
    }),
    db: database.db,
    clientAddress: "198.51.100.7",
    env,
    session: async () => editor,
  }) as Promise<{ type: string; status?: number; location?: string; body?: { fieldErrors?: Record<string, string> } }>;
}

const idFrom = (location: string | undefined) => Number(/\/(\d+)$/.exec(location ?? "")?.[1]);

describe("the console's Language select", () => {
  it("saves a post's language with a save, keeps it when a form leaves it out, refuses another value", async () => {
    const post = {
      title: "Monsoon checks",
      slug: "",
      excerpt:
        "Power cuts and damp air are hard on small offices' computers: five checks that keep them running through the rains.",
      author: "Vishnu Prasad",
      publishedOn: "2026-11-20",
      category: "IT Support",
      tags: "Monsoon, Maintenance",
      imageName: "devices",
      imageAlt: "A laptop, a phone and a router",
      body: "## UPS\n\nTest it.",
      intent: "save",
    };
    const created = await staffPost(blogPostForm(editor, { mode: "new" }), "/staff/blog/new", {
      ...post,
      language: "ml",
    });
    expect(created).toMatchObject({ type: "redirect" });
    const id = idFrom(created.location);
    const row = async () => (await database.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;
    expect(await row()).toMatchObject({ language: "ml", version: 1 });

    const edit = blogPostForm(editor, { mode: "edit", id });
    expect(await staffPost(edit, `/staff/blog/${id}`, { ...post, version: "1" })).toMatchObject({ type: "redirect" });
    expect(await row()).toMatchObject({ language: "ml", version: 2 });
    expect(await staffPost(edit, `/staff/blog/${id}`, { ...post, version: "2", language: "en" })).toMatchObject({
      type: "redirect",
    });
    expect(await row()).toMatchObject({ language: "en", version: 3 });
    const refused = await staffPost(edit, `/staff/blog/${id}`, { ...post, version: "3", language: "fr" });
    expect(refused).toMatchObject({ status: 400 });
    expect(Object.keys(refused.body?.fieldErrors ?? {})).toEqual(["language"]);

    const list = (await loadConsolePage(
      database.db,
      blogPostsLoader,
      "/staff/blog?q=monsoon-checks",
      await signedInCookie(database.db, editor),
    )) as { rows: { language: string }[] };
    expect(list.rows).toEqual([expect.objectContaining({ language: "en" })]);
  });

  it("saves a help article's and an opening's language", async () => {
    const article = await staffPost(helpArticleForm(editor, { mode: "new" }), "/staff/help/new", {
      title: "റൗട്ടർ റീസ്റ്റാർട്ട് ചെയ്യാൻ",
      slug: "router-restart-ml",
      summary: "റൗട്ടർ ഓഫ് ചെയ്ത് ഓൺ ചെയ്യുന്ന വിധം.",
      category: "computers-and-laptops",
      tags: "",
      body: "ഓഫ് ചെയ്യുക.",
      language: "ml",
      intent: "save",
    });
    expect(article).toMatchObject({ type: "redirect" });
    const [saved] = await database.db.select().from(helpArticles).where(eq(helpArticles.slug, "router-restart-ml"));
    expect(saved?.language).toBe("ml");

    const opening = await addJobOpening(database.db, { slug: "field-engineer-ml", title: "ഫീൽഡ് എഞ്ചിനീയർ" });
    const [before] = await database.db.select().from(jobOpenings).where(eq(jobOpenings.id, opening.id));
    const answer = await staffPost(
      jobOpeningForm(editor, { mode: "edit", id: opening.id }) as never,
      `/staff/openings/${opening.id}`,
      {
        title: before!.title,
        department: before!.department,
        location: before!.location,
        employmentType: before!.employmentType,
        experience: before!.experience,
        salaryRange: before!.salaryRange,
        description: before!.description,
        requirements: before!.requirements.join("\n"),
        responsibilities: before!.responsibilities.join("\n"),
        skills: before!.skills.join("\n"),
        postedOn: before!.postedOn,
        applicationDeadline: before!.applicationDeadline,
        language: "ml",
        version: String(before!.version),
        intent: "save",
      },
    );
    expect(answer).toMatchObject({ type: "redirect" });
    const [after] = await database.db.select().from(jobOpenings).where(eq(jobOpenings.id, opening.id));
    expect(after?.language).toBe("ml");
  });

  it("filters the help article, blog post and opening lists by language", async () => {
    // A second member: a console cookie is made once per account (its second factor).
    const cookie = await signedInCookie(database.db, await addUser(database.db, "admin", "List Reader"));
    const slugs = async (loader: (args: never) => unknown, path: string) =>
      ((await loadConsolePage(database.db, loader, path, cookie)) as { rows: { slug: string }[] }).rows.map(
        (row) => row.slug,
      );
    expect(await slugs(blogPostsLoader, "/staff/blog?language=ml")).toEqual(["wifi-malayalam"]);
    expect(await slugs(blogPostsLoader, "/staff/blog?language=en")).not.toContain("wifi-malayalam");
    expect(await slugs(helpArticlesLoader, "/staff/help?language=ml")).toEqual(["router-restart-ml"]);
    expect(await slugs(helpArticlesLoader, "/staff/help?language=en")).toEqual([]);
    expect(await slugs(openingsLoader, "/staff/openings?language=ml")).toEqual(["field-engineer-ml"]);
    // Another value is no filter, as any unknown choice in a list's address.
    expect(await slugs(helpArticlesLoader, "/staff/help?language=fr")).toEqual(["router-restart-ml"]);
  });
});

/** A public page's loader for `path`, with the route's `slug`. */
async function page(loader: (args: never) => unknown, path: string, slug = "") {
  const url = new URL(`http://localhost${path}`);
  const result = (await loader({
    // The regions' markup comes with the page's data request (`.data`), as a client navigation asks.
    request: new Request(`http://localhost${url.pathname}.data${url.search}`),
    url,
    context: routeContext(database.db),
    params: { slug },
  } as never)) as Record<string, unknown> & { data?: Record<string, unknown>; init?: ResponseInit };
  const body = (result.type === "DataWithResponseInit" ? result.data : result) as Record<string, unknown>;
  const regions = (body.regions ?? { page: body.page }) as Record<string, { html: string | null } | undefined>;
  return {
    status: result.init?.status ?? 200,
    body,
    html: Object.values(regions)
      .map((region) => region?.html ?? "")
      .join(""),
  };
}

describe("a post in the other language", () => {
  it("is listed with a badge and its own lang, and links stay in the page's language", async () => {
    const ml = await page(blogList.loader as never, "/ml/blog");
    expect(ml.html).toMatch(/<h3 lang="en-IN"[^>]*><a [^>]*href="\/ml\/blog\/backups-in-english"/);
    expect(ml.html).toContain("ഇംഗ്ലീഷിൽ");
    // Only the feed, which stays English, is linked outside /ml.
    expect(ml.html).not.toMatch(/href="\/blog\/(?!rss\.xml)/);
    const en = await page(blogList.loader as never, "/blog");
    expect(en.html).toMatch(/<h3 lang="ml"[^>]*><a [^>]*href="\/blog\/wifi-malayalam"/);
    expect(en.html).toContain("In Malayalam");
  });

  it("answers its other-language address with a notice linking to it, not indexed, canonical to its own page", async () => {
    const notice = await page(blogPost.loader as never, "/ml/blog/backups-in-english", "backups-in-english");
    expect(notice.status).toBe(200);
    expect(notice.html).toContain("ഈ ലേഖനം ഇംഗ്ലീഷിലാണ്");
    expect(notice.html).toContain('href="/blog/backups-in-english"');
    expect(notice.html).toContain('lang="en-IN"');
    const meta = blogPost.meta({
      loaderData: notice.body,
      location: { pathname: "/ml/blog/backups-in-english" },
    } as never) as Record<string, string>[];
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/[^l]\/blog\/backups-in-english$/) }),
    );

    const reverse = await page(blogPost.loader as never, "/blog/wifi-malayalam", "wifi-malayalam");
    expect(reverse.status).toBe(200);
    expect(reverse.html).toContain("This article is in Malayalam");
    expect(reverse.html).toContain('href="/ml/blog/wifi-malayalam"');

    const own = await page(blogPost.loader as never, "/ml/blog/wifi-malayalam", "wifi-malayalam");
    expect(own.html).toContain("വീട്ടിലെ Wi-Fi വേഗത കൂട്ടാൻ</h1>");
    expect(own.html).toContain("ബ്ലോഗിലേക്ക് മടങ്ങുക");
  });
});
