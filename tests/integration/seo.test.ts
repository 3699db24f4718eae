// What search engines, chat apps and validators see, on the production build: every page
// of the sitemap answers 200 with itself as canonical, its JSON-LD has the properties Google's rich
// results ask for, its share image exists at 1200×630, and the HTML checker (vnu) finds no error in
// any page. One server, one pass over the pages, one Java process. Needs `npm run build` first.
import { localeOf, unlocalizedPath } from "~/lib/i18n/locale";
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedOpenings as jobs } from "../fixtures/imported-2026-11/openings";
import { site } from "~/content/site";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
/** The checker itself, from the vnu-jar package; run with Debian's default-jre-headless (.ci/run installs it). */
const vnuJar = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

type Node = Record<string, unknown> & { "@type": string | string[] };
type Page = { path: string; html: string; status: number };

/** Pages that are not in the sitemap and must say noindex (sign-in flows, the newsletter's own pages). */
const NOINDEX_PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
];
/** Pages signed-out visitors cannot see: a 404 or a redirect, never in the sitemap. */
const PRIVATE_PAGES = ["/account", "/staff", "/staff/messages"];

const localPath = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(new URL(site.url).origin);
  return parsed.pathname + parsed.search;
};

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1]?.replaceAll("&amp;", "&");
}
const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));

/** The nodes of every JSON-LD block of a page (the head's, and an FAQ list's beside its questions). */
function jsonLdNodes(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((block) => {
    const json = JSON.parse(block[1] ?? "") as { "@context": string; "@graph": Node[] };
    expect(json["@context"]).toBe("https://schema.org");
    return json["@graph"];
  });
}

/** The required and recommended properties of Google's rich results for each type the site uses. */
function checkNode(node: Node, pagePath: string) {
  const where = `${pagePath} ${String(node["@type"])}`;
  const has = (...keys: string[]) => {
    for (const key of keys) expect(node[key], `${where}: ${key}`).toBeTruthy();
  };
  const obj = (value: unknown) => value as Record<string, unknown>;
  switch (node["@type"]) {
    case "ProfessionalService": {
      has("@id", "name", "legalName", "url", "logo", "image", "telephone", "email", "address", "geo");
      has("openingHoursSpecification", "areaServed", "priceRange", "sameAs");
      const address = obj(node.address);
      for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
        expect(address[key], `${where}: address.${key}`).toBeTruthy();
      expect(typeof obj(node.geo).latitude).toBe("number");
      expect(typeof obj(node.geo).longitude).toBe("number");
      for (const hours of node.openingHoursSpecification as Record<string, unknown>[]) {
        expect(hours.opens).toMatch(/^\d\d:\d\d$/);
        expect(hours.closes).toMatch(/^\d\d:\d\d$/);
        expect((hours.dayOfWeek as string[]).length).toBeGreaterThan(0);
      }
      break;
    }
    case "WebSite":
      has("name", "url");
      break;
    case "Service": {
      has("name", "description", "provider", "offers", "url");
      const offer = obj(node.offers);
      expect(offer.priceCurrency, where).toBe("INR");
      expect(offer.price, where).toBeGreaterThan(0);
      expect(obj(node.provider).name, where).toBe(site.name);
      break;
    }
    case "OfferCatalog": {
      has("name", "itemListElement");
      const offers = node.itemListElement as Record<string, unknown>[];
      expect(offers.length).toBe(5);
      for (const offer of offers) {
        expect(offer.name).toBeTruthy();
        expect(offer.priceCurrency).toBe("INR");
      }
      // Every plan with a figure has it as a number; the custom plan is on quote.
      expect(offers.filter((offer) => typeof offer.price === "number").length).toBe(4);
      break;
    }
    case "FAQPage": {
      const questions = node.mainEntity as Record<string, unknown>[];
      expect(questions.length, where).toBeGreaterThan(0);
      for (const question of questions) {
        expect(question["@type"]).toBe("Question");
        expect(question.name).toBeTruthy();
        expect(obj(question.acceptedAnswer).text).toBeTruthy();
      }
      break;
    }
    case "BlogPosting": {
      has("headline", "image", "datePublished", "dateModified", "author", "publisher");
      expect(obj(node.author).name).toBeTruthy();
      expect(obj(node.publisher).name).toBe(site.name);
      expect(node.datePublished).toMatch(/^\d{4}-\d\d-\d\d/);
      const image = obj(node.image);
      expect([image.width, image.height]).toEqual([1200, 630]);
      break;
    }
    case "JobPosting": {
      has("title", "description", "datePosted", "validThrough", "employmentType", "hiringOrganization");
      has("jobLocation", "baseSalary", "identifier");
      expect(node.employmentType).toBe("FULL_TIME");
      expect(Date.parse(node.validThrough as string)).toBeGreaterThan(Date.parse(node.datePosted as string));
      expect(obj(node.hiringOrganization).name).toBe(site.name);
      const address = obj(obj(node.jobLocation).address);
      for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
        expect(address[key], `${where}: jobLocation.address.${key}`).toBeTruthy();
      const salary = obj(node.baseSalary);
      expect(salary.currency).toBe("INR");
      const value = obj(salary.value);
      expect(value.unitText).toBe("YEAR");
      expect(value.minValue).toBeGreaterThan(0);
      expect(value.maxValue).toBeGreaterThanOrEqual(value.minValue as number);
      break;
    }
    case "BreadcrumbList": {
      const items = node.itemListElement as Record<string, unknown>[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) => {
        expect(item.position).toBe(index + 1);
        expect(item.name).toBeTruthy();
      });
      // The last crumb is the page itself: Google takes the page's URL when it has none.
      expect(items.at(-1)?.item, where).toBeUndefined();
      expect(items[0]?.item, where).toBe(new URL("/", site.url).href);
      expect(localPath(items.at(-2)?.item as string), where).toMatch(/^\/[a-z]+$/);
      break;
    }
    default:
      throw new Error(`${where}: a type this test does not know; add its checks`);
  }
}

/** The types each page must have, by path. */
function expectedTypes(pagePath: string): string[] {
  if (["/", "/about"].includes(pagePath)) return ["ProfessionalService", "WebSite"];
  if (pagePath === "/contact") return ["ProfessionalService", "WebSite", "FAQPage"];
  if (pagePath === "/amc-plans") return ["OfferCatalog", "FAQPage"];
  if (/^\/services\/./.test(pagePath)) return ["Service", "BreadcrumbList"];
  if (/^\/blog\/./.test(pagePath)) return ["BlogPosting", "BreadcrumbList"];
  if (/^\/careers\/./.test(pagePath)) return ["JobPosting", "BreadcrumbList"];
  if (/^\/(portfolio|clients)\/./.test(pagePath)) return ["BreadcrumbList"];
  return [];
}

function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.skipIf(!built)("search engines and share previews", () => {
  let server: Running;
  let dataDir: string;
  let sitemapPaths: string[] = [];
  const pages = new Map<string, Page>();

  const get = (url: string, init?: RequestInit) => fetch(server.baseUrl + url, { redirect: "manual", ...init });

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-seo-");
    server = await startServer({ DATA_DIR: dataDir, APP_SECRET: "seo-test-secret-0123456789abcdef0123456789" });
    const sitemap = await (await get("/sitemap.xml")).text();
    sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => localPath(match[1] ?? ""));
    for (const pagePath of [...sitemapPaths, ...NOINDEX_PAGES, "/no-such-page", "/careers/no-such-opening"]) {
      const response = await get(pagePath);
      pages.set(pagePath, { path: pagePath, status: response.status, html: await response.text() });
    }
  }, 180_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("lists every public page with lastmod; each answers 200, is its own canonical and is indexable", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // Each page in each language it is written in, with its alternates (hreflang) when it has two.
    expect(
      xml.match(
        /<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>(<xhtml:link rel="alternate" hreflang="(en|ml|x-default)" href="[^"]+"\/>)*<\/url>/g,
      )?.length,
    ).toBe(sitemapPaths.length);
    for (const required of ["/", "/services/cctv-systems", "/amc-plans", "/blog/cloud-migration-best-practices"])
      expect(sitemapPaths).toContain(required);
    for (const job of jobs) expect(sitemapPaths).toContain(`/careers/${job.id}`);
    for (const pagePath of sitemapPaths) {
      const page = pages.get(pagePath);
      expect(page?.status, pagePath).toBe(200);
      const canonical = attribute(page?.html ?? "", /<link rel="canonical" href="([^"]+)"/);
      expect(canonical, pagePath).toBe(new URL(pagePath, site.url).href);
      expect(page?.html, pagePath).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  });

  it("leaves sign-in flows, the newsletter's pages, accounts and staff out, and they say noindex", async () => {
    for (const pagePath of [...NOINDEX_PAGES, ...PRIVATE_PAGES]) expect(sitemapPaths).not.toContain(pagePath);
    for (const pagePath of NOINDEX_PAGES) {
      expect(pages.get(pagePath)?.html, pagePath).toMatch(/<meta name="robots" content="noindex/);
    }
    for (const pagePath of PRIVATE_PAGES) {
      const response = await get(pagePath);
      const html = await response.text();
      if (response.status >= 300 && response.status < 400) continue; // to the sign-in page, itself noindex
      expect(html, pagePath).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  it("names the sitemap in robots.txt and serves security.txt, the manifest and the icons", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", site.url).href}`);

    const security = await get("/.well-known/security.txt");
    expect(security.headers.get("content-type")).toMatch(/^text\/plain/);
    const fields = Object.fromEntries(
      (await security.text())
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(fields.Contact).toMatch(/^mailto:[^@]+@/);
    expect(fields.Canonical).toBe(new URL("/.well-known/security.txt", site.url).href);
    expect(fields["Preferred-Languages"]).toMatch(/^en\b/);
    const expires = Date.parse(fields.Expires ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);

    const manifest = await get("/site.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const { name, icons, theme_color } = (await manifest.json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(name).toBe(site.name);
    expect(theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const size of [192, 512]) {
      const icon = icons.find((entry) => entry.sizes === `${size}x${size}`);
      expect(icon, `${size} icon`).toBeDefined();
      expect(pngSize(Buffer.from(await (await get(icon?.src ?? "")).arrayBuffer()))).toEqual({
        width: size,
        height: size,
      });
    }
    expect(pngSize(Buffer.from(await (await get("/apple-touch-icon.png")).arrayBuffer()))).toEqual({
      width: 180,
      height: 180,
    });
    const ico = Buffer.from(await (await get("/favicon.ico")).arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // an icon resource
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(2);
    const html = pages.get("/")?.html ?? "";
    for (const link of ['rel="icon" href="/favicon.ico"', 'rel="apple-touch-icon"', 'rel="manifest"'])
      expect(html).toContain(link);
  });

  it("serves the home hero's drawing in the page's language, at the versioned address the page shows", async () => {
    for (const [pagePath, caption] of [
      ["/", "All systems healthy"],
      ["/ml", "എല്ലാം നല്ല നിലയിൽ"],
    ] as const) {
      const src = /<img src="([^"]+home-hero\.svg\?v=[0-9a-f]{12})"/.exec(pages.get(pagePath)?.html ?? "")?.[1];
      expect(src, pagePath).toBeTruthy();
      expect(src?.startsWith(pagePath === "/" ? "/illustrations/" : "/ml/illustrations/")).toBe(true);
      const response = await get(src?.replaceAll("&amp;", "&") ?? "");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      const svg = await response.text();
      expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain(caption);
    }
  });

  it("gives every page a 1200×630 share image with its tags, cached for a year", async () => {
    const checked = new Set<string>();
    for (const page of pages.values()) {
      const image = metaContent(page.html, "og:image");
      expect(image, page.path).toBeTruthy();
      expect(metaContent(page.html, "og:image:width"), page.path).toBe("1200");
      expect(metaContent(page.html, "og:image:height"), page.path).toBe("630");
      expect(metaContent(page.html, "og:image:alt"), page.path).toContain(site.name);
      expect(metaContent(page.html, "twitter:card"), page.path).toBe("summary_large_image");
      const imagePath = localPath(image ?? "");
      if (checked.has(imagePath)) continue;
      checked.add(imagePath);
      const response = await get(imagePath);
      expect(response.status, imagePath).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toContain("immutable");
      expect(pngSize(Buffer.from(await response.arrayBuffer())), imagePath).toEqual({ width: 1200, height: 630 });
    }
    // A picture of its own for each listed page drawn at build time; posts and openings, which come
    // from the database, show their list page's (checked above to exist); errors share the site's.
    // (The Malayalam pages show their English twin's picture.)
    const englishPaths = sitemapPaths.filter((pagePath) => localeOf(pagePath) === "en");
    const fromDatabase = englishPaths.filter((pagePath) => /^\/(blog|careers|help)\/./.test(pagePath));
    expect(checked.size).toBeGreaterThan(englishPaths.length - fromDatabase.length);
    for (const pagePath of fromDatabase.filter((pagePath) => !pagePath.startsWith("/help/"))) {
      const list = pagePath.startsWith("/blog/") ? "/blog" : "/careers";
      expect(metaContent(pages.get(pagePath)?.html ?? "", "og:image"), pagePath).toBe(
        metaContent(pages.get(list)?.html ?? "", "og:image"),
      );
    }
  });

  it("describes each page in JSON-LD with the properties of Google's rich results", () => {
    for (const pagePath of sitemapPaths) {
      const nodes = jsonLdNodes(pages.get(pagePath)?.html ?? "");
      const types = nodes.map((node) => String(node["@type"]));
      expect(types.sort(), pagePath).toEqual(expectedTypes(unlocalizedPath(pagePath)).sort());
      for (const node of nodes) checkNode(node, pagePath);
    }
    // Error pages have none.
    expect(jsonLdNodes(pages.get("/no-such-page")?.html ?? "")).toEqual([]);
  });

  it("keeps the structured data out of the browser's JavaScript", () => {
    const assets = path.join(root, "build/client/assets");
    for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
      expect(readFileSync(path.join(assets, file), "utf8"), file).not.toContain("schema.org");
    }
  });

  it("gives each opening its own page, linked from /careers; an unknown opening is the site's 404", () => {
    const careers = pages.get("/careers")?.html ?? "";
    for (const job of jobs) {
      expect(careers).toContain(`href="/careers/${job.id}"`);
      const page = pages.get(`/careers/${job.id}`)?.html ?? "";
      expect(page).toContain(
        `<h1 class="mt-2 max-w-3xl text-3xl font-bold tracking-tight break-words md:text-5xl">${job.title}</h1>`,
      );
      expect(page).toContain('id="apply"');
      expect(page).toContain(`mailto:${site.careersEmail}`);
    }
    const unknown = pages.get("/careers/no-such-opening");
    const notFound = pages.get("/no-such-page");
    expect(unknown?.status).toBe(404);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(unknown?.html ?? "")).toBe(title(notFound?.html ?? ""));
  });

  // The Nu HTML Checker over every page in one Java process (its start-up is the slow part). The
  // inlined stylesheet is left out: the checker's CSS parser does not know @property and newer
  // properties, and the stylesheet is the same in every page.
  it.skipIf(!process.env.CI && !hasJava())(
    "passes the Nu HTML Checker on every page",
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), "anantha-vnu-"));
      try {
        const files: string[] = [];
        for (const page of pages.values()) {
          const file = path.join(dir, `${page.path.replaceAll("/", "_") || "_"}.html`);
          await writeFile(file, page.html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2"));
          files.push(file);
        }
        const output = await promisify(execFile)(
          "java",
          // The JIT's first tier only (a short run: about 3× faster); its frames need a larger stack.
          [
            "-Xss8m",
            "-XX:TieredStopAtLevel=1",
            "-jar",
            vnuJar,
            "--errors-only",
            "--no-langdetect",
            "--format",
            "json",
            ...files,
          ],
          { maxBuffer: 64 * 1024 * 1024 },
        ).then(
          ({ stderr }) => stderr,
          (error: { stderr?: string }) => error.stderr ?? String(error),
        );
        const { messages } = JSON.parse(output) as { messages: { type: string; url: string; message: string }[] };
        const errors = messages
          .filter((message) => !message.message.startsWith("CSS:"))
          .map((message) => `${path.basename(message.url)}: ${message.message}`);
        expect(errors).toEqual([]);
        expect(files.length).toBe(pages.size);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

function hasJava() {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
