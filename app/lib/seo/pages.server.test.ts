import { describe, expect, it } from "vitest";
import { importedOpenings as jobs } from "../../../tests/fixtures/imported-2026-11/openings";
import { officeOpeningHours } from "~/content/seo";
import { services } from "~/content/services";
import { contactOfficeHours } from "~/content/site";
import { matchSitePath } from "~/lib/site-routes";
import { documentHeadTags, seoIndex, withHeadTags } from "./head.server";
import { seoPages } from "./pages.server";
import { employmentType } from "./structured-data.server";
import { robotsTxt, securityTxtBody, sitemapXml } from "./sitemap.server";

const posts = [
  {
    slug: "a-post",
    title: "A </script> post",
    excerpt: "An excerpt.",
    author: "Anand Krishnan",
    publishedAt: "2027-01-02",
    tags: ["One", "Two"],
    category: "Cloud",
  },
];

describe("the SEO page list", () => {
  const pages = seoPages({ posts, openings: jobs });

  it("names only routes of the route table, each once, with a share image of its own", () => {
    for (const page of pages) expect(matchSitePath(page.path), page.path).not.toBeNull();
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    // Posts and openings come from the database after the build drew the images: they show their list's.
    const published = (path: string) => /^\/(blog|careers)\/./.test(path);
    const own = pages.filter((page) => !published(page.path));
    expect(new Set(own.map((page) => page.image.path)).size).toBe(own.length);
    const listImage = (path: string) => pages.find((page) => page.path === path)?.image.path;
    for (const page of pages.filter((page) => published(page.path)))
      expect(page.image.path, page.path).toBe(listImage(page.path.startsWith("/blog/") ? "/blog" : "/careers"));
    for (const id of [...services.map((s) => `/services/${s.slug}`), ...jobs.map((j) => `/careers/${j.id}`)])
      expect(pages.map((page) => page.path)).toContain(id);
  });

  it("dates list pages by their newest entry", () => {
    const byPath = new Map(pages.map((page) => [page.path, page]));
    expect(byPath.get("/blog")?.lastmod).toBe("2027-01-02");
    expect(byPath.get("/blog/a-post")?.lastmod).toBe("2027-01-02");
  });

  it("keeps the structured opening hours in step with the hours the contact page shows", () => {
    const [shown] = contactOfficeHours;
    const [data] = officeOpeningHours;
    expect(shown?.days).toBe("Mon-Fri");
    expect(data?.dayOfWeek).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    const to24h = (time: string) => {
      const [, hours = "0", minutes = "00", half] = /^(\d+):(\d\d) (AM|PM)$/.exec(time) ?? [];
      return `${String((Number(hours) % 12) + (half === "PM" ? 12 : 0)).padStart(2, "0")}:${minutes}`;
    };
    const [opens = "", closes = ""] = (shown?.hours ?? "").replace(" IST", "").split(" - ");
    expect([data?.opens, data?.closes]).toEqual([to24h(opens), to24h(closes)]);
  });
});

describe("head tags, sitemap and text files", () => {
  const index = seoIndex({ posts, openings: jobs });

  it("puts the share image tags and an escaped JSON-LD block at the end of <head>", () => {
    const tags = documentHeadTags(index, "/blog/a-post/", 200);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(tags).toContain("A <\\/script> post");
    expect(tags).not.toContain("</script> post");
    expect(withHeadTags("<html><head><title>t</title></head><body></body></html>", "<x/>")).toBe(
      "<html><head><title>t</title><x/></head><body></body></html>",
    );
  });

  it("gives error answers the site's image and no structured data", () => {
    const tags = documentHeadTags(index, "/careers/full-stack-developer", 404);
    expect(tags).toContain("/assets/og/site.");
    expect(tags).not.toContain("ld+json");
  });

  it("lists indexed pages only and names the sitemap in robots.txt", () => {
    const xml = sitemapXml(index.pages);
    expect(xml).toContain("<loc>https://www.ananthait.in/careers/full-stack-developer</loc>");
    expect(xml).not.toContain("/login<");
    expect(robotsTxt()).toContain("Sitemap: https://www.ananthait.in/sitemap.xml");
  });

  it("computes security.txt's expiry from the day it is served, under a year ahead", () => {
    const body = securityTxtBody(new Date("2026-11-23T10:00:00Z"));
    expect(body).toContain("Expires: 2027-05-22T00:00:00Z\n");
    expect(body).toMatch(/^Contact: mailto:\S+@\S+$/m);
  });
});

describe("a JobPosting's employment type", () => {
  it("is read from what staff typed, and OTHER rather than a guess", () => {
    const cases: [string, string][] = [
      ["Full-time", "FULL_TIME"],
      ["full time", "FULL_TIME"],
      ["Part-time", "PART_TIME"],
      ["Contract (6 months)", "CONTRACTOR"],
      ["Internship", "INTERN"],
      ["Temporary", "TEMPORARY"],
      ["Weekends", "OTHER"],
    ];
    for (const [typed, expected] of cases) expect(employmentType(typed), typed).toBe(expected);
  });
});
