import { describe, expect, it } from "vitest";
import { contactFormMessages } from "./form-words";
import { CONTACT_LIMITS, contactPrefill, validateContactForm } from "./schema";

const english = contactFormMessages("en");

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const valid = {
  firstName: " Anjali ",
  lastName: "Nair",
  email: "  Anjali.Nair@Example.IN ",
  phone: "",
  company: "",
  subject: "CCTV for our shop",
  message: "We need four cameras.\r\nPlease call.",
};

describe("contact form schema", () => {
  it("accepts a valid message and normalises it", () => {
    const result = validateContactForm(form(valid), english);
    expect(result).toEqual({
      success: true,
      data: {
        firstName: "Anjali",
        lastName: "Nair",
        email: "anjali.nair@example.in",
        phone: "",
        company: "",
        subject: "CCTV for our shop",
        message: "We need four cameras.\nPlease call.",
      },
    });
  });

  it("uses the spec's exact messages for missing fields", () => {
    const result = validateContactForm(new FormData(), english);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("treats whitespace-only as missing and rejects malformed addresses", () => {
    const result = validateContactForm(form({ ...valid, firstName: "   ", email: "anjali@" }), english);
    expect(!result.success && result.fieldErrors).toEqual({
      firstName: "First name is required",
      email: "Invalid email address",
    });
    for (const email of ["plainaddress", "a@b", "a b@c.in", "a@b..in", "<a@b.in>"]) {
      const check = validateContactForm(form({ ...valid, email }), english);
      expect(!check.success && check.fieldErrors.email, email).toBe("Invalid email address");
    }
  });

  it("caps every field with a clear message", () => {
    const tooLong = Object.fromEntries(
      Object.entries(CONTACT_LIMITS).map(([name, max]) => [
        name,
        name === "email" ? `${"a".repeat(max)}@x.in` : "9".repeat(max + 1),
      ]),
    );
    const result = validateContactForm(form(tooLong), english);
    expect(!result.success && result.fieldErrors).toEqual({
      firstName: "First name must be at most 100 characters",
      lastName: "Last name must be at most 100 characters",
      email: "Email must be at most 254 characters",
      phone: "Phone must be at most 30 characters",
      company: "Company must be at most 150 characters",
      subject: "Subject must be at most 200 characters",
      message: "Message must be at most 5,000 characters",
    });
    const exactly = validateContactForm(form({ ...valid, message: "m".repeat(5000) }), english);
    expect(exactly.success).toBe(true);
  });

  it("checks the optional phone's characters and returns what was typed on failure", () => {
    const result = validateContactForm(form({ ...valid, phone: "call me maybe" }), english);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.phone).toMatch(/digits/);
    expect(result.values.firstName).toBe(" Anjali ");
  });

  it("reads uploaded files and unknown fields as nothing", () => {
    const data = form(valid);
    data.set("firstName", new Blob(["x"]), "name.txt");
    data.set("isAdmin", "true");
    const result = validateContactForm(data, english);
    expect(!result.success && result.fieldErrors).toEqual({ firstName: "First name is required" });
  });

  it("prefills subject and message from the query string, cut to size", () => {
    const params = new URLSearchParams({ subject: "Laptop repair", message: "x".repeat(6000), other: "ignored" });
    expect(contactPrefill(params)).toEqual({ subject: "Laptop repair", message: "x".repeat(5000) });
    expect(contactPrefill(new URLSearchParams())).toEqual({ subject: "", message: "" });
  });
});

describe("contact form schema in Malayalam", () => {
  const malayalam = contactFormMessages("ml");

  it("words every message in Malayalam, the same rules as the English", () => {
    const missing = validateContactForm(
      form({ ...valid, firstName: "", email: "anjali@", phone: "call me" }),
      malayalam,
    );
    expect(!missing.success && missing.fieldErrors).toEqual({
      firstName: "പേര് നിർബന്ധമാണ്",
      email: "ഇമെയിൽ വിലാസം ശരിയല്ല",
      phone: malayalam.phoneCharacters,
    });
    const tooLong = validateContactForm(form({ ...valid, message: "m".repeat(5001) }), malayalam);
    expect(!tooLong.success && tooLong.fieldErrors.message).toBe("സന്ദേശം പരമാവധി 5,000 അക്ഷരങ്ങൾ വരെ മാത്രം");
    expect(validateContactForm(form(valid), malayalam).success).toBe(true);
  });
});
