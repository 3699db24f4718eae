// The application form posted from a Malayalam page (/ml/careers/{id}): its messages are Malayalam,
// the application remembers the page's language, the applicant's acknowledgement is in it, and the
// confirmation stays under /ml. HR's notification stays English. One database kind: the pipeline is
// the one careers-apply.test.ts runs on both.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFormCopy } from "~/content/careers-apply.ml";
import { fieldMessages } from "~/content/forms.ml";
import { emailOutbox, jobApplications } from "~/db/schema";
import type { ApplicationActionData } from "~/lib/careers/apply-form";
import { applicationForm } from "~/lib/careers/apply.server";
import { getEnv } from "~/lib/env.server";
import type { Outcome } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import { importedOpenings as jobs } from "../fixtures/imported-2026-11/openings";
import { samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, type TestDatabase } from "./support/database";

const env = getEnv();
const opening = jobs.find((job) => job.id === "full-stack-developer")!;
// Friday 2026-11-20, 15:00 IST: the opening (deadline 2026-12-15) takes applications.
const FRIDAY = new Date("2026-11-20T09:30:00Z");

function postFromMalayalam(overrides: Record<string, string>) {
  const values = {
    submissionId: crypto.randomUUID(),
    fullName: "മീര പിള്ള",
    email: "meera.ml@example.test",
    phone: "+91 98470 12345",
    currentLocation: "കൊച്ചി, കേരളം",
    yearsExperience: "3",
    noticePeriod: "30 days",
    profileUrl: "",
    coverNote: "ഒരു ക്ലിനിക്കിന്റെ ബുക്കിംഗ് സംവിധാനം ഞാൻ ഉണ്ടാക്കി.",
    consent: "on",
    website: "",
    ...overrides,
  };
  const { body, contentType } = multipartBody([
    ...Object.entries(values).map(([name, value]) => ({ name, value })),
    { name: "resume", fileName: "Meera CV.pdf", bytes: samples.pdf, contentType: "application/pdf" },
  ]);
  return new Request(`http://localhost/ml/careers/${opening.id}`, {
    method: "POST",
    body,
    headers: { "user-agent": "integration-test", "content-type": contentType },
  });
}

describe("a job application from a Malayalam page", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const apply = (overrides: Record<string, string> = {}, clientAddress = "203.0.113.90") =>
    handleForm(applicationForm(opening, { now: () => FRIDAY, locale: "ml" }), {
      request: postFromMalayalam(overrides),
      db: database.db,
      clientAddress,
      env,
      session: async () => null,
    }) as Promise<Outcome<ApplicationActionData>>;

  it("answers mistakes in Malayalam", async () => {
    const outcome = await apply({ email: "", phone: "abc", consent: "" }, "203.0.113.91");
    expect(outcome).toMatchObject({
      type: "data",
      status: 400,
      body: {
        fieldErrors: {
          email: fieldMessages.emailRequired,
          phone: applicationFormCopy.messages.phoneCharacters,
          consent: applicationFormCopy.messages.consentRequired,
        },
      },
    });
  });

  it("stores 'ml', acknowledges in Malayalam, tells HR in English and confirms under /ml", async () => {
    const outcome = await apply();
    expect(outcome).toMatchObject({ type: "redirect", location: `/ml/careers/${opening.id}?applied=1#apply` });
    const [row] = await database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, "meera.ml@example.test"));
    expect(row).toMatchObject({ locale: "ml", noticePeriod: "30 days" });
    const [ack] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "meera.ml@example.test"));
    expect(ack).toMatchObject({ kind: "application.acknowledgement" });
    expect(ack!.subject).toContain("നിങ്ങളുടെ അപേക്ഷ ലഭിച്ചു");
    expect(ack!.textBody).toContain("നമസ്കാരം മീര പിള്ള,");
    expect(ack!.textBody).toContain("27 നവംബർ 2026");
    const [hr] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, env.HR_EMAIL));
    expect(hr!.subject).toContain(`Application #${row!.id}:`);
  });
});
