import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "./honeypot.server";

describe("honeypot", () => {
  it("is filled only when the hidden field has a value", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "  ");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("website", "https://spam.test");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});
