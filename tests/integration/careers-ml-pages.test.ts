// /careers and /careers/{id} in Malayalam (PGlite): the Malayalam copy and links under /ml, an
// opening written in the other language marked on the list and answered at its other-language address
// with a notice (noindex, canonical where it is written), and the sitemap listing each opening in its
// own language only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaTags } from "~/lib/meta";
import { careersPage as careersPageMl } from "~/content/page-copy/careers.ml";
import { writtenInCopy as writtenInMl } from "~/content/written-in.ml";
import { writtenInCopy as writtenInEn } from "~/content/written-in";
import * as careerOpening from "~/routes/career-opening";
import * as careers from "~/routes/careers";
import * as sitemap from "~/routes/sitemap";
import { addJobOpening } from "~/testing/factories.server";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { routeContext } from "./support/routes";

type Region = { html: string };
type PageData = {
  meta: Parameters<typeof metaTags>[0];
  elsewhere?: boolean;
  regions?: Record<string, Region>;
  page?: Region;
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await addJobOpening(database.db, { slug: "field-engineer", title: "Field Support Engineer" });
  await addJobOpening(database.db, { slug: "cctv-technician-ml", title: "CCTV ടെക്നീഷ്യൻ", language: "ml" });
});
afterAll(async () => {
  await database?.destroy();
});

/** A page's loader as a client navigation calls it (the static regions' HTML in its data). */
async function load(loader: (args: never) => unknown, path: string, id?: string) {
  const url = new URL(`http://localhost${path}`);
  const request = new Request(`http://localhost${path}.data`);
  const answer = (await loader({ request, context: routeContext(database.db), params: { id }, url } as never)) as
    | PageData
    | { type: "DataWithResponseInit"; data: PageData };
  // A page kept for anonymous visitors by its records' stamps answers with data() (its headers).
  const data = "type" in answer && answer.type === "DataWithResponseInit" ? answer.data : (answer as PageData);
  const html = Object.values(data.regions ?? { page: data.page })
    .map((region) => region?.html ?? "")
    .join("");
  return { data, html };
}
const canonical = (meta: PageData["meta"]) =>
  (metaTags(meta) as Record<string, string>[]).find((tag) => tag.rel === "canonical")?.href;
const robots = (meta: PageData["meta"]) =>
  (metaTags(meta) as Record<string, string>[]).find((tag) => tag.name === "robots")?.content;

describe("the careers pages in Malayalam", () => {
  it("/ml/careers speaks Malayalam, links under /ml and marks the English opening", async () => {
    const { data, html } = await load(careers.loader as never, "/ml/careers");
    expect(html).toContain(careersPageMl.heading);
    expect(html).toContain('href="/ml/careers/field-engineer"');
    expect(html).toContain('href="/ml/careers/cctv-technician-ml"');
    expect(html).toContain(writtenInMl.badge);
    expect(html).toMatch(/<h3 id="job-field-engineer-title" lang="en-IN"/);
    expect(new URL(canonical(data.meta)!).pathname).toBe("/ml/careers");
    // The English list marks the Malayalam opening in turn.
    expect((await load(careers.loader as never, "/careers")).html).toContain(writtenInEn.badge);
  });

  it("a Malayalam opening's page is Malayalam at /ml; at its English address a notice links to it", async () => {
    const own = await load(careerOpening.loader as never, "/ml/careers/cctv-technician-ml", "cctv-technician-ml");
    expect(own.data.elsewhere).toBe(false);
    expect(new URL(canonical(own.data.meta)!).pathname).toBe("/ml/careers/cctv-technician-ml");
    expect(own.html).toContain('href="/ml/careers"');

    const notice = await load(careerOpening.loader as never, "/careers/cctv-technician-ml", "cctv-technician-ml");
    expect(notice.data.elsewhere).toBe(true);
    expect(notice.html).toContain(writtenInEn.notice.careers.heading);
    expect(notice.html).toContain('href="/ml/careers/cctv-technician-ml"');
    expect(robots(notice.data.meta)).toBe("noindex, follow");
    expect(new URL(canonical(notice.data.meta)!).pathname).toBe("/ml/careers/cctv-technician-ml");
  });

  it("the sitemap lists each opening in its own language only", async () => {
    const response = (await sitemap.loader({
      request: new Request("http://localhost/sitemap.xml"),
      context: routeContext(database.db),
    } as never)) as Response;
    const map = await response.text();
    expect(map).toContain("/ml/careers/cctv-technician-ml</loc>");
    // Not at its English address (there it is a notice, noindex).
    expect(map).not.toMatch(/[^l]\/careers\/cctv-technician-ml</);
    expect(map).toContain("/careers/field-engineer</loc>");
    expect(map).not.toContain("/ml/careers/field-engineer");
  });
});
