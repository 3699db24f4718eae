// Words of the staff console's invoice pages: /staff/invoices (the list and its filters), the form
// that issues an invoice by hand or for a visit, an invoice's (or credit note's) page with its
// actions, the dashboard's overdue figure and the invoices shown on a visit's page.
import type { InvoiceSource, PaymentMethod } from "~/db/invoices-schema";
import { formatCount } from "./numbers";
import { caseWords, listFilterWords, listSummary, staffPagination } from "./staff";

export const invoiceSourceLabels: Record<InvoiceSource, string> = {
  contract: "Contract period",
  visit: "Visit",
  manual: "By hand",
};

/** The payment form's choices of method (the lists and receipts name them as invoice-document.ts does). */
export const paymentMethodChoices: Record<PaymentMethod, string> = {
  upi: "UPI",
  bank_transfer: "Bank transfer (NEFT, RTGS, IMPS)",
  cash: "Cash",
  cheque: "Cheque",
};

export const staffInvoicesCopy = {
  heading: "Invoices",
  intro: "GST tax invoices and credit notes, newest first.",
  newInvoice: "New invoice",
  statements: "Bank statements",
  accountant: "GST and accounts",
  filters: {
    legend: "Find invoices",
    ...listFilterWords,
    search: "Customer",
    searchHint: "Name, email address, GSTIN or the invoice's number",
    status: "Status",
    any: "Any",
    month: "Issued in month",
    monthHint: "YYYY-MM, for example 2026-11",
    year: "Financial year",
    yearAny: "Any year",
    source: "Bills",
  },
  tableLabel: "Invoices",
  columns: {
    number: "Number",
    date: "Date",
    customer: "Customer",
    total: "Total",
    outstanding: "Still due",
    status: "Status",
    dueDate: "Due on",
  },
  empty: "No invoices match these filters.",
  summary: listSummary("No invoices", "Invoices"),
  pagination: staffPagination,
  notSetUp:
    "Invoicing is not set up on this server: the company's tax details (INVOICING and the COMPANY_ and UPI_ settings) are missing.",
} as const;

/** The form that issues an invoice (/staff/invoices/new, and ?visit=ID for a visit). */
export const newInvoiceCopy = {
  title: "New invoice",
  back: "All invoices",
  intro: "A GST tax invoice for work or goods not billed by a contract.",
  fromVisit: (kind: string, day: string, name: string, email: string) =>
    `For the ${kind.toLowerCase()} visit on ${day}: ${name} (${email}). Price the labour and any parts.`,
  notSetUp: staffInvoicesCopy.notSetUp,
  customer: { label: "Customer's email", hint: "The email address of the customer's account." },
  linesHeading: "Lines",
  linesHint:
    "GST is added to each line at its code's rate: CGST and SGST in Kerala, IGST for a customer registered in another state. Leave a row empty if it is not needed.",
  line: {
    legend: (n: number) => `Line ${n}`,
    description: "Description",
    code: "SAC or HSN code",
    codeHint: "A 6-digit SAC (services, from 99…) or a 4, 6 or 8-digit HSN (goods).",
    quantity: "Quantity",
    unit: "Unit",
    rate: "Rate in rupees",
    discount: "Discount in rupees",
  },
  addLine: "Add another line",
  notes: { label: "Notes on the invoice", hint: "Printed under the lines (optional)." },
  optional: "optional",
  warning:
    "Issuing gives the invoice the next number and emails it to the customer. An issued invoice cannot be changed: a correction is a credit note.",
  issue: "Issue invoice",
  busy: "Issuing…",
  errors: {
    summary: "The invoice was not issued. Please correct the fields marked below.",
    customerRequired: "Enter the customer's email address",
    customerUnknown: "No customer account has this email address",
    noLines: "Enter at least one line",
    description: "Describe what is billed",
    code: "Enter a 6-digit SAC from 99… or a 4, 6 or 8-digit HSN code",
    quantity: "Enter a quantity greater than 0, for example 1 or 1.5",
    unit: "Enter a unit of at most 10 characters, for example nos or hours",
    rate: "Enter the rate in rupees, for example 1,500 or 1500.50",
    discount: "Enter a discount in rupees no larger than the line's amount, or leave it empty",
    tooLong: (max: number) => `At most ${formatCount(max)} characters`,
    tooManyLines: (max: number) => `An invoice can have at most ${max} lines here.`,
  },
  toasts: {
    issued: (number: string) => `Invoice ${number} issued. It is being emailed to the customer.`,
    failed: "The invoice could not be issued. Please try again in a moment.",
  },
  visit: {
    labour: (kind: string, day: string) => `On-site service: ${kind} on ${day}`,
  },
} as const;

/** One invoice's (or credit note's) page. */
export const staffInvoiceCopy = {
  title: (number: string) => `Invoice ${number}`,
  heading: (number: string, customer: string) => `${number}: ${customer}`,
  creditNoteHeading: (number: string, customer: string) => `Credit note ${number}: ${customer}`,
  back: "All invoices",
  workHeading: caseWords.workHeading,
  closed: (status: string) => `This invoice is ${status.toLowerCase()}: nothing more can be recorded against it.`,
  creditNoteClosed: "A credit note is final: it cannot be changed or paid.",
  pdf: "Download PDF",
  details: {
    heading: "About this invoice",
    customer: "Customer",
    contracts: "Their contracts",
    contractsLink: "Contracts of this customer",
    source: "Bills",
    contract: "Contract",
    contractLink: (id: number, from: string | null, to: string | null) =>
      from && to ? `AMC-${id} (${from} to ${to})` : `AMC-${id}`,
    visit: "Visit",
    visitLink: (id: number, kind: string) => `${kind} visit #${id}`,
    total: "Total",
    paid: "Paid",
    credited: "Credited",
    outstanding: "Still due",
    dueDate: "Due on",
    credits: "Credits invoice",
    reason: "Reason",
    creditNotes: "Credit notes",
    payments: "Payments",
    payment: (receipt: string, amount: string, day: string, method: string) =>
      `${receipt}: ${amount} on ${day} by ${method}`,
    receipt: "Receipt PDF",
  },
  claims: {
    heading: "The customer says they paid",
    intro: "Check each reference against the bank account before recording the payment.",
    claim: (utr: string, amount: string | null, day: string | null) =>
      `UTR ${utr}${amount ? `, ${amount}` : ""}${day ? `, paid on ${day}` : ""}`,
    use: "Fill in the payment form with this",
    reject: "Reject this claim",
  },
  payment: {
    heading: "Record a payment",
    hint: "Part payments are allowed; the customer is emailed a receipt.",
    amount: "Amount received in rupees",
    amountHint: (outstanding: string) => `Still due: ${outstanding}.`,
    receivedOn: "Date received",
    method: "Method",
    reference: "Reference",
    referenceHint: "UPI: the 12-digit UTR. Bank transfer: the UTR of the credit. Cheque: its number.",
    submit: "Record payment",
  },
  credit: {
    heading: "Cancel with a credit note",
    hint: "A credit note for everything still due: the invoice is cancelled when nothing was paid.",
    reason: "Reason",
    reasonHint: "Printed on the credit note the customer receives.",
    submit: "Issue credit note and cancel",
  },
  partial: {
    heading: "Partial credit note",
    hint: (code: string) => `One line under SAC/HSN ${code} at the invoice's rate; GST is added to the amount.`,
    description: "Description",
    amount: "Amount before GST in rupees",
    reason: "Reason",
    submit: "Issue partial credit note",
  },
  note: {
    label: "Internal note",
    hint: "Only staff see notes.",
    submit: "Add note",
  },
  historyHeading: "History",
  history: {
    issued: (name: string, number: string) => `${name} issued ${number}`,
    emailed: (name: string) => `${name} emailed it`,
    reminder: (name: string) => `${name} sent a reminder`,
    utrSubmitted: (name: string, utr: string) => `${name} said they paid (UTR ${utr})`,
    payment: (name: string, receipt: string) => `${name} recorded a payment (${receipt})`,
    credited: (name: string, number: string) => `${name} issued credit note ${number} against it`,
    cancelled: (name: string, number: string) => `${name} cancelled it with credit note ${number}`,
    status: (name: string) => `${name} changed its status`,
    note: (name: string) => `${name} added a note`,
    claimRejected: (utr: string) => `Rejected the customer's claim of UTR ${utr}`,
    email: caseWords.email,
  },
  fieldNames: { note: "Note", reason: "Reason", description: "Description" },
  errors: {
    amount: "Enter the amount received in rupees, for example 1,180 or 1180.50",
    receivedOn: "Enter the date the money arrived",
    receivedInFuture: "The date received cannot be in the future",
    method: "Choose how it was paid",
    upiReference: "Enter the UPI transaction's 12-digit UTR",
    bankReference: "Enter the bank's UTR: 6 to 22 letters and digits",
    chequeReference: "Enter the cheque's number, at most 30 characters",
    creditAmount: "Enter the amount to credit before GST, in rupees",
  },
  refusals: {
    exceedsOutstanding: (outstanding: string) => `That is more than the ${outstanding} still due.`,
    creditExceedsOutstanding: (outstanding: string) =>
      `That credit note, with its GST, is more than the ${outstanding} still due. Issue a partial credit note for less.`,
    duplicateReference: "A payment with this reference is already recorded: the same transfer cannot count twice.",
    notPayable: "This invoice cannot take payments or credit notes: it is paid, cancelled or a credit note.",
    claimGone: "That claim is no longer pending.",
  },
  conflicts: {
    status: (current: string) =>
      `Someone changed this invoice meanwhile: it is now ${current.toLowerCase()}. Check the page and try again.`,
  },
  toasts: {
    payment: (receipt: string, settled: boolean) =>
      settled ? `Payment recorded: receipt ${receipt}. The invoice is paid.` : `Payment recorded: receipt ${receipt}.`,
    creditNote: (number: string) => `Credit note ${number} issued.`,
    claimRejected: "Claim rejected.",
    note: caseWords.toasts.note,
    failed: "That could not be saved. Please try again.",
  },
} as const;

/** The invoices figure on the staff dashboard. */
export const staffInvoicesDashboardCopy = {
  heading: "Invoices",
  overdue: "Invoices overdue",
  overdueValue: (count: number, amount: string) => `${formatCount(count)} — ${amount}`,
  all: "All invoices",
} as const;

/** A visit's invoices, on its staff page. */
export const visitInvoicesCopy = {
  heading: "Invoices",
  none: "Not invoiced.",
  invoice: "Invoice this visit",
  item: (number: string, total: string, status: string) => `${number} · ${total} · ${status}`,
} as const;

/** To staff: a customer says they paid, with their UPI reference (UTR). */
export const utrEmailWords = {
  subject: (invoice: string, utr: string) => `UTR ${utr} sent for invoice ${invoice}`,
  lead: (customer: string, invoice: string) => `${customer} says they paid invoice ${invoice} by UPI.`,
  utr: (utr: string) => `UTR: ${utr}`,
  amount: (amount: string) => `Amount: ${amount}`,
  amountDue: (amount: string) => `Amount: not given (${amount} was due)`,
  paidOn: (day: string) => `Paid on: ${day}`,
  action: "Confirm the payment once it shows in the bank, from the invoice's page:",
};
