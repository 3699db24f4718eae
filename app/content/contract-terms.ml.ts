// A contract's terms in Malayalam: the twin of contract-terms.ts. The customer accepts the English
// text (its hash is what the acceptance keeps), and the English prevails, as on the legal pages.
import { site } from "./site";

const visitsText = (visits: number | null) =>
  visits === null ? "ക്വട്ടേഷനിൽ സമ്മതിച്ചതുപോലെ" : visits === 0 ? "ഉൾപ്പെടുന്നില്ല (റിമോട്ട് സപ്പോർട്ട് മാത്രം)" : `വർഷത്തിൽ ${visits}`;

export const contractTermsWords = {
  title: (id: number) => `വാർഷിക മെയിന്റനൻസ് കരാർ AMC-${id}`,
  parties: (customerName: string, customerEmail: string) =>
    `${site.legalName}, തിരുവനന്തപുരം, കേരളം ("കമ്പനി"), ${customerName} <${customerEmail}> ("ഉപഭോക്താവ്") എന്നിവർ തമ്മിൽ.`,
  plan: (planName: string) => `പ്ലാൻ: ${planName}.`,
  period: (from: string, to: string, months: number) => `കാലയളവ്: ${from} മുതൽ ${to} വരെ (${months} മാസം).`,
  price: (monthly: string, periodName: string, periodPrice: string, discountPercent: number) =>
    discountPercent > 0
      ? `വില: മാസം ${monthly}, ${periodName} ${periodPrice} വീതം ബിൽ ചെയ്യും (${discountPercent} % ഇളവ്), ആരംഭ തീയതി മുതൽ ഓരോ ബില്ലിംഗ് തീയതിയിലും.`
      : `വില: മാസം ${monthly}, ${periodName} ${periodPrice} വീതം ബിൽ ചെയ്യും, ആരംഭ തീയതി മുതൽ ഓരോ ബില്ലിംഗ് തീയതിയിലും.`,
  tax: "തുകകൾ ഇന്ത്യൻ രൂപയിലാണ്, മുൻകൂറായി ബിൽ ചെയ്യും; GST ഉൾപ്പെടുന്നില്ല — ഓരോ ടാക്സ് ഇൻവോയ്സും ബാധകമായ നിരക്കിൽ അത് ചേർക്കും.",
  devices: (limit: number | null) => `കവർ ചെയ്യുന്ന ഉപകരണങ്ങൾ: ${limit === null ? "നിശ്ചിത പരിധിയില്ല" : `${limit} വരെ`}.`,
  healthChecks: (cadence: string) => `സിസ്റ്റം ഹെൽത്ത് ചെക്കുകൾ: ${cadence}.`,
  visits: (visits: number | null) => `നേരിട്ടുള്ള സന്ദർശനങ്ങൾ: ${visitsText(visits)}.`,
  response: (responseTime: string) =>
    `സപ്പോർട്ട് ടിക്കറ്റിനുള്ള ആദ്യ പ്രതികരണം: ${responseTime}-നുള്ളിൽ. മറ്റെല്ലാത്തിനും സേവന നിബന്ധനകളിലെ സേവന നിലവാരങ്ങൾ ബാധകമാണ്.`,
  sitesHeading: "കവർ ചെയ്യുന്ന സ്ഥലങ്ങൾ:",
  site: (index: number, address: string, area: string) => `${index}. ${address} (${area})`,
  noSites: "കവർ ചെയ്യുന്ന സ്ഥലങ്ങൾ: ഞങ്ങളുടെ രേഖകളിലുള്ള ഉപഭോക്താവിന്റെ വിലാസം.",
  renewal: (end: string, graceDays: number, termMonths: number) =>
    `പുതുക്കൽ: കരാർ ${end}-ന് അവസാനിക്കും. അതിന് 30, 15, 7 ദിവസം മുമ്പും അന്നേ ദിവസവും, തുടർന്നുള്ള ${graceDays} ദിവസത്തെ ഗ്രേസ് കാലയളവിലും കമ്പനി ഉപഭോക്താവിനെ ഇമെയിൽ വഴി ഓർമ്മിപ്പിക്കും; ഗ്രേസ് കാലയളവിൽ പ്ലാനിന്റെ സേവനം തുടരും, ഉപഭോക്താവിന് പുതുക്കാം. പുതുക്കുമ്പോൾ അന്ന് നിലവിലുള്ള പ്ലാൻ വിലയിൽ ${termMonths} മാസത്തെ പുതിയ കരാർ ആരംഭിക്കും. ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓൺ ആണെങ്കിൽ (അവസാന തീയതിക്ക് മുമ്പ് എപ്പോൾ വേണമെങ്കിലും ഉപഭോക്താവിന് അത് ഓൺ അല്ലെങ്കിൽ ഓഫ് ചെയ്യാം) അവസാന തീയതിയിൽ കരാർ തനിയെ പുതുക്കപ്പെടും.`,
  cancellation:
    "റദ്ദാക്കൽ: ഏതു കക്ഷിക്കും മറ്റേ കക്ഷിയെ രേഖാമൂലം അറിയിച്ച് കരാർ റദ്ദാക്കാം; റദ്ദാക്കുന്ന ദിവസം പ്ലാനിന്റെ സേവനം അവസാനിക്കും, പ്ലാൻ മാറ്റം ബില്ലിംഗ് സൈക്കിൾ അനുസരിച്ച് ആനുപാതികമായി കണക്കാക്കും. ഈ കരാറിൽ പറയാത്ത എല്ലാത്തിനും /terms-ലെ സേവന നിബന്ധനകൾ ബാധകമാണ്.",
};

export const billingPeriodWords = { monthly: "മാസംതോറും", quarterly: "മൂന്നു മാസം കൂടുമ്പോൾ", annual: "വർഷംതോറും" };

export const healthCheckWords = { "one-time": "ഒരിക്കൽ", monthly: "മാസംതോറും", weekly: "ആഴ്ചതോറും", daily: "ദിവസവും" };

export const durationWords = {
  days: (days: number) => `${days} ദിവസം`,
  hour: "1 മണിക്കൂർ",
  hours: (hours: number) => `${hours} മണിക്കൂർ`,
  minutes: (minutes: number) => `${minutes} മിനിറ്റ്`,
};

export const termsLanguageNote =
  "കരാറിന്റെ നിബന്ധനകൾ ഇംഗ്ലീഷിലാണ്: നിങ്ങൾ അംഗീകരിക്കുന്നത് താഴെയുള്ള ഇംഗ്ലീഷ് വാചകമാണ്, അതിനാണ് പ്രാബല്യം. സംശയമുണ്ടെങ്കിൽ ഞങ്ങളെ വിളിക്കൂ — മലയാളത്തിൽ വിശദീകരിച്ചുതരാം.";
