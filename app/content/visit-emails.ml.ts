// The emails a customer gets about a visit, in Malayalam: the twin of visit-emails.ts.
export const visitEmailWords = {
  greeting: (name: string) => `നമസ്കാരം ${name},`,
  signature: "— Anantha IT Solutions",
  viewLine: "നിങ്ങളുടെ സന്ദർശനം കാണാനോ മറ്റൊരു സമയം ആവശ്യപ്പെടാനോ:",
  when: (window: string) => `സമയം: ${window}`,
  technician: (name: string) => `ടെക്നീഷ്യൻ: ${name}`,
  site: (address: string) => `സ്ഥലം: ${address}`,
  noSite: "സ്ഥലം: വിലാസം ഞങ്ങൾ നിങ്ങളോട് ചോദിച്ച് ഉറപ്പാക്കും",
  calendarNote: "ഇതോടൊപ്പമുള്ള കലണ്ടർ ഫയൽ (visit.ics) തുറന്നാൽ സന്ദർശനം നിങ്ങളുടെ കലണ്ടറിൽ ചേരും.",
  booked: {
    subject: (kind: string, window: string) => `${kind} സന്ദർശനം ബുക്ക് ചെയ്തു: ${window}`,
    lead: (kind: string) => `നിങ്ങൾക്കായി ഒരു ${kind} സന്ദർശനം ഞങ്ങൾ ബുക്ക് ചെയ്തിട്ടുണ്ട്.`,
  },
  rebooked: {
    subject: (kind: string, window: string) => `${kind} സന്ദർശനത്തിന്റെ സമയം മാറ്റി: ${window}`,
    lead: (kind: string) => `നിങ്ങളുടെ ${kind} സന്ദർശനത്തിന് പുതിയ സമയം നിശ്ചയിച്ചു.`,
  },
  cancelled: {
    subject: (kind: string, window: string) => `${kind} സന്ദർശനം റദ്ദാക്കി: ${window}`,
    lead: (kind: string) => `നിങ്ങളുടെ ${kind} സന്ദർശനം റദ്ദാക്കിയിരിക്കുന്നു.`,
    reason: (reason: string) => `കാരണം: ${reason}`,
  },
  dayBefore: {
    subject: (kind: string, window: string) => `ഓർമ്മപ്പെടുത്തൽ: ${kind} സന്ദർശനം നാളെ, ${window}`,
    lead: (kind: string) => `ഒരു ഓർമ്മപ്പെടുത്തൽ: നിങ്ങളുടെ ${kind} സന്ദർശനം നാളെയാണ്.`,
  },
  setOff: {
    subject: (technician: string) => `${technician} നിങ്ങളുടെ അടുത്തേക്ക് പുറപ്പെട്ടു`,
    lead: (technician: string) => `സന്ദർശനത്തിനായി ${technician} നിങ്ങളുടെ അടുത്തേക്ക് പുറപ്പെട്ടിട്ടുണ്ട്.`,
  },
  calendar: {
    summary: (kind: string) => `${kind} സന്ദർശനം, Anantha IT Solutions`,
    description: (technician: string, url: string) => `ടെക്നീഷ്യൻ: ${technician}\nനിങ്ങളുടെ സന്ദർശനം: ${url}`,
    staffSummary: (kind: string, customer: string) => `${kind}: ${customer}`,
    staffDescription: (ticket: string | null, url: string) => `${ticket ? `${ticket}\n` : ""}${url}`,
    feedName: (name: string) => `${name}-ന്റെ സന്ദർശനങ്ങൾ, Anantha IT Solutions`,
  },
  technicianTbc: "പിന്നീട് അറിയിക്കും",
};
