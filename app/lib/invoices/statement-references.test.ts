import { describe, expect, it } from "vitest";
import { extractReference, invoiceNumbersIn } from "./statement-references";

describe("extractReference", () => {
  it("takes the reference column when it holds one, a zero-padded UPI RRN as its 12 digits", () => {
    expect(extractReference("4123 4567 8901", "anything")).toBe("412345678901");
    expect(extractReference("0000412345678901", "")).toBe("412345678901");
    expect(extractReference("SBIN326001234567", "")).toBe("SBIN326001234567");
  });

  it("reads a UPI RRN or a NEFT/RTGS UTR from the narration when the column has none", () => {
    expect(extractReference("", "UPI/412345678901/Payment from Asha/asha@okaxis")).toBe("412345678901");
    expect(extractReference("0", "NEFT-HDFCN52026112612345678-BENGALURU TRADERS")).toBe("HDFCN52026112612345678");
    expect(extractReference("-", "NEFT/SBIN326001234567/ACME")).toBe("SBIN326001234567");
  });

  it("finds nothing in a narration without a reference (a phone number is not one)", () => {
    expect(extractReference("", "CASH DEPOSIT BY SELF 9847012345")).toBeNull();
    expect(extractReference("", "")).toBeNull();
  });
});

describe("invoiceNumbersIn", () => {
  it("finds the series' numbers however the bank wrote the slashes, not another series'", () => {
    expect(invoiceNumbersIn("UPI/412345678901/AIT/26-27/00042/asha@okaxis", "AIT")).toEqual(["AIT/26-27/00042"]);
    expect(invoiceNumbersIn("NEFT paid AIT 26-27 42 and ait2627/00043", "AIT")).toEqual([
      "AIT/26-27/00042",
      "AIT/26-27/00043",
    ]);
    expect(invoiceNumbersIn("refund AITC/26-27/00001", "AIT")).toEqual([]);
    expect(invoiceNumbersIn("BAIT/26-27/00001", "AIT")).toEqual([]);
  });
});
