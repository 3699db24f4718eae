// The staff's words of contract billing (the staff console is English only; the customer's words
// are in ./contract-billing.ts, with their Malayalam twin).

/** The staff's side: the contract page's grace panel and its waive action, the desk's flag. */
export const staffContractBillingCopy = {
  awaiting: (invoice: string) => `Awaiting payment of ${invoice} — in grace`,
  awaitingNoInvoice: "Awaiting payment of its renewal invoice — in grace",
  waive: {
    heading: "Waive payment",
    hint: "Takes the renewal out of grace without the invoice being paid (the invoice stays due). Say why.",
    reason: "Reason",
    submit: "Waive payment",
  },
  toasts: { waived: "Payment waived: the renewal is out of grace." },
  refusals: { notAwaiting: "This contract is no longer awaiting payment; nothing was changed." },
  history: {
    invoiced: (name: string, invoice: string) => `Invoice ${invoice} issued (${name})`,
    paymentWaived: (name: string) => `${name} waived the renewal's payment`,
    paid: (invoice: string) => `Invoice ${invoice} paid: the renewal is out of grace`,
  },
  filter: "Awaiting payment",
  deskFlag: (invoice: string | null) =>
    invoice ? `Renewal awaiting payment of ${invoice} (in grace)` : "Renewal awaiting payment (in grace)",
};
