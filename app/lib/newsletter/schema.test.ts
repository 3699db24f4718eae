import { describe, expect, it } from "vitest";
import { NewsletterFormSchema, newsletterSource, safeReturnPath } from "./schema";

describe("safeReturnPath", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/blog?tag=Cloud#latest")).toBe("/blog?tag=Cloud#latest");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "//evil.test",
      "/\\evil.test",
      "https://evil.test",
      "javascript:alert(1)",
      "blog",
      "",
      "/\tx",
      null,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
    expect(safeReturnPath(`/${"a".repeat(600)}`)).toBeNull();
  });
});

describe("newsletter schema", () => {
  it("normalises the address and uses the contact form's messages", () => {
    expect(NewsletterFormSchema.parse({ email: " News@Reader.IN " })).toEqual({ email: "news@reader.in" });
    expect(NewsletterFormSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Email is required");
    expect(NewsletterFormSchema.safeParse({ email: "reader@" }).error?.issues[0]?.message).toBe(
      "Invalid email address",
    );
  });

  it("accepts only known sources", () => {
    expect(newsletterSource("footer")).toBe("footer");
    expect(newsletterSource("<script>")).toBe("newsletter-page");
  });
});
