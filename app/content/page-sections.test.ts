// Section copy of /portfolio, /portfolio/{slug}, /clients/{id}, /insights and /careers: the strings
// the spec fixes, and links that lead where they say.
import { describe, expect, it } from "vitest";
import { clientPage, clientStoryTeaser, clients, getClientByProjectSlug } from "./clients";
import { insightsPage, insightsTabs } from "./insights";
import { applicationSubject, careersPage, hrResponseDays } from "./jobs";
import { caseStudyPage, portfolioPage } from "./projects";

describe("portfolio copy", () => {
  it("uses the spec's empty-state wording and links to all testimonials", () => {
    expect(portfolioPage.emptyTitle).toBe("No projects found");
    expect(portfolioPage.emptyText).toBe("Try selecting a different category to see more projects.");
    expect(portfolioPage.allLabel).toBe("All");
    expect(portfolioPage.testimonialsLink.href).toBe("/testimonials");
    expect(caseStudyPage.backLabel).toMatch(/Portfolio/);
  });

  it("points the client-story callout at an existing client", () => {
    const id = clientStoryTeaser.link.href.replace("/clients/", "");
    expect(clients.find((c) => c.id === id)?.name).toBe(clientStoryTeaser.clientName);
  });

  it("finds the client behind a case study, and none for the clinic app", () => {
    expect(getClientByProjectSlug("ecommerce-platform")?.id).toBe("vanchinad-mart");
    expect(getClientByProjectSlug("cloud-migration")?.id).toBe("vanchinad-mart");
    expect(getClientByProjectSlug("healthcare-app")).toBeUndefined();
    expect(clientPage.backLabel).toMatch(/Portfolio/);
  });
});

describe("insights copy", () => {
  it("has the three tabs in the spec's order, Market Trends first", () => {
    expect(insightsTabs.map((t) => [t.id, t.label])).toEqual([
      ["trends", "Market Trends"],
      ["industry", "Industry Analysis"],
      ["technology", "Technology Insights"],
    ]);
  });

  it("turns the two buttons into contact links with a subject", () => {
    expect(insightsPage.cta.actions.map((a) => a.label)).toEqual(["Get Custom Report", "Schedule Consultation"]);
    for (const action of insightsPage.cta.actions) expect(action.href).toMatch(/^\/contact\?subject=[^&]+$/);
  });
});

describe("careers copy", () => {
  it("puts the job title in the application subject", () => {
    expect(applicationSubject("Cloud Architect")).toBe("Application: Cloud Architect");
  });

  it("promises an HR reply within 5 business days and keeps the spec's button names", () => {
    expect(careersPage.hrResponse).toContain(`within ${hrResponseDays} business days`);
    expect(careersPage.jobLabels.details).toBe("View Details");
    expect(careersPage.jobLabels.apply).toBe("Apply Now");
    expect(careersPage.viewRolesLabel).toBe("View All Jobs");
    expect(careersPage.submitResumeLabel).toBe("Submit Resume");
  });
});
