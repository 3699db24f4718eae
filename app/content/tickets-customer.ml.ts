// The customer side of the support desk in Malayalam: the twin of tickets-customer.ts (the pages
// under /ml/account/tickets and the emails a customer who chose Malayalam receives).
import type { TicketStatus } from "~/db/tickets-schema";
import { site } from "./site.ml";
import { ticketStatusLabels } from "./tickets.ml";
import type * as en from "./tickets-customer";

export const contractLapsedNote: typeof en.contractLapsedNote = {
  text: (endedOn: string) =>
    `നിങ്ങളുടെ AMC കരാർ ${endedOn}-ന് അവസാനിച്ചു; പുതുക്കുന്നതുവരെ നിങ്ങളുടെ ടിക്കറ്റുകൾക്ക് സാധാരണ പ്രതികരണ സമയമാണ് ബാധകം.`,
  link: "AMC കരാർ പുതുക്കുക",
};

export const ticketListCopy: typeof en.ticketListCopy = {
  newTicket: "പുതിയ ടിക്കറ്റ് തുറക്കുക",
  caption: "നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റുകൾ",
  empty: "നിങ്ങൾ ഇതുവരെ ടിക്കറ്റുകളൊന്നും തുറന്നിട്ടില്ല.",
  columns: {
    number: "ടിക്കറ്റ്",
    subject: "വിഷയം",
    status: "നില",
    priority: "മുൻഗണന",
    next: "ഞങ്ങളുടെ അടുത്ത നടപടി",
    opened: "തുറന്നത്",
  },
  next: {
    firstResponse: (due: string) => `ആദ്യ മറുപടി ${due}-നകം`,
    resolution: (due: string) => `പരിഹാരം ${due}-നകം`,
    waitingOnYou: "നിങ്ങളുടെ മറുപടി കാത്തിരിക്കുന്നു",
    done: "—",
    pending: "സമയം നിശ്ചയിച്ചുവരുന്നു",
  },
  accountLink: "സപ്പോർട്ട് ടിക്കറ്റുകൾ",
  accountIntro: "ഏത് പ്രശ്നവും ഞങ്ങളുടെ സപ്പോർട്ട് ടീമിനെ അറിയിക്കുക, പരിഹരിക്കുന്നതുവരെ അതിന്റെ പുരോഗതി ഇവിടെ കാണാം.",
};

export const ticketFormCopy: typeof en.ticketFormCopy = {
  requiredNote: "* അടയാളമുള്ളവ പൂരിപ്പിക്കണം.",
  optional: "നിർബന്ധമില്ല",
  labels: {
    subject: "വിഷയം",
    description: "എന്താണ് പ്രശ്നം?",
    priority: "മുൻഗണന",
    type: "പ്രശ്നത്തിന്റെ തരം",
    device: "ഉപകരണം",
    location: "സ്ഥലം",
    attachments: "ഫയലുകൾ",
  },
  hints: {
    subject: "ചുരുക്കത്തിൽ ഒരു വരി, ഉദാ. 'ഓഫീസ് പ്രിന്റർ തിങ്കളാഴ്ച മുതൽ ഓഫ്‌ലൈൻ'.",
    description: "എന്താണ് സംഭവിച്ചത്, നിങ്ങൾ എന്തൊക്കെ ശ്രമിച്ചു, സ്ക്രീനിൽ എന്തെങ്കിലും എറർ സന്ദേശം കാണുന്നുണ്ടോ എന്നെല്ലാം എഴുതുക.",
    device: "ഉദാ. 'ഡെൽ ലാപ്ടോപ്പ്, Windows 11' അല്ലെങ്കിൽ 'റിസപ്ഷനിലെ CCTV റെക്കോർഡർ'.",
    location: "ഞങ്ങൾ നേരിട്ട് വരേണ്ടി വന്നാൽ: ഓഫീസ്, ബ്രാഞ്ച് അല്ലെങ്കിൽ വിലാസം.",
    attachments: "5 MB വീതമുള്ള 5 ഫയലുകൾ വരെ: ചിത്രങ്ങൾ, PDF അല്ലെങ്കിൽ ടെക്സ്റ്റ് ലോഗുകൾ.",
  },
  fieldNames: {
    subject: "വിഷയം",
    description: "വിവരണം",
    device: "ഉപകരണം",
    location: "സ്ഥലം",
  },
  chooseType: "തരം തിരഞ്ഞെടുക്കുക",
  priorityRequired: "ഒരു മുൻഗണന തിരഞ്ഞെടുക്കുക.",
  typeRequired: "പ്രശ്നത്തിന്റെ തരം തിരഞ്ഞെടുക്കുക.",
  submit: "ടിക്കറ്റ് തുറക്കുക",
  submitting: "തുറക്കുന്നു…",
  fixErrors: "അടയാളപ്പെടുത്തിയ ഭാഗങ്ങൾ ശരിയാക്കുക.",
  fromChat: "Netra-യുമായുള്ള ചാറ്റിലെ നിങ്ങളുടെ സന്ദേശങ്ങൾ വിവരണത്തിലേക്ക് പകർത്തിയിട്ടുണ്ട്. അയയ്ക്കുന്നതിന് മുമ്പ് ഒന്ന് നോക്കുക.",
  emergency: {
    heading: "എന്തെങ്കിലും ഇപ്പോൾ പ്രവർത്തിക്കുന്നില്ലേ?",
    text: "ഞങ്ങളുടെ 24x7 അടിയന്തര നമ്പറിൽ ഏത് സമയത്തും വിളിക്കാം, ഞായറാഴ്ചകളിലും അവധി ദിവസങ്ങളിലും:",
  },
  cancel: "നിങ്ങളുടെ ടിക്കറ്റുകളിലേക്ക് മടങ്ങുക",
};

export const ticketDeviceCopy: typeof en.ticketDeviceCopy = {
  label: "ഏത് ഉപകരണം?",
  hint: "നിങ്ങളുടെ രജിസ്റ്ററിലുള്ള ഉപകരണങ്ങളിൽ ഒന്ന്, അല്ലെങ്കിൽ താഴെ 'ഉപകരണം' എന്ന ഭാഗത്ത് വിവരിക്കുന്ന മറ്റൊരു ഉപകരണം.",
  another: "മറ്റൊരു ഉപകരണം (താഴെ വിവരിക്കുക)",
  notYours: "നിങ്ങളുടെ ഉപകരണങ്ങളിൽ ഒന്നോ മറ്റൊരു ഉപകരണമോ തിരഞ്ഞെടുക്കുക.",
};

export const ticketPageCopy: typeof en.ticketPageCopy = {
  title: (number: string) => `ടിക്കറ്റ് ${number}`,
  description: "നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റും ഞങ്ങളുടെ ടീമുമായുള്ള സംഭാഷണവും.",
  back: "എല്ലാ ടിക്കറ്റുകളും",
  heading: (number: string, subject: string) => `${number}: ${subject}`,
  details: "വിവരങ്ങൾ",
  labels: {
    status: "നില",
    priority: "മുൻഗണന",
    type: "തരം",
    device: "ഉപകരണം",
    registeredDevice: "രജിസ്റ്റർ ചെയ്ത ഉപകരണം",
    location: "സ്ഥലം",
    opened: "തുറന്നത്",
    next: "ഞങ്ങളുടെ അടുത്ത നടപടി",
  },
  threadHeading: "സംഭാഷണം",
  thread: {
    opened: (name: string) => `${name} ടിക്കറ്റ് തുറന്നു`,
    customerReply: (name: string) => `${name} മറുപടി നൽകി`,
    staffReply: (name: string) => `ഞങ്ങളുടെ ടീമിൽ നിന്ന് ${name} മറുപടി നൽകി`,
    status: (from: string, to: string) => `നില ${from} എന്നതിൽ നിന്ന് ${to} എന്നാക്കി`,
    priority: (from: string, to: string) => `മുൻഗണന ${from} എന്നതിൽ നിന്ന് ${to} എന്നാക്കി`,
    type: (from: string, to: string) => `തരം ${from} എന്നതിൽ നിന്ന് ${to} എന്നാക്കി`,
    merge: (number: string) => `ടിക്കറ്റ് ${number}-ൽ ലയിപ്പിച്ചു`,
    other: "പുതുക്കി",
    attachments: "ഫയലുകൾ",
    download: (name: string, size: string) => `${name} (${size})`,
  },
  merged: {
    before: "ഈ ടിക്കറ്റ് ലയിപ്പിച്ചത് ഇതിലേക്കാണ്:",
    after: "ദയവായി ആ ടിക്കറ്റിൽ തുടർന്ന് മറുപടി നൽകുക.",
  },
  reply: {
    heading: "മറുപടി",
    label: "നിങ്ങളുടെ മറുപടി",
    hint: "ഞങ്ങളുടെ ടീമിന് ഉടൻ ഇമെയിൽ ലഭിക്കും. കൂടുതൽ വിവരങ്ങൾ ചേർക്കാം, ചോദ്യത്തിന് മറുപടി നൽകാം, അല്ലെങ്കിൽ പ്രശ്നം തീർന്നെന്ന് അറിയിക്കാം.",
    submit: "മറുപടി അയയ്ക്കുക",
    busy: "അയയ്ക്കുന്നു…",
    fieldName: "മറുപടി",
  },
  closed: {
    text: "ഈ ടിക്കറ്റ് അവസാനിപ്പിച്ചതിനാൽ ഇനി മറുപടികൾ സ്വീകരിക്കില്ല. പ്രശ്നം വീണ്ടും വന്നാലോ പുതിയ എന്തെങ്കിലും പ്രശ്നമുണ്ടെങ്കിലോ,",
    link: "പുതിയ ടിക്കറ്റ് തുറക്കുക",
  },
  empty: "—",
};

export const ticketToasts: typeof en.ticketToasts = {
  opened: (number: string) => `ടിക്കറ്റ് ${number} തുറന്നു. സ്ഥിരീകരണം ഇമെയിലിൽ അയച്ചിട്ടുണ്ട്.`,
  replied: "നിങ്ങളുടെ മറുപടി ഞങ്ങളുടെ ടീമിന് അയച്ചു.",
  failed: "ഇപ്പോൾ ഇത് സേവ് ചെയ്യാൻ കഴിഞ്ഞില്ല. അൽപ്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
  closed: "ഈ ടിക്കറ്റ് അവസാനിപ്പിച്ചു: ദയവായി പുതിയൊരെണ്ണം തുറക്കുക.",
  merged: (number: string) => `ഈ ടിക്കറ്റ് ${number}-ൽ ലയിപ്പിച്ചു: ദയവായി അവിടെ മറുപടി നൽകുക.`,
  rateLimited: (minutes: number) =>
    `കുറഞ്ഞ സമയത്തിനുള്ളിൽ നിങ്ങൾ ഒരുപാട് അയച്ചു. ${minutes} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ ${site.phone} എന്ന നമ്പറിൽ വിളിക്കുക.`,
};

/** How long a promise is, in words: 60 → "1 മണിക്കൂർ", 90 → "1 മണിക്കൂർ 30 മിനിറ്റ്". */
export function durationWords(minutes: number): string {
  if (minutes % 60 === 0) return `${minutes / 60} മണിക്കൂർ`;
  if (minutes < 60) return `${minutes} മിനിറ്റ്`;
  return `${Math.floor(minutes / 60)} മണിക്കൂർ ${minutes % 60} മിനിറ്റ്`;
}

export const ticketEmails: typeof en.ticketEmails = {
  customerOpened: {
    subject: (number: string) => `നിങ്ങളുടെ ടിക്കറ്റ് ${number} ലഭിച്ചു — ${site.name}`,
    paragraphs: (name: string, number: string, subject: string) => [
      `പ്രിയ ${name},`,
      `വിവരം അറിയിച്ചതിന് നന്ദി. നിങ്ങളുടെ ടിക്കറ്റ് ${number} ("${subject}") ഞങ്ങളുടെ സപ്പോർട്ട് ടീമിന് ലഭിച്ചിട്ടുണ്ട്.`,
    ],
    promise: (words: string, businessHours: boolean, due: string | null) =>
      `${businessHours ? "പ്രവൃത്തി സമയത്തിലെ (തിങ്കൾ മുതൽ വെള്ളി വരെ, രാവിലെ 9:00 മുതൽ വൈകിട്ട് 6:00 വരെ IST, കേരളത്തിലെ പൊതു അവധികൾ ഒഴികെ) " : ""}${words}-നകം${due ? `, അതായത് ${due}-നകം,` : ""} ഞങ്ങളുടെ ആദ്യ മറുപടി നിങ്ങൾക്ക് ലഭിക്കും.`,
    planNote: "നിങ്ങളുടെ AMC പ്ലാനിലെ പ്രതികരണ സമയം ഈ മുൻഗണനയുടേതിനേക്കാൾ കുറവാണ്, അതിനാൽ പ്ലാനിലെ സമയമാണ് ഞങ്ങൾ പാലിക്കുന്നത്.",
    follow: "ടിക്കറ്റിന്റെ പുരോഗതി കാണാനും മറുപടി നൽകാനും:",
    emergency: `നിങ്ങളുടെ സംവിധാനങ്ങൾ ഇപ്പോൾ പ്രവർത്തിക്കുന്നില്ലെങ്കിൽ, ഞങ്ങളുടെ 24x7 അടിയന്തര നമ്പറായ ${site.emergencyPhone}-ൽ വിളിക്കുക.`,
    signature: `${site.name} സപ്പോർട്ട് ടീം`,
  },
  footer: `${site.name} · 24x7 സപ്പോർട്ട് നമ്പർ ${site.emergencyPhone} · ${site.url}`,
  reply: {
    subject: (number: string, subject: string) => `[${number}] മറുപടി: ${subject}`,
    greeting: (name: string) => `പ്രിയ ${name},`,
    intro: (number: string) => `നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number}-ന് ഞങ്ങൾ മറുപടി നൽകിയിട്ടുണ്ട്:`,
    statusLine: (status: TicketStatus) => `നിങ്ങളുടെ ടിക്കറ്റിന്റെ ഇപ്പോഴത്തെ നില: ${ticketStatusLabels[status]}.`,
    signature: (staffName: string) => [staffName, `${site.name} സപ്പോർട്ട്`, `${site.phone} · ${site.url}`],
  },
  status: {
    subject: (number: string, status: TicketStatus) => `[${number}] ടിക്കറ്റിന്റെ നില: ${ticketStatusLabels[status]}`,
    greeting: (name: string) => `പ്രിയ ${name},`,
    lines: (number: string, status: TicketStatus) => {
      switch (status) {
        case "waiting_on_customer":
          return [
            `നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number} നിങ്ങളുടെ മറുപടിക്കായി കാത്തിരിക്കുന്നു: തുടർന്ന് പ്രവർത്തിക്കാൻ ഞങ്ങൾക്ക് നിങ്ങളുടെ മറുപടി വേണം. ദയവായി ടിക്കറ്റ് പേജിൽ മറുപടി നൽകുക.`,
          ];
        case "resolved":
          return [
            `നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number} ഞങ്ങൾ പരിഹരിച്ചു.`,
            "എല്ലാം ശരിയായി പ്രവർത്തിക്കുന്നുണ്ടെന്ന് ഉറപ്പാക്കാൻ 48 മണിക്കൂറിനുള്ളിൽ ഞങ്ങൾ നിങ്ങളെ വിളിക്കും. പ്രശ്നം വീണ്ടും വന്നാൽ ടിക്കറ്റ് പേജിൽ മറുപടി നൽകുക, ടിക്കറ്റ് വീണ്ടും തുറക്കും.",
          ];
        case "closed":
          return [`നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number} അവസാനിപ്പിച്ചു. ഇനിയും സഹായം വേണമെങ്കിൽ പുതിയ ടിക്കറ്റ് തുറക്കുക.`];
        case "open":
          return [`നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number} ഇപ്പോൾ നടപടിയിലാണ്: ഞങ്ങൾ അതിൽ പ്രവർത്തിക്കുന്നു.`];
        default:
          return [`നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${number}-ന്റെ ഇപ്പോഴത്തെ നില: ${ticketStatusLabels[status]}.`];
      }
    },
    merged: (into: string) => `ഇത് ടിക്കറ്റ് ${into}-ന്റെ ആവർത്തനമായിരുന്നു; ഞങ്ങൾ അവിടെ തുടരുന്നു.`,
  },
  link: "നിങ്ങളുടെ ടിക്കറ്റ് കാണുക:",
  replyHint: "ഈ ഇമെയിലിന് മറുപടി അയയ്ക്കാം, അല്ലെങ്കിൽ ടിക്കറ്റ് പേജിൽ മറുപടി നൽകാം: നിങ്ങളുടെ മറുപടി ടിക്കറ്റിൽ ചേരും.",
};
