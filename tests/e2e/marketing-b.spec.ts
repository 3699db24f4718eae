// The marketing pages, part B: /portfolio, /portfolio/{slug}, /clients/{id}, /insights, /careers, /privacy, /terms.
// Expected values come from the content modules, so the tests follow the copy instead of retyping it.
import { expect, type Page, test } from "./fixtures";
import { clientResults, clients } from "../../app/content/clients";
import { industryAnalyses, insightsPage, insightsTabs, technologyInsights, trends } from "../../app/content/insights";
import { applicationSteps, careerBenefits, careersPage, cultureValues } from "../../app/content/jobs";
import { importedOpenings as jobs } from "../fixtures/imported-2026-11/openings";
import { privacyPolicy, termsOfService } from "../../app/content/legal";
import { portfolioImpact } from "../../app/content/marketing";
import { getProject, portfolioPage, projects } from "../../app/content/projects";
import { careersOfficeHours, site } from "../../app/content/site";
import { testimonials } from "../../app/content/testimonials";
import { formatLongDate, formatMonthYear } from "../../app/lib/india-time";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";

// axe runs here only on states of a page that routes.spec.ts does not reach (a filter, a tab, an
// opened card, a 404 of this section): it checks every route as first loaded, these pages included.
const client = clients[0]!;
const main = (page: Page) => page.getByRole("main");

/** Every image in main has a text alternative and fixed dimensions; decorative SVGs are hidden. */
async function expectImagesAccessibleAndSized(page: Page) {
  const problems = await page.locator("main").evaluate((root) => {
    const found: string[] = [];
    for (const img of root.querySelectorAll("img")) {
      if (!img.hasAttribute("alt")) found.push(`img without alt: ${img.outerHTML.slice(0, 80)}`);
      if (!img.getAttribute("width") || !img.getAttribute("height")) found.push(`img without size: ${img.src}`);
    }
    for (const svg of root.querySelectorAll("svg")) {
      const hidden = svg.closest("[aria-hidden='true']");
      if (!hidden && !(svg.getAttribute("role") === "img" && svg.getAttribute("aria-label"))) {
        found.push(`svg neither hidden nor labelled: ${svg.outerHTML.slice(0, 80)}`);
      }
      if (!svg.getAttribute("width") && !svg.getAttribute("viewBox")) found.push("svg without intrinsic size");
    }
    for (const el of root.querySelectorAll("[role='img']")) {
      if (!el.getAttribute("aria-label")?.trim()) found.push(`role=img without label: ${el.outerHTML.slice(0, 80)}`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** Cumulative layout shift of the page load so far (images have fixed boxes, so it stays ~0). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe("with JavaScript", () => {
  test.describe("/portfolio", () => {
    test("filters by category in the URL without a reload or a scroll jump", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      // The grid is server-rendered markup (a static region): a filter fetches the new grid as page
      // data instead of shipping every project to the browser — but never reloads the document.
      const documentRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documentRequests.push(request.url());
      });
      await page.goto("/portfolio");
      await page.waitForLoadState("networkidle");
      const filters = main(page).getByRole("navigation", { name: portfolioPage.filterLabel });
      await expect(filters.getByRole("link")).toHaveText([
        "All",
        "Web Development",
        "Mobile Development",
        "Cloud Solutions",
      ]);
      await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
      await expect(main(page).getByRole("status")).toHaveText(`Showing ${projects.length} projects`);
      await expect(main(page).getByRole("link", { name: /^View case study/ })).toHaveCount(projects.length);

      await filters.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 150));
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await filters.getByRole("link", { name: "Cloud Solutions" }).click();
      await expect(page).toHaveURL("/portfolio?category=Cloud%20Solutions");
      await expect(filters.getByRole("link", { name: "Cloud Solutions" })).toHaveAttribute("aria-current", "page");
      await expect(filters.getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
      await expect(main(page).getByRole("status")).toHaveText("Showing 1 project in Cloud Solutions");
      await expect(main(page).getByRole("heading", { level: 3, name: "Cloud Migration" })).toBeVisible();
      await expect(main(page).getByRole("heading", { level: 3, name: "E-commerce Platform" })).toHaveCount(0);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(5);
      await expectNoSeriousA11yViolations(page);

      await filters.getByRole("link", { name: "Web Development" }).click();
      await expect(main(page).getByRole("status")).toHaveText("Showing 1 project in Web Development");
      await filters.getByRole("link", { name: "All" }).click();
      await expect(page).toHaveURL("/portfolio");
      await expect(main(page).getByRole("status")).toHaveText("Showing 3 projects");
      expect(documentRequests).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    test("a shared filtered link opens filtered; an unknown category shows every project", async ({ page }) => {
      await page.goto("/portfolio?category=mobile%20development");
      await expect(main(page).getByRole("status")).toHaveText("Showing 1 project in Mobile Development");
      await page.goto("/portfolio?category=Blockchain");
      await expect(main(page).getByRole("status")).toHaveText("Showing 3 projects");
      await expect(main(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
      const response = await page.goto("/portfolio?category=%E0%A4%A");
      expect(response?.status()).toBe(200);
    });

    test("shows the impact numbers, three testimonials, a link to all testimonials and the client story", async ({
      page,
    }) => {
      await page.goto("/portfolio");
      const impact = main(page).getByRole("region", { name: portfolioPage.impactTitle });
      for (const figure of portfolioImpact) {
        await expect(impact.getByText(figure.value, { exact: true })).toBeVisible();
        await expect(impact.getByText(figure.label, { exact: true })).toBeVisible();
      }
      const voices = main(page).getByRole("region", { name: portfolioPage.testimonialsTitle });
      await expect(voices.getByRole("figure")).toHaveCount(3);
      for (const testimonial of testimonials.slice(0, 3))
        await expect(voices.getByText(testimonial.name)).toBeVisible();
      await voices.getByRole("link", { name: portfolioPage.testimonialsLink.label }).click();
      await expect(page).toHaveURL("/testimonials");

      await page.goto("/portfolio");
      await main(page)
        .getByRole("link", { name: /Read the Vanchinad Mart story/ })
        .click();
      await expect(page).toHaveURL(`/clients/${client.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(client.name);
      expect(await layoutShift(page)).toBeLessThan(0.02);
      await page.goto("/portfolio");
      await expectImagesAccessibleAndSized(page);
    });
  });

  test.describe("/portfolio/{slug}", () => {
    test("the e-commerce case study shows every field, its live link and its client", async ({ page }) => {
      const project = getProject("ecommerce-platform")!;
      await page.goto(`/portfolio/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      const m = main(page);
      await expect(m.getByText(project.category, { exact: true }).first()).toBeVisible();
      await expect(m.getByText(project.overview)).toBeVisible();
      for (const feature of project.features) await expect(m.getByText(feature, { exact: true })).toBeVisible();
      const technologies = m.getByRole("region", { name: "Technologies used" });
      for (const technology of project.technologies)
        await expect(technologies.getByText(technology, { exact: true })).toBeVisible();
      const results = m.getByRole("region", { name: "Results" });
      for (const [metric, value] of Object.entries(project.results)) {
        await expect(results.getByText(metric, { exact: true })).toBeVisible();
        await expect(results.getByText(value, { exact: true })).toBeVisible();
      }
      const details = m.getByRole("complementary", { name: "Project details" });
      await expect(details).toContainText(project.client);
      await expect(details).toContainText(formatLongDate(project.launchDate));
      await expect(details).toContainText(project.duration);
      const live = details.getByRole("link", { name: /Visit live site/ });
      await expect(live).toHaveAttribute("href", project.liveUrl!);
      await expect(live).toHaveAttribute("target", "_blank");
      await expect(live).toHaveAttribute("rel", "noopener noreferrer");
      await expect(details.getByRole("link", { name: /View source code/ })).toHaveCount(0);

      const related = m.getByRole("region", { name: "Related projects" });
      await expect(related.getByRole("article")).toHaveCount(Math.min(3, projects.length - 1));
      await expect(related.getByRole("heading", { name: project.title })).toHaveCount(0);
      await expectImagesAccessibleAndSized(page);

      await details.getByRole("link", { name: /Read the client story/ }).click();
      await expect(page).toHaveURL(`/clients/${client.id}`);
    });

    test("links appear only where present", async ({ page }) => {
      await page.goto("/portfolio/cloud-migration");
      const details = main(page).getByRole("complementary", { name: "Project details" });
      await expect(details.getByRole("link", { name: /View source code/ })).toHaveAttribute(
        "href",
        getProject("cloud-migration")!.githubUrl!,
      );
      await expect(details.getByRole("link", { name: /Visit live site/ })).toHaveCount(0);

      await page.goto("/portfolio/healthcare-app");
      const clinic = main(page).getByRole("complementary", { name: "Project details" });
      await expect(clinic.getByRole("link")).toHaveCount(0);
      await main(page)
        .getByRole("region", { name: "Related projects" })
        .getByRole("link", { name: /E-commerce Platform/ })
        .click();
      await expect(page).toHaveURL("/portfolio/ecommerce-platform");
    });

    test("an unknown project is a 404 with a way back", async ({ page }) => {
      const response = await page.goto("/portfolio/no-such-project");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project Not Found");
      await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
      await main(page).getByRole("link", { name: "Back to Portfolio" }).click();
      await expect(page).toHaveURL("/portfolio");
    });
  });

  test.describe("/clients/{id}", () => {
    test("shows the client, its projects with status badges, testimonial, contact and results", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(`/clients/${client.id}`);
      const m = main(page);
      await expect(m.getByText(client.industry)).toBeVisible();
      await expect(m.getByText(client.partnershipDuration, { exact: true })).toBeVisible();
      const projectsRegion = m.getByRole("region", { name: "Projects together" });
      await expect(projectsRegion.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveCount(2);
      const tones = { Completed: "green", "In Progress": "yellow" } as const;
      for (const project of client.projects) {
        const card = projectsRegion
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: project.name }) });
        const badge = card.locator("[data-tone]");
        await expect(badge).toHaveText(project.status);
        await expect(badge).toHaveAttribute("data-tone", tones[project.status]);
        await expect(card).toContainText(project.type);
        await expect(card).toContainText(formatMonthYear(project.launchDate));
        await expect(card.getByRole("link", { name: /View case study/ })).toHaveAttribute(
          "href",
          `/portfolio/${project.name
            .toLowerCase()
            .replace(/[^a-z0-9\s]/g, "")
            .replace(/\s+/g, "-")}`,
        );
      }
      await expect(m.getByText(client.testimonial.quote)).toBeVisible();
      const contact = m.getByRole("region", { name: "Client contact" });
      await expect(contact).toContainText(client.contact.name);
      await expect(contact).toContainText(client.contact.position);
      await expect(contact.getByRole("link", { name: client.contact.email })).toHaveAttribute(
        "href",
        `mailto:${client.contact.email}`,
      );
      const results = m.getByRole("region", { name: "Results of the partnership" });
      await expect(results.locator("dd")).toHaveText(clientResults.map((r) => r.value));
      await expect(results.locator("dt")).toHaveText(clientResults.map((r) => r.label));
      await expectImagesAccessibleAndSized(page);
      expect(errors).toEqual([]);

      // Each project link resolves to its real case study.
      for (const project of client.projects) {
        await page.goto(`/clients/${client.id}`);
        await main(page)
          .getByRole("link", { name: new RegExp(`View case study\\W+${project.name}`) })
          .click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(getProject(project.projectSlug!)!.title);
      }
    });

    test("an unknown client is a 404 with a link to the portfolio", async ({ page }) => {
      const response = await page.goto("/clients/no-such-client");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client Not Found");
      await expect(page.getByText("The client you're looking for doesn't exist.")).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Back to Portfolio" })).toHaveAttribute("href", "/portfolio");
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe("/insights", () => {
    test("Market Trends is the default tab, with every trend and the badge colours", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto("/insights");
      const tablist = page.getByRole("tablist", { name: insightsPage.tabsLabel });
      await expect(tablist.getByRole("tab")).toHaveText(insightsTabs.map((t) => t.label));
      await expect(tablist.getByRole("tab", { name: "Market Trends" })).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel", { name: "Market Trends" });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("article")).toHaveCount(trends.length);
      const tone = { Critical: "red", High: "orange", Medium: "green" } as const;
      for (const trend of trends) {
        const card = panel.getByRole("article").filter({ has: page.getByRole("heading", { name: trend.title }) });
        await expect(card.locator("[data-tone]")).toHaveText(`${trend.impact} impact`);
        await expect(card.locator("[data-tone]")).toHaveAttribute("data-tone", tone[trend.impact]);
        await expect(card).toContainText(trend.stats);
        for (const detail of trend.details) await expect(card.getByText(detail)).toBeVisible();
      }
      await expectImagesAccessibleAndSized(page);
      expect(errors).toEqual([]);
    });

    test("clicking a tab shows its panel and keeps the tab in the URL", async ({ page }) => {
      await page.goto("/insights");
      await page.waitForLoadState("networkidle");
      await page.getByRole("tab", { name: "Industry Analysis" }).click();
      await expect(page).toHaveURL("/insights?tab=industry");
      await expect(page.getByRole("tab", { name: "Industry Analysis" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "Market Trends" })).toBeHidden();
      const panel = page.getByRole("tabpanel", { name: "Industry Analysis" });
      const tone = { Critical: "red", High: "orange", Medium: "green" } as const;
      for (const analysis of industryAnalyses) {
        const card = panel.getByRole("article").filter({ has: page.getByRole("heading", { name: analysis.title }) });
        await expect(card.locator("[data-tone]")).toHaveAttribute("data-tone", tone[analysis.impact]);
        await expect(card.locator("dt")).toHaveText(analysis.metrics.map((m) => m.label));
        for (const metric of analysis.metrics) {
          await expect(card.getByText(metric.value, { exact: true })).toBeVisible();
          await expect(card.locator("dd").filter({ hasText: metric.change })).toBeVisible();
        }
      }
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("tab", { name: "Technology Insights" }).click();
      await expect(page).toHaveURL("/insights?tab=technology");
      const tech = page.getByRole("tabpanel", { name: "Technology Insights" });
      const techTone = { Transformational: "purple", High: "blue", Medium: "grey" } as const;
      for (const insight of technologyInsights) {
        const card = tech.getByRole("article").filter({ has: page.getByRole("heading", { name: insight.title }) });
        await expect(card.locator("[data-tone]")).toHaveText(`${insight.impact} impact`);
        await expect(card.locator("[data-tone]")).toHaveAttribute("data-tone", techTone[insight.impact]);
        for (const benefit of insight.benefits) await expect(card.getByText(benefit)).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });

    test("arrow keys, Home and End move between tabs with one tab stop", async ({ page }) => {
      await page.goto("/insights?tab=industry");
      await page.waitForLoadState("networkidle");
      const tab = (name: string) => page.getByRole("tab", { name });
      await expect(tab("Market Trends")).toHaveAttribute("tabindex", "-1");
      await expect(tab("Industry Analysis")).not.toHaveAttribute("tabindex", "-1");
      await tab("Industry Analysis").focus();
      await page.keyboard.press("ArrowRight");
      await expect(tab("Technology Insights")).toBeFocused();
      await expect(tab("Technology Insights")).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL("/insights?tab=technology");
      await page.keyboard.press("ArrowRight");
      await expect(tab("Market Trends")).toBeFocused();
      await expect(page).toHaveURL("/insights");
      await page.keyboard.press("ArrowLeft");
      await expect(tab("Technology Insights")).toBeFocused();
      await page.keyboard.press("Home");
      await expect(tab("Market Trends")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(tab("Technology Insights")).toHaveAttribute("aria-selected", "true");
      // Tab leaves the tab list for the panel.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel", { name: "Technology Insights" })).toBeFocused();
    });

    test("the two buttons lead to the contact page with a subject", async ({ page }) => {
      await page.goto("/insights");
      for (const action of insightsPage.cta.actions) {
        await expect(main(page).getByRole("link", { name: action.label })).toHaveAttribute("href", action.href);
      }
      await main(page).getByRole("link", { name: "Schedule Consultation" }).click();
      await expect(page).toHaveURL("/contact?subject=Consultation%20request");
    });
  });

  test.describe("/careers", () => {
    test("lists six openings with every field and an Apply Now to each form", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto("/careers");
      const openings = main(page).getByRole("region", { name: careersPage.openingsTitle });
      await expect(openings.getByRole("article")).toHaveCount(6);
      for (const job of jobs) {
        const card = openings.getByRole("article", { name: job.title });
        for (const text of [
          job.department,
          "Trivandrum, Kerala",
          "Full-time",
          job.experience,
          `${job.salaryRange} per year`,
          job.description,
        ]) {
          await expect(card).toContainText(text);
        }
        await expect(card).toContainText(`Posted ${formatLongDate(job.postedDate)}`);
        await expect(card).toContainText(`Apply by ${formatLongDate(job.applicationDeadline)}`);
        await expect(card.getByText(job.requirements[0]!)).toBeHidden();
        await card.getByText("View Details").click();
        for (const item of [...job.requirements, ...job.responsibilities, ...job.skills]) {
          await expect(card.getByText(item, { exact: true })).toBeVisible();
        }
        // Applying is on the opening's own page, its form at #apply.
        await expect(card.getByRole("link", { name: new RegExp(`Apply Now\\W+${job.title}`) })).toHaveAttribute(
          "href",
          `/careers/${job.id}#apply`,
        );
      }
      await expectNoSeriousA11yViolations(page);
      await expectImagesAccessibleAndSized(page);
      expect(errors).toEqual([]);
    });

    test("shows benefits, culture, the five-step process, office hours and how HR replies", async ({ page }) => {
      await page.goto("/careers");
      const m = main(page);
      for (const card of [...careerBenefits, ...cultureValues])
        await expect(m.getByRole("heading", { name: card.title })).toBeVisible();
      const steps = m.getByRole("region", { name: careersPage.processTitle }).getByRole("listitem");
      await expect(steps).toHaveCount(5);
      await expect(steps.getByRole("heading")).toHaveText(applicationSteps.map((s) => s.title));
      const apply = m.getByRole("region", { name: careersPage.applyTitle });
      for (const entry of careersOfficeHours) {
        await expect(apply.getByText(entry.days, { exact: true })).toBeVisible();
        await expect(apply.getByText(entry.hours, { exact: true })).toBeVisible();
      }
      await expect(apply).toContainText("within 5 business days");
      await expect(apply.getByRole("link", { name: site.careersEmail })).toHaveAttribute(
        "href",
        `mailto:${site.careersEmail}`,
      );
      const linkedIn = apply.getByRole("link", { name: /LinkedIn/ });
      await expect(linkedIn).toHaveAttribute("href", site.social.find((s) => s.name === "LinkedIn")!.href);
      await expect(linkedIn).toHaveAttribute("target", "_blank");
      await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    });

    test("has no dead buttons: every control goes somewhere or does something", async ({ page }) => {
      await page.goto("/careers");
      await expect(main(page).locator("button")).toHaveCount(0);
      const hrefs = await main(page)
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        expect(href, "link target").toMatch(/^(\/|#[a-z-]+$|mailto:|https:\/\/)/);
        if (href.startsWith("#")) await expect(page.locator(href)).toHaveCount(1);
      }
      await main(page)
        .getByRole("navigation", { name: careersPage.hiringNowLabel })
        .getByRole("link", { name: /Cloud Architect/ })
        .click();
      await expect(page).toHaveURL("/careers#job-cloud-architect");
      await expect(main(page).getByRole("article", { name: "Cloud Architect" })).toBeInViewport();
      await main(page).getByRole("link", { name: careersPage.viewRolesLabel }).click();
      await expect(page).toHaveURL("/careers#openings");
      await expect(main(page).getByRole("heading", { name: careersPage.openingsTitle })).toBeInViewport();
      await expect(main(page).getByRole("link", { name: careersPage.submitResumeLabel }).first()).toHaveAttribute(
        "href",
        `mailto:${site.careersEmail}?subject=General%20application`,
      );
    });
  });

  test.describe("legal pages", () => {
    test("/privacy has the principles, AES-256, rights, a privacy contact and a working contents list", async ({
      page,
    }) => {
      await page.goto("/privacy");
      const m = main(page);
      await expect(m).toContainText("Last updated: ");
      for (const section of privacyPolicy.sections)
        await expect(m.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
      await expect(
        m.getByRole("region", { name: /Our four privacy principles/ }).getByRole("heading", { level: 3 }),
      ).toHaveCount(4);
      await expect(m.getByRole("region", { name: /How we protect it/ })).toContainText("AES-256");
      await expect(m).toContainText("Digital Personal Data Protection Act, 2023");
      await expect(m.getByRole("link", { name: new RegExp(site.privacyEmail) })).toHaveAttribute(
        "href",
        `mailto:${site.privacyEmail}`,
      );
      await m
        .getByRole("navigation", { name: "On this page" })
        .getByRole("link", { name: /Your rights/ })
        .click();
      await expect(page).toHaveURL("/privacy#your-rights");
      await expect(m.getByRole("heading", { name: /Your rights/ })).toBeInViewport();
    });

    test("/terms states every figure of the spec", async ({ page }) => {
      await page.goto("/terms");
      const m = main(page);
      for (const section of termsOfService.sections)
        await expect(m.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
      const sla = m.getByRole("region", { name: /Service levels/ });
      const rows = async (caption: string) =>
        sla
          .getByRole("table", { name: caption })
          .locator("tbody tr")
          .evaluateAll((trs) => trs.map((tr) => tr.lastElementChild?.textContent));
      expect(await rows("Response times by priority")).toEqual(["1 hour", "4 hours", "8 hours", "24 hours"]);
      expect(await rows("Resolution times by type of issue")).toEqual([
        "24-48 hours",
        "4-8 hours",
        "2-4 hours",
        "1-3 days",
      ]);
      expect(await rows("Service availability")).toEqual(["99.9%", "99.5%", "99%"]);
      expect(await rows("Quality commitments")).toEqual(["85%", "95%", "Within 48 hours"]);
      for (const text of [
        "30 days",
        "Indian rupees",
        "₹399 per month",
        "within 24 hours on business days",
        "within 5 business days",
        "AES-256",
        // How the SLA clocks count (docs/decisions/016-sla-calendar.md).
        "around the clock (24x7)",
        "Monday to Friday, 9:00 AM to 6:00 PM India time (IST), excluding Kerala public holidays",
        "The clock pauses while a request is waiting on information or a reply from you",
      ]) {
        await expect(m).toContainText(text);
      }
      await m.getByRole("link", { name: /Privacy Policy/ }).click();
      await expect(page).toHaveURL("/privacy");
    });

    test("both pages have sized, described images and no layout shift", async ({ page }) => {
      for (const path of ["/privacy", "/terms"]) {
        await page.goto(path);
        await expectImagesAccessibleAndSized(page);
        expect(await layoutShift(page)).toBeLessThan(0.02);
      }
    });
  });
});

test.describe("without JavaScript (server-rendered main content)", () => {
  test.use({ javaScriptEnabled: false });

  test("/portfolio: the filter links work as plain links", async ({ page }) => {
    await page.goto("/portfolio");
    await expect(main(page).getByRole("status")).toHaveText("Showing 3 projects");
    for (const project of projects)
      await expect(main(page).getByRole("heading", { name: project.title })).toBeVisible();
    await expect(main(page).getByRole("region", { name: portfolioPage.impactTitle })).toBeVisible();
    await main(page).getByRole("link", { name: "Mobile Development" }).click();
    await expect(page).toHaveURL("/portfolio?category=Mobile%20Development");
    await expect(main(page).getByRole("status")).toHaveText("Showing 1 project in Mobile Development");
    await expect(main(page).getByRole("link", { name: "Mobile Development" })).toHaveAttribute("aria-current", "page");
  });

  test("/portfolio/{slug} and /clients/{id} render in full", async ({ page }) => {
    for (const project of projects) {
      await page.goto(`/portfolio/${project.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
      await expect(main(page).getByText(project.overview)).toBeVisible();
      await expect(main(page).getByRole("region", { name: "Results" }).locator("dd")).toHaveCount(
        Object.keys(project.results).length,
      );
    }
    await page.goto(`/clients/${client.id}`);
    for (const project of client.projects)
      await expect(main(page).getByRole("heading", { name: project.name })).toBeVisible();
    await expect(main(page).getByText(client.testimonial.quote)).toBeVisible();
    await expect(main(page).getByText("5-star")).toBeVisible();
  });

  test("/insights: the server renders the tab named in the URL, and tabs are links", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByRole("tabpanel", { name: "Market Trends" }).getByRole("article")).toHaveCount(trends.length);
    await page.getByRole("tab", { name: "Technology Insights" }).click();
    await expect(page).toHaveURL("/insights?tab=technology");
    await expect(page.getByRole("tab", { name: "Technology Insights" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Technology Insights" }).getByRole("article")).toHaveCount(
      technologyInsights.length,
    );
    await expect(page.getByRole("tabpanel", { name: "Market Trends" })).toBeHidden();
    await page.goto("/insights?tab=industry");
    await expect(page.getByRole("tabpanel", { name: "Industry Analysis" }).locator("dt")).toHaveCount(12);
    // Without script every tab stays a normal tab stop.
    await expect(page.getByRole("tab", { name: "Market Trends" })).not.toHaveAttribute("tabindex", "-1");
  });

  test("/careers: job details open natively and 'Apply Now' leads to the opening's form", async ({ page }) => {
    await page.goto("/careers");
    const card = main(page).getByRole("article", { name: jobs[0]!.title });
    await card.getByText("View Details").click();
    await expect(card.getByText(jobs[0]!.requirements[0]!)).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^Apply Now/ })).toHaveCount(6);
    await expect(main(page).getByText("within 5 business days")).toBeVisible();
    await card.getByRole("link", { name: /^Apply Now/ }).click();
    await expect(page).toHaveURL(`/careers/${jobs[0]!.id}#apply`);
    await expect(main(page).getByRole("textbox", { name: /Full name/ })).toBeInViewport();
  });

  test("/privacy and /terms render every section", async ({ page }) => {
    for (const [path, document] of [
      ["/privacy", privacyPolicy],
      ["/terms", termsOfService],
    ] as const) {
      await page.goto(path);
      for (const section of document.sections)
        await expect(main(page).getByRole("heading", { level: 2, name: section.title })).toBeVisible();
      await expect(main(page)).toContainText("AES-256");
    }
  });
});
