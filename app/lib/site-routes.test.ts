import { describe, expect, it } from "vitest";
import { matchSitePath, pathOf, resolvesToRoute, sitePathPatterns } from "./site-routes";

const known = {
  serviceSlugs: ["computer-support", "cctv-systems"],
  projectSlugs: ["ecommerce-platform"],
  clientIds: ["vanchinad-mart"],
};

describe("pathOf", () => {
  it("drops query, hash and a trailing slash", () => {
    expect(pathOf("/about#team")).toBe("/about");
    expect(pathOf("/blog?tag=cloud&page=2")).toBe("/blog");
    expect(pathOf("/services/")).toBe("/services");
    expect(pathOf("/")).toBe("/");
  });
});

describe("matchSitePath", () => {
  it("lists each route pattern once", () => {
    expect(new Set(sitePathPatterns).size).toBe(sitePathPatterns.length);
  });

  it("matches static and parameterised routes", () => {
    expect(matchSitePath("/")).toEqual({ pattern: "/", params: {} });
    expect(matchSitePath("/services/cctv-systems?ref=footer")).toEqual({
      pattern: "/services/:slug",
      params: { slug: "cctv-systems" },
    });
    expect(matchSitePath("/clients/vanchinad-mart")?.params).toEqual({ id: "vanchinad-mart" });
  });

  it("rejects external, protocol-relative and unknown paths", () => {
    expect(matchSitePath("https://example.com/about")).toBeNull();
    expect(matchSitePath("//example.com/about")).toBeNull();
    expect(matchSitePath("mailto:hello@example.com")).toBeNull();
    expect(matchSitePath("/dashboard")).toBeNull();
    expect(matchSitePath("/services/a/b")).toBeNull();
  });
});

describe("resolvesToRoute", () => {
  it("accepts static routes, including with a hash or query", () => {
    for (const href of [
      "/",
      "/about#team",
      "/amc-plans",
      "/privacy",
      "/terms",
      "/forgot-password",
      "/contact?plan=starter",
    ]) {
      expect(resolvesToRoute(href, known), href).toBe(true);
    }
  });

  it("checks service, project and client params against known content", () => {
    expect(resolvesToRoute("/services/computer-support", known)).toBe(true);
    expect(resolvesToRoute("/services/web-development", known)).toBe(false);
    expect(resolvesToRoute("/portfolio/ecommerce-platform", known)).toBe(true);
    expect(resolvesToRoute("/portfolio/e-commerce-platform", known)).toBe(false);
    expect(resolvesToRoute("/clients/vanchinad-mart", known)).toBe(true);
    expect(resolvesToRoute("/clients/unknown", known)).toBe(false);
  });

  it("accepts any blog slug unless a list of blog slugs is given", () => {
    expect(resolvesToRoute("/blog/anything", known)).toBe(true);
    expect(resolvesToRoute("/blog/anything", { ...known, blogSlugs: ["cloud-migration-best-practices"] })).toBe(false);
    expect(
      resolvesToRoute("/blog/cloud-migration-best-practices", {
        ...known,
        blogSlugs: ["cloud-migration-best-practices"],
      }),
    ).toBe(true);
  });

  it("rejects links that are not internal routes", () => {
    expect(resolvesToRoute("https://www.ananthait.in/about", known)).toBe(false);
    expect(resolvesToRoute("/nowhere", known)).toBe(false);
  });
});
