import { expect, type Page, test } from "./fixtures";
import { testimonialMetrics } from "../../app/content/marketing";
import { pages } from "../../app/content/pages";
import { carouselLabels } from "../../app/content/carousel";
import { CAROUSEL_SLIDE_ATTRIBUTE } from "../../app/lib/carousel";
import { testimonialsSections } from "../../app/content/sections";
import { testimonials } from "../../app/content/testimonials";
import { expectNoSeriousA11yViolations } from "./helpers";

const count = testimonials.length;

function carousel(page: Page) {
  return page.getByRole("region", { name: carouselLabels.region });
}

/** Only the current slide is visible, so it is the one group the role query finds. */
async function expectSlide(page: Page, position: number) {
  await expect(
    carousel(page).getByRole("button", { name: new RegExp(`^${carouselLabels.slide} ${position} of`) }),
  ).toHaveAttribute("aria-current", "true");
  // Once the fade has finished, only the current slide is left visible.
  const slide = carousel(page).getByRole("group", { name: `${position} of ${count}`, exact: true });
  await expect(slide).toBeVisible();
  await expect(slide).toContainText(testimonials[position - 1]!.name);
  await expect(carousel(page).getByRole("group", { name: / of \d+$/ })).toHaveCount(1);
}

test.describe("testimonial carousel (reduced motion: no automatic rotation)", () => {
  test.use({ reducedMotion: "reduce" });

  test("next and previous wrap around", async ({ page }) => {
    await page.goto("/testimonials");
    await expectSlide(page, 1);
    const next = carousel(page).getByRole("button", { name: carouselLabels.next });
    const previous = carousel(page).getByRole("button", { name: carouselLabels.previous });
    for (let position = 2; position <= count; position++) {
      await next.click();
      await expectSlide(page, position);
    }
    await next.click();
    await expectSlide(page, 1);
    await previous.click();
    await expectSlide(page, count);
    await previous.click();
    await expectSlide(page, count - 1);
  });

  test("dots jump straight to a testimonial", async ({ page }) => {
    await page.goto("/testimonials");
    await carousel(page)
      .getByRole("button", { name: `${carouselLabels.slide} 3 of ${count}: ${testimonials[2]!.name}` })
      .click();
    await expectSlide(page, 3);
    await carousel(page)
      .getByRole("button", { name: new RegExp(`^${carouselLabels.slide} 1 of`) })
      .click();
    await expectSlide(page, 1);
  });

  test("works from the keyboard: buttons with Enter and Space, arrow keys on the dots", async ({ page }) => {
    await page.goto("/testimonials");
    const next = carousel(page).getByRole("button", { name: carouselLabels.next });
    await next.focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    await page.keyboard.press("Space");
    await expectSlide(page, 3);
    const firstDot = carousel(page).getByRole("button", { name: new RegExp(`^${carouselLabels.slide} 1 of`) });
    await firstDot.focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 1);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(page, count);
    await expect(
      carousel(page).getByRole("button", { name: new RegExp(`^${carouselLabels.slide} ${count} of`) }),
    ).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expectSlide(page, 1);
  });

  test("never rotates on its own and offers no rotation control", async ({ page }) => {
    await page.clock.install();
    await page.goto("/testimonials");
    await expectSlide(page, 1);
    await page.clock.runFor(30_000);
    await expectSlide(page, 1);
    await expect(carousel(page).getByRole("button", { name: carouselLabels.pause })).toHaveCount(0);
    // The live region announces changes the visitor makes.
    await expect(page.locator("[aria-live]").filter({ has: page.getByRole("group") })).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });
});

test.describe("testimonial carousel (motion allowed)", () => {
  test.use({ reducedMotion: "no-preference" });

  test("rotates on its own, pauses on hover and stops with the pause button", async ({ page }) => {
    await page.clock.install();
    await page.goto("/testimonials");
    await page.mouse.move(0, 0);
    await expectSlide(page, 1);
    await page.clock.runFor(8_500);
    await expectSlide(page, 2);

    // Hovering pauses rotation.
    await carousel(page)
      .getByRole("group", { name: `2 of ${count}` })
      .hover();
    await page.clock.runFor(20_000);
    await expectSlide(page, 2);
    await page.mouse.move(0, 0);
    await page.clock.runFor(8_500);
    await expectSlide(page, 3);

    // The pause control stops it for good (WCAG 2.2.2) and then offers to start it again.
    await carousel(page).getByRole("button", { name: carouselLabels.pause }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    await expectSlide(page, 3);
    await expect(carousel(page).getByRole("button", { name: carouselLabels.play })).toBeVisible();
  });
});

test.describe("/testimonials", () => {
  test.use({ reducedMotion: "reduce" });

  test("lists every testimonial with its 1-5 star rating, and the four metrics", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.testimonials.heading);
    const list = page.getByRole("region", { name: testimonialsSections.list.title });
    await expect(list.getByRole("listitem")).toHaveCount(count);
    for (const testimonial of testimonials) {
      const item = list.getByRole("listitem").filter({ hasText: testimonial.name });
      await expect(item).toContainText(testimonial.content);
      await expect(item).toContainText(`${testimonial.position}, ${testimonial.company}`);
      await expect(item).toContainText(testimonial.project);
      await expect(item.getByText(`Rated ${testimonial.rating} out of 5`)).toBeAttached();
      await expect(item.locator("svg.fill-amber-400")).toHaveCount(testimonial.rating);
    }
    const metrics = page.getByRole("region", { name: testimonialsSections.metrics.title });
    await expect(metrics.locator("dd")).toHaveText(["98%", "50+", "100+", "5+"]);
    await expect(metrics.locator("dt")).toHaveText(testimonialMetrics.map((metric) => metric.label));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("testimonial carousel, starting", () => {
  test("the reviews the server sent stay in the page when the carousel starts: none is drawn again", async ({
    page,
  }) => {
    // Counted from the first byte: a review removed from the document means that React drew the
    // reviews again, reading the server's HTML back and parsing it anew (15 ms on the home page).
    await page.addInitScript((slideAttribute) => {
      const counts = { removed: 0 };
      Object.assign(window, { removedReviews: counts });
      new MutationObserver((mutations) => {
        for (const mutation of mutations)
          for (const node of mutation.removedNodes)
            if (
              node instanceof Element &&
              (node.matches(`[${slideAttribute}]`) || node.querySelector(`[${slideAttribute}]`))
            )
              counts.removed++;
      }).observe(document, { childList: true, subtree: true });
    }, CAROUSEL_SLIDE_ATTRIBUTE);
    for (const path of ["/", "/testimonials"]) {
      await page.goto(path);
      await expect(carousel(page).getByRole("button", { name: carouselLabels.next })).toBeVisible();
      await expectSlide(page, 1);
      expect(
        await page.evaluate(
          () => (window as unknown as { removedReviews: { removed: number } }).removedReviews.removed,
        ),
      ).toBe(0);
    }
  });
});
