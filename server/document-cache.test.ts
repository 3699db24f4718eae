// The anonymous document cache on a real Express app with the compression middleware in front, as in
// server/app.ts: what is kept, for whom, for how long, and what is never kept.
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ANONYMOUS_CACHE_HEADER,
  FORGET_DOCUMENTS_HEADER,
  KEPT_PAGE_STAMPS_HEADER,
  KEPT_VIEW_HEADER,
} from "~/lib/http/anonymous-cache";
import { documentCache } from "./document-cache";

let clock = 1_000_000;
let renders = 0;
const keptViews: string[] = [];
/** The records' stamps "in the database": a kept page naming others is stale. */
let currentStamps = "openings=a";
let stampCheckFails = false;
let base = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.use(
    documentCache({
      now: () => clock,
      maxBytes: 400_000,
      onKeptView: (view) => keptViews.push(view),
      stampsAreCurrent: async (stamps) => {
        if (stampCheckFails) throw new Error("database unavailable");
        return stamps === currentStamps;
      },
    }),
  );
  app.all("/{*splat}", (req, res) => {
    renders += 1;
    const page = `<!doctype html><p>${"page ".repeat(200)}${req.path} render ${renders}</p>`;
    if (req.path !== "/private") res.setHeader(ANONYMOUS_CACHE_HEADER, "60");
    if (req.path === "/cookie") res.setHeader("Set-Cookie", "a=b");
    if (req.path === "/forget") res.setHeader(FORGET_DOCUMENTS_HEADER, "1");
    if (req.path === "/counted") res.setHeader(KEPT_VIEW_HEADER, "article:7");
    if (req.path === "/stamped") res.setHeader(KEPT_PAGE_STAMPS_HEADER, currentStamps);
    if (req.path === "/missing") res.status(404);
    if (req.path === "/json") res.type("application/json");
    else res.type("text/html; charset=utf-8");
    // Written in pieces, as React Router streams a document.
    res.write(page.slice(0, 100));
    res.end(page.slice(100));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
  return { response, text: await response.text() };
}

/** The cache fills after the answer has gone out (compression is asynchronous). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("document cache", () => {
  it("renders a page once for anonymous visitors and never shows them the opt-in header", async () => {
    const first = await get("/about");
    await settle();
    const second = await get("/about");
    expect(second.text).toBe(first.text);
    expect(first.text).toContain("render");
    for (const { response } of [first, second]) expect(response.headers.get(ANONYMOUS_CACHE_HEADER)).toBeNull();
    expect(second.response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("forgets every kept page when an answer asks it to, and never shows that header either", async () => {
    const first = await get("/kept");
    await settle();
    expect((await get("/kept")).text).toBe(first.text);
    const forget = await fetch(`${base}/forget`, { method: "POST" });
    expect(forget.headers.get(FORGET_DOCUMENTS_HEADER)).toBeNull();
    expect((await get("/kept")).text).not.toBe(first.text);
  });

  it("hands a counted page's view to the counter each time it answers it from memory (not for HEAD), and never shows the header", async () => {
    const first = await get("/counted");
    await settle();
    expect(keptViews).toEqual([]); // rendered: the page's own loader counted this one
    for (let i = 0; i < 3; i++) expect((await get("/counted")).text).toBe(first.text);
    await fetch(`${base}/counted`, { method: "HEAD" });
    expect(keptViews).toEqual(["article:7", "article:7", "article:7"]);
    expect(first.response.headers.get(KEPT_VIEW_HEADER)).toBeNull();
    expect((await get("/counted")).response.headers.get(KEPT_VIEW_HEADER)).toBeNull();
    // A page that does not count hands nothing over.
    await get("/about");
    expect(keptViews).toHaveLength(4);
  });

  it("answers a page that names its records from memory only while their stamps are current", async () => {
    const first = await get("/stamped");
    await settle();
    expect((await get("/stamped")).text).toBe(first.text);
    expect(first.response.headers.get(KEPT_PAGE_STAMPS_HEADER)).toBeNull();
    // An edit: the page is rendered again, and the new copy is kept in its place.
    currentStamps = "openings=b";
    const edited = await get("/stamped");
    expect(edited.text).not.toBe(first.text);
    await settle();
    expect((await get("/stamped")).text).toBe(edited.text);
    // A check that fails (the database away) never serves the kept copy.
    stampCheckFails = true;
    try {
      expect((await get("/stamped")).text).not.toBe(edited.text);
    } finally {
      stampCheckFails = false;
    }
  });

  it("answers with the encoding the browser asks for, compressed once", async () => {
    const plain = (await get("/encoded")).text;
    await settle();
    const br = await fetch(`${base}/encoded`, { headers: { "accept-encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(`${base}/encoded`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes the body itself; compare with the decoded text.
    expect(await br.text()).toBe(plain);
    expect(await gzip.text()).toBe(plain);
  });

  it("never answers a request with cookies or credentials from the cache, nor keeps its answer", async () => {
    await get("/signed-in");
    await settle();
    const before = renders;
    const withCookie = await get("/signed-in", { cookie: "session=x" });
    await get("/signed-in", { authorization: "Basic eDp5" });
    expect(renders).toBe(before + 2);
    expect(withCookie.response.headers.get(ANONYMOUS_CACHE_HEADER)).toBeNull();
  });

  it("keeps only 200 HTML answers that opted in and set no cookie", async () => {
    for (const path of ["/private", "/cookie", "/missing", "/json"]) {
      await get(path);
      await settle();
      const before = renders;
      await get(path);
      expect(renders, path).toBe(before + 1);
    }
  });

  it("renders again once the page has expired", async () => {
    await get("/expiring");
    await settle();
    const before = renders;
    await get("/expiring");
    expect(renders).toBe(before);
    clock += 61_000;
    await get("/expiring");
    expect(renders).toBe(before + 1);
  });

  it("answers HEAD from the cache without a body, and POST always renders", async () => {
    await get("/head");
    await settle();
    const before = renders;
    const head = await fetch(`${base}/head`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    await fetch(`${base}/head`, { method: "POST" });
    expect(renders).toBe(before + 1);
  });

  it("keeps memory within its bound by dropping the least recently used pages", async () => {
    // Each page is ~1 kB plus its compressed copies; 400 kB holds a few hundred, not a thousand.
    for (let i = 0; i < 1000; i++) await get(`/many/${i}`);
    await settle();
    const before = renders;
    await get("/many/0");
    expect(renders).toBe(before + 1);
    // A thousand requests with compression: well under a second alone, seconds on a busy machine.
  }, 30_000);
});
