// `npm run dev` runs the same server shell and app module as production (through Vite): /healthz
// answers with the production security headers, pages carry the document policy, the runtime
// (database, worker) starts, and SIGTERM stops it all cleanly. Needs no build.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "~/lib/security-headers";
import { migratedDataDir } from "./support/database";
import { type Running, startServer, stopServer } from "./support/server-process";

const TIMEOUT = 120_000;

describe("the development server (npm run dev)", () => {
  let server: Running;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-dev-server-");
    server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:5173" }, { development: true });
  });

  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers /healthz with the production security headers", async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
    for (const [name, value] of Object.entries(securityHeaders({ publicUrl: "http://localhost:5173" }))) {
      expect(response.headers.get(name), name).toBe(value);
    }
    expect(server.logs.join("")).toContain("(development)");
  });

  it(
    "renders a page through the app module with its policy, and refuses malformed requests",
    async () => {
      const page = await fetch(`${server.baseUrl}/about`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>");
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      const deleted = await fetch(`${server.baseUrl}/about`, { method: "DELETE" });
      expect(deleted.status).toBe(405);
    },
    TIMEOUT,
  );

  it(
    "stops cleanly on SIGTERM (worker stopped, database closed)",
    async () => {
      expect(await stopServer(server)).toBe(0);
      expect(server.logs.join("")).toContain("outbox worker stopped and database closed");
    },
    TIMEOUT,
  );
});
