import { z } from "zod";
import { describe, expect, it } from "vitest";
import { resolvesToRoute } from "~/lib/site-routes";
import { clientResults, clients, getClient, projectSlugFromName } from "./clients";
import { contactFaqs } from "./faqs";
import { industryAnalyses, technologyInsights, trends } from "./insights";
import { importedOpenings as jobs } from "../../tests/fixtures/imported-2026-11/openings";
import { applicationSteps, careerBenefits, cultureValues, hrResponseDays } from "./jobs";
import {
  aboutImpact,
  aboutValues,
  figures,
  heroHighlights,
  launchOffers,
  portfolioImpact,
  processSteps,
  serviceReasons,
  supportCapabilities,
  testimonialMetrics,
  whyChooseUs,
} from "./marketing";
import { authNav, footerColumns, mainNav } from "./navigation";
import { getPlan, planBenefits, planFaqs, plans } from "./plans";
import { getProject, projectCategories, projects, relatedProjects } from "./projects";
import {
  ClientSchema,
  OfficeHoursSchema,
  PageCopySchema,
  SiteSchema,
  FaqSchema,
  FigureSchema,
  FooterColumnSchema,
  IndustryAnalysisSchema,
  InfoCardSchema,
  JobSchema,
  LaunchOfferSchema,
  NavItemSchema,
  PlanSchema,
  ProjectSchema,
  ServiceSchema,
  StepSchema,
  TeamMemberSchema,
  TechnologyInsightSchema,
  TestimonialSchema,
  TrendSchema,
} from "./schema";
import { getService, headerServiceIds, headerServices, relatedServices, services } from "./services";
import { newsletterCopy } from "./newsletter";
import { pages } from "./pages";
import { careersOfficeHours, contactOfficeHours, site } from "./site";
import { team } from "./team";
import { testimonials } from "./testimonials";

// Every content module (including ones added later, such as page copy or the chat script), for the
// checks that scan all exported data at once.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./schema.ts"], {
  eager: true,
});
const sources = import.meta.glob<string>(["./*.ts", "!./*.test.ts", "!./schema.ts", "!./site.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const known = {
  serviceSlugs: services.map((s) => s.slug),
  projectSlugs: projects.map((p) => p.slug),
  clientIds: clients.map((c) => c.id),
  jobIds: jobs.map((j) => j.id),
};

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

/** Values of every `href` property found anywhere inside value. */
function allHrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allHrefs);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" && typeof inner === "string" ? [inner] : allHrefs(inner),
    );
  }
  return [];
}

function expectUnique(values: string[]) {
  expect(new Set(values).size, `duplicates in ${values.join(", ")}`).toBe(values.length);
}

describe("schemas", () => {
  it("every module's data parses with its schema", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.array(ServiceSchema), services],
      [z.array(PlanSchema), plans],
      [z.array(ProjectSchema), projects],
      [z.array(TestimonialSchema), testimonials],
      [z.array(ClientSchema), clients],
      [z.array(JobSchema), jobs],
      [z.array(TrendSchema), trends],
      [z.array(IndustryAnalysisSchema), industryAnalyses],
      [z.array(TechnologyInsightSchema), technologyInsights],
      [z.array(TeamMemberSchema), team],
      [z.array(FaqSchema), [...contactFaqs, ...planFaqs]],
      [z.array(NavItemSchema), [...mainNav, ...authNav]],
      [z.array(FooterColumnSchema), footerColumns],
      [
        z.array(FigureSchema),
        [...figures, ...aboutImpact, ...testimonialMetrics, ...portfolioImpact, ...clientResults],
      ],
      [z.array(LaunchOfferSchema), launchOffers],
      [
        z.array(InfoCardSchema),
        [
          ...planBenefits,
          ...careerBenefits,
          ...cultureValues,
          ...supportCapabilities,
          ...whyChooseUs,
          ...aboutValues,
          ...serviceReasons,
        ],
      ],
      [z.array(StepSchema), [...processSteps, ...applicationSteps]],
      [SiteSchema, site],
      [OfficeHoursSchema, contactOfficeHours],
      [OfficeHoursSchema, careersOfficeHours],
      [z.record(z.string(), PageCopySchema), pages],
    ];
    for (const [schema, data] of cases) expect(schema.safeParse(data).error).toBeUndefined();
  });
});

describe("counts and identifiers", () => {
  it("has the numbers of items the pages are laid out for", () => {
    expect(services).toHaveLength(11);
    expect(plans).toHaveLength(5);
    expect(projects).toHaveLength(3);
    expect(testimonials).toHaveLength(4);
    expect(clients).toHaveLength(1);
    expect(jobs).toHaveLength(6);
    expect(trends).toHaveLength(4);
    expect(industryAnalyses).toHaveLength(3);
    expect(technologyInsights).toHaveLength(3);
    expect(team).toHaveLength(4);
    expect(contactFaqs).toHaveLength(4);
    expect(planFaqs).toHaveLength(4);
    expect(planBenefits).toHaveLength(4);
    expect(headerServiceIds).toHaveLength(10);
    expect(headerServices).toHaveLength(10);
    expect(careerBenefits).toHaveLength(6);
    expect(cultureValues).toHaveLength(4);
    expect(applicationSteps).toHaveLength(5);
    expect(heroHighlights).toHaveLength(4);
    expect(supportCapabilities).toHaveLength(6);
  });

  it("has unique ids and slugs", () => {
    for (const list of [
      services,
      plans,
      projects,
      testimonials,
      clients,
      jobs,
      trends,
      industryAnalyses,
      technologyInsights,
    ]) {
      expectUnique(list.map((item) => item.id));
    }
    expectUnique(services.map((s) => s.slug));
    expectUnique(projects.map((p) => p.slug));
    expectUnique(team.map((m) => m.initials));
  });

  it("uses exactly the spec's service ids, with slug equal to id", () => {
    expect(services.map((s) => s.id)).toEqual([
      "24x7-technical-support",
      "preventive-maintenance",
      "computer-support",
      "network-devices",
      "cctv-systems",
      "networking-support",
      "security-systems",
      "smart-systems",
      "software-development",
      "cloud-networking",
      "saas-development",
    ]);
    for (const service of services) expect(service.slug).toBe(service.id);
  });

  it("uses the spec's project slugs and categories", () => {
    expect(projects.map((p) => p.slug)).toEqual(["ecommerce-platform", "healthcare-app", "cloud-migration"]);
    expect(projects.map((p) => p.category)).toEqual(["Web Development", "Mobile Development", "Cloud Solutions"]);
    expect(projectCategories).toEqual(["Web Development", "Mobile Development", "Cloud Solutions"]);
    for (const project of projects) expect(project.slug).toBe(project.id);
    expect(projects.some((p) => p.liveUrl !== null)).toBe(true);
    expect(projects.some((p) => p.githubUrl !== null)).toBe(true);
  });
});

describe("services", () => {
  it("states the spec's starting prices", () => {
    const prices = Object.fromEntries(services.map((s) => [s.id, s.price]));
    expect(prices).toEqual({
      "24x7-technical-support": "Starting from ₹2,500/month",
      "preventive-maintenance": "Starting from ₹1,800/month",
      "computer-support": "Starting from ₹1,500/visit",
      "network-devices": "Starting from ₹1,000/device",
      "cctv-systems": "Starting from ₹2,500/installation",
      "networking-support": "Starting from ₹2,000/setup",
      "security-systems": "Starting from ₹5,000/installation",
      "smart-systems": "Starting from ₹3,000/room",
      "software-development": "Starting from ₹50,000/project",
      "cloud-networking": "Starting from ₹15,000/month",
      "saas-development": "Starting from ₹2,00,000/project",
    });
  });

  it("uses only the spec's durations and sensible list sizes", () => {
    const durations = [
      "Ongoing (24x7)",
      "Monthly",
      "On-demand",
      "1-2 days",
      "1-3 days",
      "2-5 days",
      "4-12 weeks",
      "8-16 weeks",
    ];
    for (const service of services) {
      expect(durations).toContain(service.duration);
      expect(service.features.length).toBeGreaterThanOrEqual(5);
      expect(service.features.length).toBeLessThanOrEqual(8);
      expect(service.technologies.length).toBeGreaterThanOrEqual(4);
      expect(service.technologies.length).toBeLessThanOrEqual(7);
    }
  });

  it("lists every service but preventive maintenance in the header, in list order", () => {
    expect(headerServiceIds).not.toContain("preventive-maintenance");
    expect(headerServiceIds).toEqual(services.map((s) => s.id).filter((id) => id !== "preventive-maintenance"));
  });

  it("finds services and picks the first three others as related", () => {
    expect(getService("cctv-systems")?.title).toBe("CCTV Systems");
    expect(getService("web-development")).toBeUndefined();
    expect(relatedServices("24x7-technical-support").map((s) => s.id)).toEqual([
      "preventive-maintenance",
      "computer-support",
      "network-devices",
    ]);
    expect(relatedServices("computer-support").map((s) => s.id)).toEqual([
      "24x7-technical-support",
      "preventive-maintenance",
      "network-devices",
    ]);
  });
});

describe("plans", () => {
  it("lists the five plans in order with the spec's prices, periods and response times", () => {
    expect(plans.map((p) => [p.id, p.name, p.price, p.duration, p.responseTime])).toEqual([
      ["free-tier", "Free Tier", "₹0", "one-time", "48 hours"],
      ["starter", "Starter AMC", "₹399", "/month", "24 hours"],
      ["professional", "Professional AMC", "₹1,999", "/month", "8 hours"],
      ["enterprise", "Enterprise AMC", "₹4,999", "/month", "2 hours"],
      ["custom", "Custom Enterprise", "Custom", "quote", "1 hour"],
    ]);
  });

  it("marks Professional as popular and tags Free Tier and Professional", () => {
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(["professional"]);
    expect(getPlan("free-tier")?.tag).toBe("TRY IT!");
    expect(getPlan("professional")?.tag).toBe("Best Value");
    expect(getPlan("basic")).toBeUndefined();
  });

  it("offers the spec's support channels per plan", () => {
    expect(Object.fromEntries(plans.map((p) => [p.id, p.supportChannels]))).toEqual({
      "free-tier": ["Email", "Phone"],
      starter: ["Email", "Phone"],
      professional: ["Email", "Phone", "Chat"],
      enterprise: ["Email", "Phone", "Chat", "Video Call"],
      custom: ["Email", "Phone", "Chat", "Video Call", "Dedicated Portal"],
    });
  });

  it("fills the comparison table consistently", () => {
    const row = (key: keyof (typeof plans)[number]["comparison"]) => plans.map((p) => p.comparison[key]);
    expect(row("healthCheck")).toEqual(["One-time", "Monthly", "Weekly", "Daily", "Daily"]);
    expect(row("onSiteSupport")).toEqual([false, false, false, true, true]);
    expect(row("dedicatedAccountManager")).toEqual([false, false, false, true, true]);
    expect(getPlan("free-tier")?.comparison.technicalSupport247).toBe(false);
    expect(getPlan("free-tier")?.comparison.securityUpdates).toBe(false);
  });

  it("has more than six features per plan, so cards show '+N more features'", () => {
    for (const plan of plans) expect(plan.features.length).toBeGreaterThanOrEqual(7);
  });

  it("answers the plan FAQ with the Starter plan's real response time", () => {
    const text = allStrings(planFaqs).join(" ");
    expect(text).toMatch(/Starter[^.]*24 hours/);
    expect(text).toMatch(/prorated/);
    expect(text).toMatch(/Enterprise/);
  });
});

describe("projects and clients", () => {
  it("finds projects and their related projects", () => {
    expect(getProject("healthcare-app")?.category).toBe("Mobile Development");
    expect(getProject("nope")).toBeUndefined();
    expect(relatedProjects("ecommerce-platform").map((p) => p.slug)).toEqual(["healthcare-app", "cloud-migration"]);
  });

  it("ties the client's projects to portfolio case studies", () => {
    const client = getClient(clients[0]?.id ?? "");
    expect(client?.industry).toBe("E-commerce & Retail");
    expect(client?.projects.map((p) => [p.name, p.status, p.projectSlug])).toEqual([
      ["E-commerce Platform", "Completed", "ecommerce-platform"],
      ["Cloud Migration", "In Progress", "cloud-migration"],
    ]);
    for (const project of client?.projects ?? []) {
      expect(projectSlugFromName(project.name)).toBe(project.projectSlug);
      expect(getProject(project.projectSlug ?? "")?.client).toBe(client?.name);
    }
    expect(getClient("unknown")).toBeUndefined();
  });

  it("shows the fixed client results block", () => {
    expect(clientResults).toEqual([
      { value: "100%", label: "Success rate" },
      { value: "24/7", label: "Support" },
      { value: "5-star", label: "Satisfaction" },
    ]);
  });
});

describe("testimonials, careers and insights", () => {
  it("rates testimonials between 1 and 5, mostly 5", () => {
    expect(testimonials.map((t) => t.rating).sort()).toEqual([4, 5, 5, 5]);
  });

  it("offers one full-time Trivandrum job per department with the spec's salary range", () => {
    expect(jobs.map((j) => j.department).sort()).toEqual([
      "Cloud",
      "Design",
      "Development",
      "Operations",
      "Security",
      "Support",
    ]);
    expect(jobs.find((j) => j.id === "it-support-engineer")?.salaryRange).toBe("₹3,00,000 - ₹5,00,000");
    expect(jobs.find((j) => j.id === "cloud-architect")?.salaryRange).toBe("₹8,00,000 - ₹12,00,000");
    for (const job of jobs) {
      expect(job.salaryRange).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3} - ₹\d{1,2}(,\d{2})*,\d{3}$/);
      expect(job.postedDate >= "2026-10-01" && job.postedDate <= "2026-11-30").toBe(true);
      expect(job.applicationDeadline >= "2026-12-01" && job.applicationDeadline <= "2027-01-31").toBe(true);
    }
    expect(hrResponseDays).toBe(5);
  });

  it("covers every impact level the badges colour", () => {
    expect(new Set(trends.map((t) => t.impact))).toEqual(new Set(["Critical", "High", "Medium"]));
    expect(technologyInsights.map((t) => t.impact).sort()).toEqual(["High", "Medium", "Transformational"]);
  });
});

describe("marketing figures", () => {
  it("repeats the spec's marketing claims", () => {
    expect(figures.map((f) => `${f.value} ${f.label}`)).toEqual([
      "100+ Projects Completed",
      "50+ Happy Clients",
      "5+ Years Experience",
      "98% Client Satisfaction",
    ]);
    expect(aboutImpact.map((f) => f.value)).toEqual(["100+", "50+", "5+", "24/7"]);
    expect(testimonialMetrics.map((f) => `${f.value} ${f.label}`)).toEqual([
      "98% Client Satisfaction",
      "50+ Happy Clients",
      "100+ Projects Delivered",
      "5+ Years Experience",
    ]);
    expect(launchOffers.map((o) => o.title)).toEqual([
      "Free Tier",
      "Free PC Diagnosing",
      "Affordable Plans",
      "Custom Enterprise",
    ]);
    expect(allStrings(launchOffers).join(" ")).toContain("₹399/month");
    expect(processSteps.map((s) => s.title)).toEqual([
      "Discovery & Planning",
      "Design & Development",
      "Testing & Quality Assurance",
      "Deployment & Support",
    ]);
  });
});

describe("links", () => {
  it("lists the header links in the spec's order", () => {
    expect(mainNav.map((item) => item.href)).toEqual([
      "/services",
      "/amc-plans",
      "/portfolio",
      "/blog",
      "/insights",
      "/careers",
      "/about",
      "/contact",
    ]);
    expect(footerColumns.map((c) => c.title)).toEqual(["Services", "Company", "Resources"]);
  });

  it("resolves every internal href in the content to a route", () => {
    const hrefs = [
      ...allHrefs(Object.values(modules)),
      ...services.map((s) => `/services/${s.slug}`),
      ...projects.map((p) => `/portfolio/${p.slug}`),
      ...clients.map((c) => `/clients/${c.id}`),
      ...clients.flatMap((c) => c.projects.map((p) => `/portfolio/${p.projectSlug}`)),
    ];
    const internal = hrefs.filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(20);
    for (const href of internal) expect(resolvesToRoute(href, known), href).toBe(true);
  });
});

describe("copy hygiene", () => {
  const text = allStrings(Object.values(modules)).join("\n");

  it("never calls a plan 'Basic' (the plan is Starter)", () => {
    expect(text).not.toMatch(/\bbasic\s+(amc|plan|tier)\b/i);
    // The plan modules avoid the word altogether, so no FAQ or card can reintroduce it.
    expect(allStrings([plans, planFaqs, planBenefits, launchOffers])).not.toContainEqual(
      expect.stringMatching(/\bbasic\b/i),
    );
  });

  it("has no placeholder copy", () => {
    // The newsletter box's input placeholder shows the reserved example address on purpose.
    const copy = text.replaceAll(newsletterCopy.form.placeholder, "");
    expect(copy).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|example\.com/i);
  });

  it("takes phone numbers and company emails from site.ts instead of repeating them", () => {
    const literals = [
      site.phone,
      site.emergencyPhone,
      site.email,
      site.supportEmail,
      site.careersEmail,
      site.privacyEmail,
    ];
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    for (const [file, source] of Object.entries(sources)) {
      for (const literal of literals) expect(source.includes(literal), `${file} repeats ${literal}`).toBe(false);
    }
  });
});
