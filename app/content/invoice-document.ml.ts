// The words of a tax invoice, a credit note and a payment receipt in Malayalam: the twin of
// invoice-document.ts. GST's own terms (GSTIN, SAC/HSN, CGST…) stay as the law writes them.
import type { PaymentMethod } from "~/db/invoices-schema";
import { stateNames } from "./account-billing.ml";
import type { TaxName } from "./invoice-document";

export const invoiceDocumentWords = {
  title: { invoice: "ടാക്സ് ഇൻവോയ്സ്", credit_note: "ക്രെഡിറ്റ് നോട്ട്" },
  number: { invoice: "ഇൻവോയ്സ് നമ്പർ", credit_note: "ക്രെഡിറ്റ് നോട്ട് നമ്പർ" },
  date: { invoice: "ഇൻവോയ്സ് തീയതി", credit_note: "ക്രെഡിറ്റ് നോട്ട് തീയതി" },
  dueDate: "അടയ്ക്കേണ്ട തീയതി",
  period: "ബില്ലിംഗ് കാലയളവ്",
  periodValue: (from: string, to: string) => `${from} മുതൽ ${to} വരെ`,
  placeOfSupply: "സപ്ലൈ നടക്കുന്ന സ്ഥലം",
  reverseCharge: "റിവേഴ്സ് ചാർജിൽ നികുതി അടയ്ക്കേണ്ടതുണ്ടോ",
  reverseChargeValue: "ഇല്ല",
  // The state's Malayalam name, as the billing form lists it (the English one if a code is not there).
  stateValue: (name: string, code: string) => `${stateNames[code] ?? name} (സംസ്ഥാന കോഡ് ${code})`,
  supplier: "വിതരണക്കാരൻ",
  recipient: "സ്വീകർത്താവ്",
  gstin: "GSTIN",
  pan: "PAN",
  state: "സംസ്ഥാനം",
  unregistered: "രജിസ്റ്റർ ചെയ്തിട്ടില്ല",
  credits: "ടാക്സ് ഇൻവോയ്സിനെതിരെ",
  creditsValue: (number: string, date: string) => `${number}, തീയതി ${date}`,
  reason: "കാരണം",
  linesCaption: { invoice: "ഇൻവോയ്സിലെ ഇനങ്ങൾ", credit_note: "ക്രെഡിറ്റ് നോട്ടിലെ ഇനങ്ങൾ" },
  linesScroller: (number: string) => `${number}-ലെ ഇനങ്ങൾ (വശത്തേക്ക് സ്ക്രോൾ ചെയ്യാം)`,
  columns: {
    position: "#",
    description: "വിവരണം",
    sacCode: "SAC/HSN",
    quantity: "അളവ്",
    rate: "നിരക്ക്",
    amount: "തുക",
    discount: "ഇളവ്",
    taxable: "നികുതി ബാധകമായ മൂല്യം",
    taxRate: (tax: TaxName) => `${tax} നിരക്ക്`,
    taxAmount: (tax: TaxName) => `${tax} തുക`,
    totalTax: "ആകെ നികുതി",
  },
  quantityValue: (quantity: string, unit: string) => `${quantity} ${unit}`,
  totalsHeading: "ആകെ തുകകൾ",
  totals: {
    gross: "ഇളവിനു മുമ്പുള്ള മൂല്യം",
    discount: "ഇളവ്",
    taxable: "നികുതി ബാധകമായ മൂല്യം",
    tax: (tax: TaxName, rate: string) => `${tax} ${rate}`,
    roundOff: "റൗണ്ട് ഓഫ്",
    total: { invoice: "ആകെ", credit_note: "ആകെ ക്രെഡിറ്റ് ചെയ്തത്" },
  },
  inWords: "തുക അക്ഷരത്തിൽ",
  taxSummaryHeading: "നികുതി സംഗ്രഹം",
  taxSummaryCaption: "ഓരോ SAC/HSN കോഡിനും നിരക്കിനും നികുതി ബാധകമായ മൂല്യവും നികുതിയും",
  taxSummaryScroller: "നികുതി സംഗ്രഹം (വശത്തേക്ക് സ്ക്രോൾ ചെയ്യാം)",
  settlementHeading: "പേയ്മെന്റുകളും ക്രെഡിറ്റുകളും",
  settlement: { paid: "അടച്ചത്", credited: "ക്രെഡിറ്റ് ചെയ്തത്", outstanding: "ബാക്കി" },
  paymentsHeading: "ലഭിച്ച പേയ്മെന്റുകൾ",
  paymentsCaption: "ഈ ഇൻവോയ്സിനെതിരെ ലഭിച്ച പേയ്മെന്റുകൾ",
  paymentColumns: {
    receipt: "രസീത്",
    date: "തീയതി",
    method: "രീതി",
    reference: "റഫറൻസ് (UTR)",
    amount: "തുക",
  },
  receiptLink: (receiptNumber: string) => `${receiptNumber} (PDF)`,
  noReference: "—",
  creditNotesHeading: "ക്രെഡിറ്റ് നോട്ടുകൾ",
  creditNoteLine: (number: string, date: string, amount: string) => `${number}, തീയതി ${date}: ${amount}`,
  notes: "കുറിപ്പുകൾ",
  signature: (legalName: string) => `${legalName}-നു വേണ്ടി — അധികാരപ്പെടുത്തിയ ഒപ്പ്`,
  computerGenerated: "ഇത് കമ്പ്യൂട്ടർ തയ്യാറാക്കിയ രേഖയാണ്.",
  footer: (number: string, page: number, pages: number) => `${number} · പേജ് ${page} / ${pages}`,
};

export const invoiceStandingLabels = {
  due: "അടയ്ക്കാനുണ്ട്",
  part_paid: "ഭാഗികമായി അടച്ചു",
  overdue: "കാലാവധി കഴിഞ്ഞു",
  paid: "അടച്ചു",
  cancelled: "റദ്ദാക്കി",
  credit_note: "ക്രെഡിറ്റ് നോട്ട്",
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  upi: "UPI",
  bank_transfer: "ബാങ്ക് ട്രാൻസ്ഫർ",
  cash: "പണം",
  cheque: "ചെക്ക്",
};

export const upiPanelWords = {
  heading: "UPI വഴി അടയ്ക്കുക",
  intro: "ഏതെങ്കിലും UPI ആപ്പ് ഉപയോഗിച്ച് കോഡ് സ്കാൻ ചെയ്യുക (GPay, PhonePe, Paytm, BHIM അല്ലെങ്കിൽ നിങ്ങളുടെ ബാങ്കിന്റെ ആപ്പ്).",
  qrLabel: (amount: string, invoiceNumber: string) => `ഇൻവോയ്സ് ${invoiceNumber}-ന് ${amount} അടയ്ക്കാനുള്ള UPI QR കോഡ്`,
  scanToPay: "ഏതു UPI ആപ്പിലും സ്കാൻ ചെയ്ത് അടയ്ക്കാം",
  payee: "ആർക്ക്",
  upiId: "UPI ഐഡി",
  amount: "തുക",
  note: "കുറിപ്പ്",
  openApp: "UPI ആപ്പ് തുറക്കുക",
  openAppHint: "ഈ ഫോണിൽ, ഈ വിവരങ്ങൾ പൂരിപ്പിച്ച് നിങ്ങളുടെ UPI ആപ്പ് തുറക്കും.",
  afterPaying: "അടച്ചശേഷം ആപ്പ് കാണിക്കുന്ന UTR (12 അക്ക റഫറൻസ്) സൂക്ഷിക്കുക.",
};

export const paymentReceiptWords = {
  title: "പേയ്മെന്റ് രസീത്",
  number: "രസീത് നമ്പർ",
  date: "ലഭിച്ച തീയതി",
  receivedFrom: "ആരിൽ നിന്ന്",
  amount: "ലഭിച്ച തുക",
  inWords: "തുക അക്ഷരത്തിൽ",
  method: "രീതി",
  reference: "റഫറൻസ് (UTR)",
  against: "ടാക്സ് ഇൻവോയ്സിനെതിരെ",
  againstValue: (number: string, date: string) => `${number}, തീയതി ${date}`,
  invoiceTotal: "ഇൻവോയ്സ് ആകെ",
  outstandingAfter: "ഈ പേയ്മെന്റിനു ശേഷം ബാക്കി",
  supplier: "വിതരണക്കാരൻ",
  gstin: "GSTIN",
  unregistered: "രജിസ്റ്റർ ചെയ്തിട്ടില്ല",
};
