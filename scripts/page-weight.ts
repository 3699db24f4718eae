// Prints the weight of each page as a browser loads it: the HTML document (with its inlined CSS) and
// every JavaScript module it preloads, raw and gzip. A benchmark that prints figures, not a test.
// Usage: start the production server (npm start), then `node scripts/page-weight.ts [base URL]`.
import { gzipSync } from "node:zlib";

const base = process.argv[2] ?? process.env.BASE_URL ?? "http://localhost:3000";
const paths = [
  "/",
  "/about",
  "/services",
  "/services/24x7-technical-support",
  "/amc-plans",
  "/portfolio",
  "/blog",
  "/insights",
  "/contact",
  "/careers",
  "/login",
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function fetchText(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

console.log(`Page weight at ${base}\n`);
console.log(["page", "HTML", "HTML gz", "inline CSS gz", "JS files", "JS", "JS gz", "total gz"].join("\t"));
for (const path of paths) {
  const html = await fetchText(new URL(path, base).href);
  const css = html.match(/<style[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
  const scripts = [
    ...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] as string)),
  ];
  let js = 0;
  let jsGzip = 0;
  for (const src of scripts) {
    const body = await fetchText(new URL(src, base).href);
    js += Buffer.byteLength(body);
    jsGzip += gzipSync(body).length;
  }
  const htmlGzip = gzipSync(html).length;
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
    ].join("\t"),
  );
}
