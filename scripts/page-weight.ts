// The weight of each page as a browser first loads it: the HTML document (with its inlined CSS) and
// every JavaScript file it loads at once (module scripts and modulepreloads), raw and gzip, against the
// byte and request budgets. Deterministic for a given build, so CI can check it; exits 1 on a miss.
// Usage: npm run build && npm run bench:weight   (BASE_URL=… to measure a running server;
// `-- --files` lists every script of every page with its gzip size)
import { gzipSync } from "node:zlib";
import { assertRoutesAnswer, benchRoutes } from "./bench/routes.ts";
import { startBenchServer } from "./bench/server.ts";

/** First-load budgets of every page (gzip). */
const budgets = { jsGzipBytes: 120 * 1024, scriptRequests: 8, htmlGzipBytes: 25 * 1024 };

const listFiles = process.argv.includes("--files");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function fetchText(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Every script the document makes the browser fetch before it is interactive. */
function scriptUrls(html: string) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string);
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1] as string);
  const imports = [...html.matchAll(/import\(?\s*"([^"]+\.js)"/g)].map((m) => m[1] as string);
  return [...new Set([...preloads, ...scripts, ...imports])];
}

const server = await startBenchServer();
let failed = false;
try {
  await assertRoutesAnswer(server.base);
  console.log(`Page weight at ${server.base}`);
  console.log(
    `budgets: JS ≤ ${kb(budgets.jsGzipBytes)} gzip in ≤ ${budgets.scriptRequests} files, HTML ≤ ${kb(budgets.htmlGzipBytes)} gzip\n`,
  );
  console.log(
    ["page", "HTML", "HTML gz", "inline CSS gz", "JS files", "JS", "JS gz", "total gz", "budgets"].join("\t"),
  );
  for (const path of benchRoutes) {
    const html = await fetchText(new URL(path, server.base).href);
    const css = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
    const scripts = scriptUrls(html);
    let js = 0;
    let jsGzip = 0;
    for (const src of scripts) {
      const body = await fetchText(new URL(src, server.base).href);
      js += Buffer.byteLength(body);
      jsGzip += gzipSync(body).length;
      if (listFiles) console.log(`  ${kb(gzipSync(body).length)}\t${src}`);
    }
    const htmlGzip = gzipSync(html).length;
    const misses = [
      jsGzip > budgets.jsGzipBytes && "JS bytes",
      scripts.length > budgets.scriptRequests && "JS files",
      htmlGzip > budgets.htmlGzipBytes && "HTML bytes",
    ].filter(Boolean);
    if (misses.length) failed = true;
    console.log(
      [
        path,
        kb(Buffer.byteLength(html)),
        kb(htmlGzip),
        kb(gzipSync(css).length),
        scripts.length,
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
process.exitCode = failed ? 1 : 0;
