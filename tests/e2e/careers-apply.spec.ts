// The public application form on /careers/{id}: with JavaScript — instant field messages,
// the résumé checked by its bytes as soon as it is chosen, upload progress shown and read out, the
// confirmation; without JavaScript — the multipart form, its messages from the server, post/redirect/
// get to the confirmation. Both emails (applicant, HR) read from the SMTP sink; axe on every state.
// tests/e2e/support/careers-apply.ts has `applyToOpening` for the joined journey with HR's pipeline.
import { type Browser, expect, type Page, type Route, test } from "./fixtures";
import { applicationConfirmation, applicationFormCopy as copy } from "../../app/content/careers-apply";
import { site } from "../../app/content/site";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { EXE, field, fillApplication, PDF } from "./support/careers-apply";
import { uniqueEmail, waitForMail } from "./support/mail";

test("with JavaScript: instant messages, the résumé checked when chosen, upload progress, the confirmation and both emails", async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const email = uniqueEmail("applicant-js");
  await page.goto("/careers/full-stack-developer");
  const form = page.locator("#apply");
  await expect(form.getByRole("heading", { name: copy.heading })).toBeVisible();
  // The page as loaded is routes.spec.ts's (axe on every route); here axe reads the form's states.

  // The form's code arrives after the page is interactive (a lazy island); then it checks as you go.
  await expect(form.locator("form[data-enhanced]")).toBeAttached();
  // This copy of the form has its own idempotency key (a double post is one application).
  await expect(form.locator("input[name=submissionId]")).toHaveValue(/^[0-9a-f-]{36}$/);
  // Sent empty: the browser's own check (the server's schema), the cursor on the first field.
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(form.getByText("Full name is required")).toBeVisible();
  await expect(field(page, copy.labels.fullName)).toBeFocused();
  await expect(form.getByText(copy.messages.consentRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/careers\/full-stack-developer$/);
  await expectNoSeriousA11yViolations(page, "#apply");

  // A program named cv.pdf is refused as soon as it is chosen, by its bytes.
  await field(page, copy.labels.resume).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: EXE });
  await expect(form.getByText("“cv.pdf” is not a PDF or Word (DOCX) file.")).toBeVisible();
  await expect(field(page, copy.labels.resume)).toHaveAttribute("aria-invalid", "true");

  await fillApplication(page, { fullName: "Anjali Menon", email });
  await expect(form.getByText("“cv.pdf” is not a PDF or Word (DOCX) file.")).toHaveCount(0);
  // A slow uplink, so the progress can be seen: 512 kB at about 256 kB/s.
  const big = Buffer.concat([PDF, Buffer.alloc(512 * 1024, 0x20)]);
  await field(page, copy.labels.resume).setInputFiles({ name: "My CV.pdf", mimeType: "application/pdf", buffer: big });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await page.getByRole("button", { name: copy.submit }).click();
  await expect(page.getByRole("progressbar", { name: copy.progressLabel })).toBeVisible();
  await expect(
    form.getByRole("status").filter({ hasText: /Sending your application: \d+% uploaded|Uploaded/ }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: copy.submitting })).toBeDisabled();

  // The confirmation, announced and focused; no second submission possible from it.
  const confirmation = page.getByRole("heading", { name: applicationConfirmation.heading });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(confirmation).toBeFocused();
  await expect(page).toHaveURL(/\/careers\/full-stack-developer\?applied=1#apply$/);
  await expect(page.getByRole("button", { name: copy.submit })).toHaveCount(0);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectNoSeriousA11yViolations(page, "#apply");

  const acknowledgement = await waitForMail(email);
  expect(acknowledgement.subject).toContain("Full Stack Developer");
  expect(acknowledgement.text).toContain("within 5 business days");
  const hr = await waitForMail(site.careersEmail, (mail) => mail.subject.includes("(Anjali Menon)"));
  expect(hr.text).toContain(email);
  expect(hr.text).toMatch(/\/staff\/applications\/\d+/);
  expect(hr.text).not.toContain("%PDF");
  expect(errors).toEqual([]);
});

/**
 * axe is a script, so a page without JavaScript is checked as its HTML in a page with JavaScript
 * (its own scripts removed, so it is exactly what the visitor without JavaScript has).
 */
async function expectServerHtmlAccessible(browser: Browser, page: Page, include?: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  // The test's own options (JavaScript off) apply to new pages too: switched on for axe's script.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  try {
    // Served at the page's own origin (its stylesheets load), without the server's headers.
    const url = new URL("/__axe-check", page.url()).href;
    await checker.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
    await checker.goto(url);
    await expectNoSeriousA11yViolations(checker, include);
  } finally {
    await context.close();
  }
}

test("what a visitor types before the form's code arrives is kept when it does", async ({ browser }) => {
  // The form's code (a lazy island) and React Router's discovery of the page's links (/__manifest,
  // which re-renders the page) held back, then let through at the same moment: the re-render must not
  // replace the form the visitor has started filling in. It did in about half of such loads (a
  // CI journey once sent the form with its first field emptied); each load here is a fresh chance.
  for (let load = 0; load < 4; load++) {
    // A new visitor each time: nothing of the last load cached.
    const context = await browser.newContext();
    const page = await context.newPage();
    let letThrough = () => {};
    const held = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    let discovering = () => {};
    const discoveryAsked = new Promise<void>((resolve) => {
      discovering = resolve;
    });
    const hold = async (route: Route) => {
      if (route.request().url().includes("/__manifest")) discovering();
      await held;
      await route.continue();
    };
    await page.route(/\/assets\/application-form-[^/]*\.js$/, hold);
    await page.route(/\/__manifest\?/, hold);
    await page.goto("/careers/full-stack-developer");
    await expect(page.locator("#apply form[data-enhanced]")).toHaveCount(0);
    await field(page, copy.labels.fullName).fill("Anjali Menon");
    await field(page, copy.labels.email).fill("anjali@example.com");
    await discoveryAsked;
    // Both on their way by now, the page's re-render waiting on the held discovery.
    await page.waitForTimeout(300);
    letThrough();
    await expect(page.locator("#apply form[data-enhanced]")).toBeAttached();
    await expect(field(page, copy.labels.fullName), `load ${load + 1}`).toHaveValue("Anjali Menon");
    await expect(field(page, copy.labels.email), `load ${load + 1}`).toHaveValue("anjali@example.com");
    await context.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the multipart form: the server's messages, then post/redirect/get to the confirmation, and both emails", async ({
    page,
    browser,
  }) => {
    test.slow();
    const email = uniqueEmail("applicant-nojs");
    await page.goto("/careers/it-support-engineer");
    await expectServerHtmlAccessible(browser, page);

    // A wrong file and a missing consent: the page again, with the messages and what was typed.
    await fillApplication(page, { fullName: "Rahul Das", email });
    await field(page, copy.labels.resume).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: EXE });
    await field(page, copy.labels.consent).uncheck();
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: copy.fixErrors })).toBeVisible();
    await expect(page.getByText("“cv.pdf” is not a PDF or Word (DOCX) file.")).toBeVisible();
    await expect(page.getByText(copy.messages.consentRequired)).toBeVisible();
    await expect(field(page, copy.labels.fullName)).toHaveValue("Rahul Das");
    await expect(field(page, copy.labels.noticePeriod)).toHaveValue("30 days");
    await expectServerHtmlAccessible(browser, page, "#apply");

    await field(page, copy.labels.resume).setInputFiles({
      name: "My CV.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await field(page, copy.labels.consent).check();
    await page.getByRole("button", { name: copy.submit }).click();
    await expect(page.getByRole("heading", { name: applicationConfirmation.heading })).toBeVisible();
    await expect(page).toHaveURL(/\/careers\/it-support-engineer\?applied=1#apply$/);
    await expectServerHtmlAccessible(browser, page, "#apply");

    const acknowledgement = await waitForMail(email);
    expect(acknowledgement.subject).toContain("IT Support Engineer");
    await waitForMail(site.careersEmail, (mail) => mail.subject.includes("(Rahul Das)"));
  });
});
