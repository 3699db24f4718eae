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
};

export const accountEmails: typeof en.accountEmails = {
  footer: `${site.name} · ഫോൺ ${site.phone} · ${site.url}`,
  verifyEmail: {
    subject: `നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക — ${site.name}`,
    paragraphs: (fullName: string) => [
      `പ്രിയ ${fullName},`,
      `${site.name}-ൽ അക്കൗണ്ട് തുടങ്ങിയതിന് നന്ദി. സൈൻ അപ്പ് പൂർത്തിയാക്കാൻ ഈ വിലാസം നിങ്ങളുടേതാണെന്ന് സ്ഥിരീകരിക്കുക; ലിങ്ക് ഒരിക്കൽ മാത്രം പ്രവർത്തിക്കും, 24 മണിക്കൂറിനുള്ളിൽ കാലാവധി കഴിയും.`,
      "ഞങ്ങളുടെ വെബ്സൈറ്റിൽ നിങ്ങൾ സൈൻ അപ്പ് ചെയ്തിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക: ഒരു അക്കൗണ്ടും സജീവമാകില്ല.",
    ],
    action: "എന്റെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക",
  },
  alreadyRegistered: {
    subject: `നിങ്ങളുടെ വിലാസത്തിൽ ആരോ അക്കൗണ്ട് തുടങ്ങാൻ ശ്രമിച്ചു — ${site.name}`,
    paragraphs: (loginUrl: string) => [
      "നമസ്കാരം,",
      `ആരോ — ഒരുപക്ഷേ നിങ്ങൾ തന്നെ — ഈ ഇമെയിൽ വിലാസത്തിൽ ഒരു പുതിയ ${site.name} അക്കൗണ്ട് തുടങ്ങാൻ ശ്രമിച്ചു. നിങ്ങൾക്ക് ഇതിനകം അക്കൗണ്ടുണ്ട്, അതിനാൽ ഒന്നും മാറ്റിയിട്ടില്ല.`,
      `അത് നിങ്ങളായിരുന്നെങ്കിൽ ഇവിടെ ലോഗിൻ ചെയ്യുക: ${loginUrl}`,
      "പാസ്‌വേഡ് മറന്നുപോയെങ്കിൽ, താഴെയുള്ള ലിങ്ക് ഉപയോഗിച്ച് പുതിയത് തിരഞ്ഞെടുക്കാം.",
      "അത് നിങ്ങളല്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കാം. നിങ്ങളുടെ പാസ്‌വേഡ് മാറ്റിയിട്ടില്ല.",
    ],
    action: "എന്റെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക",
  },
  resetPassword: {
    subject: `നിങ്ങളുടെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക — ${site.name}`,
    paragraphs: (fullName: string) => [
      `പ്രിയ ${fullName},`,
      "നിങ്ങളുടെ അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യാനുള്ള അഭ്യർത്ഥന ഞങ്ങൾക്ക് ലഭിച്ചു. പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാൻ താഴെയുള്ള ലിങ്ക് ഉപയോഗിക്കുക. ഇത് ഒരിക്കൽ മാത്രം പ്രവർത്തിക്കും, 1 മണിക്കൂറിനുള്ളിൽ കാലാവധി കഴിയും.",
      "നിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.",
    ],
    action: "പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കുക",
  },
  passwordChanged: {
    subject: `നിങ്ങളുടെ പാസ്‌വേഡ് മാറ്റി — ${site.name}`,
    paragraphs: (fullName: string, forgotUrl: string) => [
      `പ്രിയ ${fullName},`,
      "നിങ്ങളുടെ അക്കൗണ്ടിന്റെ പാസ്‌വേഡ് ഇപ്പോൾ മാറ്റി, ലോഗിൻ ചെയ്തിരുന്ന മറ്റെല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗൗട്ട് ചെയ്തു.",
      `ഇത് നിങ്ങളല്ലെങ്കിൽ, ഉടൻ പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യുക (${forgotUrl}), ഞങ്ങളെ ${site.phone}-ൽ വിളിക്കുക.`,
    ],
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
