import { expect, type Page, test } from "./fixtures";
import { contactFaqs } from "../../app/content/faqs";
import { launchOffers } from "../../app/content/marketing";
import { site } from "../../app/content/site";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { uniqueEmail, waitForMail } from "./support/mail";

const STAFF_SUBJECT = (subject: string) => (mail: { subject: string }) => mail.subject.includes(subject);

async function fillForm(page: Page, values: { email: string; subject: string; message?: string }) {
  const form = page.locator("#contact-form");
  await form.getByLabel("First Name").fill("Anjali");
  await form.getByLabel("Last Name").fill("Nair");
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Phone").fill("+91 98470 12345");
  await form.getByLabel("Company").fill("Nair Textiles");
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message ?? "We need four cameras for the shop.");
}

test.describe("contact page content", () => {
  test("shows the offers, four contact cards, the map with directions, the FAQ and the CTAs", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/contact");
    const offers = page.getByRole("region", { name: "Launch offers for new customers" });
    await expect(offers.getByRole("listitem")).toHaveCount(4);
    for (const [i, offer] of launchOffers.entries())
      await expect(offers.getByRole("listitem").nth(i)).toContainText(offer.title);

    const cards = page.getByRole("region", { name: "Other ways to reach us" });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Visit Us",
      "Call Us",
      "Email Us",
      "Business Hours",
    ]);
    await expect(cards).toContainText("Mon-Fri");
    await expect(cards).toContainText("9:00 AM - 6:00 PM IST");
    await expect(cards).toContainText("India Standard Time (IST, UTC+5:30)");
    await expect(cards.getByRole("link", { name: site.phone })).toHaveAttribute("href", site.phoneHref);
    await expect(cards.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

    await expect(page.getByRole("img", { name: /Drawn map of Kazhakkoottam/ })).toBeVisible();
    const directions = page.getByRole("link", { name: /Get Directions/ });
    await expect(directions).toHaveAttribute("href", site.mapUrl);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.locator("summary")).toHaveText(contactFaqs.map((item) => item.question));
    // The first answer starts open; the others open on demand.
    await expect(faq.getByText(contactFaqs[0]!.answer)).toBeVisible();
    await expect(faq.getByText(contactFaqs[1]!.answer)).toBeHidden();
    await faq.getByText(contactFaqs[1]!.question).click();
    await expect(faq.getByText(contactFaqs[1]!.answer)).toBeVisible();

    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "View Our Portfolio" })).toHaveAttribute("href", "/portfolio");
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe("contact form with JavaScript", () => {
  test("validates in the browser with the spec's messages, without posting", async ({ page }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const form = page.locator("#contact-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("First Name")).toBeFocused();
    await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Email").fill("anjali@");
    await form.getByLabel("First Name").fill("Anjali");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(form.getByText("First name is required")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "#contact-form");
    expect(posts).toBe(0);
  });

  test("sends: 'Sending...' on a disabled button, then the success screen, the toast and the emails", async ({
    page,
  }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    const email = uniqueEmail("js");
    const subject = `Printer offline ${Date.now()}`;
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    // This copy of the form has its own idempotency key, made in the browser (not in the shared page).
    const key = page.locator("#contact-form input[name=submissionId]");
    await expect(key).toHaveValue(/^[0-9a-f-]{36}$/);
    const firstKey = await key.inputValue();
    // Hold the request a moment so the in-flight state can be seen.
    await page.route("**/contact.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await fillForm(page, { email, subject });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeFocused();
    await expect(
      page.locator("[data-toast-type=success]").getByText("Message sent successfully!", { exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const staff = await waitForMail(site.email, STAFF_SUBJECT(subject));
    expect(staff.replyTo).toEqual([email]);
    expect(staff.text).toContain("We need four cameras for the shop.");
    const ack = await waitForMail(email);
    expect(ack.subject).toMatch(/We received your message/);

    await page.getByRole("button", { name: "Send Another Message" }).click();
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Subject")).toHaveValue("");
    await expect(form.getByLabel("First Name")).toBeFocused();
    // The new copy is a new message: it has a key of its own.
    await expect(key).toHaveValue(/^[0-9a-f-]{36}$/);
    expect(await key.inputValue()).not.toBe(firstKey);
    expect(errors).toEqual([]);
  });

  test("on failure keeps what was typed and shows the error toast", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await page.route("**/contact.data*", (route) => route.abort("connectionrefused"));
    await fillForm(page, { email: uniqueEmail("offline"), subject: "Will this fail?" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.locator("[data-toast-type=error]").getByText("Failed to send message. Please try again.", { exact: true }),
    ).toBeVisible();
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Subject")).toHaveValue("Will this fail?");
    await expect(form.getByLabel("First Name")).toHaveValue("Anjali");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    // The same form goes through once the connection is back.
    await page.unroute("**/contact.data*");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  });

  test("is prefilled from ?subject= and ?message= links", async ({ page }) => {
    await page.goto(
      `/contact?subject=${encodeURIComponent("CCTV quote")}&message=${encodeURIComponent("Four cameras, please.")}`,
    );
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Subject")).toHaveValue("CCTV quote");
    await expect(form.getByLabel("Message")).toHaveValue("Four cameras, please.");
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the errors, keeps the input escaped, then the success screen", async ({ page }) => {
    test.slow();
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await page.goto(`/contact?subject=${encodeURIComponent("Network down")}`);
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Subject")).toHaveValue("Network down");
    await form.getByLabel("First Name").fill("<script>alert(1)</script>");
    await form.getByLabel("Email").fill("not-an-email");
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(400);
    await expect(form.getByText("Last name is required", { exact: true })).toBeVisible();
    await expect(form.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(form.getByText("Message is required", { exact: true })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("<script>alert(1)</script>");
    await expect(form.getByLabel("Subject")).toHaveValue("Network down");

    const email = uniqueEmail("nojs");
    const subject = `Router keeps restarting ${Date.now()}`;
    await fillForm(page, { email, subject });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    await waitForMail(site.email, STAFF_SUBJECT(subject));

    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page).toHaveURL(/\/contact\??$/);
    await expect(page.locator("#contact-form").getByLabel("First Name")).toHaveValue("");
    expect(dialogs).toBe(0);
  });
});
