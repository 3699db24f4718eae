import { describe, expect, it } from "vitest";
import { validateApplicationForm as validate } from "./apply-schema";
import { applicationSchemaWords } from "./apply-words";

const validateApplicationForm = (form: FormData) => validate(form, applicationSchemaWords("en"));

function form(overrides: Record<string, string> = {}) {
  const data = new FormData();
  const fields = {
    fullName: "  Meera   Pillai ",
    email: " Meera@Example.TEST ",
    phone: "+91 98470 12345",
    currentLocation: "Kochi, Kerala",
    yearsExperience: "3",
    noticePeriod: "30 days",
    profileUrl: "https://github.com/meera",
    coverNote: "I built the booking system of a Kochi clinic.\r\nIt still runs.",
    consent: "on",
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("validateApplicationForm", () => {
  it("accepts a complete application and normalises it", () => {
    const result = validateApplicationForm(form());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.fullName).toBe("Meera Pillai");
    expect(result.data.email).toBe("meera@example.test");
    expect(result.data.coverNote).toBe("I built the booking system of a Kochi clinic.\nIt still runs.");
  });

  it("takes only https links (or none)", () => {
    expect(validateApplicationForm(form({ profileUrl: "" })).success).toBe(true);
    for (const profileUrl of [
      "http://example.test",
      "javascript:alert(1)",
      "https://",
      "ftp://x.test",
      "github.com/x",
    ]) {
      const result = validateApplicationForm(form({ profileUrl }));
      expect(result.success ? null : result.fieldErrors.profileUrl, profileUrl).toMatch(/https:\/\//);
    }
  });

  it("requires consent, a known notice period, years in range and a phone number", () => {
    const result = validateApplicationForm(
      form({ consent: "", noticePeriod: "tomorrow", yearsExperience: "99", phone: "call me" }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["consent", "noticePeriod", "phone", "yearsExperience"]);
  });
});
