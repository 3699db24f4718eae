// The customer's side of invoices: the words of /account/invoices and of an invoice's page
// (/account/invoices/{id}) with its UPI panel and the "I have paid" form. The list's title and
// introduction are under ./page-copy; the tax invoice's own words are ./invoice-document.ts's.

export const invoiceListCopy = {
  accountLink: "Invoices",
  accountIntro: "Your tax invoices and credit notes: what is due, paid, and each as a PDF.",
  empty: "You have no invoices yet. When we bill a contract period or a visit, its tax invoice appears here.",
  caption: "Your invoices and credit notes, newest first",
  number: "Number",
  date: "Date",
  dueDate: "Due",
  total: "Total",
  outstanding: "Outstanding",
  status: "Status",
  pdf: "PDF",
  pdfLink: (number: string) => `${number} (PDF)`,
  creditNoteFor: (number: string) => `Credit note for ${number}`,
  none: "—",
};

export const invoicePageCopy = {
  title: (number: string) => `Invoice ${number}`,
  creditNoteTitle: (number: string) => `Credit note ${number}`,
  description: "A tax invoice from us: its particulars, what is still due, and how to pay it by UPI.",
  back: "Back to your invoices",
  pdf: "Download the PDF",

  claims: {
    heading: "References you sent us",
    line: (utr: string, day: string) =>
      `We have your reference ${utr} (sent ${day}) — staff confirm payments within one business day.`,
    amount: (amount: string) => `Amount: ${amount}`,
    paidOn: (day: string) => `Paid on ${day}`,
  },
  form: {
    heading: "I have paid — enter your UPI reference (UTR)",
    intro:
      "After paying, your UPI app shows a 12-digit reference (UTR, or UPI reference number). Send it to us and we match your payment sooner.",
    utr: "UPI reference (UTR)",
    utrHint: "12 digits, from your UPI app's payment details",
    amount: "Amount paid (₹)",
    amountHint: (outstanding: string) => `Leave it empty if you paid the full ${outstanding}.`,
    paidOn: "Date paid",
    optional: "optional",
    submit: "Send the reference",
    utrInvalid: "Enter the 12-digit UTR from your UPI app, digits only.",
    amountInvalid: "Enter the amount in rupees, for example 1180 or 1,180.00.",
    amountZero: "The amount must be more than zero.",
    amountAbove: (outstanding: string) => `That is more than the ${outstanding} due on this invoice.`,
    dateInvalid: "Enter the date as it shows in your UPI app.",
    dateFuture: "The date cannot be in the future.",
  },
  toasts: {
    received: (utr: string) =>
      `Thank you. We have your reference ${utr} — staff confirm payments within one business day.`,
    alreadyReceived: (utr: string) => `We already have your reference ${utr}: staff will confirm it soon.`,
    notPayable: "This invoice has nothing due any more.",
    failed: "That could not be sent. Please try again.",
    rateLimited: (minutes: number) => `Too many tries. Please try again in ${minutes} minutes.`,
  },
};
