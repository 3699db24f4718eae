// The words of contract billing in Malayalam: the twin of contract-billing.ts.

export const contractInvoiceLine = (planName: string, contractId: number, from: string, to: string) =>
  `${planName} — വാർഷിക മെയിന്റനൻസ് കരാർ AMC-${contractId}, ${from} മുതൽ ${to} വരെ`;

export const CONTRACT_INVOICE_UNIT = "കാലയളവ്";

export const contractInvoicesCopy = {
  heading: "ഇൻവോയ്സുകൾ",
  none: "ഈ കരാറിന് ഇതുവരെ ഇൻവോയ്സുകളൊന്നുമില്ല.",
  number: "ഇൻവോയ്സ്",
  period: "കാലയളവ്",
  periodValue: (from: string, to: string) => `${from} മുതൽ ${to} വരെ`,
  issued: "നൽകിയ തീയതി",
  due: "അടയ്ക്കേണ്ട അവസാന തീയതി",
  total: "ആകെ",
  status: "സ്ഥിതി",
};

export const contractGraceCopy = {
  state: (invoice: string | null) =>
    invoice ? `പുതുക്കി — ഇൻവോയ്സ് ${invoice} അടയ്ക്കുന്നതുവരെ ഗ്രേസ് കാലയളവിൽ` : "പുതുക്കി — ഇൻവോയ്സ് അടയ്ക്കുന്നതുവരെ ഗ്രേസ് കാലയളവിൽ",
  renewedAs: (nextId: number) => `AMC-${nextId} ആയി പുതുക്കി`,
  explain: (invoice: string, amount: string, due: string) =>
    `നിങ്ങളുടെ പുതുക്കലിന് ${amount}-ന്റെ ഇൻവോയ്സ് ${invoice} നൽകിയിട്ടുണ്ട്; ${due}-നകം അടയ്ക്കണം. അതുവരെ സേവനം തുടരും; ഇൻവോയ്സ് അടച്ചാൽ പുതുക്കൽ സ്ഥിരീകരിക്കും.`,
  invoiceLink: (invoice: string) => `ഇൻവോയ്സ് ${invoice} കാണുക`,
};

export const renewalInvoiceCopy = {
  renewed: (invoice: string) => `പുതുക്കി — ഇൻവോയ്സ് ${invoice}`,
  amountDue: (amount: string, due: string) => `തുക ${amount}, ${due}-നകം അടയ്ക്കണം.`,
  alreadyRenewed: (nextId: number, invoice: string) => `നേരത്തേ AMC-${nextId} ആയി പുതുക്കിയിട്ടുണ്ട് — ഇൻവോയ്സ് ${invoice}`,
  invoiceLink: (invoice: string) => `ഇൻവോയ്സ് ${invoice} കാണുക`,
  toast: (nextId: number, invoice: string) => `പുതുക്കി — ഇൻവോയ്സ് ${invoice}: നിങ്ങളുടെ അടുത്ത കാലയളവ് കരാർ AMC-${nextId} ആണ്.`,
  alreadyToast: (nextId: number, invoice: string) =>
    `ഈ കരാർ നേരത്തേ AMC-${nextId} ആയി പുതുക്കിയിരുന്നു — ഇൻവോയ്സ് ${invoice}; ഒന്നും മാറ്റിയിട്ടില്ല.`,
};
