import { expect, type Page, test } from "./fixtures";
import { blogListCopy, blogPostCopy } from "../../app/content/blog";
import { pages } from "../../app/content/pages";
import { filterPosts } from "../../app/lib/blog/query";
import { testPosts } from "./blog-posts";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";

const newest = testPosts[0]!;
const main = (page: Page) => page.getByRole("main");
/** Titles of the posts on the list page, featured first, in page order. */
const listedTitles = (page: Page) => main(page).getByRole("article").getByRole("heading").allTextContents();
const resultsLine = (page: Page) => main(page).getByRole("status");
const expectTitles = async (page: Page, q: string, tag: string) =>
  expect.poll(() => listedTitles(page)).toEqual(filterPosts(testPosts, { q, tag }).map((p) => p.title));

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the featured article, the grid, the count, pagination, the newsletter box and the feed link", async ({
    page,
  }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.blog.heading);
    await expect(resultsLine(page)).toHaveText(`Showing ${testPosts.length} articles`);

    const featured = main(page).getByRole("region", { name: blogListCopy.featuredLabel });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(newest.title);
    const grid = main(page).getByRole("region", { name: blogListCopy.moreArticlesHeading });
    await expect(grid.getByRole("article")).toHaveCount(testPosts.length - 1);
    expect(await listedTitles(page)).toEqual(testPosts.map((p) => p.title));

    const pagination = main(page).getByRole("navigation", { name: blogListCopy.paginationLabel });
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await expect(pagination).toContainText("Page 1 of 1");

    await expect(main(page).getByRole("heading", { name: blogListCopy.newsletterTitle })).toBeVisible();
    await expect(main(page).getByRole("button", { name: "Subscribe" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
  });

  test("the search box is a form: submitting it filters on the server", async ({ page }) => {
    await page.goto("/blog");
    await main(page).getByRole("searchbox", { name: blogListCopy.searchLabel }).fill("CLOUD");
    await main(page).getByRole("button", { name: blogListCopy.searchButton }).click();
    await expect(page).toHaveURL("/blog?q=CLOUD");
    const expected = filterPosts(testPosts, { q: "CLOUD", tag: "" });
    expect(expected.length).toBeGreaterThan(0);
    await expect(resultsLine(page)).toHaveText(
      `Showing ${expected.length} article${expected.length === 1 ? "" : "s"} matching “CLOUD”`,
    );
    await expectTitles(page, "CLOUD", "");
    await expect(main(page).getByRole("searchbox")).toHaveValue("CLOUD");
  });

  test("tag buttons filter by the exact tag and keep the search; searching keeps the tag", async ({ page }) => {
    await page.goto("/blog");
    const tags = main(page).getByRole("navigation", { name: blogListCopy.tagsLabel });
    await tags.getByRole("link", { name: "Security", exact: true }).click();
    await expect(page).toHaveURL("/blog?tag=Security");
    await expect(tags.getByRole("link", { name: "Security", exact: true })).toHaveAttribute("aria-current", "true");
    await expectTitles(page, "", "Security");

    await main(page).getByRole("searchbox").fill("small");
    await main(page).getByRole("button", { name: blogListCopy.searchButton }).click();
    await expect(page).toHaveURL("/blog?q=small&tag=Security");
    await expectTitles(page, "small", "Security");

    await tags.getByRole("link", { name: blogListCopy.allTags, exact: true }).click();
    await expect(page).toHaveURL("/blog?q=small");
    await expectTitles(page, "small", "");
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await page.goto("/blog?q=quantum+blockchain");
    await expect(resultsLine(page)).toHaveText("Showing 0 articles matching “quantum blockchain”");
    await expect(main(page).getByRole("heading", { name: blogListCopy.emptyTitle })).toBeVisible();
    await expect(main(page).getByText(blogListCopy.emptyText)).toBeVisible();
    await expect(main(page).getByRole("article")).toHaveCount(0);
    await expect(main(page).getByRole("navigation", { name: blogListCopy.paginationLabel })).toHaveCount(0);
  });

  test("out-of-range and malformed page numbers land on a page that exists", async ({ page }) => {
    for (const query of ["page=7", "page=0", "page=abc", "page=1", "tag=Security&page=3"]) {
      await page.goto(`/blog?${query}`);
      await expect(page, query).toHaveURL(query.startsWith("tag") ? "/blog?tag=Security" : "/blog");
      await expect(main(page).getByRole("article").first()).toBeVisible();
    }
  });
});

test.describe("blog list with JavaScript", () => {
  test("typing filters in place after a pause, with one history entry, and Back restores the list", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    // A full page load would wipe this marker.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const historyBefore = await page.evaluate(() => history.length);

    const search = main(page).getByRole("searchbox", { name: blogListCopy.searchLabel });
    await search.pressSequentially("backup", { delay: 120 });
    await expect(page).toHaveURL("/blog?q=backup");
    await expectTitles(page, "backup", "");
    await expect(search).toBeFocused();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The first change of a search adds one entry; refining it replaced that entry.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);

    await search.press("End");
    await search.pressSequentially("x");
    await expect(resultsLine(page)).toHaveText("Showing 0 articles matching “backupx”");
    await expect(main(page).getByRole("heading", { name: blogListCopy.emptyTitle })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    await expect(page).toHaveURL("/blog");
    await expect(search).toHaveValue("");
    await expect(resultsLine(page)).toHaveText(`Showing ${testPosts.length} articles`);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("tag buttons and the search work together without reloading the page", async ({ page }) => {
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await main(page)
      .getByRole("navigation", { name: blogListCopy.tagsLabel })
      .getByRole("link", { name: "Small Business" })
      .click();
    await expect(page).toHaveURL("/blog?tag=Small+Business");
    await expectTitles(page, "", "Small Business");
    await main(page).getByRole("searchbox").fill("wi-fi");
    await expect(page).toHaveURL("/blog?q=wi-fi&tag=Small+Business");
    await expectTitles(page, "wi-fi", "Small Business");
    await main(page).getByRole("searchbox").press("Enter");
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test("on a slow connection, results arriving late never undo what the visitor typed", async ({ page }) => {
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  await page.route(/\/blog\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const historyBefore = await page.evaluate(() => history.length);
  const search = main(page).getByRole("searchbox", { name: blogListCopy.searchLabel });
  // Pauses longer than the debounce: each keystroke sends a search while earlier ones still load.
  await search.pressSequentially("backup", { delay: 400 });
  await expect(page).toHaveURL("/blog?q=backup", { timeout: 10_000 });
  await expect(search).toHaveValue("backup");
  await expectTitles(page, "backup", "");
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);
});

test("a pending indicator shows while the next results load", async ({ page }) => {
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  // Hold the data request so the in-between state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/blog\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await main(page)
    .getByRole("navigation", { name: blogListCopy.tagsLabel })
    .getByRole("link", { name: "Security", exact: true })
    .click();
  await expect(main(page).getByText(blogListCopy.updating)).toBeVisible();
  await expect(main(page).locator("[aria-busy=true]")).toHaveCount(1);
  release();
  await expect(main(page).getByText(blogListCopy.updating)).toHaveCount(0);
  await expectTitles(page, "", "Security");
});

test.describe("an article", () => {
  const post = testPosts.find((p) => p.slug === "ransomware-proof-backups-for-clinics") ?? newest;

  test("puts title, description, keywords and article metadata in the server HTML", async ({ request }) => {
    const response = await request.get(`/blog/${post.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const url = `https://www.ananthait.in/blog/${post.slug}`;
    expect(html).toContain(`<title>${post.title} | Anantha IT Solutions</title>`);
    expect(html).toContain(`<meta name="description" content="${post.excerpt.replaceAll("'", "&#x27;")}"/>`);
    expect(html).toContain(`<meta name="keywords" content="${post.tags.join(", ")}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).not.toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain(`<meta property="article:author" content="${post.author}"/>`);
    expect(html).toContain(`<meta property="article:published_time" content="${post.publishedAt}"/>`);
    for (const tag of post.tags) expect(html).toContain(`<meta property="article:tag" content="${tag}"/>`);
    expect(html).toMatch(/<link[^>]* rel="alternate" type="application\/rss\+xml"[^>]* href="\/blog\/rss.xml"\/>/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the whole article, rendered on the server", async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      await expect(main(page).getByRole("link", { name: blogPostCopy.backToBlog })).toHaveAttribute("href", "/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(main(page).getByText(post.excerpt)).toBeVisible();
      await expect(main(page).getByText(post.author).first()).toBeVisible();
      await expect(main(page).locator(`time[datetime="${post.publishedAt}"]`).first()).toBeVisible();
      await expect(
        main(page)
          .getByText(/^\d+ min read$/)
          .first(),
      ).toBeVisible();

      const tags = main(page).getByRole("list", { name: blogPostCopy.tagsLabel });
      for (const tag of post.tags) {
        await expect(tags.getByRole("link", { name: tag })).toHaveAttribute(
          "href",
          `/blog?tag=${encodeURIComponent(tag).replaceAll("%20", "+")}`,
        );
      }

      // Headings carry anchors; code blocks are focusable so they can be scrolled from the keyboard.
      const section = main(page).getByRole("heading", { level: 2, name: /An example schedule/ });
      await expect(section).toHaveAttribute("id", "an-example-schedule");
      await expect(section.getByRole("link")).toHaveAttribute("href", "#an-example-schedule");
      await expect(main(page).locator('pre[tabindex="0"] code.language-powershell')).toContainText("robocopy");

      // Sharing works as plain links; Copy Link needs JavaScript, so it is not offered.
      const url = encodeURIComponent(`https://www.ananthait.in/blog/${post.slug}`);
      await expect(main(page).getByRole("link", { name: /Share on X/ })).toHaveAttribute(
        "href",
        new RegExp(`^https://x\\.com/intent/tweet\\?.*url=${url}`),
      );
      await expect(main(page).getByRole("link", { name: /Share on LinkedIn/ })).toHaveAttribute(
        "href",
        `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      );
      await expect(main(page).getByRole("button", { name: blogPostCopy.copyLink })).toHaveCount(0);

      const author = main(page).getByRole("region", { name: blogPostCopy.aboutAuthor });
      await expect(author).toContainText(post.author);
      await expect(
        author.getByText(
          post.author
            .split(" ")
            .map((w) => w[0])
            .join(""),
          { exact: true },
        ),
      ).toBeVisible();
      await expect(author.getByRole("link", { name: /View Profile/ })).toHaveAttribute("href", "/about#team");
    });

    test("links three related articles that exist", async ({ page, request }) => {
      await page.goto(`/blog/${post.slug}`);
      const related = main(page).getByRole("region", { name: blogPostCopy.relatedHeading });
      const links = related.getByRole("heading", { level: 3 }).getByRole("link");
      await expect(links).toHaveCount(3);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
      expect(new Set(hrefs).size).toBe(3);
      for (const href of hrefs) {
        expect(href).not.toBe(`/blog/${post.slug}`);
        expect((await request.get(href)).status(), href).toBe(200);
      }
      await expect(main(page).getByRole("heading", { name: blogPostCopy.newsletterTitle })).toBeVisible();
    });
  });

  test.describe("with JavaScript", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("Copy Link copies the article's address and confirms with a toast", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/blog/${post.slug}`);
      await main(page).getByRole("button", { name: blogPostCopy.copyLink }).click();
      await expect(page.getByRole("status").filter({ hasText: blogPostCopy.linkCopied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `https://www.ananthait.in/blog/${post.slug}`,
      );
      await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
    });

    test("a tag chip opens the list filtered by that tag", async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      const tag = post.tags[0]!;
      await main(page).getByRole("list", { name: blogPostCopy.tagsLabel }).getByRole("link", { name: tag }).click();
      await expect(page).toHaveURL(`/blog?tag=${encodeURIComponent(tag).replaceAll("%20", "+")}`);
      await expectTitles(page, "", tag);
    });
  });
});

test("an unknown article is a 404 'Post Not Found' with a way back to the blog", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPostCopy.notFoundHeading);
  await expect(main(page).getByText(blogPostCopy.notFoundText)).toBeVisible();
  await main(page).getByRole("link", { name: blogPostCopy.backToBlog }).click();
  await expect(page).toHaveURL("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.blog.heading);
});

test("the RSS feed lists every article, newest first", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  expect(titles).toEqual(testPosts.map((p) => p.title.replaceAll("&", "&amp;")));
  expect(xml).toContain(`<link>https://www.ananthait.in/blog/${newest.slug}</link>`);
});
