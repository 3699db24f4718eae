// Documents as the production server sends them: the Content-Security-Policy allows exactly the
// document's own inline scripts and stylesheet (by hash), pages that are the same for everyone are the
// same bytes for every anonymous visitor, and a page with a per-visitor value is never shared.
// Needs `npm run build` first.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes } from "~/lib/http/inline-hashes.server";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

describe.skipIf(!built)("documents", () => {
  let server: Running;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-documents-");
    server = await startServer({ DATA_DIR: dataDir, APP_SECRET: "documents-test-secret-0123456789abcdef0123" });
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await fetch(server.baseUrl + url);
    return { response, html: await response.text() };
  };

  it("allows each inline script and the stylesheet by hash, with no nonce and nothing else inline", async () => {
    for (const url of ["/", "/about", "/login", "/contact", "/blog"]) {
      const { response, html } = await get(url);
      const policy = response.headers.get("content-security-policy") ?? "";
      const { scripts, styles } = inlineHashes(html);
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(policy, url).toContain(
        `script-src 'self' ${scripts.map((hash) => `'${hash}'`).join(" ")} 'strict-dynamic'`,
      );
      expect(policy, url).toContain(`style-src 'self' ${styles.map((hash) => `'${hash}'`).join(" ")}`);
      expect(policy, url).not.toContain("nonce");
      expect(html, url).not.toMatch(/\snonce=/);
    }
  });

  it("sends the same page to every anonymous visitor, and keeps the opt-in to itself", async () => {
    const first = await get("/services");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await get("/services");
    expect(second.html).toBe(first.html);
    expect(second.response.headers.get("x-anonymous-cache-seconds")).toBeNull();
    // Served from memory: the kept copy's length is known up front.
    expect(second.response.headers.get("content-length")).not.toBeNull();
    expect(second.response.headers.get("content-security-policy")).toBe(
      first.response.headers.get("content-security-policy"),
    );
  });

  it("never shares a page that carries a token from its link", async () => {
    const token = "a".repeat(43);
    const first = await get(`/reset-password?token=${token}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await get(`/reset-password?token=${token}`);
    // Rendered every time: a kept page would carry the kept copy's Content-Length.
    expect(second.response.headers.get("content-length")).toBeNull();
    expect(first.response.headers.get("content-length")).toBeNull();
  });
});
