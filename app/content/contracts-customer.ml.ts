// The customer's side of AMC contracts in Malayalam: the twin of contracts-customer.ts.
import type { ContractStateLabels } from "./contracts-customer";

export const contractStateLabels: ContractStateLabels = {
  waiting: "നിങ്ങളുടെ സ്വീകാര്യതയ്ക്കായി കാത്തിരിക്കുന്നു",
  active: "പ്രാബല്യത്തിൽ",
  ending: "ഉടൻ അവസാനിക്കും",
  grace: (renewBy: string) => `ഗ്രേസ് കാലയളവിൽ — ${renewBy}-നകം പുതുക്കുക`,
  expired: "കാലാവധി കഴിഞ്ഞു",
  renewed: "പുതുക്കി",
  cancelled: "റദ്ദാക്കി",
};

export const contractListCopy = {
  empty:
    "നിങ്ങൾക്ക് ഇതുവരെ AMC കരാറുകളൊന്നുമില്ല. ഒരു പ്ലാൻ തിരഞ്ഞെടുക്കുമ്പോൾ ഞങ്ങൾ അതിന്റെ കരാർ തയ്യാറാക്കും; നിങ്ങൾ അത് ഇവിടെ സ്വീകരിക്കാം.",
  browsePlans: "AMC പ്ലാനുകൾ കാണുക",
  accountLink: "AMC കരാറുകൾ",
  accountIntro: "നിങ്ങളുടെ കരാറുകളുടെ നിബന്ധനകൾ, അർഹതകൾ, ഞങ്ങൾ നിങ്ങൾക്ക് നൽകിയ സേവനത്തിന്റെ കണക്കുകൾ.",
};

export const contractFactsCopy = {
  reference: (id: number) => `AMC-${id}`,
  heading: (id: number, plan: string) => `AMC-${id} · ${plan}`,
  status: "സ്ഥിതി",
  period: "കാലയളവ്",
  periodValue: (from: string, to: string) => `${from} മുതൽ ${to} വരെ`,
  validTill: "സാധുത",
  nextBilling: "അടുത്ത ബില്ലിംഗ് തീയതി",
  nextBillingValue: (day: string, amount: string) => `${day} · ${amount}`,
  noNextBilling: "ഈ കരാറിൽ ഇനി ബില്ലിംഗ് തീയതികളില്ല",
  autoRenew: "ഓട്ടോമാറ്റിക് പുതുക്കൽ",
  autoRenewOn: "ഓൺ",
  autoRenewOff: "ഓഫ്",
  factsHeading: "കരാർ ഒറ്റനോട്ടത്തിൽ",
  healthChecks: "ഈ ബില്ലിംഗ് കാലയളവിലെ ഹെൽത്ത് ചെക്കുകൾ",
  healthChecksValue: (done: number, cadence: string) => `${done} എണ്ണം ചെയ്തു (${cadence})`,
  visits: "നേരിട്ടുള്ള സന്ദർശനങ്ങൾ",
  healthChecksYear: "ഈ കരാർ വർഷത്തെ ഹെൽത്ത് ചെക്കുകൾ",
  visitsYear: "ഈ കരാർ വർഷത്തെ നേരിട്ടുള്ള സന്ദർശനങ്ങൾ",
  tally: (done: number, due: number, missed: number) =>
    `${done} ചെയ്തു, ${due} ബാക്കി, ${missed} നടക്കാതെ പോയി`,
  devices: "കവർ ചെയ്യുന്ന ഉപകരണങ്ങൾ",
  usedOf: (used: number, of: number) => `${of}-ൽ ${used} ഉപയോഗിച്ചു`,
  coveredOf: (covered: number, of: number) => `${of}-ൽ ${covered}`,
  noFixedLimit: (used: number) => `ഇതുവരെ ${used} (നിശ്ചിത പരിധിയില്ല)`,
  remoteOnly: "ഉൾപ്പെടുന്നില്ല (റിമോട്ട് സപ്പോർട്ട് മാത്രം)",
  serviceHeading: "നിങ്ങൾക്ക് ലഭിച്ച സേവനം, കണക്കുകളിൽ",
  serviceIntro: (from: string, to: string) => `${from} മുതൽ ${to} വരെയുള്ള നിങ്ങളുടെ സ്വന്തം സപ്പോർട്ട് ടിക്കറ്റുകൾ.`,
  serviceNotStarted: "കരാർ തുടങ്ങിക്കഴിഞ്ഞാൽ നിങ്ങൾക്ക് ലഭിച്ച സേവനത്തിന്റെ കണക്കുകൾ ഇവിടെ കാണാം.",
  opened: "തുറന്ന ടിക്കറ്റുകൾ",
  firstResponses: (response: string) => `${response}-നുള്ളിലെ ആദ്യ പ്രതികരണങ്ങൾ`,
  resolutions: "സമയപരിധിക്കുള്ളിലെ പരിഹാരങ്ങൾ",
  nOfM: (n: number, m: number) => `${m}-ൽ ${n}`,
  pending: (count: number) => `${count} എണ്ണം ഇപ്പോഴും സമയപരിധിക്കുള്ളിൽ`,
  howCounted: "ഇവ ഞങ്ങൾ എങ്ങനെ കണക്കാക്കുന്നു",
  serviceLevelsHref: "/service-levels",
};

export const contractPageCopy = {
  title: (id: number) => `കരാർ AMC-${id}`,
  description: "നിങ്ങളുടെ AMC കരാർ: അതിന്റെ നിബന്ധനകൾ, അർഹതകൾ, ലഭിച്ച സേവനത്തിന്റെ കണക്കുകൾ.",
  back: "നിങ്ങളുടെ കരാറുകളിലേക്ക് മടങ്ങുക",
  termsHeading: "നിബന്ധനകൾ",
  acceptedTermsHeading: "നിങ്ങൾ സ്വീകരിച്ച നിബന്ധനകൾ",
  accept: {
    heading: "ഈ കരാർ സ്വീകരിക്കുക",
    intro: "നിങ്ങൾ സ്വീകരിച്ചാൽ മാത്രമേ കരാർ ആരംഭിക്കൂ. ദയവായി ആദ്യം മുകളിലെ നിബന്ധനകൾ വായിക്കുക.",
    checkbox: "ഈ നിബന്ധനകൾ ഞാൻ വായിച്ചു, അംഗീകരിക്കുന്നു",
    submit: "ഞാൻ അംഗീകരിക്കുന്നു",
    required: "നിബന്ധനകൾ വായിച്ച് അംഗീകരിച്ചു എന്ന് അറിയിക്കാൻ ബോക്സിൽ ടിക്ക് ചെയ്യുക.",
  },
  acceptance: {
    heading: "നിങ്ങളുടെ സ്വീകാര്യത",
    acceptedOn: "സ്വീകരിച്ചത്",
    account: "അക്കൗണ്ട്",
    address: "IP വിലാസം",
    unknownAddress: "രേഖപ്പെടുത്തിയിട്ടില്ല",
    fingerprint: "നിബന്ധനകളുടെ വിരലടയാളം",
    fingerprintHint: "നിങ്ങൾ സ്വീകരിച്ച വാചകത്തിന്റെ SHA-256-ന്റെ ആദ്യ 12 അക്ഷരങ്ങൾ.",
    channel: {
      portal: "ഈ പേജിൽ",
      "renewal-link": "ഞങ്ങളുടെ ഓർമ്മപ്പെടുത്തൽ ഇമെയിലിലെ പുതുക്കൽ ലിങ്കിൽ നിന്ന്",
      staff: "നിങ്ങൾക്കുവേണ്ടി ഞങ്ങളുടെ ജീവനക്കാർ",
      "auto-renew": "ഓട്ടോമാറ്റിക്കായി പുതുക്കി",
    },
    channelLabel: "എങ്ങനെ",
  },
  autoRenew: {
    heading: "ഓട്ടോമാറ്റിക് പുതുക്കൽ",
    on: "ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓൺ ആണ്: അവസാന തീയതിയിൽ കരാർ തനിയെ പുതുക്കപ്പെടും.",
    off: "ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓഫ് ആണ്: നിങ്ങൾ പുതുക്കിയില്ലെങ്കിൽ അവസാന തീയതിയിൽ കരാർ അവസാനിക്കും.",
    switchOn: "ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓൺ ചെയ്യുക",
    switchOff: "ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓഫ് ചെയ്യുക",
  },
  renew: {
    heading: "ഈ കരാർ പുതുക്കുക",
    intro: (from: string, to: string) =>
      `അടുത്ത കാലയളവ് ${from} മുതൽ ${to} വരെ, ഈ നിബന്ധനകളിൽ. പുതുക്കുമ്പോൾ ഇതുമായി ബന്ധിപ്പിച്ച ഒരു പുതിയ കരാറായി അത് ആരംഭിക്കും.`,
    checkbox: "ഈ നിബന്ധനകൾ ഞാൻ വായിച്ചു, അംഗീകരിക്കുന്നു",
    submit: "ഒരു വർഷത്തേക്ക് കൂടി പുതുക്കുക",
    required: "പുതുക്കലിന്റെ നിബന്ധനകൾ വായിച്ച് അംഗീകരിച്ചു എന്ന് അറിയിക്കാൻ ബോക്സിൽ ടിക്ക് ചെയ്യുക.",
  },
  change: {
    heading: "പ്ലാൻ മാറ്റാൻ അപേക്ഷിക്കുക",
    intro: "നിങ്ങൾക്ക് വേണ്ട പ്ലാൻ തിരഞ്ഞെടുക്കുക; ഞങ്ങളുടെ ടീം നിങ്ങളെ ബന്ധപ്പെട്ട് പുതിയ കരാർ തയ്യാറാക്കും.",
    plan: "പുതിയ പ്ലാൻ",
    choosePlan: "ഒരു പ്ലാൻ തിരഞ്ഞെടുക്കുക",
    note: "ഞങ്ങളുടെ ടീമിനുള്ള കുറിപ്പ്",
    optional: "നിർബന്ധമില്ല",
    submit: "അപേക്ഷ അയയ്ക്കുക",
    busy: "അയയ്ക്കുന്നു…",
    planRequired: "നിങ്ങൾക്ക് വേണ്ട പ്ലാൻ തിരഞ്ഞെടുക്കുക.",
    noteTooLong: (max: number) => `കുറിപ്പ് പരമാവധി ${max} അക്ഷരങ്ങൾ വരെ മാത്രം.`,
  },
  chain: {
    heading: "പുതുക്കലുകൾ",
    renewalOf: "ഇതിന്റെ പുതുക്കൽ",
    renewedAs: "പുതുക്കിയത്",
  },
};

export const contractToasts = {
  accepted: (id: number) =>
    `നന്ദി: കരാർ AMC-${id} സ്വീകരിച്ചു. സ്ഥിരീകരണം ഞങ്ങൾ നിങ്ങൾക്ക് ഇമെയിൽ ചെയ്തിട്ടുണ്ട്.`,
  alreadyAccepted: "നിങ്ങൾ ഈ കരാർ നേരത്തേ സ്വീകരിച്ചിരുന്നു; ഒന്നും മാറ്റിയിട്ടില്ല.",
  outdated: "നിങ്ങൾ തുറന്നതിനുശേഷം ഈ നിബന്ധനകൾ മാറിയിട്ടുണ്ട്; ദയവായി അവ വീണ്ടും വായിക്കുക.",
  notOpen: "ഈ കരാർ ഇനി നിങ്ങളുടെ സ്വീകാര്യതയ്ക്കായി കാത്തിരിക്കുന്നില്ല.",
  autoRenewOn: "ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓൺ ചെയ്തു.",
  autoRenewOff: "ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓഫ് ചെയ്തു.",
  autoRenewUnchanged: "ഓട്ടോമാറ്റിക് പുതുക്കൽ നേരത്തേ തന്നെ അങ്ങനെയായിരുന്നു.",
  autoRenewRefused: "ഈ കരാറിൽ ഇനി ഓട്ടോമാറ്റിക് പുതുക്കൽ മാറ്റാൻ കഴിയില്ല.",
  renewed: (id: number) => `പുതുക്കി: നിങ്ങളുടെ അടുത്ത കാലയളവ് കരാർ AMC-${id} ആണ്.`,
  alreadyRenewed: (id: number) => `ഈ കരാർ നേരത്തേ AMC-${id} ആയി പുതുക്കിയിരുന്നു; ഒന്നും മാറ്റിയിട്ടില്ല.`,
  notRenewable: "ഈ കരാർ ഇനി ഇവിടെ നിന്ന് പുതുക്കാൻ കഴിയില്ല.",
  renewalOutdated: "നിങ്ങൾ പേജ് തുറന്നതിനുശേഷം പുതുക്കലിന്റെ നിബന്ധനകൾ മാറിയിട്ടുണ്ട്; ദയവായി അവ വീണ്ടും വായിക്കുക.",
  changeRequested: "നിങ്ങളുടെ അപേക്ഷ ഞങ്ങളുടെ ടീമിന് ലഭിച്ചു; പുതിയ പ്ലാനിനെക്കുറിച്ച് ഞങ്ങൾ നിങ്ങളെ ബന്ധപ്പെടും.",
  changeRefused: "ഈ കരാറിൽ ഇനി പ്ലാൻ മാറ്റത്തിന് അപേക്ഷിക്കാൻ കഴിയില്ല.",
  rateLimited: (minutes: number) =>
    `നിങ്ങളുടെ അക്കൗണ്ടിൽ നിന്ന് വളരെയധികം അഭ്യർത്ഥനകൾ. ദയവായി ${minutes} മിനിറ്റിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  failed: "ഇപ്പോൾ അത് സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല. ദയവായി അൽപസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.",
};
