// The company's tax particulars the tests run with: a made-up but well-formed GSTIN (its check
// character is right) and PAN, Kerala as the supplier's state. Both test runners pass these to the
// code under test (vitest.config.ts, playwright.config.ts), so invoicing is on in every test.
export const testInvoicingEnv = {
  INVOICING: "1",
  COMPANY_LEGAL_NAME: "Anantha IT Solutions LLP",
  COMPANY_ADDRESS:
    "2nd Floor, Pallavi Towers, Kazhakkoottam, Near Technopark Phase I, Thiruvananthapuram, Kerala 695582",
  COMPANY_STATE_CODE: "32",
  COMPANY_GSTIN: "32ABMFA4321K1ZM",
  COMPANY_PAN: "ABMFA4321K",
  UPI_VPA: "ananthait@okaxis",
  UPI_PAYEE_NAME: "Anantha IT Solutions LLP",
  INVOICE_PREFIX: "AIT",
} as const;
