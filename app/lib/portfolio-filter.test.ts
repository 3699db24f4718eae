import { describe, expect, it } from "vitest";
import { projectCategories, projects } from "~/content/projects";
import { categoryHref, filterProjects, parseCategory, projectCountLine } from "./portfolio-filter";

describe("parseCategory", () => {
  it("accepts the known categories, ignoring case and surrounding spaces", () => {
    expect(parseCategory("Cloud Solutions", projectCategories)).toBe("Cloud Solutions");
    expect(parseCategory("  web development ", projectCategories)).toBe("Web Development");
  });

  it("treats a missing, empty or unknown category as All", () => {
    for (const value of [null, undefined, "", "   ", "All", "Blockchain", "Cloud", "<script>"]) {
      expect(parseCategory(value, projectCategories)).toBeNull();
    }
  });
});

describe("filterProjects", () => {
  it("keeps every project for All, in order", () => {
    expect(filterProjects(projects, null).map((p) => p.slug)).toEqual(projects.map((p) => p.slug));
  });

  it("keeps only the chosen category", () => {
    expect(filterProjects(projects, "Mobile Development").map((p) => p.slug)).toEqual(["healthcare-app"]);
  });

  it("returns nothing when no project is in the category (the page's 'No projects found' state)", () => {
    const webOnly = projects.filter((p) => p.category === "Web Development");
    expect(filterProjects(webOnly, "Cloud Solutions")).toEqual([]);
  });
});

describe("projectCountLine", () => {
  it("counts with the right plural and names the category when filtered", () => {
    expect(projectCountLine(3, null)).toBe("Showing 3 projects");
    expect(projectCountLine(1, null)).toBe("Showing 1 project");
    expect(projectCountLine(1, "Cloud Solutions")).toBe("Showing 1 project in Cloud Solutions");
    expect(projectCountLine(0, "Web Development")).toBe("Showing 0 projects in Web Development");
  });
});

describe("categoryHref", () => {
  it("links All to the bare page and encodes categories with %20", () => {
    expect(categoryHref("/portfolio", null)).toBe("/portfolio");
    expect(categoryHref("/portfolio", "Cloud Solutions")).toBe("/portfolio?category=Cloud%20Solutions");
  });
});
