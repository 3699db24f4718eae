// The application form posted from a Malayalam page (/ml/careers/{id}): its messages are Malayalam,
// the application remembers the page's language, the applicant's acknowledgement is in it, and the
// confirmation stays under /ml. HR's notification stays English. The opening's page hands its form
// the words of its language, and the script path under /ml answers in Malayalam. One database kind:
// the pipeline is the one careers-apply.test.ts runs on both.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFormCopy as englishCopy } from "~/content/careers-apply";
import { applicationClosed, applicationFormCopy } from "~/content/careers-apply.ml";
import { fieldMessages as englishMessages } from "~/content/forms";
import { fieldMessages } from "~/content/forms.ml";
import { careersPage } from "~/content/jobs.ml";
import { uploadMessages as englishUploadMessages } from "~/content/uploads";
import { uploadMessages } from "~/content/uploads.ml";
import { emailOutbox, jobApplications } from "~/db/schema";
import type { ApplicationActionData } from "~/lib/careers/apply-form";
import { applicationForm } from "~/lib/careers/apply.server";
import { getEnv } from "~/lib/env.server";
import type { Outcome } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import type { ApplicationFormWords, ApplySectionWords } from "~/lib/careers/apply-words";
import * as applyRoute from "~/routes/career-apply";
import * as openingPage from "~/routes/career-opening";
import { addJobOpening } from "~/testing/factories.server";
import { importedOpenings as jobs } from "../fixtures/imported-2026-11/openings";
import { refusedSamples, samples } from "../support/file-samples";
import { multipartBody } from "../support/multipart";
import { createTestDatabase, type TestDatabase } from "./support/database";
import { loadPage, routeContext } from "./support/routes";

const env = getEnv();
const opening = jobs.find((job) => job.id === "full-stack-developer")!;
// Friday 2026-11-20, 15:00 IST: the opening (deadline 2026-12-15) takes applications.
const FRIDAY = new Date("2026-11-20T09:30:00Z");

function postFromMalayalam(
  overrides: Record<string, string>,
  path = `/ml/careers/${opening.id}`,
  resume = samples.pdf,
) {
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
    { name: "resume", fileName: "Meera CV.pdf", bytes: resume, contentType: "application/pdf" },
  ]);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { "user-agent": "integration-test", "content-type": contentType },
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  // Written in Malayalam: its Malayalam page has the form (an English opening's has a notice).
  await addJobOpening(database.db, { slug: "cctv-technician-ml", title: "CCTV ടെക്നീഷ്യൻ", language: "ml" });
});
afterAll(async () => {
  await database?.destroy();
});

describe("a job application from a Malayalam page", () => {
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

describe("the application form's words and its script path in Malayalam", () => {
  type OpeningData = { formWords: ApplicationFormWords | null; applyWords: ApplySectionWords };
  const load = async (path: string) =>
    (await loadPage(openingPage.loader as never, path, routeContext(database.db))).data as OpeningData;

  it("hands the form its words in the page's language: Malayalam at /ml, English as before", async () => {
    const ml = await load("/ml/careers/cctv-technician-ml");
    expect(ml.formWords?.copy.labels.fullName).toBe(applicationFormCopy.labels.fullName);
    expect(ml.formWords?.copy.submit).toBe(applicationFormCopy.submit);
    expect(ml.formWords?.schema.messages.phone.characters).toBe(applicationFormCopy.messages.phoneCharacters);
    expect(ml.formWords?.schema.messages.email.required).toBe(fieldMessages.emailRequired);
    expect(ml.formWords?.resume.hint).toBe(uploadMessages.hint(["pdf", "docx"], 1, 5 * 1024 * 1024));
    // The values sent are the ones HR's console stores, whatever the words shown.
    expect(ml.formWords?.noticeChoices).toContainEqual({ value: "30 days", label: "30 ദിവസം" });
    expect(ml.applyWords.heading).toBe(applicationFormCopy.heading);
    expect(ml.applyWords.closed.heading).toBe(applicationClosed.heading);
    expect(ml.applyWords.closed.text).toMatch(/ആയിരുന്നു/);

    const en = await load(`/careers/${opening.id}`);
    expect(en.formWords?.copy.labels.fullName).toBe(englishCopy.labels.fullName);
    expect(en.formWords?.schema.messages.email.required).toBe(englishMessages.emailRequired);
    expect(en.formWords?.noticeChoices).toContainEqual({ value: "30 days", label: "30 days" });
    // An English opening's Malayalam page is a notice: no form, so no form words.
    expect((await load(`/ml/careers/${opening.id}`)).formWords).toBeNull();
  });

  it("names departments in the page's language", async () => {
    const { html } = await loadPage(
      openingPage.loader as never,
      "/ml/careers/cctv-technician-ml",
      routeContext(database.db),
    );
    expect(html).toContain(careersPage.jobLabels.departments.Support);
    expect(html).not.toContain(">Support<");
  });

  const postScript = async (path: string, id: string) => {
    const request = postFromMalayalam({ email: "", consent: "" }, path, refusedSamples.exe);
    const response = (await applyRoute.action({
      request,
      context: routeContext(database.db, "203.0.113.92"),
      params: { id },
    } as never)) as Response;
    return { status: response.status, body: (await response.json()) as ApplicationActionData };
  };

  it("answers a post to /ml/careers/{id}/apply in Malayalam, to /careers/{id}/apply in English", async () => {
    const ml = await postScript("/ml/careers/cctv-technician-ml/apply", "cctv-technician-ml");
    expect(ml.status).toBe(400);
    expect(ml.body.fieldErrors).toMatchObject({
      email: fieldMessages.emailRequired,
      consent: applicationFormCopy.messages.consentRequired,
      resume: uploadMessages.wrongKind("Meera CV.pdf", ["pdf", "docx"]),
    });
    const en = await postScript(`/careers/${opening.id}/apply`, opening.id);
    expect(en.status).toBe(400);
    expect(en.body.fieldErrors).toMatchObject({
      email: englishMessages.emailRequired,
      consent: englishCopy.messages.consentRequired,
      resume: englishUploadMessages.wrongKind("Meera CV.pdf", ["pdf", "docx"]),
    });
  });

  it("sends a visit to the script path back to the opening's page in its language", async () => {
    const visit = (path: string) =>
      applyRoute.loader({ params: { id: "cctv-technician-ml" }, url: new URL(`http://localhost${path}`) } as never);
    expect(visit("/ml/careers/cctv-technician-ml/apply").headers.get("location")).toBe(
      "/ml/careers/cctv-technician-ml#apply",
    );
    expect(visit("/careers/cctv-technician-ml/apply").headers.get("location")).toBe(
      "/careers/cctv-technician-ml#apply",
    );
  });
});
