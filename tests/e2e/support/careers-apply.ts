// Applying to an opening through its page, for the public form's tests and the joined
// journey with HR's pipeline (tests/e2e/staff-applications.spec.ts).
import { expect, type Page } from "../fixtures";
import { applicationConfirmation, applicationFormCopy as copy } from "../../../app/content/careers-apply";

export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
/** The start of a Windows program, named like a PDF: refused by its bytes. */
export const EXE = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000b8000000", "hex"), Buffer.alloc(64)]);

/** A field by its whole label (the consent's label mentions the résumé too). */
export const field = (page: Page, label: string) =>
  page.locator("#apply").getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

export type ApplicantFields = { fullName: string; email: string; coverNote?: string };

export async function fillApplication(page: Page, applicant: ApplicantFields, resume = PDF) {
  await field(page, copy.labels.fullName).fill(applicant.fullName);
  await field(page, copy.labels.email).fill(applicant.email);
  await field(page, copy.labels.phone).fill("+91 98470 12345");
  await field(page, copy.labels.currentLocation).fill("Kochi, Kerala");
  await field(page, copy.labels.yearsExperience).selectOption("3");
  await field(page, copy.labels.noticePeriod).selectOption("30 days");
  await field(page, copy.labels.profileUrl).fill("https://github.com/applicant");
  await field(page, copy.labels.coverNote).fill(applicant.coverNote ?? "I run the network of a 40-seat office.");
  await field(page, copy.labels.resume).setInputFiles({
    name: "My CV.pdf",
    mimeType: "application/pdf",
    buffer: resume,
  });
  await field(page, copy.labels.consent).check();
}

/** Applies through the page (with or without JavaScript) and waits for the confirmation. */
export async function applyToOpening(page: Page, openingId: string, applicant: ApplicantFields) {
  await page.goto(`/careers/${openingId}`);
  await fillApplication(page, applicant);
  await page.getByRole("button", { name: copy.submit }).click();
  // With JavaScript the send waits for the lazily loaded checks and the upload: on a busy 2-core CI
  // machine that took over 5 s (the spec of the form itself allows 15 s too).
  await expect(page.getByRole("heading", { name: applicationConfirmation.heading })).toBeVisible({
    timeout: 15_000,
  });
}
