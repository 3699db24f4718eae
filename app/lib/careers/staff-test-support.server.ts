// For the tests of HR's pipeline only (POST /__test/applications, which exists only with
// ENABLE_TEST_ROUTES=1, and the integration tests): stores an application the way the public form
// does — the row, its 'submitted' event, a résumé — so the pipeline's tests do not wait for the form.
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { jobApplicationEvents, jobApplications } from "~/db/schema";
import { storeUploadedFiles } from "~/lib/uploads/store.server";
import { RESUME_OWNER_KIND } from "./apply-form";
import { applicationContactBy } from "./contact-by";

/** A tiny but real PDF (its magic bytes are what the upload pipeline checks). */
export const TEST_RESUME_PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export type TestApplicationInput = {
  fullName?: string;
  email?: string;
  openingId?: string;
  at?: Date;
  contactBy?: Date;
  resume?: boolean;
};

export async function seedTestApplication(db: Database, input: TestApplicationInput = {}) {
  const at = input.at ?? new Date();
  const fullName = input.fullName ?? "Test Applicant";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobApplications)
      .values({
        submissionId: randomUUID(),
        openingId: input.openingId ?? "full-stack-developer",
        fullName,
        email: (input.email ?? `applicant.${randomUUID().slice(0, 8)}@example.test`).toLowerCase(),
        phone: "+91 98470 12345",
        currentLocation: "Thiruvananthapuram",
        yearsExperience: 3,
        noticePeriod: "30 days",
        profileUrl: "https://example.test/portfolio",
        coverNote: "I maintain the network of a 40-seat office and build small web tools.",
        consentedAt: at,
        contactBy: input.contactBy ?? applicationContactBy(at),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: jobApplications.id, email: jobApplications.email });
    if (!row) throw new Error("application insert returned no row");
    await tx
      .insert(jobApplicationEvents)
      .values({ applicationId: row.id, kind: "submitted", actorName: fullName, createdAt: at });
    const files =
      input.resume === false
        ? []
        : await storeUploadedFiles(tx, { kind: RESUME_OWNER_KIND, id: row.id }, [
            {
              fileName: "resume.pdf",
              kind: "pdf",
              mediaType: "application/pdf",
              size: TEST_RESUME_PDF.byteLength,
              sha256: createHash("sha256").update(TEST_RESUME_PDF).digest("hex"),
              bytes: TEST_RESUME_PDF,
            },
          ]);
    return { id: row.id, email: row.email, fileIds: files.map((file) => file.id) };
  });
}
