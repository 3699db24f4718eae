import { describe, expect, it } from "vitest";
import { parseBankReference, parseUpiReference, upiPayLink } from "./upi";

describe("the UPI payment link", () => {
  it("carries payee, name, the exact amount, INR and the invoice number, each URL-encoded", () => {
    expect(
      upiPayLink({
        payeeAddress: "ananthait@okaxis",
        payeeName: "Anantha IT Solutions LLP",
        amountPaise: 199_900,
        note: "AIT/26-27/00042",
      }),
    ).toBe(
      "upi://pay?pa=ananthait%40okaxis&pn=Anantha%20IT%20Solutions%20LLP&am=1999.00&cu=INR&tn=AIT%2F26-27%2F00042",
    );
    expect(upiPayLink({ payeeAddress: "a@b", payeeName: "A & B", amountPaise: 5, note: "x" })).toContain(
      "pn=A%20%26%20B&am=0.05",
    );
  });

  it("reads a 12-digit UPI reference, and bank references", () => {
    expect(parseUpiReference("4123 4567 8901")).toBe("412345678901");
    expect(parseUpiReference("41234567890")).toBeNull();
    expect(parseUpiReference("41234567890a")).toBeNull();
    expect(parseBankReference("hdfcn52026112612345678")).toBe("HDFCN52026112612345678");
    expect(parseBankReference("UTR!")).toBeNull();
  });
});
