import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { emailAddress, requiredLine } from "./fields";
import { formFieldNames, validateForm } from "./validate";

const Schema = z.object({
  name: requiredLine("Name", 20),
  email: emailAddress(),
  password: z.string(),
  confirm: z.string(),
});

function form(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("validateForm", () => {
  it("answers the parsed data, cleaned by the schema", () => {
    const result = validateForm(Schema, form({ name: "  Anjali  ", email: " A@B.IN ", password: "x", confirm: "x" }));
    expect(result).toEqual({
      success: true,
      data: { name: "Anjali", email: "a@b.in", password: "x", confirm: "x" },
    });
  });

  it("gives the first message per field and keeps what was typed; absent fields and files count as empty", () => {
    const result = validateForm(Schema, form({ email: "nope", password: new Blob(["x"]) }));
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({ name: "Name is required", email: "Invalid email address" });
    expect(result.values).toEqual({ name: "", email: "nope", password: "", confirm: "" });
  });

  it("adds cross-field messages only where the schema found nothing", () => {
    const crossCheck = (values: Record<"name" | "email" | "password" | "confirm", string>) =>
      values.password === values.confirm ? {} : { confirm: "Passwords do not match", name: "ignored" };
    const differ = validateForm(Schema, form({ name: "", email: "a@b.in", password: "a", confirm: "b" }), {
      crossCheck,
    });
    expect(differ.success ? null : differ.fieldErrors).toEqual({
      name: "Name is required",
      confirm: "Passwords do not match",
    });
    const fine = validateForm(Schema, form({ name: "A", email: "a@b.in", password: "a", confirm: "b" }), {
      crossCheck,
    });
    expect(fine.success).toBe(false);
  });

  it("reads the field names from the schema", () => {
    expect(formFieldNames(Schema)).toEqual(["name", "email", "password", "confirm"]);
  });
});
