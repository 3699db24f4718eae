import { expect, test } from "./fixtures";
import {
  aboutImpact,
  aboutValues,
  mission,
  processSteps,
  serviceReasons,
  usp,
  vision,
} from "../../app/content/marketing";
import { pages } from "../../app/content/pages";
import { planBenefits, planFaqs, plans } from "../../app/content/plans";
import { aboutSections, plansSections, serviceDetailSections, servicesSections } from "../../app/content/sections";
import { getService, relatedServices, services } from "../../app/content/services";
import { site } from "../../app/content/site";
import { team } from "../../app/content/team";
import { expectNoSeriousA11yViolations } from "./helpers";

/** The '+N more' note for a list of `total` items of which `shown` are listed. */
function moreNote(total: number, shown: number, suffix = "more") {
  return total > shown ? `+${total - shown} ${suffix}` : null;
}

test.describe("/about", () => {
  test("USP, mission, vision, four values, impact numbers, team and call to action", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.about.heading);
    await expect(page.getByText(usp)).toBeVisible();
    await expect(page.getByRole("heading", { name: aboutSections.missionTitle })).toBeVisible();
    await expect(page.getByText(mission)).toBeVisible();
    await expect(page.getByRole("heading", { name: aboutSections.visionTitle })).toBeVisible();
    await expect(page.getByText(vision)).toBeVisible();
    const values = page.getByRole("region", { name: aboutSections.values.title });
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(aboutValues.map((value) => value.title));
    const impact = page.getByRole("region", { name: aboutSections.impact.title });
    await expect(impact.locator("dd")).toHaveText(["100+", "50+", "5+", "24/7"]);
    expect(aboutImpact).toHaveLength(4);
    await expect(
      page
        .getByRole("region", { name: aboutSections.cta.title })
        .getByRole("link", { name: aboutSections.cta.primary.label }),
    ).toHaveAttribute("href", "/contact");
  });

  test("the team of four sits in #team, each with a drawn portrait, name, position and bio", async ({ page }) => {
    await page.goto("/about#team");
    const section = page.locator("#team");
    await expect(section).toHaveAttribute("aria-labelledby", "team-heading");
    await expect(section).toBeInViewport();
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(team.map((member) => member.name));
    for (const member of team) {
      await expect(section.getByRole("img", { name: new RegExp(member.name) })).toBeVisible();
      await expect(section.getByText(member.position, { exact: true })).toBeVisible();
      await expect(section.getByText(member.bio)).toBeVisible();
    }
  });
});

test.describe("/services", () => {
  test("hero, all service cards, reasons, contact box, the four-step process and a call to action", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.services.heading);
    const list = page.getByRole("region", { name: servicesSections.list.title });
    await expect(list.getByRole("article")).toHaveCount(services.length + 1);
    const reasons = page.getByRole("region", { name: servicesSections.reasons.title });
    await expect(reasons.getByRole("heading", { level: 3 })).toHaveText(serviceReasons.map((reason) => reason.title));
    const contact = page.getByRole("region", { name: servicesSections.contactBox.title });
    await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    await expect(contact.getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
    const process = page.getByRole("region", { name: servicesSections.process.title });
    await expect(process.getByRole("listitem")).toHaveCount(4);
    await expect(process.getByRole("heading", { level: 3 })).toHaveText(
      processSteps.map((step, i) => `Step ${i + 1}: ${step.title}`),
    );
    await expect(
      page.getByRole("region", { name: servicesSections.cta.title }).getByRole("link").first(),
    ).toHaveAttribute("href", "/contact");
  });

  test("each service card shows 3 features and 3 technologies with '+N more'", async ({ page }) => {
    await page.goto("/services");
    for (const service of services) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: service.title, exact: true }) });
      const featureNote = moreNote(service.features.length, 3);
      const features = card.getByRole("list").first();
      await expect(features.getByRole("listitem")).toHaveText(service.features.slice(0, 3));
      if (featureNote) await expect(card.locator("p").filter({ hasText: featureNote })).toHaveText(featureNote);
      const technologies = card.getByRole("list", { name: "Technologies" });
      const techNote = moreNote(service.technologies.length, 3);
      await expect(technologies.getByRole("listitem")).toHaveText([
        ...service.technologies.slice(0, 3),
        ...(techNote ? [techNote] : []),
      ]);
    }
  });
});

test.describe("/services/:slug", () => {
  const service = getService("cctv-systems")!;

  test("overview, features, technologies, price and duration, Get Quote, quick info, related services and back link", async ({
    page,
  }) => {
    await page.goto(`/services/${service.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(page.getByRole("img", { name: service.imageAlt })).toBeVisible();
    const overview = page.getByRole("region", { name: serviceDetailSections.overviewTitle });
    await expect(overview).toContainText(service.description);
    const features = page.getByRole("region", { name: serviceDetailSections.featuresTitle });
    await expect(features.getByRole("listitem")).toHaveText(service.features);
    const technologies = page.getByRole("region", { name: serviceDetailSections.technologiesTitle });
    await expect(technologies.getByRole("listitem")).toHaveText(service.technologies);
    const pricing = page.getByRole("region", { name: serviceDetailSections.pricingTitle });
    await expect(pricing).toContainText(service.price);
    await expect(pricing).toContainText(service.duration);
    const quickInfo = page.getByRole("complementary", { name: serviceDetailSections.quickInfo.title });
    await expect(quickInfo).toContainText(service.price);
    await expect(quickInfo).toContainText(service.duration);
    await expect(quickInfo).toContainText(serviceDetailSections.quickInfo.responseValue);
    await expect(quickInfo.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact");
    await expectNoSeriousA11yViolations(page);
    await expect(quickInfo.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    for (const link of await page.getByRole("main").getByRole("link", { name: "Get Quote" }).all()) {
      await expect(link).toHaveAttribute("href", "/contact");
    }
    const related = page.getByRole("region", { name: serviceDetailSections.related.title });
    const expected = relatedServices(service.slug);
    expect(expected.map((s) => s.slug)).toEqual([
      "24x7-technical-support",
      "preventive-maintenance",
      "computer-support",
    ]);
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(expected.map((s) => s.title));
    await related.getByRole("link", { name: `Learn more about ${expected[0]!.title}` }).click();
    await expect(page).toHaveURL(`/services/${expected[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0]!.title);
    await page.getByRole("link", { name: serviceDetailSections.backLink.label }).click();
    await expect(page).toHaveURL("/services");
  });

  test("the first service's related services are the next three", async ({ page }) => {
    const first = services[0]!;
    await page.goto(`/services/${first.slug}`);
    const related = page.getByRole("region", { name: serviceDetailSections.related.title });
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(services.slice(1, 4).map((s) => s.title));
  });

  test("an unknown slug answers 404 with 'Service Not Found' and a way back", async ({ page }) => {
    const response = await page.goto("/services/mobile-apps");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
    await expect(page.getByText("The service you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("/amc-plans", () => {
  test("five plan cards with 6 features, '+N more features', 2 channels and '+N more'", async ({ page }) => {
    await page.goto("/amc-plans");
    const section = page.getByRole("region", { name: plansSections.list.title });
    await expect(section.getByRole("article")).toHaveCount(5);
    for (const plan of plans) {
      const card = section
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
      await expect(card).toContainText(plan.price);
      await expect(card).toContainText(`Response within ${plan.responseTime}`);
      const features = card.getByRole("list").first();
      await expect(features.getByRole("listitem")).toHaveText(plan.features.slice(0, 6));
      const featureNote = moreNote(plan.features.length, 6, "more features");
      if (featureNote) await expect(card.locator("p").filter({ hasText: featureNote })).toHaveText(featureNote);
      const channels = card.getByRole("list").nth(1);
      const channelNote = moreNote(plan.supportChannels.length, 2);
      await expect(channels.getByRole("listitem")).toHaveText([
        ...plan.supportChannels.slice(0, 2),
        ...(channelNote ? [channelNote] : []),
      ]);
      if (plan.tag) await expect(card.getByText(plan.tag, { exact: true })).toBeVisible();
    }
  });

  test("four benefits, the four-question FAQ and contact details", async ({ page }) => {
    await page.goto("/amc-plans");
    const benefits = page.getByRole("region", { name: plansSections.benefits.title });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(planBenefits.map((b) => b.title));
    const faq = page.getByRole("region", { name: plansSections.faq.title });
    const questions = faq.locator("summary");
    await expect(questions).toHaveText(planFaqs.map((f) => f.question));
    // The plan is called Starter throughout (the spec's FAQ said 'Basic').
    await expect(faq).not.toContainText(/basic/i);
    await faq.getByText(planFaqs[2]!.question).click();
    await expect(faq.getByText(planFaqs[2]!.answer)).toBeVisible();
    await expect(faq.getByText(planFaqs[2]!.answer)).toContainText(
      "Starter AMC customers get a response within 24 hours",
    );
    const contact = page.getByRole("region", { name: plansSections.contact.title });
    await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  });

  test("the comparison table: caption, headers and every cell, in a focusable scrolling region", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/amc-plans");
    const table = page.getByRole("table", { name: plansSections.comparison.caption });
    await expect(table.getByRole("columnheader")).toHaveText([
      plansSections.comparison.featureHeader,
      ...plans.map((plan) => new RegExp(`^${plan.name}`)),
    ]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "24/7 Technical Support",
      "Security Updates",
      "System Health Check",
      "Response Time",
      "Dedicated Account Manager",
      "On-site Support",
    ]);
    const cells = (label: string) => table.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell");
    await expect(cells("System Health Check")).toHaveText(["One-time", "Monthly", "Weekly", "Daily", "Daily"]);
    await expect(cells("Response Time")).toHaveText(["48 hours", "24 hours", "8 hours", "2 hours", "1 hour"]);
    await expect(cells("24/7 Technical Support")).toHaveText([
      "Not included",
      "Not included",
      "Included",
      "Included",
      "Included",
    ]);
    await expect(cells("Security Updates")).toHaveText([
      "Not included",
      "Included",
      "Included",
      "Included",
      "Included",
    ]);
    await expect(cells("Dedicated Account Manager")).toHaveText([
      "Not included",
      "Not included",
      "Not included",
      "Included",
      "Included",
    ]);
    await expect(cells("On-site Support")).toHaveText([
      "Not included",
      "Not included",
      "Not included",
      "Included",
      "Included",
    ]);
    // On a phone the table scrolls sideways inside a labelled region that takes keyboard focus.
    const region = page.getByRole("region", { name: plansSections.comparison.scrollLabel });
    await expect(region).toHaveAttribute("tabindex", "0");
    const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows).toBe(true);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("the plan dialog on /amc-plans", () => {
  test("Choose opens a labelled modal dialog with sign-in and sign-up links that carry the plan", async ({ page }) => {
    await page.goto("/amc-plans");
    await page.getByRole("button", { name: "Choose plan: Professional AMC" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to choose Professional AMC" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const signIn = dialog.getByRole("link", { name: "Sign in" });
    await expect(signIn).toBeFocused();
    await expect(signIn).toHaveAttribute("href", "/login?redirectTo=%2Famc-plans&plan=professional");
    await expect(dialog.getByRole("link", { name: "Create account" })).toHaveAttribute(
      "href",
      "/signup?redirectTo=%2Famc-plans&plan=professional",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("focus stays inside the dialog", async ({ page }) => {
    await page.goto("/amc-plans");
    await page.getByRole("button", { name: "Choose plan: Enterprise AMC" }).click();
    const dialog = page.getByRole("dialog");
    const signIn = dialog.getByRole("link", { name: "Sign in" });
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await expect(signIn).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: "Create account" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(cancel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(signIn).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(cancel).toBeFocused();
    // A modal dialog (showModal): everything behind it is inert.
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  });

  test("Escape and Cancel close it and return focus to the Choose button", async ({ page }) => {
    await page.goto("/amc-plans");
    const choose = page.getByRole("button", { name: "Choose plan: Free Tier" });
    await choose.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(choose).toBeFocused();

    await choose.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Sign in to choose Free Tier" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
  });

  test("'Create account' goes to /signup with the plan and the return path", async ({ page }) => {
    await page.goto("/amc-plans");
    await page.getByRole("button", { name: "Choose plan: Custom Enterprise" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Create account" }).click();
    await expect(page).toHaveURL("/signup?redirectTo=%2Famc-plans&plan=custom");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Sign in' goes to /login with the plan and the return path", async ({ page }) => {
    await page.goto("/amc-plans");
    await page.getByRole("button", { name: "Choose plan: Starter AMC" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/login?redirectTo=%2Famc-plans&plan=starter");
  });
});
