import { describe, expect, it } from "vitest";
import { computeInvoice, formatQuantity, formatTaxRate, gstRateFor, type InvoiceLineDraft, parseQuantity } from "./gst";

const kerala = { supplierStateCode: "32", placeOfSupply: "32" };
const karnataka = { supplierStateCode: "32", placeOfSupply: "29" };
const line = (ratePaise: number, extra: Partial<InvoiceLineDraft> = {}): InvoiceLineDraft => ({
  description: "AMC",
  sacCode: "998316",
  unit: "nos",
  quantityMilli: 1000,
  ratePaise,
  discountPaise: 0,
  taxRateBasisPoints: 1800,
  ...extra,
});

describe("GST on an invoice", () => {
  it("charges CGST 9 % + SGST 9 % within Kerala", () => {
    const { lines, totals } = computeInvoice([line(39_900)], kerala);
    expect(lines[0]).toMatchObject({ taxablePaise: 39_900, cgstPaise: 3591, sgstPaise: 3591, igstPaise: 0 });
    // ₹399 + ₹35.91 + ₹35.91 = ₹470.82 → ₹471, round-off +₹0.18.
    expect(totals).toEqual({
      grossPaise: 39_900,
      discountPaise: 0,
      taxablePaise: 39_900,
      cgstPaise: 3591,
      sgstPaise: 3591,
      igstPaise: 0,
      roundOffPaise: 18,
      totalPaise: 47_100,
    });
  });

  it("charges IGST 18 % to another state", () => {
    const { lines, totals } = computeInvoice([line(39_900)], karnataka);
    expect(lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 7182 });
    // ₹399 + ₹71.82 = ₹470.82 → ₹471.
    expect(totals).toMatchObject({ igstPaise: 7182, roundOffPaise: 18, totalPaise: 47_100 });
  });

  it("rounds each tax to the paisa half up, once per line, and the total to the rupee with a negative round-off", () => {
    // ₹1,694.07 × 9 % = ₹152.4663 → ₹152.47 each; ₹1,999.01 → ₹1,999, round-off −₹0.01.
    const { totals } = computeInvoice([line(169_407)], kerala);
    expect(totals).toMatchObject({ cgstPaise: 15_247, sgstPaise: 15_247, roundOffPaise: -1, totalPaise: 199_900 });
    // A half paisa goes up: ₹0.25 × 18 % = 4.5 paise → 5 (IGST); 9 % = 2.25 → 2 each (CGST/SGST).
    expect(computeInvoice([line(25)], karnataka).lines[0]?.igstPaise).toBe(5);
    expect(computeInvoice([line(25)], kerala).lines[0]).toMatchObject({ cgstPaise: 2, sgstPaise: 2 });
    // Exactly half a rupee rounds up: ₹0.50 total.
    expect(computeInvoice([line(50, { taxRateBasisPoints: 0 })], kerala).totals).toMatchObject({
      roundOffPaise: 50,
      totalPaise: 100,
    });
  });

  it("sums rounded lines, takes quantities in thousandths and discounts before tax", () => {
    const { lines, totals } = computeInvoice(
      [
        line(80_000, { quantityMilli: 1500, description: "Labour, 1.5 hours" }),
        line(250_000, { sacCode: "8473", discountPaise: 25_000, description: "SSD" }),
      ],
      kerala,
    );
    expect(lines.map((each) => each.amountPaise)).toEqual([120_000, 250_000]);
    expect(lines.map((each) => each.taxablePaise)).toEqual([120_000, 225_000]);
    expect(totals).toMatchObject({
      grossPaise: 370_000,
      discountPaise: 25_000,
      taxablePaise: 345_000,
      cgstPaise: 10_800 + 20_250,
      sgstPaise: 10_800 + 20_250,
      totalPaise: 407_100,
      roundOffPaise: 0,
    });
  });

  it("refuses a line without quantity, a discount above its amount and an empty invoice", () => {
    expect(() => computeInvoice([line(100, { quantityMilli: 0 })], kerala)).toThrow(/quantity/);
    expect(() => computeInvoice([line(100, { discountPaise: 101 })], kerala)).toThrow(/discount/);
    expect(() => computeInvoice([], kerala)).toThrow(/at least one line/);
  });

  it("reads the rate of a code on a day from the dated table", () => {
    const table = [
      { code: "*", from: "2017-07-01", basisPoints: 1800 },
      { code: "8473", from: "2017-07-01", basisPoints: 2800 },
      { code: "8473", from: "2025-09-22", basisPoints: 1800 },
    ];
    expect(gstRateFor("998713", "2026-11-26", table)).toBe(1800);
    expect(gstRateFor("8473", "2025-09-21", table)).toBe(2800);
    expect(gstRateFor("8473", "2025-09-22", table)).toBe(1800);
    expect(() => gstRateFor("998713", "2017-06-30", table)).toThrow(/no GST rate/);
    expect(gstRateFor("998316", "2026-11-26")).toBe(1800);
  });

  it("prints rates and quantities, and parses typed quantities", () => {
    expect(formatTaxRate(1800)).toBe("18 %");
    expect(formatTaxRate(900)).toBe("9 %");
    expect(formatTaxRate(250)).toBe("2.5 %");
    expect(formatQuantity(1000)).toBe("1");
    expect(formatQuantity(1500)).toBe("1.5");
    expect(formatQuantity(250)).toBe("0.25");
    expect(parseQuantity("2")).toBe(2000);
    expect(parseQuantity("1.25")).toBe(1250);
    expect(parseQuantity("0")).toBeNull();
    expect(parseQuantity("-1")).toBeNull();
    expect(parseQuantity("1.2345")).toBeNull();
    expect(parseQuantity("two")).toBeNull();
  });
});
