// What a bank statement line says about the payment it shows: its bank reference — the statement's
// reference column, else the UPI RRN (12 digits) or NEFT/RTGS UTR (16 or 22 characters) banks write
// into the narration ('UPI/412345678901/…', 'NEFT-HDFCN52026112612345678-…') — and any of our
// invoice numbers a customer typed as the payment's note. Pure and browser-safe.
import { parseBankReference } from "./upi";

/** A UPI RRN / IMPS reference: exactly 12 digits. */
const RRN = /^\d{12}$/;
/** A NEFT (16) or RTGS/NEFT (22) UTR: the bank's four letters, a letter or digit, then digits. */
const UTR = /^[A-Z]{4}[A-Z0-9]\d{11}(?:\d{6})?$/;

/** A reference cell's value: some banks pad a UPI RRN with zeros to 16 digits ('0000412345678901'). */
function referenceCell(text: string): string | null {
  const value = parseBankReference(text);
  if (value === null || /^0+$/.test(value)) return null;
  return /^0{1,10}(\d{12})$/.exec(value)?.[1] ?? value;
}

/** The bank reference of a line, or null when neither its reference column nor its narration has one. */
export function extractReference(referenceColumn: string, narration: string): string | null {
  const fromColumn = referenceCell(referenceColumn);
  if (fromColumn !== null) return fromColumn;
  for (const token of narration.toUpperCase().split(/[^A-Z0-9]+/)) {
    if (RRN.test(token) || UTR.test(token)) return token;
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The invoice numbers of a series in a narration, written back the way they are issued
 * ('AIT/26-27/00042'): banks and UPI apps drop or replace the slashes ('AIT 26-27 00042', 'AIT2627/42').
 */
export function invoiceNumbersIn(narration: string, prefix: string): string[] {
  const pattern = new RegExp(
    `(?<![A-Za-z0-9])${escapeRegExp(prefix)}[^A-Za-z0-9]{0,2}(\\d{2})[^A-Za-z0-9]?(\\d{2})[^A-Za-z0-9]{0,2}(\\d{1,5})(?!\\d)`,
    "gi",
  );
  const numbers = [...narration.matchAll(pattern)].map(
    ([, from, to, sequence]) => `${prefix}/${from}-${to}/${(sequence ?? "").padStart(5, "0")}`,
  );
  return [...new Set(numbers)];
}
