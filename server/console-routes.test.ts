// The route table each audience is routed on: the console's routes only for staff roles, and of
// those only what the policy lets the role open; the browser manifest always lists the same routes.
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { audienceOf, buildFor } from "./console-routes";

/** A build with the shape of app/routes.ts around the console. */
function fakeBuild(): ServerBuild {
  const routes = [
    { id: "root", path: "" },
    { id: "routes/site-layout", parentId: "root" },
    { id: "routes/page-boundary", parentId: "routes/site-layout" },
    { id: "routes/home", parentId: "routes/page-boundary", index: true },
    { id: "routes/staff/second-factor", parentId: "routes/page-boundary", path: "staff/second-factor" },
    { id: "routes/staff/layout", parentId: "routes/page-boundary", path: "staff" },
    { id: "routes/staff/dashboard", parentId: "routes/staff/layout", index: true },
    { id: "routes/staff/tickets", parentId: "routes/staff/layout", path: "tickets" },
    { id: "routes/staff/ticket-file", parentId: "routes/staff/layout", path: "tickets/:number/files/:fileId" },
    { id: "routes/staff/team", parentId: "routes/staff/layout", path: "team" },
    { id: "routes/staff/application-resume", parentId: "routes/staff/layout", path: "applications/:id/resume/:fid" },
    { id: "routes/not-found", parentId: "routes/page-boundary", path: "*" },
  ];
  return {
    routes: Object.fromEntries(routes.map((route) => [route.id, { ...route, module: {} }])),
    assets: {
      version: "v1",
      routes: Object.fromEntries(routes.map((route) => [route.id, { ...route, module: `/assets/${route.id}.js` }])),
    },
  } as unknown as ServerBuild;
}

const ids = (build: ServerBuild) => ({
  routes: Object.keys(build.routes).sort(),
  manifest: Object.keys(build.assets.routes).sort(),
});

describe("route tables by audience", () => {
  const build = fakeBuild();

  it("has no console route at all for visitors without a staff role", () => {
    expect(audienceOf(null)).toBe("public");
    expect(audienceOf("customer")).toBe("public");
    const shown = ids(buildFor(build, "public"));
    expect(shown.routes).toEqual([
      "root",
      "routes/home",
      "routes/not-found",
      "routes/page-boundary",
      "routes/site-layout",
    ]);
    expect(shown.manifest).toEqual(shown.routes);
    // Public documents keep the build's own version: their bytes do not change.
    expect(buildFor(build, "public").assets.version).toBe("v1");
  });

  it("gives staff the console without the sections the policy keeps to admins", () => {
    expect(audienceOf("staff")).toBe("staff");
    const shown = ids(buildFor(build, "staff"));
    expect(shown.routes).toContain("routes/staff/tickets");
    expect(shown.routes).toContain("routes/staff/ticket-file");
    expect(shown.routes).toContain("routes/staff/dashboard");
    expect(shown.routes).toContain("routes/staff/second-factor");
    expect(shown.routes).not.toContain("routes/staff/team");
    expect(shown.routes).not.toContain("routes/staff/application-resume");
    expect(shown.manifest).toEqual(shown.routes);
    expect(buildFor(build, "staff").assets.version).toBe("v1-staff");
  });

  it("gives admins every route, under a version of their own", () => {
    expect(ids(buildFor(build, "admin")).routes).toEqual(Object.keys(build.routes).sort());
    expect(buildFor(build, "admin").assets.version).toBe("v1-admin");
  });

  it("cuts each build once per audience and leaves the build itself whole", () => {
    expect(buildFor(build, "staff")).toBe(buildFor(build, "staff"));
    expect(Object.keys(build.routes)).toHaveLength(12);
    expect(buildFor(fakeBuild(), "staff")).not.toBe(buildFor(build, "staff"));
  });
});
