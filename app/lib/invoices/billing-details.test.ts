import { describe, expect, it } from "vitest";
import { billingDetailsCopy } from "~/content/account-billing";
import { billingDetailsOf, billingStateChoices, gstinFieldError } from "./billing-details";

const errors = billingDetailsCopy.errors;

describe("the billing details' GSTIN, in the customer's words", () => {
  it("accepts an empty GSTIN, and a valid one typed in any case with spaces, in its own state", () => {
    expect(gstinFieldError("", "32")).toBeNull();
    expect(gstinFieldError("  ", "29")).toBeNull();
    expect(gstinFieldError("32aagcb7383j1zh", "32")).toBeNull();
    expect(gstinFieldError("29 AAGCB 7383J 1Z4", "29")).toBeNull();
  });

  it("says whether the shape, the state code, the check character or the chosen state is wrong", () => {
    expect(gstinFieldError("32ABC", "32")).toBe(errors.gstinFormat);
    expect(gstinFieldError("99AAGCB7383J1Z5", "32")).toBe(errors.gstinState("99"));
    expect(gstinFieldError("32AAGCB7383J1ZA", "32")).toBe(errors.gstinCheck);
    expect(gstinFieldError("29AAGCB7383J1Z4", "32")).toBe(errors.gstinOtherState("Karnataka", "Kerala"));
  });
});

describe("the billing details as kept", () => {
  it("normalises the GSTIN and keeps an empty one as none", () => {
    const base = { legalName: "Asha Nair", address: "Pattom", stateCode: "32" };
    expect(billingDetailsOf({ ...base, gstin: " 32aagcb7383j1zh" }).gstin).toBe("32AAGCB7383J1ZH");
    expect(billingDetailsOf({ ...base, gstin: "" }).gstin).toBeNull();
  });

  it("offers every state once, Kerala first", () => {
    expect(billingStateChoices[0]).toEqual({ value: "32", label: "Kerala" });
    expect(new Set(billingStateChoices.map((choice) => choice.value)).size).toBe(billingStateChoices.length);
  });
});
