// The customer's visit page in Malayalam: the twin of visits-customer.ts.
export const customerVisitCopy = {
  title: (kind: string) => `സന്ദർശനം: ${kind}`,
  description: "ഞങ്ങളുടെ ടെക്നീഷ്യന്റെ സന്ദർശനം: എപ്പോൾ, എവിടെ, ആര്; മറ്റൊരു സമയം ചോദിക്കാനുള്ള വഴിയും.",
  back: "നിങ്ങളുടെ ടിക്കറ്റുകളിലേക്ക് മടങ്ങുക",
  backToTicket: (number: string) => `ടിക്കറ്റ് ${number}-ലേക്ക് മടങ്ങുക`,
  heading: (kind: string) => `${kind} സന്ദർശനം`,
  status: "സ്ഥിതി",
  window: "എപ്പോൾ",
  noWindow: "ഇതുവരെ ബുക്ക് ചെയ്തിട്ടില്ല",
  technician: "ടെക്നീഷ്യൻ",
  noTechnician: "പിന്നീട് അറിയിക്കും",
  site: "എവിടെ",
  noSite: "—",
  device: "ഉപകരണം",
  noDevice: "—",
  cancelReason: "റദ്ദാക്കാനുള്ള കാരണം",
  reschedule: {
    heading: "മറ്റൊരു സമയം ചോദിക്കുക",
    intro: "നിങ്ങൾക്ക് കൂടുതൽ സൗകര്യമുള്ള സമയം അറിയിക്കുക. ഞങ്ങൾ പുതിയ സമയം ബുക്ക് ചെയ്ത് നിങ്ങൾക്ക് ഇമെയിൽ ചെയ്യാം.",
    note: "ഏതു സമയമാണ് നിങ്ങൾക്ക് സൗകര്യം?",
    submit: "മറ്റൊരു സമയം ചോദിക്കുക",
    asked: "നിങ്ങൾ മറ്റൊരു സമയം ചോദിച്ചിട്ടുണ്ട്. പുതിയ സമയം ഞങ്ങൾ ഇമെയിൽ ചെയ്യാം.",
    required: "ഏതു സമയമാണ് സൗകര്യം എന്ന് അറിയിക്കുക.",
    tooLong: (max: number) => `ദയവായി ${max} അക്ഷരങ്ങളിൽ താഴെ എഴുതുക.`,
  },
  toasts: {
    asked: "നന്ദി: ഞങ്ങൾ മറ്റൊരു സമയം കണ്ടെത്തി നിങ്ങൾക്ക് ഇമെയിൽ ചെയ്യാം.",
    notBooked: "ഈ സന്ദർശനം ഇപ്പോൾ മാറ്റാൻ കഴിയില്ല.",
    failed: "അത് അയയ്ക്കാൻ കഴിഞ്ഞില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.",
    rateLimited: (minutes: number) => `വളരെയധികം അഭ്യർത്ഥനകൾ. ദയവായി ${minutes} മിനിറ്റിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.`,
  },
};

export const ticketVisitsCustomerCopy = {
  heading: "സന്ദർശനങ്ങൾ",
  line: (kind: string, status: string) => `${kind} സന്ദർശനം · ${status}`,
};
