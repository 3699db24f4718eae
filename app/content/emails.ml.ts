// The words of the site's emails in Malayalam: the twin of emails.ts, for customers and visitors who
// chose Malayalam. The staff's emails are sent in English (the console's language); their entries are
// here only because the module is one (content/translations.test.ts holds the twins alike).
import { site } from "./site.ml";
import type * as en from "./emails";

const EMPTY = "—";

export const contactEmails: typeof en.contactEmails = {
  staff: {
    subject: (id: number, subject: string, name: string) => `സന്ദേശം #${id}: ${subject} (${name})`,
    intro: (id: number) => `വെബ്സൈറ്റിലെ കോൺടാക്ട് ഫോമിൽ നിന്ന് പുതിയ സന്ദേശം #${id}.`,
    labels: { name: "പേര്", email: "ഇമെയിൽ", phone: "ഫോൺ", company: "സ്ഥാപനം", subject: "വിഷയം" },
    empty: EMPTY,
    closing: "സന്ദർശകന് നേരിട്ട് മറുപടി നൽകാൻ ഈ ഇമെയിലിന് മറുപടി അയയ്ക്കുക.",
  },
  acknowledgement: {
    subject: (id: number) => `നിങ്ങളുടെ സന്ദേശം ലഭിച്ചു (#${id}) — ${site.name}`,
    lines: (firstName: string, id: number) => [
      `പ്രിയ ${firstName},`,
      "",
      `${site.name}-നെ ബന്ധപ്പെട്ടതിന് നന്ദി. നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു; പ്രവൃത്തി ദിവസങ്ങളിൽ (തിങ്കൾ മുതൽ വെള്ളി വരെ, ഇന്ത്യൻ സമയം) 24 മണിക്കൂറിനുള്ളിൽ മറുപടി നൽകും.`,
      "",
      `നിങ്ങളുടെ റഫറൻസ് നമ്പർ: #${id}`,
      "",
      `നിങ്ങളുടെ സംവിധാനങ്ങൾ ഇപ്പോൾ പ്രവർത്തിക്കുന്നില്ലെങ്കിൽ, ഞങ്ങളുടെ സപ്പോർട്ട് നമ്പറായ ${site.emergencyPhone}-ൽ വിളിക്കുക — 24x7 ലഭ്യമാണ്.`,
      "",
      `${site.name}`,
      `${site.phone} · ${site.url}`,
      "",
      "ഞങ്ങളുടെ വെബ്സൈറ്റിലെ കോൺടാക്ട് ഫോമിൽ ഈ വിലാസം നൽകിയതുകൊണ്ടാണ് ഈ ഒറ്റത്തവണ ഇമെയിൽ ലഭിക്കുന്നത്. അത് നിങ്ങളല്ലെങ്കിൽ ഇത് അവഗണിക്കാം.",
    ],
  },
};

export const newsletterEmails: typeof en.newsletterEmails = {
  footer: {
    reason: `${site.url}-ലെ ഒരു ന്യൂസ്‌ലെറ്റർ ബോക്സിൽ ഈ വിലാസം നൽകിയതുകൊണ്ടാണ് ഇത് ലഭിക്കുന്നത്.`,
    unsubscribe: "അൺസബ്സ്ക്രൈബ് ചെയ്യുക",
    how: "ഈ ലിങ്ക് തുറക്കുന്ന പേജിൽ നിന്ന്",
  },
  confirm: {
    subject: `${site.name} ന്യൂസ്‌ലെറ്ററിലേക്കുള്ള സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക`,
    paragraphs: [
      "നമസ്കാരം,",
      `ആരോ — നിങ്ങളാണെന്ന് കരുതുന്നു — ${site.name} ന്യൂസ്‌ലെറ്റർ ആവശ്യപ്പെട്ടു: തിരുവനന്തപുരത്തെ വീടുകൾക്കും സ്ഥാപനങ്ങൾക്കും ഉപകാരപ്പെടുന്ന IT നുറുങ്ങുകളും ഓഫറുകളും, മാസത്തിൽ ഏകദേശം ഒരിക്കൽ.`,
      "48 മണിക്കൂറിനുള്ളിൽ താഴെയുള്ള ലിങ്ക് ഉപയോഗിച്ച് സ്ഥിരീകരിക്കുക. നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക, ഞങ്ങൾ ഇനി ബന്ധപ്പെടില്ല.",
    ],
    action: "എന്റെ സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക",
  },
};

export const planRequestEmails: typeof en.planRequestEmails = {
  staff: {
    subject: (id: number, planName: string) => `പ്ലാൻ അഭ്യർത്ഥന #${id}: ${planName}`,
    intro: (id: number) => `ലോഗിൻ ചെയ്ത ഒരു ഉപഭോക്താവിൽ നിന്ന് പുതിയ പ്ലാൻ അഭ്യർത്ഥന #${id}.`,
    labels: { plan: "പ്ലാൻ", customer: "ഉപഭോക്താവ്", email: "ഇമെയിൽ", note: "കുറിപ്പ്" },
    empty: EMPTY,
    closing: "ഉപഭോക്താവിനെ ബന്ധപ്പെടാൻ ഈ ഇമെയിലിന് മറുപടി അയയ്ക്കുക.",
  },
};
