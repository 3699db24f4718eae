import { describe, expect, it } from "vitest";
import { tokenOrNull, validateForgotForm, validateLoginForm, validateResetForm, validateSignupForm } from "./schema";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const goodSignup = {
  fullName: "Anjali Nair",
  email: "Anjali@Example.com ",
  password: "Kerala2026",
  confirmPassword: "Kerala2026",
  terms: "on",
};

describe("login form", () => {
  it("gives the spec's messages", () => {
    const empty = validateLoginForm(form({}));
    expect(empty.success).toBe(false);
    if (!empty.success)
      expect(empty.fieldErrors).toEqual({ email: "Email is required", password: "Password is required" });

    const bad = validateLoginForm(form({ email: "not-an-email", password: "12345" }));
    if (bad.success) throw new Error("expected failure");
    expect(bad.fieldErrors).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 6 characters",
    });
    expect(bad.values).toEqual({ email: "not-an-email", remember: false });
    expect(JSON.stringify(bad)).not.toContain("12345");
  });

  it("normalises the email, keeps the password as typed and reads remember me", () => {
    const result = validateLoginForm(form({ email: " Ravi@Example.COM", password: "  spaced  ", remember: "on" }));
    expect(result).toEqual({
      success: true,
      data: { email: "ravi@example.com", password: "  spaced  ", remember: "on" },
    });
  });

  it("refuses over-long input with a message", () => {
    const result = validateLoginForm(form({ email: `${"a".repeat(250)}@example.com`, password: "x".repeat(300) }));
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors.email).toBe("Email must be at most 254 characters");
    expect(result.fieldErrors.password).toBe("Password must be at most 256 characters");
  });
});

describe("signup form", () => {
  it("accepts a complete form", () => {
    const result = validateSignupForm(form(goodSignup));
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.email).toBe("anjali@example.com");
  });

  it("gives the spec's required messages", () => {
    const result = validateSignupForm(form({}));
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      terms: "You must accept the terms and conditions",
    });
  });

  it("checks lengths and the match", () => {
    const result = validateSignupForm(
      form({ ...goodSignup, fullName: "A", password: "Short1", confirmPassword: "Other1" }),
    );
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors).toEqual({
      fullName: "Name must be at least 2 characters",
      password: "Password must be at least 8 characters",
      confirmPassword: "Passwords do not match",
    });
    expect(result.values).toEqual({ fullName: "A", email: "Anjali@Example.com ", terms: true });
  });

  it("does not enforce the advisory checklist items", () => {
    expect(
      validateSignupForm(form({ ...goodSignup, password: "alllowercase", confirmPassword: "alllowercase" })).success,
    ).toBe(true);
  });

  it("rejects mismatched passwords even when everything else is right", () => {
    const result = validateSignupForm(form({ ...goodSignup, confirmPassword: "Kerala2027" }));
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors).toEqual({ confirmPassword: "Passwords do not match" });
  });

  it("caps the name", () => {
    const result = validateSignupForm(form({ ...goodSignup, fullName: "N".repeat(101) }));
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors.fullName).toBe("Full name must be at most 100 characters");
  });
});

describe("forgot and reset forms", () => {
  const token = "A".repeat(43);

  it("validates the email", () => {
    expect(validateForgotForm(form({ email: "x" })).success).toBe(false);
    expect(validateForgotForm(form({ email: "x@example.com" })).success).toBe(true);
  });

  it("validates the new password and the token shape", () => {
    expect(validateResetForm(form({ token, password: "Kerala2026", confirmPassword: "Kerala2026" })).success).toBe(
      true,
    );
    const result = validateResetForm(form({ token: "short", password: "Kerala2026", confirmPassword: "Kerala2025" }));
    if (result.success) throw new Error("expected failure");
    expect(result.fieldErrors).toEqual({
      token: "This link is not valid. Please request a new one.",
      confirmPassword: "Passwords do not match",
    });
  });

  it("recognises token-shaped strings only", () => {
    expect(tokenOrNull(token)).toBe(token);
    expect(tokenOrNull(`${token}=`)).toBeNull();
    expect(tokenOrNull(undefined)).toBeNull();
  });
});
