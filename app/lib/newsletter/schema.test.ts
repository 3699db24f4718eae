import { describe, expect, it } from "vitest";
import { fieldMessages } from "~/content/forms";
import { newsletterFormSchema, newsletterSource } from "./schema";

const NewsletterFormSchema = newsletterFormSchema(fieldMessages);

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
