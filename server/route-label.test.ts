import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeLabeller, STATIC_LABEL, UNMATCHED_LABEL } from "./route-label";

/** A build's flat route table, shaped as app/routes.ts makes it: a root, layouts, an index, a catch-all. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean }[]) {
  return {
    basename: "/",
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    routes: Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }])),
  } as unknown as ServerBuild;
}

const build = buildOf([
  { id: "root", path: "" },
  { id: "site-layout", parentId: "root" },
  { id: "home", parentId: "site-layout", index: true },
  { id: "service", parentId: "site-layout", path: "services/:slug" },
  { id: "staff", parentId: "site-layout", path: "staff" },
  { id: "dashboard", parentId: "staff", index: true },
  { id: "ticket", parentId: "staff", path: "tickets/:number" },
  { id: "follow-ups", parentId: "staff", path: "tickets/follow-ups" },
  { id: "not-found", parentId: "site-layout", path: "*" },
  { id: "sitemap", parentId: "root", path: "sitemap.xml" },
]);

describe("route labels", () => {
  const label = routeLabeller(build);

  it("are the matched route's pattern, never the path", () => {
    expect(label("/")).toBe("/");
    expect(label("/services/networking")).toBe("/services/:slug");
    expect(label("/staff")).toBe("/staff");
    expect(label("/staff/tickets/1042")).toBe("/staff/tickets/:number");
    expect(label("/staff/tickets/follow-ups")).toBe("/staff/tickets/follow-ups");
    expect(label("/sitemap.xml")).toBe("/sitemap.xml");
  });

  it("count a data request as its page, and the route-discovery manifest by its path", () => {
    expect(label("/_root.data")).toBe("/");
    expect(label("/services/networking.data")).toBe("/services/:slug");
    expect(label("/__manifest")).toBe("/__manifest");
  });

  it("put every unknown address under one label (the catch-all route's, or none)", () => {
    expect(label("/no/such/page")).toBe(UNMATCHED_LABEL);
    expect(label("/wp-login.php")).toBe(UNMATCHED_LABEL);
    expect(routeLabeller(buildOf([{ id: "root", path: "" }]))("/anything")).toBe(UNMATCHED_LABEL);
    expect(STATIC_LABEL).not.toBe(UNMATCHED_LABEL);
  });

  it("are made once per build", () => {
    expect(routeLabeller(build)).toBe(label);
    // Far more distinct paths than it remembers: still right after forgetting.
    const labels = new Set(Array.from({ length: 2100 }, (_, n) => label(`/staff/tickets/${n}`)));
    expect([...labels]).toEqual(["/staff/tickets/:number"]);
  });
});
