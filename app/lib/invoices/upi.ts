// The UPI payment link (NPCI's deep-link format) an invoice offers: on a phone it opens any UPI app
// with the payee, the exact amount and the invoice's number filled in; the same text as a QR code is
// what a desktop screen or a printed invoice shows. Pure and browser-safe.
import { paiseToDecimal } from "~/lib/money/paise";

export type UpiPayment = {
  /** The payee's virtual payment address (VPA), e.g. 'ananthait@okaxis'. */
  payeeAddress: string;
  payeeName: string;
  amountPaise: number;
  /** The transaction note: the invoice's number. */
  note: string;
};

/** A VPA: a handle, '@', and the bank's handle. */
export const UPI_ADDRESS = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** `upi://pay?pa=…&pn=…&am=1999.00&cu=INR&tn=AIT%2F26-27%2F00042`, each value URL-encoded. */
export function upiPayLink(payment: UpiPayment): string {
  const parameters = [
    ["pa", payment.payeeAddress],
    ["pn", payment.payeeName],
    ["am", paiseToDecimal(payment.amountPaise)],
    ["cu", "INR"],
    ["tn", payment.note.slice(0, 50)],
  ];
  return `upi://pay?${parameters.map(([key, value]) => `${key}=${encodeURIComponent(value ?? "")}`).join("&")}`;
}

/** A UPI transaction's reference (UTR/RRN) as the customer types it: 12 digits, spaces allowed. */
export function parseUpiReference(text: string): string | null {
  const digits = text.replace(/[\s-]+/g, "");
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** A bank reference staff record: a UPI RRN (12 digits), a NEFT UTR (16) or an RTGS UTR (22), letters and digits. */
export function parseBankReference(text: string): string | null {
  const value = text.replace(/[\s-]+/g, "").toUpperCase();
  return /^[0-9A-Z]{6,22}$/.test(value) ? value : null;
}
