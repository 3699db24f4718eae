// The invoice emails a customer gets, in Malayalam: the twin of invoice-emails.ts.
export const invoiceEmailWords = {
  greeting: (name: string) => `നമസ്കാരം ${name},`,
  signature: "— Anantha IT Solutions",
  viewLine: "ഇൻവോയ്സ് കാണാനും UPI വഴി പണമടയ്ക്കാനും പണമടച്ചത് ഞങ്ങളെ അറിയിക്കാനും:",
  pdfNote: (fileName: string) => `ടാക്സ് ഇൻവോയ്സ് PDF ആയി ഇതോടൊപ്പം ചേർത്തിട്ടുണ്ട് (${fileName}).`,
  issued: {
    subject: (number: string, total: string, due: string) => `ടാക്സ് ഇൻവോയ്സ് ${number} — ${total}, അടയ്ക്കേണ്ട തീയതി ${due}`,
    lead: (number: string) => `നിങ്ങളുടെ ടാക്സ് ഇൻവോയ്സ് ${number} ഇതാ.`,
    period: (from: string, to: string) => `${from} മുതൽ ${to} വരെയുള്ള കാലയളവിലേക്ക്.`,
  },
  creditNote: {
    subject: (number: string, credits: string) => `${credits}-നുള്ള ക്രെഡിറ്റ് നോട്ട് ${number}`,
    lead: (number: string, credits: string) => `ഇൻവോയ്സ് ${credits}-നു മേൽ ഞങ്ങൾ ക്രെഡിറ്റ് നോട്ട് ${number} നൽകിയിട്ടുണ്ട്.`,
    reason: (reason: string) => `കാരണം: ${reason}`,
    amount: (amount: string) => `ക്രെഡിറ്റ് ചെയ്ത തുക: ${amount}.`,
    pdfNote: (fileName: string) => `ക്രെഡിറ്റ് നോട്ട് PDF ആയി ഇതോടൊപ്പം ചേർത്തിട്ടുണ്ട് (${fileName}).`,
  },
  facts: {
    amount: "അടയ്ക്കാനുള്ള തുക",
    total: "ഇൻവോയ്സ് തുക",
    dueDate: "അടയ്ക്കേണ്ട തീയതി",
    description: "എന്തിന്",
  },
  reminder: {
    subject: {
      before: (number: string, amount: string, due: string) =>
        `ഓർമ്മപ്പെടുത്തൽ: ഇൻവോയ്സ് ${number}, ${amount} ${due}-നകം അടയ്ക്കണം`,
      due: (number: string, amount: string) => `ഇൻവോയ്സ് ${number}: ${amount} ഇന്ന് അടയ്ക്കേണ്ടതാണ്`,
      overdue: (number: string, amount: string, days: number) =>
        `ഇൻവോയ്സ് ${number} അടയ്ക്കാനുള്ള തീയതി കഴിഞ്ഞിട്ട് ${days} ദിവസം: ${amount} അടയ്ക്കാനുണ്ട്`,
    },
    lead: {
      before: (number: string, amount: string, due: string) =>
        `ഒരു ഓർമ്മപ്പെടുത്തൽ: ഇൻവോയ്സ് ${number}-ലെ ${amount} ${due}-നകം അടയ്ക്കേണ്ടതാണ്.`,
      due: (number: string, amount: string) => `ഇൻവോയ്സ് ${number}-ലെ ${amount} ഇന്ന് അടയ്ക്കേണ്ടതാണ്.`,
      overdue: (number: string, amount: string, due: string, days: number) =>
        `ഇൻവോയ്സ് ${number}-ലെ ${amount} ${due}-ന് അടയ്ക്കേണ്ടതായിരുന്നു; ${days} ദിവസം കഴിഞ്ഞു.`,
    },
    paidAlready:
      "നിങ്ങൾ ഇതിനകം പണമടച്ചെങ്കിൽ, നന്ദി: ഇൻവോയ്സിന്റെ പേജിൽ നിന്ന് പേയ്മെന്റിന്റെ UPI റഫറൻസ് (UTR) അയച്ചുതന്നാൽ ഞങ്ങൾ ഒത്തുനോക്കി രേഖപ്പെടുത്താം.",
  },
  upi: {
    heading: "UPI വഴി പണമടയ്ക്കാം",
    scan: "ഏതെങ്കിലും UPI ആപ്പിൽ QR കോഡ് സ്കാൻ ചെയ്യുക, അല്ലെങ്കിൽ ഫോണിൽ ഈ ലിങ്ക് തുറക്കുക:",
    payee: (address: string, name: string) => `UPI ഐഡി: ${address} (${name})`,
    amount: (amount: string) => `തുക: ${amount}`,
    note: (number: string) => `കുറിപ്പ്: ${number}`,
    qrAlt: (number: string) => `ഇൻവോയ്സ് ${number}-നുള്ള UPI QR കോഡ്`,
    open: "UPI ആപ്പ് തുറക്കുക",
  },
  receipt: {
    subject: (receipt: string, amount: string, invoice: string) =>
      `രസീത് ${receipt}: ഇൻവോയ്സ് ${invoice}-ന് ${amount} ലഭിച്ചു`,
    lead: (amount: string, invoice: string) => `നന്ദി: ഇൻവോയ്സ് ${invoice}-ന് ${amount} ഞങ്ങൾക്ക് ലഭിച്ചു.`,
    number: "രസീത് നമ്പർ",
    amount: "തുക",
    receivedOn: "ലഭിച്ച തീയതി",
    method: "പണമടച്ച രീതി",
    reference: "റഫറൻസ്",
    invoice: "ഇൻവോയ്സ്",
    outstanding: "ഇൻവോയ്സിൽ ഇനി അടയ്ക്കാനുള്ളത്",
    paidInFull: "ഇൻവോയ്സ് മുഴുവനായും അടച്ചുതീർന്നു.",
    pdfNote: (fileName: string) => `രസീത് PDF ആയി ഇതോടൊപ്പം ചേർത്തിട്ടുണ്ട് (${fileName}).`,
  },
};
