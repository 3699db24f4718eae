import { expect, test } from "./fixtures";
import { aboutValues, processSteps, usp } from "../../app/content/marketing";
import { pages } from "../../app/content/pages";
import { planFaqs, plans } from "../../app/content/plans";
import {
  aboutSections,
  plansSections,
  serviceDetailSections,
  servicesSections,
  testimonialsSections,
} from "../../app/content/sections";
import { relatedServices, services } from "../../app/content/services";
import { team } from "../../app/content/team";
import { testimonials } from "../../app/content/testimonials";
import { expectNoSeriousA11yViolations } from "./helpers";

// Visitors without JavaScript (and crawlers) get each page's full main content from the server.
test.use({ javaScriptEnabled: false });

test("/about", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.about.heading);
  await expect(page.getByText(usp)).toBeVisible();
  for (const value of aboutValues)
    await expect(page.getByRole("heading", { name: value.title, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: aboutSections.impact.title })).toBeVisible();
  await expect(page.locator("#team").getByRole("heading", { level: 3 })).toHaveText(team.map((member) => member.name));
});

test("/services", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("main").getByRole("link", { name: /^Learn more about / })).toHaveCount(services.length);
  await expect(page.getByRole("heading", { name: servicesSections.contactBox.title })).toBeVisible();
  for (const step of processSteps)
    await expect(
      page.getByRole("heading", { name: `Step ${processSteps.indexOf(step) + 1}: ${step.title}` }),
    ).toBeVisible();
});

test("/services/:slug", async ({ page }) => {
  const service = services[4]!;
  await page.goto(`/services/${service.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  for (const feature of service.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
  await expect(page.getByRole("complementary", { name: serviceDetailSections.quickInfo.title })).toContainText(
    service.price,
  );
  const related = page.getByRole("region", { name: serviceDetailSections.related.title });
  await expect(related.getByRole("heading", { level: 3 })).toHaveText(
    relatedServices(service.slug).map((s) => s.title),
  );
});

test("/amc-plans: plans, table, FAQ, and 'Choose plan' links to sign-in with the plan", async ({ page }) => {
  await page.goto("/amc-plans");
  for (const plan of plans) {
    await expect(page.getByRole("link", { name: `Choose plan: ${plan.name}` })).toHaveAttribute(
      "href",
      `/login?redirectTo=%2Famc-plans&plan=${plan.id}`,
    );
  }
  await expect(page.getByRole("table", { name: plansSections.comparison.caption }).getByRole("row")).toHaveCount(7);
  for (const faq of planFaqs) await expect(page.getByText(faq.question)).toBeVisible();
  // Native <details>: answers open without JavaScript.
  await page.getByText(planFaqs[1]!.question).click();
  await expect(page.getByText(planFaqs[1]!.answer)).toBeVisible();
  await page.getByRole("link", { name: "Choose plan: Enterprise AMC" }).click();
  await expect(page).toHaveURL("/login?redirectTo=%2Famc-plans&plan=enterprise");
});

test("/testimonials: every review in the carousel strip and in the list", async ({ page }) => {
  await page.goto("/testimonials");
  const carousel = page.getByRole("region", { name: "Client testimonials" });
  await expect(carousel.getByRole("group")).toHaveCount(testimonials.length);
  for (const testimonial of testimonials) await expect(carousel.getByText(testimonial.content)).toBeAttached();
  const list = page.getByRole("region", { name: testimonialsSections.list.title });
  await expect(list.getByRole("listitem")).toHaveCount(testimonials.length);
  await expect(page.getByRole("button", { name: "Next testimonial" })).toHaveCount(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ["/", "/about", "/services", `/services/${services[0]!.slug}`, "/amc-plans", "/testimonials"]) {
    test(`${path} never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test.describe("axe on the server-rendered pages", () => {
  // axe needs JavaScript in the page, so instead of disabling it the app's own scripts are blocked:
  // the page stays exactly as the server rendered it.
  test.use({ javaScriptEnabled: true });
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  for (const path of ["/", "/about", "/services", `/services/${services[0]!.slug}`, "/amc-plans", "/testimonials"]) {
    test(`${path} before any JavaScript runs`, async ({ page }) => {
      await page.goto(path);
      if (path === "/" || path === "/testimonials") {
        // Proof that this is the unhydrated page: the carousel is still the scrolling strip.
        await expect(page.getByRole("region", { name: "Scroll sideways to read every review." })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});
