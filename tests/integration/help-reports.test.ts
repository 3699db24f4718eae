// The help centre in the service report and on /service-levels, against PGlite and PostgreSQL:
// each article's views, votes and problems solved without a ticket within the period (not before it,
// not after it), the searches that found nothing grouped and most frequent first, the page and its CSV
// files for staff only; and the published count of problems solved, withheld below the minimum sample
// and counted over the same 90 days as every other figure.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_SAMPLE } from "~/content/service-levels";
import type { Database } from "~/db/client.server";
import { countHelpDeflections, helpReport } from "~/lib/service-metrics/help.server";
import { computeServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { serviceLevelsWindow } from "~/lib/service-metrics/public-levels";
import { loader as exportLoader } from "~/routes/staff/reports-export";
import { loader as reportLoader } from "~/routes/staff/reports";
import { addHelpActivity, addHelpArticle, addHelpSearches, addUser, signedInCookie } from "~/testing/factories.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/database";
import { behindConsole, routeContext } from "./support/routes";

const at = (iso: string) => new Date(`${iso}Z`);
// 1–30 June 2026 in India days: [31 May 18:30, 30 June 18:30) UTC.
const period = { from: at("2026-05-31T18:30:00"), to: at("2026-06-30T18:30:00") };
const inside = at("2026-06-10T06:00:00");
const before = at("2026-05-31T18:29:59");
const after = at("2026-06-30T18:30:00");

describe.each(databaseKinds)("help centre report on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const router = await addHelpArticle(db, { slug: "restart-router", title: "Restart your router" });
    const printer = await addHelpArticle(db, { slug: "printer-offline", title: "A printer that says offline" });
    const unread = await addHelpArticle(db, { slug: "unread-article", title: "Nobody read this one" });
    const draft = await addHelpArticle(db, { slug: "a-draft", title: "A draft", status: "draft" });
    const archived = await addHelpArticle(db, { slug: "old-cctv", title: "Old CCTV app", status: "archived" });
    Object.assign(ids, { router: router.id, printer: printer.id, unread: unread.id, draft: draft.id });
    Object.assign(ids, { archived: archived.id });
    await addHelpActivity(db, router.id, {
      // The first and last India days of the period count; the days around them do not.
      views: [
        { day: "2026-05-31", views: 100 },
        { day: "2026-06-01", views: 3 },
        { day: "2026-06-15", views: 4 },
        { day: "2026-06-30", views: 5 },
        { day: "2026-07-01", views: 100 },
      ],
      helpful: 3,
      notHelpful: 1,
      deflections: 2,
      at: inside,
    });
    await addHelpActivity(db, router.id, { helpful: 7, notHelpful: 7, deflections: 7, at: before });
    await addHelpActivity(db, router.id, { helpful: 9, deflections: 9, at: after });
    await addHelpActivity(db, printer.id, { views: [{ day: "2026-06-02", views: 40 }], notHelpful: 2, at: inside });
    // Withdrawn since, but what it solved in the period still counts.
    await addHelpActivity(db, archived.id, { deflections: 1, at: inside });
    await addHelpSearches(db, [
      { query: "printer jam", times: 2, at: at("2026-06-05T10:00:00") },
      { query: "printer jam", at: at("2026-06-20T10:00:00") },
      { query: "cctv on new phone", times: 3, at: at("2026-06-03T10:00:00") },
      { query: "ups beeping", at: at("2026-06-25T10:00:00") },
      { query: "tally backup", at: at("2026-06-26T10:00:00") },
      // Found something, or outside the period: not "to write next".
      { query: "router", resultCount: 2, times: 5, at: inside },
      { query: "ups beeping", times: 4, at: before },
      { query: "ups beeping", times: 4, at: after },
    ]);
  });
  afterAll(() => database.destroy());

  it("counts each article's views, votes and problems solved within the period only", async () => {
    const report = await helpReport(db, period);
    expect(
      report.articles.map(({ id, views, helpful, notHelpful, deflections, status }) => ({
        id,
        status,
        views,
        helpful,
        notHelpful,
        deflections,
      })),
    ).toEqual([
      // Most problems solved first, then most views; a published article nobody read is listed, a draft is not.
      { id: ids.router, status: "published", views: 12, helpful: 3, notHelpful: 1, deflections: 2 },
      { id: ids.archived, status: "archived", views: 0, helpful: 0, notHelpful: 0, deflections: 1 },
      { id: ids.printer, status: "published", views: 40, helpful: 0, notHelpful: 2, deflections: 0 },
      { id: ids.unread, status: "published", views: 0, helpful: 0, notHelpful: 0, deflections: 0 },
    ]);
    expect(report.total).toEqual({ views: 52, helpful: 3, notHelpful: 3, deflections: 3 });
    expect(await countHelpDeflections(db, period)).toBe(3);
  });

  it("lists the searches that found nothing, most frequent first, then most recent", async () => {
    const { unanswered } = await helpReport(db, period);
    expect(unanswered.map(({ query, searches }) => [query, searches])).toEqual([
      ["printer jam", 3],
      ["cctv on new phone", 3],
      ["tally backup", 1],
      ["ups beeping", 1],
    ]);
    expect(unanswered[0]?.lastSearchedAt.toISOString()).toBe("2026-06-20T10:00:00.000Z");
  });

  it("shows on the report page and in its CSV files, for staff only", async () => {
    const staff = await addUser(db, "staff", "Report Reader");
    const customer = await addUser(db, "customer", "Curious Customer");
    const call = async (loader: (args: never) => unknown, path: string, cookie: string) => {
      const request = new Request(`http://localhost${path}`, { headers: { cookie } });
      try {
        return await behindConsole(loader)({ request, context: routeContext(db), params: {} } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const staffCookie = await signedInCookie(db, staff);
    const query = "range=custom&from=2026-06-01&to=2026-06-30";
    const page = (await call(reportLoader as never, `/staff/reports?${query}`, staffCookie)) as Awaited<
      ReturnType<typeof reportLoader>
    >;
    expect(page.help.total.deflections).toBe(3);
    expect(page.help.unanswered[0]?.query).toBe("printer jam");

    /** A CSV file of the report: its file name and its lines. */
    const file = async (part: string) => {
      const answer = (await call(
        exportLoader as never,
        `/staff/reports/export.csv?part=${part}&${query}`,
        staffCookie,
      )) as Response;
      return {
        name: answer.headers.get("content-disposition"),
        lines: (await answer.text()).split("\r\n").filter(Boolean),
      };
    };
    const help = await file("help");
    expect(help.name).toBe('attachment; filename="help-articles-2026-06-01-to-2026-06-30.csv"');
    expect(help.lines).toEqual([
      "Article,Address,Status,Views,Helpful,Not helpful,Solved without a ticket",
      "Restart your router,/help/restart-router,Published,12,3,1,2",
      "Old CCTV app,/help/old-cctv,Archived,0,0,0,1",
      "A printer that says offline,/help/printer-offline,Published,40,0,2,0",
      "Nobody read this one,/help/unread-article,Published,0,0,0,0",
    ]);
    const searches = await file("searches");
    expect(searches.name).toBe('attachment; filename="help-searches-without-results-2026-06-01-to-2026-06-30.csv"');
    const { lines } = searches;
    expect(lines[0]).toBe("Search,Times searched,Last searched");
    expect(lines[1]).toBe("printer jam,3,2026-06-20T10:00:00.000Z");
    expect(lines).toHaveLength(5);

    const customerCookie = await signedInCookie(db, customer);
    for (const [loader, path] of [
      [reportLoader, "/staff/reports"],
      [exportLoader, "/staff/reports/export.csv?part=searches"],
    ] as const) {
      const asCustomer = (await call(loader as never, path, customerCookie)) as { init?: ResponseInit | null };
      expect(asCustomer.init?.status).toBe(404);
    }
  });

  it("publishes the problems solved in the last 90 days only from the minimum sample on", async () => {
    // A second into an hour: the window is the 90 days up to the start of that hour.
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000);
    const window = serviceLevelsWindow(now);
    const article = await addHelpArticle(db, { slug: "published-figure", title: "The published figure" });
    // Just outside the window at both ends: never counted.
    await addHelpActivity(db, article.id, { deflections: 2, at: new Date(window.from.getTime() - 1) });
    await addHelpActivity(db, article.id, { deflections: 2, at: window.to });
    await addHelpActivity(db, article.id, { deflections: MIN_SAMPLE - 2, at: window.from });
    await addHelpActivity(db, article.id, { deflections: 1, at: new Date(window.to.getTime() - 1) });
    expect((await computeServiceLevels(db, now)).helpDeflections).toEqual({ counted: MIN_SAMPLE - 1, value: null });
    await addHelpActivity(db, article.id, { deflections: 1, at: new Date(window.to.getTime() - 60_000) });
    expect((await computeServiceLevels(db, now)).helpDeflections).toEqual({ counted: MIN_SAMPLE, value: MIN_SAMPLE });
  });
});
