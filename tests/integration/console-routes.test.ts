// The staff console's addresses, as the production server answers them to each kind of visitor
// (server/console-routes.ts): to anyone who may not open a console page, it is the site's not-found
// document, byte for byte the one an unknown address gets (same scripts, same module preloads, same
// route data); and nothing a visitor without a staff role can fetch — documents, route-discovery
// answers, the scripts the public pages load — names a console route.
// Needs `npm run build` first.
import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { benchRoutes } from "../../scripts/bench/routes.ts";
import { migratedDataDir } from "./support/database";
import { type Running, startServer } from "./support/server-process";

const root = path.resolve(import.meta.dirname, "../..");
const built = existsSync(path.join(root, "build/server/index.js"));
if (!built && process.env.CI) throw new Error("build/server/index.js is missing: run `npm run build` before the tests");

const UNKNOWN = "/staff/no-such-page";
const samples: Record<string, string> = { number: "AIT-2026-00001", fileId: "00000000-0000-0000-0000-000000000000" };

/** Every address of a route module under app/routes/staff (console pages, files, second-factor pages). */
function consoleAddresses(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    const here = entry.file.startsWith("routes/staff/")
      ? [own.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? "1") || "/"]
      : [];
    return [...here, ...consoleAddresses(entry.children ?? [], own)];
  });
}
const addresses = [...new Set(consoleAddresses(routeConfig))];

/** A document with the address it was asked for written as PATH: the not-found page shows that address. */
const withoutAddress = (html: string, address: string) => html.replaceAll(address, "PATH");
const moduleScripts = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].sort();

describe.skipIf(!built)("the console's routes, by who asks", () => {
  let server: Running;
  let dataDir: string;
  const cookies: Record<"anonymous" | "customer" | "staff" | "admin", string> = {
    anonymous: "",
    customer: "",
    staff: "",
    admin: "",
  };

  const get = (address: string, cookie = "") =>
    fetch(server.baseUrl + address, { headers: cookie ? { cookie } : {}, redirect: "manual" });

  beforeAll(async () => {
    dataDir = await migratedDataDir("anantha-console-routes-");
    server = await startServer({
      DATA_DIR: dataDir,
      APP_SECRET: "console-routes-test-secret-0123456789abcdef",
      ENABLE_TEST_ROUTES: "1",
    });
    for (const role of ["customer", "staff", "admin"] as const) {
      const response = await fetch(`${server.baseUrl}/__test/sessions`, {
        method: "POST",
        headers: { origin: server.baseUrl },
        body: new URLSearchParams({ email: `${role}@example.test`, password: "a long test password", role }),
      });
      expect(response.status, role).toBe(200);
      cookies[role] = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    }
  }, 120_000);

  afterAll(async () => {
    server?.process.kill("SIGTERM");
    await server?.exit;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("finds the console's addresses in the route table", () => {
    expect(addresses).toContain("/staff/team");
    expect(addresses).toContain("/staff/second-factor");
    expect(addresses.length).toBeGreaterThan(20);
  });

  it("answers a customer on any console address with the unknown address's document, byte for byte", async () => {
    const unknown = await get(UNKNOWN, cookies.customer);
    expect(unknown.status).toBe(404);
    const unknownHtml = withoutAddress(await unknown.text(), UNKNOWN);
    expect(unknownHtml).not.toContain("routes/staff/");
    for (const address of addresses) {
      const response = await get(address, cookies.customer);
      expect(response.status, address).toBe(404);
      const html = withoutAddress(await response.text(), address);
      expect(moduleScripts(html), address).toEqual(moduleScripts(unknownHtml));
      expect(html, address).toBe(unknownHtml);
    }
  });

  it("asks a signed-out visitor to sign in for every /staff address, a page or not", async () => {
    for (const address of ["/staff/team", "/staff", UNKNOWN]) {
      const response = await get(address);
      expect(response.status, address).toBe(302);
      expect(response.headers.get("location"), address).toBe(`/login?redirectTo=${encodeURIComponent(address)}`);
    }
  });

  it("answers staff on an admin's section with their own unknown address's document", async () => {
    const unknownHtml = withoutAddress(await (await get(UNKNOWN, cookies.staff)).text(), UNKNOWN);
    for (const address of ["/staff/team", "/staff/audit", "/staff/applications", "/staff/applications/1"]) {
      const response = await get(address, cookies.staff);
      expect(response.status, address).toBe(404);
      expect(withoutAddress(await response.text(), address), address).toBe(unknownHtml);
    }
    expect((await get("/staff/team", cookies.admin)).status).toBe(200);
  });

  it("lists no console route in a route-discovery answer to a visitor without a staff role", async () => {
    const discover = async (cookie: string) => {
      const home = await (await get("/", cookie)).text();
      const version = /"version":"([^"]+)"/.exec(home)?.[1] ?? "";
      const response = await get(`/__manifest?${new URLSearchParams({ paths: addresses.join(","), version })}`, cookie);
      expect(response.status).toBe(200);
      // The answer depends on who asks: never kept by a shared cache.
      expect(response.headers.get("cache-control")).toMatch(/^private\b/);
      return Object.keys(await response.json());
    };
    for (const visitor of ["anonymous", "customer"] as const) {
      const listed = await discover(cookies[visitor]);
      expect(listed, visitor).toContain("routes/not-found");
      expect(
        listed.filter((id) => id.startsWith("routes/staff/")),
        visitor,
      ).toEqual([]);
    }
    const staffListed = await discover(cookies.staff);
    expect(staffListed).toContain("routes/staff/tickets");
    expect(staffListed).not.toContain("routes/staff/team");
    expect(await discover(cookies.admin)).toContain("routes/staff/team");
  });

  it("serves no whole route manifest, and no script a public page loads names a console address", async () => {
    expect(readdirSync(path.join(root, "build/client/assets")).filter((file) => file.startsWith("manifest-"))).toEqual(
      [],
    );
    const version = /"version":"([^"]+)"/.exec(await (await get("/")).text())?.[1];
    expect((await get(`/assets/manifest-${version}.js`)).status).toBe(404);

    // Every script named by a public document or a customer's not-found document, and all they import
    // (but the whole manifest's address, which React Router still writes in the document's manifest and
    // which only its 'initial' route discovery would load: gone, above).
    const pending = new Set<string>();
    for (const [address, cookie] of [...benchRoutes.map((page) => [page, ""]), [UNKNOWN, cookies.customer]]) {
      const html = await (await get(address as string, cookie)).text();
      for (const script of moduleScripts(html)) if (!script.startsWith("/assets/manifest-")) pending.add(script);
    }
    const seen = new Set<string>();
    for (const script of pending) {
      if (seen.has(script)) continue;
      seen.add(script);
      const response = await get(script);
      expect(response.status, script).toBe(200);
      const code = await response.text();
      expect(code, script).not.toContain("/staff");
      // Chunks import each other by file name ("./common-AbCd1234.js", "assets/forms-AbCd1234.js").
      for (const name of code.match(/[\w.-]+-[\w-]{8}\.js/g) ?? []) pending.add(`/assets/${name}`);
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});
