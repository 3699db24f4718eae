// Words of the account pages and messages in Malayalam: the twin of accounts.ts (same names, same
// shapes; the pages, their schemas and the handlers pick one language for each request).
import type * as en from "./accounts";
import { formatCount } from "./numbers";

export const authFieldMessages: typeof en.authFieldMessages = {
  passwordRequired: "പാസ്‌വേഡ് നൽകണം",
  loginPasswordTooShort: (min: number) => `പാസ്‌വേഡിന് കുറഞ്ഞത് ${min} അക്ഷരങ്ങൾ വേണം`,
  passwordTooShort: (min: number) => `പാസ്‌വേഡിന് കുറഞ്ഞത് ${min} അക്ഷരങ്ങൾ വേണം`,
  passwordTooLong: (max: number) => `പാസ്‌വേഡ് പരമാവധി ${max} അക്ഷരങ്ങൾ വരെ മാത്രം`,
  fullName: "മുഴുവൻ പേര്",
  fullNameRequired: "മുഴുവൻ പേര് നൽകണം",
  fullNameTooShort: (min: number) => `പേരിന് കുറഞ്ഞത് ${min} അക്ഷരങ്ങൾ വേണം`,
  confirmRequired: "പാസ്‌വേഡ് ഒന്നുകൂടി നൽകി ഉറപ്പാക്കുക",
  passwordsDiffer: "രണ്ട് പാസ്‌വേഡുകളും ഒന്നല്ല",
  termsRequired: "നിബന്ധനകൾ അംഗീകരിക്കണം",
  invalidLink: "ഈ ലിങ്ക് സാധുവല്ല. ദയവായി പുതിയൊരെണ്ണം ആവശ്യപ്പെടുക.",
};

export const authToasts: typeof en.authToasts = {
  loginSuccess: "ലോഗിൻ ചെയ്തു!",
  loginFailed: "ലോഗിൻ ചെയ്യാനായില്ല. ഇമെയിലും പാസ്‌വേഡും ശരിയാണോ എന്ന് നോക്കുക.",
  signupSuccess: "അക്കൗണ്ട് തയ്യാറായി!",
  signupFailed: "സൈൻ അപ്പ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.",
  loggedOut: "നിങ്ങൾ ലോഗ് ഔട്ട് ചെയ്തു.",
  passwordReset: "പാസ്‌വേഡ് മാറ്റി, നിങ്ങൾ ലോഗിൻ ചെയ്തിട്ടുണ്ട്. മറ്റ് ഉപകരണങ്ങളിൽ നിന്ന് ലോഗ് ഔട്ട് ആക്കിയിരിക്കുന്നു.",
};

export const authMessages: typeof en.authMessages = {
  rateLimited: (minutes: number) => `ഒരുപാട് തവണ ശ്രമിച്ചു. ഏകദേശം ${formatCount(minutes)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.`,
  unavailable: "ഞങ്ങളുടെ ഭാഗത്ത് ഒരു പ്രശ്നം വന്നു. അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
  unverified:
    "ആദ്യം നിങ്ങളുടെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക. സ്ഥിരീകരണ ലിങ്ക് നിങ്ങളുടെ ഇൻബോക്സിലേക്ക് അയച്ചിട്ടുണ്ട്; 24 മണിക്കൂറിനുള്ളിൽ അത് തുറക്കണം.",
  fixErrors: "അടയാളപ്പെടുത്തിയ ഫീൽഡുകൾ തിരുത്തുക.",
};

export const honeypotLabel: string = "ഈ ഫീൽഡ് ഒഴിച്ചിടുക";

export const fieldLabels: typeof en.fieldLabels = {
  fullName: "മുഴുവൻ പേര്",
  email: "ഇമെയിൽ വിലാസം",
  password: "പാസ്‌വേഡ്",
  newPassword: "പുതിയ പാസ്‌വേഡ്",
  confirmPassword: "പാസ്‌വേഡ് ഒന്നുകൂടി",
  confirmNewPassword: "പുതിയ പാസ്‌വേഡ് ഒന്നുകൂടി",
  remember: "എന്നെ ഓർത്തുവയ്ക്കുക",
  showPassword: "പാസ്‌വേഡ് കാണിക്കുക",
  hidePassword: "പാസ്‌വേഡ് മറയ്ക്കുക",
};

export const fieldPlaceholders: typeof en.fieldPlaceholders = {
  fullName: "അഞ്ജലി നായർ",
  password: "നിങ്ങളുടെ പാസ്‌വേഡ്",
  newPassword: "കുറഞ്ഞത് 8 അക്ഷരങ്ങൾ",
  confirmPassword: "പാസ്‌വേഡ് വീണ്ടും ടൈപ്പ് ചെയ്യുക",
};

export const loginCopy: typeof en.loginCopy = {
  submit: "ലോഗിൻ ചെയ്യുക",
  submitting: "ലോഗിൻ ചെയ്യുന്നു...",
  forgot: "പാസ്‌വേഡ് മറന്നോ?",
  noAccount: "അക്കൗണ്ട് ഇല്ലേ?",
  signupLink: "സൈൻ അപ്പ് ചെയ്യുക",
  planNote: (planName: string) => `${planName} പ്ലാൻ ആവശ്യപ്പെടാൻ ലോഗിൻ ചെയ്യുക.`,
};

export const signupCopy: typeof en.signupCopy = {
  submit: "അക്കൗണ്ട് തുടങ്ങുക",
  submitting: "അക്കൗണ്ട് തുടങ്ങുന്നു...",
  checklistHeading: "നല്ല പാസ്‌വേഡിന്",
  checklistNote: "നീളം മാത്രമാണ് നിർബന്ധം; ബാക്കിയുള്ളവ പാസ്‌വേഡിനെ കൂടുതൽ സുരക്ഷിതമാക്കും.",
  termsBefore: "ഞാൻ",
  termsLink: { label: "സേവന നിബന്ധനകൾ", href: "/terms" },
  termsMiddle: "കൂടാതെ",
  privacyLink: { label: "സ്വകാര്യതാ നയം", href: "/privacy" },
  termsAfter: "അംഗീകരിക്കുന്നു",
  haveAccount: "ഇതിനകം അക്കൗണ്ട് ഉണ്ടോ?",
  loginLink: "ലോഗിൻ ചെയ്യുക",
  planNote: (planName: string) => `${planName} പ്ലാൻ ആവശ്യപ്പെടാൻ ഒരു അക്കൗണ്ട് തുടങ്ങുക.`,
  checkInbox: {
    heading: "ഇൻബോക്സ് നോക്കുക",
    text: (email: string) =>
      `${email} എന്ന വിലാസത്തിലേക്ക് ഒരു ലിങ്ക് അയച്ചിട്ടുണ്ട്. വിലാസം സ്ഥിരീകരിക്കാൻ 24 മണിക്കൂറിനുള്ളിൽ അത് തുറക്കുക — നിങ്ങൾ ലോഗിൻ ആകും, അക്കൗണ്ട് തയ്യാറാകും.`,
    hint: "കുറച്ച് മിനിറ്റ് കഴിഞ്ഞിട്ടും ഇമെയിൽ കിട്ടിയില്ലേ? സ്പാം ഫോൾഡർ നോക്കുക, അല്ലെങ്കിൽ പുതിയ ലിങ്കിനായി വീണ്ടും സൈൻ അപ്പ് ചെയ്യുക.",
    back: "ഹോം പേജിലേക്ക് മടങ്ങുക",
  },
};

export const forgotCopy: typeof en.forgotCopy = {
  submit: "റീസെറ്റ് ലിങ്ക് അയയ്ക്കുക",
  submitting: "അയയ്ക്കുന്നു...",
  sent: {
    heading: "ഇൻബോക്സ് നോക്കുക",
    text: "ആ വിലാസത്തിൽ ഒരു അക്കൗണ്ട് ഉണ്ടെങ്കിൽ, പുതിയ പാസ്‌വേഡ് തിരഞ്ഞെടുക്കാനുള്ള ലിങ്ക് അതിലേക്ക് ഇമെയിൽ ചെയ്തിട്ടുണ്ട്. ലിങ്ക് ഒരു തവണ മാത്രം പ്രവർത്തിക്കും, 1 മണിക്കൂറിനുള്ളിൽ കാലാവധി തീരും.",
  },
  backToLogin: "ലോഗിൻ പേജിലേക്ക് മടങ്ങുക",
};

export const resetCopy: typeof en.resetCopy = {
  submit: "പാസ്‌വേഡ് മാറ്റുക",
  submitting: "പാസ്‌വേഡ് മാറ്റുന്നു...",
  linkProblems: {
    invalid: "ഈ റീസെറ്റ് ലിങ്ക് സാധുവല്ല. ഒരുപക്ഷേ മുഴുവനായി കോപ്പി ചെയ്തിട്ടുണ്ടാവില്ല.",
    expired: "ഈ റീസെറ്റ് ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു. റീസെറ്റ് ലിങ്കുകൾ 1 മണിക്കൂർ മാത്രമേ പ്രവർത്തിക്കൂ.",
    used: "ഈ റീസെറ്റ് ലിങ്ക് ഇതിനകം ഉപയോഗിച്ചു. ഓരോ ലിങ്കും ഒരു തവണ മാത്രമേ പ്രവർത്തിക്കൂ.",
  },
  requestNew: "പുതിയ ലിങ്ക് ആവശ്യപ്പെടുക",
};

export const verifyCopy: typeof en.verifyCopy = {
  intro: "അക്കൗണ്ട് തുടങ്ങുന്നത് പൂർത്തിയാക്കാനും ലോഗിൻ ചെയ്യാനും ഈ ഇമെയിൽ വിലാസം നിങ്ങളുടേതാണെന്ന് സ്ഥിരീകരിക്കുക.",
  submit: "സ്ഥിരീകരിച്ച് ലോഗിൻ ചെയ്യുക",
  submitting: "സ്ഥിരീകരിക്കുന്നു...",
  linkProblems: {
    invalid: "ഈ സ്ഥിരീകരണ ലിങ്ക് സാധുവല്ല. ഒരുപക്ഷേ മുഴുവനായി കോപ്പി ചെയ്തിട്ടുണ്ടാവില്ല.",
    expired: "ഈ സ്ഥിരീകരണ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു. സ്ഥിരീകരണ ലിങ്കുകൾ 24 മണിക്കൂർ മാത്രമേ പ്രവർത്തിക്കൂ.",
    used: "ഈ സ്ഥിരീകരണ ലിങ്ക് ഇതിനകം ഉപയോഗിച്ചു. വിലാസം സ്ഥിരീകരിച്ചിട്ടുണ്ടെങ്കിൽ ലോഗിൻ ചെയ്യുക.",
  },
  signIn: "ലോഗിൻ പേജിലേക്ക്",
  signUpAgain: "വീണ്ടും സൈൻ അപ്പ് ചെയ്യുക",
};

export const accountCopy: typeof en.accountCopy = {
  detailsHeading: "നിങ്ങളുടെ വിവരങ്ങൾ",
  nameLabel: "പേര്",
  emailLabel: "ഇമെയിൽ",
  memberSinceLabel: "അംഗമായത്",
  requestsHeading: "നിങ്ങളുടെ പ്ലാൻ അപേക്ഷകൾ",
  requestsEmpty: "നിങ്ങൾ ഇതുവരെ ഒരു പ്ലാനും ആവശ്യപ്പെട്ടിട്ടില്ല.",
  browsePlans: "AMC പ്ലാനുകൾ കാണുക",
  columns: { plan: "പ്ലാൻ", requested: "ആവശ്യപ്പെട്ടത്", status: "സ്ഥിതി", note: "നിങ്ങളുടെ കുറിപ്പ്" },
  statusLabels: {
    requested: "ആവശ്യപ്പെട്ടു",
    contacted: "ഞങ്ങൾ ബന്ധപ്പെട്ടു",
    active: "സജീവം",
    declined: "നിരസിച്ചു",
    cancelled: "റദ്ദാക്കി",
  },
  logout: "ലോഗ് ഔട്ട്",
  securityHeading: "പാസ്‌വേഡും സുരക്ഷയും",
  securityText: "പാസ്‌വേഡ് മാറ്റാൻ റീസെറ്റ് ലിങ്ക് ഉപയോഗിക്കുക: അതിനുശേഷം മറ്റെല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗ് ഔട്ട് ആകും.",
  securityLink: "എന്റെ പാസ്‌വേഡ് മാറ്റുക",
};

export const languageSettingCopy: typeof en.languageSettingCopy = {
  heading: "ഇമെയിലുകളുടെയും സന്ദേശങ്ങളുടെയും ഭാഷ",
  text: "ഈ ഭാഷയിലാണ് ഞങ്ങൾ നിങ്ങൾക്ക് എഴുതുക: അക്കൗണ്ട്, സപ്പോർട്ട് ടിക്കറ്റുകൾ, കരാറുകൾ, സന്ദർശനങ്ങൾ, ഇൻവോയ്സുകൾ എന്നിവയെക്കുറിച്ചുള്ള ഇമെയിലുകൾ.",
  save: "ഭാഷ സേവ് ചെയ്യുക",
  saved: "ഇമെയിലുകൾക്കും സന്ദേശങ്ങൾക്കുമുള്ള നിങ്ങളുടെ ഭാഷ സേവ് ചെയ്തു.",
  unchanged: "അത് തന്നെയാണ് ഇപ്പോഴും നിങ്ങളുടെ ഭാഷ.",
  invalid: "ഇംഗ്ലീഷ് അല്ലെങ്കിൽ മലയാളം തിരഞ്ഞെടുക്കുക.",
};

export { accountMenuCopy } from "./account-menu.ml";
