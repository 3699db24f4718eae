// Careers, end to end. With JavaScript, the joined journey: someone applies on
// /careers/cloud-architect with a résumé (the acknowledgement arrives), HR finds the application on
// /staff/applications, downloads the résumé, adds a note, takes it, moves it to screening and to
// interview with an email each time (both arrive in the SMTP sink) and finally deletes it on request
// after a confirmation. Without JavaScript the same pipeline on an application seeded 9 days ago
// through the test-only route (so the overdue 'contact by' badge shows), with plain form posts.
// axe on every page and state of the JavaScript run (axe needs it). On a 412 px phone the list shows
// each application as a card, its 'contact by' date on screen without sideways scrolling. Who may
// see applications (admins only) is covered by tests/integration/staff-applications.test.ts.
import { expect, type Page, test } from "./fixtures";
import { collectConsoleErrors, expectNoSeriousA11yViolations } from "./helpers";
import { a11y, expectFlash, workOf } from "./support/record-page";
import { applyToOpening } from "./support/careers-apply";
import { uniqueEmail, waitForMail } from "./support/mail";
import { signInAsStaff } from "./support/staff";

type Applicant = { email: string; fullName: string; resume: string; overdue: boolean };

/** An application 9 days old (past its contact-by date), stored by the test-only route. */
async function seedApplication(page: Page, label: string): Promise<Applicant> {
  const email = uniqueEmail(`applicant-${label}`);
  const fullName = `Applicant ${label} ${Date.now().toString(36)}`;
  const response = await page.request.post("/__test/applications", {
    form: { email, fullName, openingId: "cloud-architect", daysAgo: "9" },
  });
  expect(response.ok()).toBe(true);
  return { email, fullName, resume: "resume.pdf", overdue: true };
}

/** Applies on the opening's page with a résumé, as a visitor would; the acknowledgement arrives. */
async function applyOnTheSite(page: Page): Promise<Applicant> {
  const applicant = { email: uniqueEmail("applicant-site"), fullName: `Lakshmi ${Date.now().toString(36)}` };
  await applyToOpening(page, "cloud-architect", applicant);
  await waitForMail(applicant.email, (mail) =>
    mail.subject.startsWith("We received your application: Cloud Architect"),
  );
  return { ...applicant, resume: "My CV.pdf", overdue: false };
}

const historyOf = (page: Page) => page.getByRole("region", { name: "History" });

async function moveTo(page: Page, stage: string, js: boolean) {
  await workOf(page).getByLabel("Stage", { exact: true }).selectOption({ label: stage });
  await workOf(page).getByLabel("Email the applicant about it").check();
  await workOf(page).getByRole("button", { name: "Change stage" }).click();
  await expectFlash(page, `Moved to ${stage}; the applicant's email is queued.`, js);
}

async function journey(page: Page, js: boolean) {
  const applicant = js ? await applyOnTheSite(page) : await seedApplication(page, "nojs");
  await signInAsStaff(page, "admin");
  await page.goto("/staff");
  await expect(page).toHaveURL("/staff");
  // The dashboard's panel counts new applications (and, for the seeded one, that it is overdue).
  const panel = page.getByRole("region", { name: "Job applications" });
  await expect(panel).toContainText("new application");
  if (applicant.overdue) await expect(panel).toContainText("past the contact-by date");
  await a11y(page, js);

  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Applications" }).click();
  await expect(page).toHaveURL("/staff/applications");
  await expect(page.getByRole("heading", { level: 1, name: "Job applications" })).toBeVisible();
  const filters = page.getByRole("form", { name: "Find applications" });
  await filters.getByLabel("Search").fill(applicant.email);
  await filters.getByLabel("Opening").selectOption({ label: "Cloud Architect" });
  await filters.getByLabel("Stage").selectOption({ label: "New" });
  if (applicant.overdue) await filters.getByLabel("Contact by").selectOption({ label: "Overdue only" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    applicant.overdue
      ? /\/staff\/applications\?q=.+&opening=cloud-architect&stage=new&overdue=1/
      : /\/staff\/applications\?q=.+&opening=cloud-architect&stage=new/,
  );
  const table = page.getByRole("table", { name: "Job applications" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText(applicant.fullName);
  await expect(row).toContainText("Cloud Architect");
  await expect(row).toContainText("New");
  if (applicant.overdue) await expect(row).toContainText("Overdue");
  else await expect(row).not.toContainText("Overdue");
  await a11y(page, js);
  const link = row.getByRole("link", { name: new RegExp(applicant.fullName) });
  const id = Number((await link.getAttribute("href"))!.split("/").at(-1));
  await link.click();

  await expect(page).toHaveURL(`/staff/applications/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `#${id}: ${applicant.fullName}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Applicant" })).toContainText(applicant.email);
  await expect(historyOf(page)).toContainText(`${applicant.fullName} applied`);
  await a11y(page, js);

  // The résumé: a download (never inline), for staff only.
  const resume = page
    .getByRole("region", { name: "Résumé" })
    .getByRole("link", { name: `Download ${applicant.resume}` });
  const [download] = await Promise.all([page.waitForEvent("download"), resume.click()]);
  expect(download.suggestedFilename()).toBe(applicant.resume);
  const response = await page.request.get((await resume.getAttribute("href"))!);
  expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A note, then HR takes it.
  await workOf(page).getByLabel("Note").fill("Good AWS background; ask about Terraform.");
  await workOf(page).getByRole("button", { name: "Add note" }).click();
  await expectFlash(page, "Note added.", js);
  await expect(historyOf(page)).toContainText("Good AWS background; ask about Terraform.");
  await workOf(page).getByRole("button", { name: "Assign to me" }).click();
  await expectFlash(page, "Assigned to Test admin.", js);

  // Screening, then interview, each with its email to the applicant.
  await moveTo(page, "Screening", js);
  await expect(historyOf(page)).toContainText("moved it from New to Screening");
  await waitForMail(applicant.email, (mail) => mail.subject === "Your application for Cloud Architect: next step");
  await moveTo(page, "Interview", js);
  await expect(historyOf(page)).toContainText("moved it from Screening to Interview");
  await expect(historyOf(page)).toContainText("emailed the applicant: Interview invitation: Cloud Architect");
  const invitation = await waitForMail(
    applicant.email,
    (mail) => mail.subject === "Interview invitation: Cloud Architect",
  );
  expect(invitation.text).toContain(`Dear ${applicant.fullName},`);
  await expect(page.getByText("Interview", { exact: true }).first()).toBeVisible();
  await a11y(page, js);

  // Deleted on request: a confirmation first, then it is gone (its page is the site's 404).
  await workOf(page).getByRole("button", { name: "Delete this application…" }).click();
  const confirmHeading = workOf(page).getByRole("heading", { name: "Delete this application for good?" });
  await expect(confirmHeading).toBeVisible();
  // The pressed button is gone: the reader is taken to the confirmation (its fragment without
  // JavaScript, focus with it), not left at the page's top.
  await expect(page).toHaveURL(`/staff/applications/${id}#delete-heading`);
  await expect(confirmHeading).toBeFocused();
  await a11y(page, js);
  await workOf(page).getByRole("button", { name: "Yes, delete it for good" }).click();
  await expect(page).toHaveURL("/staff/applications");
  await expectFlash(page, `Application #${id} and its résumé were deleted.`, js);
  const gone = await page.goto(`/staff/applications/${id}`);
  expect(gone?.status()).toBe(404);
}

test.describe("HR's pipeline with JavaScript", () => {
  test("someone applies on the site; HR finds it, downloads the résumé, moves it with emails, deletes it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    await journey(page, true);
    // The deleted application's page is a 404 on purpose; nothing else may log an error.
    expect(errors.filter((error) => !/status of 404 /.test(error))).toEqual([]);
  });
});

test.describe("HR's pipeline without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey with plain form posts", async ({ page }) => {
    test.setTimeout(120_000);
    await journey(page, false);
  });
});

test.describe("HR's pipeline on a phone", () => {
  test("at 412 px each application is a card: its contact-by date is on screen, nothing scrolls sideways", async ({
    page,
  }) => {
    const applicant = await seedApplication(page, "phone");
    await signInAsStaff(page, "admin");
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto(`/staff/applications?q=${encodeURIComponent(applicant.email)}`);
    const row = page.getByRole("table", { name: "Job applications" }).getByRole("row", { name: applicant.fullName });
    await expect(row).toBeVisible();
    // The cells after the applicant: opening, stage, contact by, assignee, applied.
    const contactBy = row.getByRole("cell").nth(2);
    await expect(contactBy.locator("time")).toBeVisible();
    await expect(contactBy).toContainText("Overdue");
    for (const part of [contactBy, contactBy.locator("time")]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(412);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await expectNoSeriousA11yViolations(page);
  });
});
