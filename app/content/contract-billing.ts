// The words of contract billing: the line a contract period's tax invoice carries, an invoice's
// standing as the contract pages list it, and the renewal held in grace until its invoice is paid
// (the customer's contract pages, the renewal link's page, the staff contract page and the desk).

/** The one line of a contract period's invoice (dates already written out). */
export const contractInvoiceLine = (planName: string, contractId: number, from: string, to: string) =>
  `${planName} — annual maintenance contract AMC-${contractId}, ${from} to ${to}`;

/** The unit of that line: one billing period. */
export const CONTRACT_INVOICE_UNIT: string = "period";

/** A contract's invoices, listed on its pages (customer and staff). */
export const contractInvoicesCopy = {
  heading: "Invoices",
  none: "No invoices for this contract yet.",
  number: "Invoice",
  period: "Period",
  periodValue: (from: string, to: string) => `${from} to ${to}`,
  issued: "Issued",
  due: "Due by",
  total: "Total",
  status: "Status",
};

/** A renewal held in grace until its first invoice is paid. */
export const contractGraceCopy = {
  /** The customer's words for the renewal's state. */
  state: (invoice: string | null) =>
    invoice ? `Renewed — in grace until invoice ${invoice} is paid` : "Renewed — in grace until its invoice is paid",
  /** The old contract, once renewed. */
  renewedAs: (nextId: number) => `Renewed as AMC-${nextId}`,
  /** Under the state on the customer's contract page. */
  explain: (invoice: string, amount: string, due: string) =>
    `Your renewal is invoiced as ${invoice} for ${amount}, due by ${due}. Your service continues meanwhile; once the invoice is paid your renewal is confirmed.`,
  invoiceLink: (invoice: string) => `See invoice ${invoice}`,
};

/** The renewal's answer (the renewal link's page and the customer's contract page). */
export const renewalInvoiceCopy = {
  renewed: (invoice: string) => `Renewed — invoice ${invoice}`,
  amountDue: (amount: string, due: string) => `Amount ${amount}, due by ${due}.`,
  alreadyRenewed: (nextId: number, invoice: string) => `Already renewed as AMC-${nextId} — invoice ${invoice}`,
  invoiceLink: (invoice: string) => `See invoice ${invoice}`,
  /** The customer's contract page, after they renewed there (a toast on the renewal's page). */
  toast: (nextId: number, invoice: string) =>
    `Renewed — invoice ${invoice}: your next period is contract AMC-${nextId}.`,
  alreadyToast: (nextId: number, invoice: string) =>
    `This contract was already renewed as AMC-${nextId} — invoice ${invoice}; nothing was changed.`,
};
