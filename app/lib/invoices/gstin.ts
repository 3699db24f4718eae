// GSTIN: 15 characters — state code (2 digits), the holder's PAN (10), entity number (1), 'Z' by
// default (1), and a check character computed from the first 14 (../shared/docs/india-billing.md).
// Pure and browser-safe: the billing-details form and the configuration check both use it.
import { gstStateName } from "~/content/gst";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** Upper-case, without spaces: how a GSTIN or PAN is typed and how it is kept. */
export function normaliseTaxId(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The check character of a GSTIN's first 14 characters (values alternate factor 1, 2, 1, 2 …). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = ALPHABET.indexOf(first14[index] ?? "");
    if (value < 0) throw new RangeError(`not a GSTIN character: ${first14[index]}`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

export type GstinProblem = "format" | "state" | "check";

/** Why a (normalised) GSTIN is not one, or null when it is: its shape, its state code, its check character. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!SHAPE.test(gstin)) return "format";
  if (gstStateName(gstin.slice(0, 2)) === null) return "state";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return "check";
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/** The GST state code a GSTIN is registered in ('32' Kerala). */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export function gstinPan(gstin: string): string {
  return gstin.slice(2, 12);
}

export function isValidPan(pan: string): boolean {
  return PAN_SHAPE.test(pan);
}
