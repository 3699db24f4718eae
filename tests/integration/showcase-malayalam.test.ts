// The showcase pages under /ml: the portfolio (its filter too), a case study, a client story and the
// market insights say everything in Malayalam and keep every link under /ml; /ml/service-levels words
// its tables, notes and durations in Malayalam beside the same figures. What the marketing pages' words
// (content/marketing.ts, sections.ts) put on these pages is theirs to translate and is left out here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaTags } from "~/lib/meta";
import { portfolioImpact, testimonialMetrics } from "~/content/marketing";
import { testimonialsSections } from "~/content/sections";
import type { Database } from "~/db/client.server";
import type { LevelTable } from "~/lib/service-metrics/public-levels-view";
import { forgetServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { loader as clientLoader } from "~/routes/client-detail";
import { loader as insightsLoader } from "~/routes/insights";
import { loader as portfolioLoader } from "~/routes/portfolio";
import { loader as projectLoader } from "~/routes/project-detail";
import { loader as serviceLevelsLoader } from "~/routes/service-levels";
import { loader as testimonialsLoader } from "~/routes/testimonials";
import { seedServiceLevels } from "~/testing/service-levels-seed.server";
import { untranslatedTexts } from "../support/untranslated";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { routeContext } from "./support/routes";

type Region = { html: string | null };

/** A loader's static regions as a client-side navigation gets them (the HTML in the data). */
function regionsOf(loader: (args: never) => unknown, path: string, params: Record<string, string> = {}, db?: Database) {
  const url = new URL(path, "http://localhost");
  const request = new Request(new URL(`${url.pathname}.data${url.search}`, url));
  const context = routeContext(db as Database);
  const data = loader({ request, url, params, context } as never) as Record<string, unknown>;
  const regions = Object.values(data).flatMap((value) => {
    if (Array.isArray(value)) return value.map((item) => (item as { region?: Region }).region);
    return [value as Region, ...Object.values((value ?? {}) as Record<string, Region>)];
  });
  return regions
    .filter((region): region is Region => typeof region?.html === "string")
    .map((region) => region.html)
    .join("\n");
}

const theirs = new Set<string>([
  ...[...portfolioImpact, ...testimonialMetrics].map((figure) => figure.label),
  testimonialsSections.summary.averageLabel,
  testimonialsSections.summary.reviewsText(4),
  ...Object.values(testimonialsSections.carousel),
  ...Object.values(testimonialsSections.list),
  testimonialsSections.metrics.title,
  testimonialsSections.cta.title,
  testimonialsSections.cta.text,
  testimonialsSections.cta.primary.label,
  testimonialsSections.cta.secondary.label,
]);
const english = (html: string) => untranslatedTexts(html).filter((found) => !theirs.has(found.text));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");

describe("the showcase pages in Malayalam", () => {
  it.each([
    ["/ml/portfolio", portfolioLoader, {}],
    ["/ml/portfolio?category=Cloud%20Solutions", portfolioLoader, {}],
    ["/ml/portfolio/ecommerce-platform", projectLoader, { slug: "ecommerce-platform" }],
    ["/ml/clients/vanchinad-mart", clientLoader, { id: "vanchinad-mart" }],
    ["/ml/testimonials", testimonialsLoader, {}],
    ["/ml/insights", insightsLoader, {}],
  ] as const)("%s says it all in Malayalam and links within /ml", (path, loader, params) => {
    const html = regionsOf(loader as never, path, params);
    expect(html).not.toBe("");
    expect(english(html)).toEqual([]);
    const siteLinks = hrefs(html).filter((href) => href.startsWith("/") && !href.startsWith("/app/assets/"));
    expect(siteLinks.length).toBeGreaterThan(0);
    for (const href of siteLinks) expect(href).toMatch(/^\/ml\//);
  });

  it("filters the portfolio by the English category id and names it in Malayalam", () => {
    const html = regionsOf(portfolioLoader as never, "/ml/portfolio?category=Cloud%20Solutions");
    expect(html).toContain("ക്ലൗഡ് സൊല്യൂഷൻസ് വിഭാഗത്തിൽ 1 പ്രോജക്റ്റ്");
    expect(html).toContain('href="/ml/portfolio?category=Web%20Development"');
    expect(html).toContain('href="/ml/portfolio/cloud-migration"');
  });

  it("dates a case study in Malayalam and keeps the technologies' names marked English", () => {
    const html = regionsOf(projectLoader as never, "/ml/portfolio/ecommerce-platform", { slug: "ecommerce-platform" });
    expect(html).toContain("12 ഫെബ്രുവരി 2024");
    expect(html).toMatch(/<ul lang="en"[^>]*><li[^>]*>React<\/li>/);
  });
});

describe("/ml/service-levels", () => {
  let database: TestDatabase;
  let db: Database;
  type PageData = {
    period: string | null;
    tables: LevelTable[];
    text: { notEnoughOverall: string | null; heading: string };
    meta: Parameters<typeof metaTags>[0];
  };
  const page = async (path: string) =>
    (await serviceLevelsLoader({
      request: new Request(`http://localhost${path}`),
      url: new URL(`http://localhost${path}`),
      params: {},
      context: routeContext(db),
    } as never)) as PageData;
  const row = (data: PageData, table: number, index: number) => data.tables[table]?.rows[index];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    db = database.db;
    await seedServiceLevels(db, "few");
    forgetServiceLevels(db);
  });
  afterAll(() => database.destroy());

  it("says in Malayalam that there are too few tickets yet, with the same counts as in English", async () => {
    const [ml, en] = [await page("/ml/service-levels"), await page("/service-levels")];
    expect(ml.period).toMatch(/^ഇന്ത്യൻ സമയം .+ മുതൽ .+ വരെയുള്ള 90 ദിവസം/);
    expect(ml.text.notEnoughOverall).toContain("ഇതുവരെ 13 ടിക്കറ്റുകൾ");
    expect(row(ml, 0, 0)).toEqual({
      label: expect.stringMatching(/^അതീവ ഗുരുതരം/),
      target: "1 മണിക്കൂർ",
      cells: [{ kind: "note", text: "പ്രസിദ്ധീകരിക്കാൻ ആവശ്യത്തിന് ടിക്കറ്റുകൾ ആയിട്ടില്ല (30-ൽ 10)", span: 1, column: 2 }],
    });
    expect(row(en, 0, 0)?.cells).toEqual([
      { kind: "note", text: "Not enough tickets yet to publish (10 of 30)", span: 1, column: 2 },
    ]);
    expect(metaTags(ml.meta)).toContainEqual(
      expect.objectContaining({ rel: "canonical", href: expect.stringMatching(/\/ml\/service-levels$/) }),
    );
  });

  it("words the published figures and durations in Malayalam", async () => {
    await seedServiceLevels(db, "full");
    forgetServiceLevels(db);
    const ml = await page("/ml/service-levels");
    // Network problems: a median of 2 hours, 9 in 10 within 6 hours, 75% of 40 within the target.
    expect(row(ml, 1, 2)?.cells.map((cell) => cell.text)).toEqual(["2 മണിക്കൂർ", "6 മണിക്കൂർ", "40 ടിക്കറ്റുകളിൽ 75%"]);
    expect(row(ml, 0, 0)?.cells.map((cell) => cell.text)).toEqual(["40 ടിക്കറ്റുകളിൽ 90%"]);
  });
});
