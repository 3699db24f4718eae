// GST on an invoice's lines, written down once (../shared/docs/india-billing.md):
// - a line's amount is rate × quantity (quantity in thousandths), rounded to the paisa, half up;
//   less its discount it is the line's taxable value;
// - each tax of a line is its taxable value × the tax's rate, rounded to the paisa, half up: IGST at
//   the full rate when the place of supply is another state than the supplier's; otherwise CGST and
//   SGST at half the rate each (9 % + 9 % for 18 %);
// - the document's figures are sums of the lines' rounded figures, so the printed columns add up;
// - the total is the taxable value plus the taxes, rounded to the rupee (half up), and the
//   difference is printed as the round-off.
// Pure and browser-safe.
import { gstRates } from "~/content/gst";
import { divideRoundingHalfUp } from "~/lib/money/paise";

export type InvoiceLineDraft = {
  description: string;
  /** SAC of a service or HSN of goods. */
  sacCode: string;
  unit: string;
  /** Thousandths: 1 = 1000, 1.5 = 1500. */
  quantityMilli: number;
  ratePaise: number;
  discountPaise: number;
  /** 1800 = 18 %. */
  taxRateBasisPoints: number;
};

export type ComputedInvoiceLine = InvoiceLineDraft & {
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type InvoiceTotals = {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** total − (taxable + taxes): between −49 and +50 paise. */
  roundOffPaise: number;
  totalPaise: number;
};

export class InvoiceLineError extends RangeError {
  override name = "InvoiceLineError";
}

/** Whether a supply is within the supplier's state (CGST + SGST) or between states (IGST). */
export function isIntraState(supplierStateCode: string, placeOfSupply: string): boolean {
  return supplierStateCode === placeOfSupply;
}

/** The GST rate (basis points) of a SAC/HSN code on a day, from the rate table's newest applicable row. */
export function gstRateFor(code: string, day: string, table = gstRates): number {
  const applicable = (rows: typeof table) =>
    rows.filter((row) => row.from <= day).sort((a, b) => (a.from < b.from ? 1 : -1))[0];
  const own = applicable(table.filter((row) => row.code === code));
  const fallback = applicable(table.filter((row) => row.code === "*"));
  const row = own ?? fallback;
  if (!row) throw new InvoiceLineError(`no GST rate for ${code} on ${day}`);
  return row.basisPoints;
}

function computeLine(line: InvoiceLineDraft, intraState: boolean): ComputedInvoiceLine {
  const { quantityMilli, ratePaise, discountPaise, taxRateBasisPoints } = line;
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli <= 0)
    throw new InvoiceLineError("quantity must be positive");
  if (!Number.isSafeInteger(ratePaise) || ratePaise < 0) throw new InvoiceLineError("rate must be an amount");
  if (!Number.isSafeInteger(taxRateBasisPoints) || taxRateBasisPoints < 0 || taxRateBasisPoints > 10_000) {
    throw new InvoiceLineError("tax rate out of range");
  }
  const amountPaise = divideRoundingHalfUp(ratePaise * quantityMilli, 1000);
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0 || discountPaise > amountPaise) {
    throw new InvoiceLineError("discount must be between nothing and the line's amount");
  }
  const taxablePaise = amountPaise - discountPaise;
  if (intraState) {
    // Half the rate each: taxable × rate / 2, over 10,000 basis points.
    const half = divideRoundingHalfUp(taxablePaise * taxRateBasisPoints, 20_000);
    return { ...line, amountPaise, taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igstPaise = divideRoundingHalfUp(taxablePaise * taxRateBasisPoints, 10_000);
  return { ...line, amountPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
}

const sum = (lines: readonly ComputedInvoiceLine[], key: keyof ComputedInvoiceLine & `${string}Paise`) =>
  lines.reduce((total, line) => total + line[key], 0);

/** The lines with their taxes and the document's totals. */
export function computeInvoice(
  lines: readonly InvoiceLineDraft[],
  supply: { supplierStateCode: string; placeOfSupply: string },
): { lines: ComputedInvoiceLine[]; totals: InvoiceTotals } {
  if (lines.length === 0) throw new InvoiceLineError("an invoice needs at least one line");
  const intraState = isIntraState(supply.supplierStateCode, supply.placeOfSupply);
  const computed = lines.map((line) => computeLine(line, intraState));
  const taxablePaise = sum(computed, "taxablePaise");
  const cgstPaise = sum(computed, "cgstPaise");
  const sgstPaise = sum(computed, "sgstPaise");
  const igstPaise = sum(computed, "igstPaise");
  const exact = taxablePaise + cgstPaise + sgstPaise + igstPaise;
  const totalPaise = divideRoundingHalfUp(exact, 100) * 100;
  return {
    lines: computed,
    totals: {
      grossPaise: sum(computed, "amountPaise"),
      discountPaise: sum(computed, "discountPaise"),
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      roundOffPaise: totalPaise - exact,
      totalPaise,
    },
  };
}

/** '18 %', '9 %', '2.5 %': a rate in basis points as an invoice prints it. */
export function formatTaxRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest === 0 ? `${whole} %` : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")} %`;
}

/** '1', '1.5', '0.25': a quantity in thousandths as printed. */
export function formatQuantity(quantityMilli: number): string {
  const whole = Math.floor(quantityMilli / 1000);
  const rest = quantityMilli % 1000;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(3, "0").replace(/0+$/, "")}`;
}

/** A typed quantity ('1', '1.5', '2.25') in thousandths, or null. */
export function parseQuantity(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 ? milli : null;
}
