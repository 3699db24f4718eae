// The words of a tax invoice, a credit note and a payment receipt: the page (customer's and staff's),
// the PDF and the UPI panel print the same labels, so what the law requires an invoice to state is
// worded once. Figures are formatted by the caller (app/lib/invoices/document-rows.ts).
import type { PaymentMethod } from "~/db/invoices-schema";

export const invoiceDocumentWords = {
  title: { invoice: "Tax Invoice", credit_note: "Credit Note" },
  number: { invoice: "Invoice number", credit_note: "Credit note number" },
  date: { invoice: "Invoice date", credit_note: "Credit note date" },
  dueDate: "Due date",
  period: "Billing period",
  periodValue: (from: string, to: string) => `${from} to ${to}`,
  placeOfSupply: "Place of supply",
  reverseCharge: "Tax payable on reverse charge",
  reverseChargeValue: "No",
  /** A state as the law asks for it: its name and its GST state code. */
  stateValue: (name: string, code: string) => `${name} (state code ${code})`,
  supplier: "Supplier",
  recipient: "Recipient",
  gstin: "GSTIN",
  pan: "PAN",
  state: "State",
  unregistered: "Unregistered",
  credits: "Against tax invoice",
  creditsValue: (number: string, date: string) => `${number} dated ${date}`,
  reason: "Reason",
  linesCaption: { invoice: "Lines of the invoice", credit_note: "Lines of the credit note" },
  linesScroller: (number: string) => `Lines of ${number} (scrolls sideways)`,
  columns: {
    position: "#",
    description: "Description",
    sacCode: "SAC/HSN",
    quantity: "Quantity",
    rate: "Rate",
    amount: "Amount",
    discount: "Discount",
    taxable: "Taxable value",
    taxRate: (tax: TaxName) => `${tax} rate`,
    taxAmount: (tax: TaxName) => `${tax} amount`,
    totalTax: "Total tax",
  },
  quantityValue: (quantity: string, unit: string) => `${quantity} ${unit}`,
  totalsHeading: "Totals",
  totals: {
    gross: "Value before discount",
    discount: "Discount",
    taxable: "Taxable value",
    tax: (tax: TaxName, rate: string) => `${tax} ${rate}`,
    roundOff: "Round-off",
    total: { invoice: "Total", credit_note: "Total credited" },
  },
  inWords: "Amount in words",
  taxSummaryHeading: "Tax summary",
  taxSummaryCaption: "Taxable value and tax per SAC/HSN code and rate",
  taxSummaryScroller: "Tax summary (scrolls sideways)",
  settlementHeading: "Payments and credits",
  settlement: { paid: "Paid", credited: "Credited", outstanding: "Outstanding" },
  paymentsHeading: "Payments received",
  paymentsCaption: "Payments received against this invoice",
  paymentColumns: {
    receipt: "Receipt",
    date: "Date",
    method: "Method",
    reference: "Reference (UTR)",
    amount: "Amount",
  },
  receiptLink: (receiptNumber: string) => `${receiptNumber} (PDF)`,
  noReference: "—",
  creditNotesHeading: "Credit notes",
  creditNoteLine: (number: string, date: string, amount: string) => `${number} dated ${date}: ${amount}`,
  notes: "Notes",
  signature: (legalName: string) => `For ${legalName} — Authorised signatory`,
  computerGenerated: "This is a computer-generated document.",
  footer: (number: string, page: number, pages: number) => `${number} · page ${page} of ${pages}`,
};

export type TaxName = "CGST" | "SGST" | "IGST";

/**
 * How an invoice stands (invoice-state.ts' invoiceStanding), in words: the customer's pages, the
 * contract pages and the console alike; also the console's status filter, in this order.
 */
export const invoiceStandingLabels = {
  due: "Due",
  part_paid: "Part-paid",
  overdue: "Overdue",
  paid: "Paid",
  cancelled: "Cancelled",
  credit_note: "Credit note",
};

/** Payment methods as receipts, invoices and the console's lists name them. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  cheque: "Cheque",
};

/** The "Pay by UPI" panel of the page, and the QR block of the PDF. */
export const upiPanelWords = {
  heading: "Pay by UPI",
  intro: "Scan the code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's app).",
  qrLabel: (amount: string, invoiceNumber: string) => `UPI QR code to pay ${amount} for invoice ${invoiceNumber}`,
  scanToPay: "Scan to pay with any UPI app",
  payee: "Pay to",
  upiId: "UPI ID",
  amount: "Amount",
  note: "Note",
  openApp: "Open UPI app",
  openAppHint: "On this phone, opens your UPI app with these details filled in.",
  afterPaying: "After paying, keep the UTR (12-digit reference) your app shows.",
};

/** The receipt of a payment (PDF). */
export const paymentReceiptWords = {
  title: "Payment Receipt",
  number: "Receipt number",
  date: "Date received",
  receivedFrom: "Received from",
  amount: "Amount received",
  inWords: "Amount in words",
  method: "Method",
  reference: "Reference (UTR)",
  against: "Against tax invoice",
  againstValue: (number: string, date: string) => `${number} dated ${date}`,
  invoiceTotal: "Invoice total",
  outstandingAfter: "Outstanding after this payment",
  supplier: "Supplier",
  gstin: "GSTIN",
  unregistered: "Unregistered",
};
