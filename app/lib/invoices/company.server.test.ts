import { describe, expect, it } from "vitest";
import { testInvoicingEnv } from "../../../tests/support/invoicing-env";
import { parseInvoicingConfig } from "./company.server";

describe("the company's tax particulars", () => {
  it("are not needed while invoicing is off", () => {
    expect(parseInvoicingConfig({})).toEqual({ enabled: false });
    expect(parseInvoicingConfig({ INVOICING: "0", COMPANY_GSTIN: "nonsense" })).toEqual({ enabled: false });
  });

  it("are read, normalised and given default series when invoicing is on", () => {
    const config = parseInvoicingConfig({ ...testInvoicingEnv, COMPANY_GSTIN: " 32abmfa4321k1zm " });
    expect(config).toEqual({
      enabled: true,
      supplier: {
        legalName: "Anantha IT Solutions LLP",
        address: testInvoicingEnv.COMPANY_ADDRESS,
        stateCode: "32",
        gstin: "32ABMFA4321K1ZM",
        pan: "ABMFA4321K",
      },
      upi: { payeeAddress: "ananthait@okaxis", payeeName: "Anantha IT Solutions LLP" },
      prefixes: { invoice: "AIT", creditNote: "AITC", receipt: "RCT" },
      paymentDays: 30,
    });
  });

  it("stop the start with every problem named when something is missing or wrong", () => {
    expect(() => parseInvoicingConfig({ INVOICING: "1" })).toThrow(
      /COMPANY_LEGAL_NAME: is required[\s\S]*COMPANY_GSTIN: is required[\s\S]*UPI_VPA: is required/,
    );
    const wrong = (changes: Record<string, string>) => () => parseInvoicingConfig({ ...testInvoicingEnv, ...changes });
    expect(wrong({ COMPANY_GSTIN: "32ABMFA4321K1ZA" })).toThrow(/COMPANY_GSTIN: fails its check character/);
    expect(wrong({ COMPANY_STATE_CODE: "29" })).toThrow(/COMPANY_STATE_CODE: differs from the GSTIN's state code/);
    expect(wrong({ COMPANY_PAN: "ABMFA4321L" })).toThrow(/COMPANY_PAN: differs from the PAN inside the GSTIN/);
    expect(wrong({ UPI_VPA: "not a vpa" })).toThrow(/UPI_VPA: is not a UPI ID/);
    expect(wrong({ INVOICE_PREFIX: "ANANTHA" })).toThrow(/INVOICE_PREFIX: may be at most 4 characters/);
    expect(wrong({ CREDIT_NOTE_PREFIX: "AIT" })).toThrow(/must differ/);
  });
});
