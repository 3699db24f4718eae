// The weight of each page as a browser first loads it (every public page, and every page of a signed-in
// customer: scripts/bench/routes.ts): the HTML document (with its inlined CSS) and every JavaScript
// file it loads at once (its module scripts and all they import statically), raw and gzip, against the
// byte and request budgets. Deterministic for a given build, so CI can check it; exits 1 on a miss.
// Usage: npm run build && npm run bench:weight   (BASE_URL=… to measure a running server;
// `-- --files` lists every script of every page with its gzip size)
//
// `-- --ci` (run by `npm test`) holds each page to the budgets, except that a page still over a budget
// is held to its recorded weight in scripts/bench/weight-baseline.json instead: it may only get
// lighter. `-- --update-baseline` records today's weights of the pages over budget (never raise them
// by hand: a page that grew must be made lighter).
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { benchPages } from "./bench/routes.ts";
import { firstLoadScripts } from "./bench/scripts.ts";
import { startBenchServer } from "./bench/server.ts";

/** First-load budgets of every page (gzip). */
const budgets = { jsGzipBytes: 120 * 1024, scriptRequests: 8, htmlGzipBytes: 25 * 1024 };

const listFiles = process.argv.includes("--files");
const ciMode = process.argv.includes("--ci");
const updateBaseline = process.argv.includes("--update-baseline");
const baselineFile = new URL("./bench/weight-baseline.json", import.meta.url);

type Weight = { jsGzipBytes: number; scriptRequests: number; htmlGzipBytes: number };

/**
 * Malayalam letters in an English page's first-load JavaScript: a page ships its own language's words
 * only (ADR 033), so any is a miss — except the language switch's own label, "മലയാളം", which every
 * English page shows by design.
 */
function malayalamLetters(code: string): number {
  return (code.replaceAll("മലയാളം", "").match(/[\u0D00-\u0D7F]/g) ?? []).length;
}
const baseline: Record<string, Partial<Weight>> = JSON.parse(readFileSync(baselineFile, "utf8"));
const nextBaseline: Record<string, Partial<Weight>> = {};
let regressed = false;

/** Which measures of a page are over budget, and whether any is heavier than its recorded weight. */
function judge(path: string, weight: Weight) {
  const misses = (Object.keys(budgets) as (keyof Weight)[]).filter((key) => weight[key] > budgets[key]);
  const recorded = baseline[path] ?? {};
  // File names carry content hashes, so any change anywhere moves a page's compressed size by a few
  // bytes: a recorded weight allows that much, and no real growth.
  const allowance = (key: keyof Weight) => (key === "scriptRequests" || recorded[key] === undefined ? 0 : 256);
  const heavier = misses.filter((key) => weight[key] > (recorded[key] ?? budgets[key]) + allowance(key));
  if (misses.length) nextBaseline[path] = Object.fromEntries(misses.map((key) => [key, weight[key]]));
  if (heavier.length) regressed = true;
  return { misses, heavier };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function fetchText(url: string, cookie: string) {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

// Test routes on: they sign in the customer whose pages are measured (scripts/bench/customer.ts).
const server = await startBenchServer({ ENABLE_TEST_ROUTES: "1" });
let failed = false;
try {
  const pages = await benchPages(server.base);
  console.log(`Page weight at ${server.base}`);
  console.log(
    `budgets: JS ≤ ${kb(budgets.jsGzipBytes)} gzip in ≤ ${budgets.scriptRequests} files, HTML ≤ ${kb(budgets.htmlGzipBytes)} gzip\n`,
  );
  console.log(
    ["page", "HTML", "HTML gz", "inline CSS gz", "JS files", "JS", "JS gz", "total gz", "budgets"].join("\t"),
  );
  for (const { route, path, cookie } of pages) {
    const html = await fetchText(new URL(path, server.base).href, cookie);
    const css = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
    const scripts = await firstLoadScripts(new URL(path, server.base).href, html);
    let js = 0;
    let jsGzip = 0;
    let otherLanguage = 0;
    let helpersApart = false;
    for (const [src, body] of scripts) {
      // Rolldown keeps its helpers with React unless a chunk without React needs one (a module's
      // namespace object built in the browser, `import * as words`): then they take a file of their own,
      // one more request on every page. Pair the words export by export instead.
      if (/\/rolldown-runtime-[\w-]+\.js$/.test(new URL(src).pathname)) helpersApart = true;
      if (!path.startsWith("/ml")) otherLanguage += malayalamLetters(body);
      js += Buffer.byteLength(body);
      jsGzip += gzipSync(body).length;
      if (listFiles) console.log(`  ${kb(gzipSync(body).length)}\t${new URL(src).pathname}`);
    }
    const htmlGzip = gzipSync(html).length;
    const names: Record<keyof Weight, string> = {
      jsGzipBytes: "JS bytes",
      scriptRequests: "JS files",
      htmlGzipBytes: "HTML bytes",
    };
    const verdict = judge(route, { jsGzipBytes: jsGzip, scriptRequests: scripts.size, htmlGzipBytes: htmlGzip });
    const misses = verdict.misses.map(
      (key) => names[key] + (verdict.heavier.includes(key) ? " (heavier than recorded)" : ""),
    );
    if (helpersApart) {
      misses.push("Rolldown's helpers in a file of their own");
      regressed = true;
    }
    if (otherLanguage > 0) {
      misses.push(`${otherLanguage} Malayalam letters in an English page's JS`);
      regressed = true;
    }
    if (misses.length) failed = true;
    console.log(
      [
        route,
        kb(Buffer.byteLength(html)),
        kb(htmlGzip),
        kb(gzipSync(css).length),
        scripts.size,
        kb(js),
        kb(jsGzip),
        kb(htmlGzip + jsGzip),
        misses.length ? `MISS ${misses.join(", ")}` : "ok",
      ].join("\t"),
    );
  }
} finally {
  await server.stop();
}
console.log(failed ? "\nSome pages miss a budget." : "\nEvery page meets every budget.");
if (updateBaseline) {
  writeFileSync(baselineFile, `${JSON.stringify(nextBaseline, null, 2)}\n`);
  console.log(`Recorded the weights of ${Object.keys(nextBaseline).length} pages over budget.`);
}
if (ciMode) {
  console.log(regressed ? "A page is heavier than its recorded weight." : "No page is heavier than allowed.");
  process.exitCode = regressed ? 1 : 0;
} else {
  process.exitCode = failed ? 1 : 0;
}
