// The words of the site's emails in Malayalam: the twin of emails.ts, for customers and visitors who
// chose Malayalam. The staff's emails are sent in English (the console's language); their entries are
// here only because the module is one (content/translations.test.ts holds the twins alike).
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

export const planRequestEmails: typeof en.planRequestEmails = {
  staff: {
    subject: (id: number, planName: string) => `പ്ലാൻ അഭ്യർത്ഥന #${id}: ${planName}`,
    intro: (id: number) => `ലോഗിൻ ചെയ്ത ഒരു ഉപഭോക്താവിൽ നിന്ന് പുതിയ പ്ലാൻ അഭ്യർത്ഥന #${id}.`,
    labels: { plan: "പ്ലാൻ", customer: "ഉപഭോക്താവ്", email: "ഇമെയിൽ", note: "കുറിപ്പ്" },
    empty: EMPTY,
    closing: "ഉപഭോക്താവിനെ ബന്ധപ്പെടാൻ ഈ ഇമെയിലിന് മറുപടി അയയ്ക്കുക.",
  },
};
