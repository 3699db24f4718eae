// Throughput of the production server on loopback: each page against a static asset under the same
// load (autocannon, 20 connections, compression as a browser asks for it). Budget: every anonymous
// page serves at least half the static asset's requests per second, with p99 latency ≤ 100 ms.
// A benchmark for a quiet machine, not a CI check.
// Usage: npm run build && npm run bench:load   (BASE_URL=…, DURATION=seconds per URL, ROUTES=/,/blog)
import autocannon from "autocannon";
import { benchPages, benchRoutes } from "./bench/routes.ts";
import { firstLoadScripts } from "./bench/scripts.ts";
import { startBenchServer } from "./bench/server.ts";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 20;
const routes = process.env.ROUTES ? process.env.ROUTES.split(",") : [...benchRoutes];
const budgets = { ratio: 0.5, p99Ms: 100 };

function measure(url: string) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": "br, gzip, deflate", "user-agent": "Mozilla/5.0 (bench-load)" },
  });
}

/** The largest JavaScript file the home page loads: the static asset every visitor fetches first. */
async function staticAsset(base: string) {
  const html = await (await fetch(base)).text();
  let largest = { path: "", bytes: 0 };
  for (const [src, text] of await firstLoadScripts(base, html)) {
    const bytes = Buffer.byteLength(text);
    if (bytes > largest.bytes) largest = { path: new URL(src).pathname, bytes };
  }
  if (!largest.path) throw new Error("the home page preloads no JavaScript to compare with");
  return largest.path;
}

// The rate limits count per address and every request here comes from 127.0.0.1.
// Test routes: the help article the bench pages include is made through them (scripts/bench/routes.ts).
const server = await startBenchServer({ RATE_LIMIT_MULTIPLIER: "1000", ENABLE_TEST_ROUTES: "1" });
let failed = false;
try {
  await benchPages(server.base, routes);
  const assetPath = await staticAsset(server.base);
  const asset = await measure(new URL(assetPath, server.base).href);
  const assetRps = asset.requests.average;
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL, at ${server.base}\n`);
  console.log(["url", "req/s", "vs static", "p50 ms", "p99 ms", "non-2xx", "budgets"].join("\t"));
  console.log(
    [assetPath, assetRps.toFixed(0), "100%", asset.latency.p50, asset.latency.p99, asset.non2xx, "-"].join("\t"),
  );
  for (const route of routes) {
    const result = await measure(new URL(route, server.base).href);
    const ratio = result.requests.average / assetRps;
    const misses = [
      ratio < budgets.ratio && "throughput",
      result.latency.p99 > budgets.p99Ms && "p99",
      (result.non2xx > 0 || result.errors > 0) && "errors",
    ].filter(Boolean);
    if (misses.length) failed = true;
    console.log(
      [
        route,
        result.requests.average.toFixed(0),
        `${Math.round(ratio * 100)}%`,
        result.latency.p50,
        result.latency.p99,
        result.non2xx + result.errors,
        misses.length ? `MISS ${misses.join(" ")}` : "ok",
      ].join("\t"),
    );
  }
} finally {
  await server.stop();
}
console.log(failed ? "\nSome pages miss a budget." : "\nEvery page meets every budget.");
