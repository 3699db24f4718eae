// The words of every invoice email a customer gets: the tax invoice (or credit note) when it is
// issued, the reminders before, on and after its due date, and a payment's receipt. Amounts and
// dates go in formatted ('₹1,999.00', '26 Dec 2026'). The staff's note of a customer's UPI reference
// is in staff-invoices.ts.
export const invoiceEmailWords = {
  greeting: (name: string) => `Hello ${name},`,
  signature: "— Anantha IT Solutions",
  viewLine: "See the invoice, pay it by UPI, or tell us you have paid, at:",
  pdfNote: (fileName: string) => `The tax invoice is attached as a PDF (${fileName}).`,
  issued: {
    subject: (number: string, total: string, due: string) => `Tax invoice ${number} — ${total} due ${due}`,
    lead: (number: string) => `Here is your tax invoice ${number}.`,
    period: (from: string, to: string) => `For the period ${from} to ${to}.`,
  },
  creditNote: {
    subject: (number: string, credits: string) => `Credit note ${number} for ${credits}`,
    lead: (number: string, credits: string) => `We have issued credit note ${number} against invoice ${credits}.`,
    reason: (reason: string) => `Reason: ${reason}`,
    amount: (amount: string) => `Amount credited: ${amount}.`,
    pdfNote: (fileName: string) => `The credit note is attached as a PDF (${fileName}).`,
  },
  /** The figures of an invoice that is owed. */
  facts: {
    amount: "Amount due",
    total: "Invoice total",
    dueDate: "Due date",
    description: "For",
  },
  reminder: {
    subject: {
      before: (number: string, amount: string, due: string) => `Reminder: invoice ${number}, ${amount} due on ${due}`,
      due: (number: string, amount: string) => `Invoice ${number}: ${amount} is due today`,
      overdue: (number: string, amount: string, days: number) =>
        `Invoice ${number} is overdue by ${days === 1 ? "1 day" : `${days} days`}: ${amount} to pay`,
    },
    lead: {
      before: (number: string, amount: string, due: string) =>
        `A reminder: ${amount} on invoice ${number} is due on ${due}.`,
      due: (number: string, amount: string) => `${amount} on invoice ${number} is due today.`,
      overdue: (number: string, amount: string, due: string, days: number) =>
        `${amount} on invoice ${number} was due on ${due}, ${days === 1 ? "1 day" : `${days} days`} ago.`,
    },
    paidAlready:
      "If you have paid already, thank you: send us your payment's UPI reference (UTR) from the invoice's page and we will match it.",
  },
  /** The "Pay by UPI" part of an invoice and its reminders. */
  upi: {
    heading: "Pay by UPI",
    scan: "Scan the QR code with any UPI app, or on your phone open this link:",
    payee: (address: string, name: string) => `UPI ID: ${address} (${name})`,
    amount: (amount: string) => `Amount: ${amount}`,
    note: (number: string) => `Note: ${number}`,
    qrAlt: (number: string) => `UPI QR code for invoice ${number}`,
    open: "Open your UPI app",
  },
  receipt: {
    subject: (receipt: string, amount: string, invoice: string) =>
      `Receipt ${receipt}: ${amount} received for invoice ${invoice}`,
    lead: (amount: string, invoice: string) => `Thank you: we have received ${amount} for invoice ${invoice}.`,
    number: "Receipt number",
    amount: "Amount",
    receivedOn: "Received on",
    method: "Method",
    reference: "Reference",
    invoice: "Invoice",
    outstanding: "Still due on the invoice",
    paidInFull: "The invoice is paid in full.",
    pdfNote: (fileName: string) => `The receipt is attached as a PDF (${fileName}).`,
  },
};
