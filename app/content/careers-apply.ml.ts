// Words of the application form and the applicant's emails in Malayalam: the twin of careers-apply.ts.
import type * as en from "./careers-apply";
import { hrResponseDays } from "./jobs";
import { site } from "./site";
import { site as siteMl } from "./site.ml";

const fieldNames: typeof en.applicationFormCopy.fieldNames = {
  fullName: "പൂർണ്ണമായ പേര്",
  email: "ഇമെയിൽ",
  phone: "ഫോൺ",
  currentLocation: "ഇപ്പോഴുള്ള സ്ഥലം",
  yearsExperience: "പ്രവൃത്തിപരിചയം (വർഷം)",
  noticePeriod: "നോട്ടീസ് പിരീഡ്",
  profileUrl: "പ്രൊഫൈൽ അല്ലെങ്കിൽ പോർട്ട്ഫോളിയോ ലിങ്ക്",
  coverNote: "കവർ നോട്ട്",
};

export const applicationFormCopy: typeof en.applicationFormCopy = {
  heading: "ഈ ജോലിക്ക് അപേക്ഷിക്കുക",
  intro: "നിങ്ങളെക്കുറിച്ച് പറഞ്ഞ് ബയോഡാറ്റ ചേർക്കുക. ഏകദേശം അഞ്ച് മിനിറ്റ് മതി; ബട്ടൺ അമർത്തുന്നത് വരെ ഒന്നും അയയ്ക്കില്ല.",
  requiredNote: "* അടയാളമുള്ളവ നിർബന്ധമായും പൂരിപ്പിക്കണം.",
  optional: "നിർബന്ധമില്ല",
  fieldNames,
  labels: {
    ...fieldNames,
    resume: "ബയോഡാറ്റ",
    consent: `എന്റെ അപേക്ഷയും ബയോഡാറ്റയും ${siteMl.name} 12 മാസം സൂക്ഷിച്ച ശേഷം ഡിലീറ്റ് ചെയ്യുന്നതിന് ഞാൻ സമ്മതിക്കുന്നു.`,
  },
  hints: {
    phone: "ഇന്ത്യക്ക് പുറത്താണെങ്കിൽ കൺട്രി കോഡ് സഹിതം, ഉദാ. +91 98470 12345.",
    currentLocation: "നഗരവും സംസ്ഥാനവും, ഉദാ. കൊച്ചി, കേരളം.",
    profileUrl: "LinkedIn, GitHub, Behance അല്ലെങ്കിൽ നിങ്ങളുടെ സ്വന്തം സൈറ്റിലേക്കുള്ള https:// ലിങ്ക്.",
    coverNote: "ഈ ജോലി ഇഷ്ടപ്പെടാൻ കാരണം ഏതാനും വരികളിൽ: ടെംപ്ലേറ്റിനേക്കാൾ വിലയുണ്ട് നിങ്ങൾ ശരിയാക്കിയതോ ഉണ്ടാക്കിയതോ ആയ ഒരു കാര്യത്തിന്.",
    consent: "ഇവിടത്തെ ജോലികൾക്ക് നിങ്ങളെ പരിഗണിക്കാൻ മാത്രമാണ് ഇത് ഉപയോഗിക്കുന്നത്; കാണുക:",
  },
  privacyLink: "സ്വകാര്യതാ നയം",
  chooseYears: "തിരഞ്ഞെടുക്കുക…",
  yearsLabel: (years: number) => (years === 0 ? "ഒരു വർഷത്തിൽ താഴെ" : `${years} വർഷം`),
  yearsMaxLabel: (years: number) => `${years} വർഷമോ അതിൽ കൂടുതലോ`,
  chooseNotice: "തിരഞ്ഞെടുക്കുക…",
  noticePeriods: ["ഉടൻ തന്നെ", "15 ദിവസം", "30 ദിവസം", "45 ദിവസം", "60 ദിവസം", "90 ദിവസം", "90 ദിവസത്തിൽ കൂടുതൽ"],
  messages: {
    phoneCharacters: "ഫോൺ നമ്പറിൽ അക്കങ്ങളും സ്പേസും + ( ) - . എന്നിവയും മാത്രമേ പാടുള്ളൂ",
    phoneShort: "ഫോൺ നമ്പറിൽ കുറഞ്ഞത് 7 അക്കങ്ങൾ വേണം",
    yearsRequired: "പ്രവൃത്തിപരിചയം തിരഞ്ഞെടുക്കുക",
    noticeRequired: "നോട്ടീസ് പിരീഡ് തിരഞ്ഞെടുക്കുക",
    profileUrlInvalid: "പ്രൊഫൈൽ ലിങ്ക് https:// എന്ന് തുടങ്ങുന്ന വെബ് വിലാസമായിരിക്കണം",
    consentRequired: "അപേക്ഷ 12 മാസം സൂക്ഷിക്കുന്നതിന് സമ്മതം നൽകുക; അല്ലെങ്കിൽ ഞങ്ങൾക്ക് അത് പരിഗണിക്കാനാവില്ല",
    resumeRequired: "ബയോഡാറ്റ (PDF അല്ലെങ്കിൽ Word) ചേർക്കുക.",
  },
  fixErrors: "താഴെ അടയാളപ്പെടുത്തിയ കോളങ്ങൾ ശരിയാക്കുക.",
  submit: "അപേക്ഷ അയയ്ക്കുക",
  submitting: "അയയ്ക്കുന്നു…",
  progressLabel: "അപേക്ഷ അയയ്ക്കുന്നു",
  progress: (percent: number) => `അപേക്ഷ അയയ്ക്കുന്നു: ${percent}% അപ്‌ലോഡ് ആയി.`,
  progressDone: "അപ്‌ലോഡ് ആയി. സ്ഥിരീകരണത്തിനായി കാത്തിരിക്കുന്നു…",
  failed: `ഇപ്പോൾ നിങ്ങളുടെ അപേക്ഷ അയയ്ക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങളുടെ ഭാഗത്ത് ഒന്നും നഷ്ടപ്പെട്ടിട്ടില്ല: കുറച്ച് മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ CV ${site.careersEmail} എന്ന വിലാസത്തിലേക്ക് ഇമെയിൽ ചെയ്യുക.`,
  connectionLost: "അപേക്ഷ എത്തുന്നതിന് മുമ്പ് കണക്ഷൻ നഷ്ടപ്പെട്ടു. കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും അയയ്ക്കുക.",
  rateLimited: (minutes: number) =>
    `നിങ്ങളുടെ നെറ്റ്‌വർക്കിൽ നിന്ന് വളരെയധികം അപേക്ഷകൾ വന്നു. ${minutes} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  emailInstead: "ഇമെയിലാണോ സൗകര്യം? CV അയയ്ക്കേണ്ട വിലാസം:",
  honeypotLabel: "ഈ കോളം ഒഴിച്ചിടുക",
};

export const applicationConfirmation: typeof en.applicationConfirmation = {
  heading: "നന്ദി — നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് ലഭിച്ചു",
  text: `ഒരു സ്ഥിരീകരണ ഇമെയിൽ അയച്ചിട്ടുണ്ട്. ഓരോ അപേക്ഷയും ഞങ്ങളുടെ HR ടീം വായിക്കും, ${hrResponseDays} പ്രവൃത്തിദിവസത്തിനുള്ളിൽ നിങ്ങളെ ബന്ധപ്പെടും.`,
  next: "താഴെയുള്ള മറ്റ് ഒഴിവുകൾ നോക്കൂ, അല്ലെങ്കിൽ ഞങ്ങളുടെ നിയമനരീതി കരിയർ പേജിൽ വായിക്കൂ.",
  careersLink: "ഞങ്ങളുടെ നിയമനരീതി",
};

export const applicationClosed: typeof en.applicationClosed = {
  heading: "ഈ ജോലിക്കുള്ള അപേക്ഷ സ്വീകരിക്കുന്നത് അവസാനിച്ചു",
  text: (deadline: string) =>
    `അവസാന തീയതി ${deadline} ആയിരുന്നു. താഴെയുള്ള മറ്റ് ഒഴിവുകൾ നോക്കൂ, അല്ലെങ്കിൽ ഭാവിയിലെ ഒഴിവുകൾക്കായി CV ${site.careersEmail} എന്ന വിലാസത്തിലേക്ക് അയയ്ക്കൂ.`,
  refused: "ഈ ജോലിക്കുള്ള അപേക്ഷ സ്വീകരിക്കുന്നത് അവസാനിച്ചതിനാൽ നിങ്ങളുടെ അപേക്ഷ അയച്ചില്ല.",
};

export const applicationEmails: typeof en.applicationEmails = {
  acknowledgement: {
    subject: (jobTitle: string) => `നിങ്ങളുടെ അപേക്ഷ ലഭിച്ചു: ${jobTitle} — ${siteMl.name}`,
    lines: (fullName: string, jobTitle: string, contactBy: string) => [
      `നമസ്കാരം ${fullName},`,
      "",
      `${siteMl.name}-ൽ ${jobTitle} ജോലിക്ക് അപേക്ഷിച്ചതിന് നന്ദി. നിങ്ങളുടെ അപേക്ഷയും ബയോഡാറ്റയും ഞങ്ങൾക്ക് ലഭിച്ചു.`,
      "",
      `${hrResponseDays} പ്രവൃത്തിദിവസത്തിനുള്ളിൽ, ${contactBy}-നകം, ഞങ്ങളുടെ HR ടീം നിങ്ങളെ ബന്ധപ്പെടും.`,
      "",
      "അവസാന മാറ്റത്തിന് ശേഷം 12 മാസം ഞങ്ങൾ നിങ്ങളുടെ അപേക്ഷ സൂക്ഷിക്കും, പിന്നെ ഡിലീറ്റ് ചെയ്യും; അതിനു മുമ്പ് ഡിലീറ്റ് ചെയ്യണമെങ്കിൽ ഈ ഇമെയിലിന് മറുപടി അയച്ചാൽ മതി.",
      "",
      `— HR, ${siteMl.name}`,
    ],
  },
  repeat: {
    subject: (jobTitle: string) => `നിങ്ങൾ നേരത്തേ അപേക്ഷിച്ചിട്ടുണ്ട്: ${jobTitle} — ${siteMl.name}`,
    lines: (fullName: string, jobTitle: string, firstDate: string, resumeAdded: boolean) => [
      `നമസ്കാരം ${fullName},`,
      "",
      `${jobTitle} ജോലിക്ക് ഈ ഇമെയിൽ വിലാസത്തിൽ നിന്ന് മറ്റൊരു അപേക്ഷ കൂടി ലഭിച്ചു. ${firstDate}-ന് നിങ്ങൾ അപേക്ഷിച്ചിരുന്നതിനാൽ, പുതിയ ഒന്ന് തുടങ്ങാതെ ഇത് ആ അപേക്ഷയോട് ചേർത്തു.`,
      "",
      resumeAdded
        ? "ഇപ്പോൾ അയച്ച ബയോഡാറ്റ പഴയതിനൊപ്പം നിങ്ങളുടെ അപേക്ഷയിൽ സൂക്ഷിച്ചിട്ടുണ്ട്; HR പുതിയതാണ് വായിക്കുക."
        : "നിങ്ങളുടെ ബയോഡാറ്റ നേരത്തേ തന്നെ അപേക്ഷയിലുണ്ട്.",
      "",
      `ആദ്യ അപേക്ഷ മുതൽ ${hrResponseDays} പ്രവൃത്തിദിവസത്തിനുള്ളിൽ ഞങ്ങളുടെ HR ടീം ബന്ധപ്പെടും. വീണ്ടും അപേക്ഷിക്കേണ്ടതില്ല.`,
      "",
      `— HR, ${siteMl.name}`,
    ],
  },
};
