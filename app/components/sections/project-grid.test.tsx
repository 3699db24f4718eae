import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { portfolioPage, projects } from "~/content/projects";
import { filterProjects } from "~/lib/portfolio-filter";
import { ProjectGrid } from "./project-grid";

function render(list: typeof projects) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProjectGrid projects={list} emptyTitle={portfolioPage.emptyTitle} emptyText={portfolioPage.emptyText} />
    </MemoryRouter>,
  );
}

describe("ProjectGrid", () => {
  it("shows 'No projects found' when a category has no projects", () => {
    const html = render(filterProjects(projects.slice(0, 1), "Cloud Solutions"));
    expect(html).toContain("No projects found");
    expect(html).toContain("Try selecting a different category to see more projects.");
    expect(html).not.toContain("<ul");
  });

  it("lists a card per project, each linking to its case study", () => {
    const html = render(projects);
    for (const project of projects) expect(html).toContain(`href="/portfolio/${project.slug}"`);
    expect(html).not.toContain("No projects found");
  });
});
