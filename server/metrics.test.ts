import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { createMetrics } from "~/lib/metrics/metrics.server";
import { requestMetrics } from "./metrics";
import { countAs, requestRoute } from "./route-label";

const build = {
  basename: "/",
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  routes: {
    root: { id: "root", path: "", module: {} },
    page: { id: "page", parentId: "root", path: "services/:slug", module: {} },
  },
} as unknown as ServerBuild;

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The middleware in front of a stand-in for the rest of the app: files, an Express route, a 404. */
async function appWith(settings: Record<string, string>) {
  const metrics = createMetrics();
  const app = express();
  app.use(
    requestMetrics({
      env: parseEnv(settings),
      route: requestRoute(async () => build),
      database: () => undefined,
      metrics,
    }),
  );
  app.use(countAs("static", (req, res, next) => (req.path === "/logo.svg" ? res.send("<svg/>") : next())));
  app.get("/healthz", (_req, res) => res.send("ok"));
  app.use((req, res) => res.status(req.path.startsWith("/services/") ? 200 : 404).send("page"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, metrics };
}

describe("GET /metrics", () => {
  it("goes on to the site's 404 when neither METRICS_ALLOW nor METRICS_TOKEN is set", async () => {
    const { url } = await appWith({});
    const response = await fetch(`${url}/metrics`, { headers: { Authorization: "Bearer anything" } });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("page");
  });

  it("labels each response by who answered it: a file, an Express route, a page's pattern", async () => {
    const { url } = await appWith({ METRICS_ALLOW: "127.0.0.1" });
    for (const path of ["/logo.svg", "/healthz", "/services/networking", "/nowhere"]) await fetch(`${url}${path}`);
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const series of [
      'route="static",method="GET",status_class="2xx"',
      'route="/healthz",method="GET",status_class="2xx"',
      'route="/services/:slug",method="GET",status_class="2xx"',
      'route="unmatched",method="GET",status_class="4xx"',
    ]) {
      expect(text).toContain(`http_request_duration_seconds_count{${series}} 1`);
    }
    expect(text).toContain("database_figures_up 0");
  });
});
