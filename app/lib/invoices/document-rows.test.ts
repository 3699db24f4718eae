import { describe, expect, it } from "vitest";
import type { InvoiceDocumentLine, InvoiceDocumentView } from "./document";
import { taxSummaryOf } from "./document";
import {
  headRows,
  lineCells,
  settlementRows,
  signedRupees,
  summaryCells,
  taxColumns,
  totalsRows,
} from "./document-rows";
import { documentFileName, invoicePdfPath, receiptPdfPath } from "./downloads";

const line = (fields: Partial<InvoiceDocumentLine> = {}): InvoiceDocumentLine => ({
  position: 0,
  description: "Annual network management",
  sacCode: "998316",
  unit: "nos",
  quantityMilli: 1000,
  ratePaise: 16_940_700,
  amountPaise: 16_940_700,
  discountPaise: 0,
  taxablePaise: 16_940_700,
  taxRateBasisPoints: 1800,
  cgstPaise: 1_524_663,
  sgstPaise: 1_524_663,
  igstPaise: 0,
  ...fields,
});

function view(lines: InvoiceDocumentLine[], fields: Partial<InvoiceDocumentView> = {}): InvoiceDocumentView {
  const sum = (key: "amountPaise" | "discountPaise" | "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
    lines.reduce((total, each) => total + each[key], 0);
  return {
    id: 1,
    kind: "invoice",
    number: "AIT/26-27/00042",
    issueDate: "2026-11-26",
    dueDate: "2026-12-26",
    status: "due",
    standing: "due",
    supplier: {
      legalName: "Anantha IT Solutions LLP",
      address: "Kazhakkoottam, Thiruvananthapuram",
      gstin: "32ABMFA4321K1ZM",
      pan: "ABMFA4321K",
      stateCode: "32",
      stateName: "Kerala",
    },
    recipient: {
      name: "Asha Nair",
      address: "Vazhuthacaud",
      gstin: null,
      stateCode: "32",
      stateName: "Kerala",
      email: "",
    },
    placeOfSupply: { code: "32", name: "Kerala" },
    intraState: true,
    reverseCharge: false,
    period: null,
    contractId: null,
    visitId: null,
    userId: 1,
    credits: null,
    reason: null,
    notes: null,
    lines,
    taxSummary: taxSummaryOf(lines),
    totals: {
      grossPaise: sum("amountPaise"),
      discountPaise: sum("discountPaise"),
      taxablePaise: sum("taxablePaise"),
      cgstPaise: sum("cgstPaise"),
      sgstPaise: sum("sgstPaise"),
      igstPaise: sum("igstPaise"),
      roundOffPaise: -26,
      totalPaise: 19_990_000,
      paidPaise: 0,
      creditedPaise: 0,
      outstandingPaise: 19_990_000,
    },
    totalInWords: "Rupees One Lakh Ninety-Nine Thousand Nine Hundred Only",
    upi: null,
    payments: [],
    creditNotes: [],
    ...fields,
  };
}

describe("an invoice's printed rows", () => {
  it("prints a negative round-off with a minus sign, and others as they are", () => {
    expect(signedRupees(-26)).toBe("−₹0.26");
    expect(signedRupees(-1)).toBe("−₹0.01");
    expect(signedRupees(50)).toBe("₹0.50");
    expect(signedRupees(0)).toBe("₹0.00");
  });

  it("charges CGST and SGST at half the rate each within the state, IGST at the whole rate otherwise", () => {
    expect(taxColumns(true).map((column) => [column.name, column.rateOf(1800)])).toEqual([
      ["CGST", 900],
      ["SGST", 900],
    ]);
    expect(taxColumns(false).map((column) => [column.name, column.rateOf(1800)])).toEqual([["IGST", 1800]]);
  });

  it("prints a line's cells: numbered from 1, quantity with its unit, figures grouped the Indian way", () => {
    expect(lineCells(line({ quantityMilli: 1500, unit: "hours" }), true)).toEqual({
      position: "1",
      description: "Annual network management",
      sacCode: "998316",
      quantity: "1.5 hours",
      rate: "₹1,69,407.00",
      amount: "₹1,69,407.00",
      discount: "₹0.00",
      taxable: "₹1,69,407.00",
      taxes: [
        { name: "CGST", rate: "9 %", amount: "₹15,246.63" },
        { name: "SGST", rate: "9 %", amount: "₹15,246.63" },
      ],
    });
    const interstate = line({ cgstPaise: 0, sgstPaise: 0, igstPaise: 3_049_326 });
    expect(lineCells(interstate, false).taxes).toEqual([{ name: "IGST", rate: "18 %", amount: "₹30,493.26" }]);
  });

  it("prints a tax summary row with its code and rate, each tax and the tax in all", () => {
    const [row] = taxSummaryOf([line(), line({ position: 1 })]);
    expect(summaryCells(row!, true)).toEqual({
      code: "998316 (18 %)",
      taxable: "₹3,38,814.00",
      taxes: [
        { name: "CGST", rate: "9 %", amount: "₹30,493.26" },
        { name: "SGST", rate: "9 %", amount: "₹30,493.26" },
      ],
      totalTax: "₹60,986.52",
    });
  });

  it("totals each tax per rate, shows the discount only when there is one, and ends with the total", () => {
    const plain = totalsRows(view([line()]));
    expect(plain.rows).toEqual([
      { label: "Taxable value", value: "₹1,69,407.00" },
      { label: "CGST 9 %", value: "₹15,246.63" },
      { label: "SGST 9 %", value: "₹15,246.63" },
      { label: "Round-off", value: "−₹0.26" },
    ]);
    expect(plain.total).toEqual({ label: "Total", value: "₹1,99,900.00" });

    const parts = line({
      position: 1,
      sacCode: "8473",
      ratePaise: 100_000,
      amountPaise: 100_000,
      discountPaise: 10_000,
      taxablePaise: 90_000,
      taxRateBasisPoints: 1200,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10_800,
    });
    const mixed = totalsRows(
      view([line({ cgstPaise: 0, sgstPaise: 0, igstPaise: 3_049_326 }), parts], { intraState: false }),
    );
    expect(mixed.rows.map((row) => row.label)).toEqual([
      "Value before discount",
      "Discount",
      "Taxable value",
      "IGST 12 %",
      "IGST 18 %",
      "Round-off",
    ]);
    expect(mixed.rows[3]).toEqual({ label: "IGST 12 %", value: "₹108.00" });
    expect(totalsRows(view([line()], { kind: "credit_note" })).total.label).toBe("Total credited");
  });

  it("says what was paid, credited and is outstanding only once something was", () => {
    expect(settlementRows(view([line()]))).toEqual([]);
    const partPaid = view([line()]);
    partPaid.totals = { ...partPaid.totals, paidPaise: 5_000_000, outstandingPaise: 14_990_000 };
    expect(settlementRows(partPaid)).toEqual([
      { label: "Paid", value: "₹50,000.00" },
      { label: "Outstanding", value: "₹1,49,900.00" },
    ]);
  });

  it("heads an invoice with its number, dates, place of supply and reverse charge; a credit note with what it credits", () => {
    expect(headRows(view([line()]))).toEqual([
      { label: "Invoice number", value: "AIT/26-27/00042" },
      { label: "Invoice date", value: "26 November 2026" },
      { label: "Due date", value: "26 December 2026" },
      { label: "Place of supply", value: "Kerala (state code 32)" },
      { label: "Tax payable on reverse charge", value: "No" },
    ]);
    const note = view([line()], {
      kind: "credit_note",
      number: "AITC/26-27/00001",
      credits: { id: 1, number: "AIT/26-27/00042", issueDate: "2026-11-26" },
      reason: "Billed twice",
      period: { from: "2026-11-01", to: "2026-11-30" },
    });
    expect(headRows(note).map((row) => `${row.label}: ${row.value}`)).toEqual([
      "Credit note number: AITC/26-27/00001",
      "Credit note date: 26 November 2026",
      "Billing period: 1 November 2026 to 30 November 2026",
      "Against tax invoice: AIT/26-27/00042 dated 26 November 2026",
      "Reason: Billed twice",
      "Place of supply: Kerala (state code 32)",
      "Tax payable on reverse charge: No",
    ]);
  });
});

describe("the documents' downloads", () => {
  it("names a file after the document's number, without slashes", () => {
    expect(documentFileName("AIT/26-27/00042")).toBe("AIT-26-27-00042.pdf");
    expect(documentFileName("RCT/26-27/00007")).toBe("RCT-26-27-00007.pdf");
  });

  it("addresses the PDFs under the customer's and the staff's invoice pages", () => {
    expect(invoicePdfPath("/account/invoices", 42)).toBe("/account/invoices/42/pdf");
    expect(receiptPdfPath("/staff/invoices", 42, 7)).toBe("/staff/invoices/42/receipts/7");
  });
});
