// Lighthouse (mobile: simulated slow 4G and a 4× slower CPU, its defaults) on every page of the
// production build (every public page, and every page of a signed-in customer, whose session cookie
// Lighthouse sends with each request: scripts/bench/routes.ts), in Debian's Chromium. Prints the
// median of RUNS runs per page and whether each performance budget holds. A benchmark for a quiet machine, not a CI check: timings are noisy.
// Usage: npm run build && npm run bench:lighthouse   (BASE_URL=… to measure a running server,
// RUNS=n to change the number of runs, ROUTES=/,/blog,/account/tickets/:ticket to measure some pages
// only, REPORTS=dir to keep the full reports, CPU_CALIBRATION=off for Lighthouse's plain 4× alone)
//
// Each English page is measured next to its Malayalam twin, so the two meet the same state of the
// machine, and the table ends with how far the Malayalam pages are from their English twins. The
// "CPU" column is Lighthouse's benchmark index of this machine during the page's runs. Lighthouse
// models a slow phone as four times the time each task took here, so a lower index (a slower or
// busier machine) gives the same page longer tasks and more TBT: compare figures of different days
// only at a like index.
//
// A run on a machine below the index Lighthouse's 4× is meant for is audited a second time, from the
// same trace, with the slowdown Lighthouse's documentation says to calibrate to (calibratedSlowdown
// below): the phone it models is then the same on a slow minute as on a quiet one. The budgets are
// checked on those figures; Lighthouse's plain 4× figures are printed next to them ("perf 4×",
// "TBT 4×").
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { auditFlowArtifacts } from "lighthouse";
import { localeOf, pathIn, unlocalizedPath } from "../app/lib/i18n/locale.ts";
import { benchPages, benchRoutes, customerRoutes, measuredDetail } from "./bench/routes.ts";
import { startBenchServer } from "./bench/server.ts";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const RUNS = Number(process.env.RUNS ?? 3);
/** English first, each page followed by its Malayalam twin when both are measured. */
function pairedWithTwins(list: readonly string[]): string[] {
  const english = list.filter((route) => localeOf(route) === "en");
  const twins = new Set(list.filter((route) => localeOf(route) !== "en"));
  const paired = english.flatMap((route) => {
    const twin = pathIn("ml", route);
    if (!twins.delete(twin)) return [route];
    return [route, twin];
  });
  return [...paired, ...twins];
}

const routes = pairedWithTwins(
  process.env.ROUTES ? process.env.ROUTES.split(",") : [...benchRoutes, ...customerRoutes],
);

/**
 * The SEO score, less the "blocked from indexing" audit on pages that say noindex on purpose (sign-in
 * flows, the newsletter's page, the customer's pages): for them that audit fails by design, and the
 * score should still show any other problem. Every other page keeps Lighthouse's own score, so an accidental
 * noindex still shows.
 */
const NOINDEX_ROUTES = new Set([
  ...["/login", "/signup", "/forgot-password", "/newsletter", ...customerRoutes].flatMap((route) => [
    route,
    pathIn("ml", route),
  ]),
  // The measured post, article and opening are written in English: their Malayalam addresses are the
  // notice that links to them, kept out of search results on purpose.
  ...(["/blog/:slug", "/help/:slug", "/careers/:id"] as const).map((pattern) =>
    pathIn("ml", measuredDetail[pattern] ?? ""),
  ),
]);

/** The JavaScript the page loaded, as sent (compressed): Lighthouse's resource summary. */
function scriptTransferBytes(audits: Record<string, { details?: unknown } | undefined>) {
  const items = (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
    ?.items;
  return items?.find((item) => item.resourceType === "script")?.transferSize ?? Number.NaN;
}

function seoScore(
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
    audits: Record<string, { score: number | null; details?: unknown } | undefined>;
  },
  route: string,
) {
  const seo = lhr.categories.seo;
  if (!seo) return 0;
  if (!NOINDEX_ROUTES.has(route)) return Math.round((seo.score ?? 0) * 100);
  const refs = seo.auditRefs.filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return weight ? Math.round((score / weight) * 100) : 0;
}

/**
 * Lighthouse slows the CPU 4× to model a mid-tier phone on a machine of the "high-end desktop" class,
 * benchmark index 1,500–2,000, and says to lower the multiplier on a weaker machine
 * (github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU slowdown").
 * This machine's index moves between 1,000 and 1,900 within minutes (its neighbours' load), and
 * each page's long tasks, which Lighthouse multiplies by 4, grow with it. Scaled to the bottom of that
 * class, the strictest choice: a machine at 1,500 or above keeps 4×; one at 1,200 gets 3.2×.
 */
const LIGHTHOUSE_REFERENCE_INDEX = 1500;
function calibratedSlowdown(benchmarkIndex: number) {
  return 4 * Math.min(1, benchmarkIndex / LIGHTHOUSE_REFERENCE_INDEX);
}
const CALIBRATE = process.env.CPU_CALIBRATION !== "off";

/** The performance budgets every page must meet (mobile, median of runs). */
const budgets = { performance: 98, fcpMs: 1300, lcpMs: 1500, tbtMs: 50, cls: 0.01, seo: 100 };

const chromeFlags = ["--headless=new", ...chromiumArgs];

/**
 * The run's report again, from the same artifacts (trace, network records), with the CPU slowed
 * `slowdown`× instead of 4×. Lighthouse refuses artifacts gathered with other settings, so theirs
 * say the same slowdown; simulated throttling gathers unthrottled, so nothing gathered depends on it.
 */
async function auditedAgain(
  artifacts: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["artifacts"],
  flags: NonNullable<Parameters<typeof lighthouse>[1]>,
  slowdown: number,
) {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
  const flow = await auditFlowArtifacts({
    gatherSteps: [
      { artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } }, flags: { ...flags, throttling } },
    ],
  });
  const step = flow.steps[0];
  if (!step) throw new Error("Lighthouse audited no step");
  return step.lhr;
}

type Run = {
  performance: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cpuIndex: number;
  slowdown: number;
  /** Lighthouse's own figures, at 4×. */
  plainPerformance: number;
  plainTbtMs: number;
};

/** The figures the two languages are compared on, calibrated and at 4×. */
type ComparedFigure = "performance" | "tbtMs" | "plainPerformance" | "plainTbtMs";

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

// Test routes on: they sign in the customer whose pages are measured (scripts/bench/customer.ts).
const server = await startBenchServer({ RATE_LIMIT_MULTIPLIER: "1000", ENABLE_TEST_ROUTES: "1" });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags,
});
let failed = false;
const failedRuns: string[] = [];
try {
  const pages = await benchPages(server.base, routes);
  console.log(`Lighthouse ${RUNS}× per page (mobile), medians, at ${server.base}\n`);
  console.log(
    [
      "page",
      "perf",
      "FCP s",
      "LCP s",
      "TBT ms",
      "CLS",
      "SEO",
      "JS kB",
      "CPU",
      "slowdown",
      "perf 4×",
      "TBT 4×",
      "budgets",
    ].join("\t"),
  );
  const medians = new Map<string, Pick<Run, ComparedFigure>>();
  for (const { route, path: address, cookie } of pages) {
    const runs: Run[] = [];
    // A run Lighthouse could not trace (it happens now and then: NO_NAVSTART) is tried again, up to
    // RUNS more times, so each median is of RUNS runs whenever possible.
    for (let i = 0; runs.length < RUNS && i < 2 * RUNS; i++) {
      const flags = {
        port: chrome.port,
        output: "json" as const,
        logLevel: "error" as const,
        onlyCategories: ["performance", "seo"],
        // Lighthouse clears the browser's storage before each run; a header survives that.
        extraHeaders: cookie ? { Cookie: cookie } : null,
      };
      const result = await lighthouse(new URL(address, server.base).href, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits, runtimeError, environment } = result.lhr;
      // A failed run (Lighthouse could not load or trace the page) is reported, not averaged in.
      if (runtimeError) {
        failedRuns.push(`${route}: ${runtimeError.code}`);
        continue;
      }
      const slowdown = CALIBRATE ? calibratedSlowdown(environment.benchmarkIndex) : 4;
      const calibrated = slowdown < 4 ? await auditedAgain(result.artifacts, flags, slowdown) : result.lhr;
      // REPORTS=dir keeps every run's full report (JSON) for a closer look.
      if (process.env.REPORTS) {
        mkdirSync(process.env.REPORTS, { recursive: true });
        const name = `${route.replace(/\W+/g, "_") || "_"}-${i + 1}`;
        writeFileSync(path.join(process.env.REPORTS, `${name}.json`), JSON.stringify(result.lhr));
        if (calibrated !== result.lhr)
          writeFileSync(path.join(process.env.REPORTS, `${name}-calibrated.json`), JSON.stringify(calibrated));
      }
      runs.push({
        performance: Math.round((calibrated.categories.performance?.score ?? 0) * 100),
        seo: seoScore(result.lhr, route),
        fcpMs: calibrated.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
        lcpMs: calibrated.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: calibrated.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        jsBytes: scriptTransferBytes(audits),
        cpuIndex: environment.benchmarkIndex,
        slowdown,
        plainPerformance: Math.round((categories.performance?.score ?? 0) * 100),
        plainTbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      });
    }
    if (runs.length === 0) {
      failed = true;
      console.log([route, "-", "-", "-", "-", "-", "-", "-", "-", "MISS every run failed"].join("\t"));
      continue;
    }
    const m = {
      performance: median(runs.map((run) => run.performance)),
      seo: median(runs.map((run) => run.seo)),
      fcpMs: median(runs.map((run) => run.fcpMs)),
      lcpMs: median(runs.map((run) => run.lcpMs)),
      tbtMs: median(runs.map((run) => run.tbtMs)),
      cls: median(runs.map((run) => run.cls)),
      jsBytes: median(runs.map((run) => run.jsBytes)),
      cpuIndex: median(runs.map((run) => run.cpuIndex)),
      slowdown: median(runs.map((run) => run.slowdown)),
      plainPerformance: median(runs.map((run) => run.plainPerformance)),
      plainTbtMs: median(runs.map((run) => run.plainTbtMs)),
    };
    medians.set(route, m);
    const misses = [
      m.performance < budgets.performance && `perf<${budgets.performance}`,
      m.fcpMs > budgets.fcpMs && "FCP",
      m.lcpMs > budgets.lcpMs && "LCP",
      m.tbtMs > budgets.tbtMs && "TBT",
      m.cls > budgets.cls && "CLS",
      m.seo < budgets.seo && "SEO",
    ].filter(Boolean);
    if (misses.length) failed = true;
    console.log(
      [
        route,
        m.performance,
        (m.fcpMs / 1000).toFixed(2),
        (m.lcpMs / 1000).toFixed(2),
        Math.round(m.tbtMs),
        m.cls.toFixed(3),
        m.seo,
        (m.jsBytes / 1024).toFixed(1),
        Math.round(m.cpuIndex),
        `${m.slowdown.toFixed(1)}×`,
        m.plainPerformance,
        Math.round(m.plainTbtMs),
        misses.length ? `MISS ${misses.join(" ")}` : "ok",
      ].join("\t"),
    );
  }
  const pairs = [...medians.entries()].flatMap(([route, malayalam]) => {
    if (localeOf(route) === "en") return [];
    const english = medians.get(unlocalizedPath(route));
    return english
      ? [
          {
            performance: malayalam.performance - english.performance,
            tbtMs: malayalam.tbtMs - english.tbtMs,
            plainPerformance: malayalam.plainPerformance - english.plainPerformance,
            plainTbtMs: malayalam.plainTbtMs - english.plainTbtMs,
          },
        ]
      : [];
  });
  if (pairs.length)
    console.log(
      `\nMalayalam against English, ${pairs.length} ${pairs.length === 1 ? "pair" : "pairs"} (medians of the pairs' differences): performance ${median(pairs.map((pair) => pair.performance))}, TBT ${Math.round(median(pairs.map((pair) => pair.tbtMs)))} ms; at 4×: performance ${median(pairs.map((pair) => pair.plainPerformance))}, TBT ${Math.round(median(pairs.map((pair) => pair.plainTbtMs)))} ms`,
    );
} finally {
  chrome.kill();
  await server.stop();
}
if (failedRuns.length) console.log(`\nFailed runs (left out of the medians):\n  ${failedRuns.join("\n  ")}`);
console.log(failed ? "\nSome pages miss a budget." : "\nEvery page meets every budget.");
