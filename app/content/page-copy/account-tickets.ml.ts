import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const ticketsPage: PageCopy = {
  title: "സപ്പോർട്ട് ടിക്കറ്റുകൾ",
  description: `${siteIdentity.name}-ലെ നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റുകൾ: ഓരോന്നിന്റെയും നിലയും ഞങ്ങളുടെ അടുത്ത നടപടി എപ്പോഴെന്നും.`,
  heading: "സപ്പോർട്ട് ടിക്കറ്റുകൾ",
  intro: "ഞങ്ങളുടെ സപ്പോർട്ട് ടീമിനെ നിങ്ങൾ അറിയിച്ച എല്ലാ പ്രശ്നങ്ങളും, പുതിയത് ആദ്യം, ഓരോന്നിലും ഞങ്ങളുടെ അടുത്ത നടപടി എപ്പോഴെന്നും.",
};
