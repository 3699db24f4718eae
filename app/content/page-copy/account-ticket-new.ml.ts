import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const newTicketPage: PageCopy = {
  title: "സപ്പോർട്ട് ടിക്കറ്റ് തുറക്കുക",
  description: `എന്താണ് പ്രശ്നമെന്ന് ${siteIdentity.name}-ന്റെ സപ്പോർട്ട് ടീമിനെ അറിയിക്കുക; നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന മുൻഗണനയുടെ സമയത്തിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും.`,
  heading: "സപ്പോർട്ട് ടിക്കറ്റ് തുറക്കുക",
  intro: "എന്താണ് പ്രശ്നമെന്ന് പറയൂ. നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന മുൻഗണനയുടെ സമയത്തിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും, AMC പ്ലാനുണ്ടെങ്കിൽ അതിലും വേഗത്തിൽ.",
};
