import { describe, expect, it } from "vitest";
import { caseAlert } from "./case-form";

describe("caseAlert", () => {
  const answer = { intent: "note" as "status" | "note" | null, message: "Saved." };

  it("shows the message in the form that answered only", () => {
    expect(caseAlert(answer, "note", "status")).toBe("Saved.");
    expect(caseAlert(answer, "status", "status")).toBeNull();
  });

  it("shows a post refused before its fields were read once, in the first form", () => {
    const refused = { intent: null, message: "Refused." };
    expect(caseAlert<"status" | "note">(refused, "status", "status")).toBe("Refused.");
    expect(caseAlert<"status" | "note">(refused, "note", "status")).toBeNull();
  });

  it("shows nothing before a post", () => {
    expect(caseAlert(undefined, "status", "status")).toBeNull();
  });
});
