// Money as integer paise (₹1 = 100 paise), never floating point: contracts, the dashboard's revenue
// and, later, invoices all compute with these functions.
//
// Rounding, written down once: every computed amount (a discount, a proration, a tax) is rounded
// to the nearest paisa, a half paisa upwards ("round half up"; amounts are never negative here).
// Each amount is rounded once, where it is computed, and sums are of rounded amounts — so a total
// always equals the sum of the lines printed above it.
import { formatCount } from "~/content/numbers";

function assertPaise(paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
}

/** numerator / denominator, rounded half up to a whole number (both non-negative integers, denominator > 0). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator}`);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** An amount less a whole-number percentage discount: ₹399 less 10 % = ₹359.10. */
export function lessPercent(paise: number, percent: number): number {
  assertPaise(paise);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`not a percentage: ${percent}`);
  return divideRoundingHalfUp(paise * (100 - percent), 100);
}

/** What one billing period costs: the monthly price times the period's months, less its discount. */
export function periodPricePaise(monthlyPaise: number, months: number, discountPercent: number): number {
  assertPaise(monthlyPaise);
  return lessPercent(monthlyPaise * months, discountPercent);
}

/** The part of an amount for `part` of `whole` units (days of a billing period): ₹399 for 10 of 30 days = ₹133. */
export function prorate(paise: number, part: number, whole: number): number {
  assertPaise(paise);
  if (part < 0 || part > whole) throw new RangeError(`cannot prorate ${part} of ${whole}`);
  return divideRoundingHalfUp(paise * part, whole);
}

/** '₹1,999' for whole rupees, '₹359.10' otherwise; digits grouped the Indian way ('₹1,99,900'). */
export function formatRupees(paise: number): string {
  assertPaise(paise);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? `₹${formatCount(rupees)}` : `₹${formatCount(rupees)}.${String(rest).padStart(2, "0")}`;
}

/** '₹1,99,900.00': always with paise, as an invoice or a CSV prints amounts. */
export function formatRupeesExact(paise: number): string {
  assertPaise(paise);
  return `₹${formatCount(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, "0")}`;
}

/** '1999.00': a plain decimal for CSV exports and UPI links (no symbol, no grouping). */
export function paiseToDecimal(paise: number): string {
  assertPaise(paise);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

const RUPEES = /^(?:₹\s*)?(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/;

/** A typed amount of rupees ('4999', '₹4,999', '1,99,900.50') in paise, or null when it is not one. */
export function parseRupees(text: string): number | null {
  const match = RUPEES.exec(text.trim());
  if (!match) return null;
  const rupees = Number((match[1] ?? "").replaceAll(",", ""));
  const paise = Number((match[2] ?? "").padEnd(2, "0"));
  const total = rupees * 100 + paise;
  return Number.isSafeInteger(total) ? total : null;
}
