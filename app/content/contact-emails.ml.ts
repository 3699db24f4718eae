// The contact form's acknowledgement in Malayalam: the twin of contact-emails.ts.
import { site } from "./site";

export const contactAcknowledgementEmail = {
  subject: (id: number) => `നിങ്ങളുടെ സന്ദേശം ലഭിച്ചു (#${id}) — ${site.name}`,
  lines: (firstName: string, id: number) => [
    `നമസ്കാരം ${firstName},`,
    "",
    `${site.name}-നെ ബന്ധപ്പെട്ടതിന് നന്ദി. നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു; പ്രവൃത്തിദിവസങ്ങളിൽ (തിങ്കൾ മുതൽ വെള്ളി വരെ, ഇന്ത്യൻ സമയം) 24 മണിക്കൂറിനുള്ളിൽ മറുപടി നൽകും.`,
    "",
    `നിങ്ങളുടെ റഫറൻസ് നമ്പർ: #${id}`,
    "",
    `നിങ്ങളുടെ സംവിധാനങ്ങൾ ഇപ്പോൾ പ്രവർത്തിക്കുന്നില്ലെങ്കിൽ, ${site.emergencyPhone} എന്ന സപ്പോർട്ട് ലൈനിൽ വിളിക്കുക — 24x7 മറുപടിയുണ്ട്.`,
    "",
    `${site.name}`,
    `${site.phone} · ${site.url}`,
    "",
    "ഞങ്ങളുടെ വെബ്സൈറ്റിലെ കോൺടാക്റ്റ് ഫോമിൽ ഈ വിലാസം നൽകിയതുകൊണ്ടാണ് ഈ ഒറ്റത്തവണ ഇമെയിൽ ലഭിക്കുന്നത്. അത് നിങ്ങളല്ലെങ്കിൽ, ഇത് അവഗണിക്കാം.",
  ],
};
