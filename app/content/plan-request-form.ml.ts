// The plan-request dialog's words and the answers to its post, in Malayalam: the twin of
// plan-request-form.ts.
import type * as english from "./plan-request-form";
import type { PlanRequestCopy } from "./plan-request-form";

export const planRequestCopy: PlanRequestCopy = {
  unknownPlan: "ദയവായി ഞങ്ങളുടെ പ്ലാനുകളിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക",
  title: "{plan} പ്ലാൻ ആവശ്യപ്പെടണോ?",
  text: "നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾ രേഖപ്പെടുത്തും; വിശദാംശങ്ങൾ ഉറപ്പിക്കാൻ പ്രവൃത്തി ദിവസങ്ങളിൽ 24 മണിക്കൂറിനുള്ളിൽ ഞങ്ങളുടെ ടീം ബന്ധപ്പെടും. ഇപ്പോൾ പണമൊന്നും ഈടാക്കില്ല.",
  noteLabel: "ഞങ്ങളുടെ ടീമിനുള്ള കുറിപ്പ് (നിർബന്ധമില്ല)",
  notePlaceholder: "ഉദാ. ഉപകരണങ്ങളുടെ എണ്ണം, സന്ദർശനത്തിന് സൗകര്യമുള്ള സമയം",
  confirm: "അപേക്ഷ ഉറപ്പിക്കുക",
  confirming: "അപേക്ഷ അയയ്ക്കുന്നു...",
  cancel: "റദ്ദാക്കുക",
  noteTooLong: "കുറിപ്പ് പരമാവധി 1,000 അക്ഷരങ്ങൾ വരെ മാത്രം",
};

export const planRequestToasts: typeof english.planRequestToasts = {
  requested: (planName: string) =>
    `നന്ദി! ${planName} പ്ലാനിനായുള്ള നിങ്ങളുടെ അപേക്ഷ ലഭിച്ചു. പ്രവൃത്തി ദിവസങ്ങളിൽ 24 മണിക്കൂറിനുള്ളിൽ ഞങ്ങൾ ബന്ധപ്പെടും.`,
  failed: "നിങ്ങളുടെ പ്ലാൻ അപേക്ഷ രേഖപ്പെടുത്താൻ കഴിഞ്ഞില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.",
};
