import { describe, expect, it } from "vitest";
import { legalLabels, privacyPolicy, termsOfService } from "./legal";
import { serviceLevels } from "./service-level-targets";
import { LegalDocumentSchema, type LegalDocument } from "./schema";
import { site } from "./site";

/** Every piece of text in a document, tables and links included. */
function documentText(document: LegalDocument): string {
  const parts: string[] = [document.summary];
  for (const section of document.sections) {
    parts.push(section.title);
    for (const block of section.blocks) {
      if (block.kind === "paragraph") parts.push(block.text);
      if (block.kind === "list") parts.push(...block.items);
      if (block.kind === "cards") parts.push(...block.items.flatMap((card) => [card.title, card.description]));
      if (block.kind === "links") parts.push(...block.items.flatMap((link) => [link.label, link.value, link.href]));
      if (block.kind === "table") parts.push(block.caption, ...block.columns, ...block.rows.flat());
    }
  }
  return parts.join("\n");
}

describe("legal documents", () => {
  it("parse with the schema, with unique section ids and a past 'Last updated' date", () => {
    for (const document of [privacyPolicy, termsOfService]) {
      expect(LegalDocumentSchema.safeParse(document).error).toBeUndefined();
      const ids = document.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(document.lastUpdated <= new Date().toISOString().slice(0, 10)).toBe(true);
    }
    expect(Object.values(legalLabels).every((label) => label.length > 0)).toBe(true);
  });

  it("privacy: four principles, what is collected, use, AES-256 protection, rights under the DPDP Act, a contact", () => {
    const ids = privacyPolicy.sections.map((s) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "principles",
        "information-we-collect",
        "how-we-use-it",
        "how-we-protect-it",
        "your-rights",
        "privacy-contact",
      ]),
    );
    const principles = privacyPolicy.sections
      .find((s) => s.id === "principles")
      ?.blocks.find((b) => b.kind === "cards");
    expect(principles?.kind === "cards" && principles.items).toHaveLength(4);
    const protection = documentText({
      ...privacyPolicy,
      sections: privacyPolicy.sections.filter((s) => s.id === "how-we-protect-it"),
    });
    expect(protection).toContain("AES-256");
    const text = documentText(privacyPolicy);
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(text).toContain(`mailto:${site.privacyEmail}`);
    expect(text).toContain(site.legalName);
  });

  it("privacy: job applications are deleted automatically 12 months after their last change, or sooner on request", () => {
    const keeping = documentText({
      ...privacyPolicy,
      sections: privacyPolicy.sections.filter((s) => s.id === "how-long-we-keep-it"),
    });
    // The retention sweep (app/lib/careers/retention.server.ts) deletes 12 months after updated_at,
    // the address and browser stored with the application included.
    expect(keeping).toContain("deleted automatically twelve months after its last change");
    expect(keeping).toContain("network address and browser");
    expect(keeping).toContain(`To have it deleted sooner, write to ${site.careersEmail}`);
  });

  it("terms: scope, pricing and payment, SLAs and privacy sections", () => {
    expect(termsOfService.sections.map((s) => s.id)).toEqual(
      expect.arrayContaining(["service-scope", "pricing-and-payment", "service-levels", "privacy"]),
    );
    expect(documentText(termsOfService)).toContain("AES-256");
  });

  it("terms: every figure the terms promise (response, resolution, availability, prices)", () => {
    const text = documentText(termsOfService);
    const figures = [
      // Response times
      "1 hour",
      "4 hours",
      "8 hours",
      "24 hours",
      // Resolution times
      "24-48 hours",
      "4-8 hours",
      "2-4 hours",
      "1-3 days",
      // Availability
      "99.9%",
      "99.5%",
      "99%",
      // Quality
      "85%",
      "95%",
      "48 hours",
      // Payment
      "30 days",
      "Indian rupees",
      "₹399 per month",
      // Contact and careers
      "within 24 hours on business days",
      "within 5 business days",
    ];
    for (const figure of figures) expect(text, figure).toContain(figure);
  });

  it("terms: pairs each SLA figure with the right row", () => {
    expect(Object.fromEntries(serviceLevels.responseTimes.map(([k, v]) => [k.split(":")[0], v]))).toEqual({
      Critical: "1 hour",
      High: "4 hours",
      Medium: "8 hours",
      Low: "24 hours",
    });
    expect(Object.fromEntries(serviceLevels.resolutionTimes)).toEqual({
      "Hardware faults": "24-48 hours",
      "Software issues": "4-8 hours",
      "Network problems": "2-4 hours",
      "Data recovery": "1-3 days",
    });
    expect(Object.fromEntries(serviceLevels.availability)).toEqual({
      "24x7 support": "99.9%",
      "Remote support": "99.5%",
      "On-site support": "99%",
    });
    expect(serviceLevels.quality.map(([, v]) => v)).toEqual(["85%", "95%", "Within 48 hours"]);
  });
});
