import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("encodes the subject with %20 for spaces", () => {
    expect(mailtoHref("careers@company.in", { subject: "Application: UI/UX Designer" })).toBe(
      "mailto:careers@company.in?subject=Application%3A%20UI%2FUX%20Designer",
    );
  });
  it("adds a body and leaves a bare address alone", () => {
    expect(mailtoHref("a@b.in", { subject: "Hi & bye", body: "Line 1\nLine 2" })).toBe(
      "mailto:a@b.in?subject=Hi%20%26%20bye&body=Line%201%0ALine%202",
    );
    expect(mailtoHref("a@b.in")).toBe("mailto:a@b.in");
  });
});
