// The emails a customer gets about their contract, in Malayalam: the twin of contract-emails.ts.
export const contractEmailWords = {
  greeting: (name: string) => `നമസ്കാരം ${name},`,
  signature: "— Anantha IT Solutions",
  viewLine: "നിങ്ങളുടെ കരാറും അതിന്റെ നിബന്ധനകളും ലഭിച്ച സേവനവും ഇവിടെ കാണാം:",
  sent: {
    subject: (id: number, plan: string) => `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} സ്വീകരിക്കാൻ തയ്യാറാണ്`,
    lines: (plan: string, from: string, to: string) => [
      `നിങ്ങളുടെ ${plan} കരാർ തയ്യാറാണ്: ${from} മുതൽ ${to} വരെയാണ് കാലാവധി.`,
      "ദയവായി അതിന്റെ നിബന്ധനകൾ വായിച്ച് നിങ്ങളുടെ അക്കൗണ്ട് പേജിൽ അംഗീകരിക്കുക. നിങ്ങൾ അംഗീകരിച്ചാൽ മാത്രമേ കരാർ ആരംഭിക്കൂ.",
    ],
  },
  accepted: {
    subject: (id: number, plan: string) => `കരാർ AMC-${id} സ്വീകരിച്ചു: നിങ്ങളുടെ ${plan} പ്രാബല്യത്തിലായി`,
    lines: (plan: string, from: string, to: string, response: string) => [
      `നന്ദി: ${from} മുതൽ ${to} വരെയുള്ള നിങ്ങളുടെ ${plan} കരാർ നിങ്ങൾ സ്വീകരിച്ചു.`,
      `കരാർ ആരംഭിക്കുന്നതു മുതൽ നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റുകൾക്ക് ${response}-നുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും.`,
    ],
  },
  cancelled: {
    subject: (id: number, plan: string) => `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} റദ്ദാക്കി`,
    lines: (plan: string, reason: string) => [`നിങ്ങളുടെ ${plan} കരാർ റദ്ദാക്കിയിരിക്കുന്നു.`, `കാരണം: ${reason}`],
  },
  autoRenew: {
    subject: (id: number, on: boolean) => `കരാർ AMC-${id}: ഓട്ടോമാറ്റിക് പുതുക്കൽ ${on ? "ഓൺ ചെയ്തു" : "ഓഫ് ചെയ്തു"}`,
    lines: (on: boolean, end: string) =>
      on
        ? [`ഓട്ടോമാറ്റിക് പുതുക്കൽ ഇപ്പോൾ ഓൺ ആണ്: ${end}-ന് നിങ്ങളുടെ കരാർ തനിയെ പുതുക്കപ്പെടും.`]
        : [`ഓട്ടോമാറ്റിക് പുതുക്കൽ ഇപ്പോൾ ഓഫ് ആണ്: നിങ്ങൾ പുതുക്കിയില്ലെങ്കിൽ ${end}-ന് കരാർ അവസാനിക്കും.`],
  },
  reminder: {
    subject: (id: number, plan: string, daysLeft: number, end: string, autoRenew: boolean) =>
      daysLeft < 0
        ? `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} അവസാനിച്ചു: ഗ്രേസ് കാലയളവ് തീരും മുമ്പ് പുതുക്കുക`
        : autoRenew
          ? `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} ${daysLeft === 0 ? "ഇന്ന്" : `${end}-ന്`} പുതുക്കപ്പെടും`
          : daysLeft === 0
            ? `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} ഇന്ന് അവസാനിക്കുന്നു`
            : `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} ${daysLeft} ദിവസത്തിനകം, ${end}-ന് അവസാനിക്കുന്നു`,
    ending: (plan: string, id: number, end: string) => `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} ${end}-ന് അവസാനിക്കുന്നു.`,
    ended: (plan: string, id: number, end: string, graceEnd: string) =>
      `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} ${end}-ന് അവസാനിച്ചു. ${graceEnd} വരെ ഗ്രേസ് കാലയളവിൽ സേവനം തുടരും; കരാർ നിലനിർത്താൻ അതിനകം പുതുക്കുക.`,
    entitlementsHeading: "കരാർ നിങ്ങൾക്ക് നൽകുന്നതും, അതോടൊപ്പം ഇല്ലാതാകുന്നതും:",
    response: (response: string) => `സപ്പോർട്ട് ടിക്കറ്റിനുള്ള ആദ്യ പ്രതികരണം: ${response}-നുള്ളിൽ.`,
    graceAhead: (graceEnd: string) =>
      `പുതുക്കിയില്ലെങ്കിൽ, ${graceEnd} വരെ ഗ്രേസ് കാലയളവിൽ പ്ലാനിന്റെ സേവനം തുടരും; അതിനുശേഷം നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റുകൾക്ക് ഞങ്ങളുടെ സേവന നിബന്ധനകളിലെ സാധാരണ പ്രതികരണ സമയമാകും.`,
    serviceHeading: (from: string) => `ഈ കരാറിൽ ഞങ്ങൾ നൽകിയ സേവനം (${from} മുതൽ):`,
    serviceNone: "ഈ കരാറിൽ നിങ്ങൾ സപ്പോർട്ട് ടിക്കറ്റുകളൊന്നും തുറന്നിട്ടില്ല.",
    serviceOpened: (count: number) => `തുറന്ന സപ്പോർട്ട് ടിക്കറ്റുകൾ: ${count}.`,
    serviceFirstResponse: (within: number, due: number, response: string) =>
      `${response}-നുള്ളിലെ ആദ്യ പ്രതികരണങ്ങൾ: ${due}-ൽ ${within}.`,
    serviceResolution: (within: number, resolved: number) => `സമയപരിധിക്കുള്ളിൽ പരിഹരിച്ചത്: ${resolved}-ൽ ${within}.`,
    autoRenewOn: (end: string, price: string, billed: string) =>
      `ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓൺ ആണ്: ${end}-ന് കരാർ ഒരു വർഷത്തേക്ക് കൂടി തനിയെ പുതുക്കപ്പെടും, മാസം ${price}, ${billed} ബിൽ ചെയ്യും. നിങ്ങൾ ഒന്നും ചെയ്യേണ്ടതില്ല. ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓഫ് ചെയ്യാൻ, അതിനു മുമ്പ് നിങ്ങളുടെ കരാറിന്റെ പേജിലെ സ്വിച്ച് ഉപയോഗിക്കുക.`,
    autoRenewOff: (from: string, to: string, price: string, billed: string) =>
      `ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓഫ് ആണ്. പുതുക്കാൻ താഴെയുള്ള 'പുതുക്കുക' അമർത്തി, തുറക്കുന്ന പേജിൽ ഉറപ്പാക്കുക: അടുത്ത കരാർ ${from} മുതൽ ${to} വരെ, മാസം ${price}, ${billed} ബിൽ ചെയ്യും, GST പുറമെ.`,
    renewAction: (id: number) => `AMC-${id} പുതുക്കുക`,
  },
  renewed: {
    subject: (id: number, nextId: number) => `കരാർ AMC-${id}, AMC-${nextId} ആയി പുതുക്കി`,
    lines: (plan: string, nextId: number, from: string, to: string, automatic: boolean) => [
      automatic
        ? `ഓട്ടോമാറ്റിക് പുതുക്കൽ ഓൺ ആയിരുന്നതിനാൽ നിങ്ങളുടെ ${plan} കരാർ തനിയെ പുതുക്കി. പുതിയ കരാർ AMC-${nextId}, ${from} മുതൽ ${to} വരെ.`
        : `നന്ദി: നിങ്ങളുടെ ${plan} കരാർ പുതുക്കി. പുതിയ കരാർ AMC-${nextId}, ${from} മുതൽ ${to} വരെ.`,
    ],
    price: (monthly: string, billed: string, periodPrice: string) =>
      `വില: മാസം ${monthly}, ${billed} ${periodPrice} വീതം ബിൽ ചെയ്യും, GST പുറമെ.`,
  },
  expired: {
    subject: (id: number, plan: string) => `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} കാലഹരണപ്പെട്ടു`,
    lines: (plan: string, id: number, end: string, graceEnd: string) => [
      `നിങ്ങളുടെ ${plan} കരാർ AMC-${id} ${end}-ന് അവസാനിച്ചു; ${graceEnd}-ന് ഗ്രേസ് കാലയളവ് തീരുന്നതുവരെ പുതുക്കാത്തതിനാൽ അത് ഇപ്പോൾ കാലഹരണപ്പെട്ടു.`,
    ],
    lapsedHeading: "അതോടൊപ്പം ഇല്ലാതായത്:",
    standardTerms: (termsUrl: string) =>
      `ഇനി മുതൽ നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റുകൾക്ക് പ്ലാനിന്റേതല്ല, ഞങ്ങളുടെ സേവന നിബന്ധനകളിലെ (${termsUrl}) സാധാരണ പ്രതികരണ സമയമാണ്.`,
    again: (plansUrl: string) => `വീണ്ടും ഒരു പ്ലാൻ വേണമെങ്കിൽ ${plansUrl}-ൽ തിരഞ്ഞെടുക്കുക; ഞങ്ങൾ സ്വീകരിക്കാനായി പുതിയ കരാർ അയച്ചുതരും.`,
  },
};
