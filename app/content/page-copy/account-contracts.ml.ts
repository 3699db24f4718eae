import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const contractsPage: PageCopy = {
  title: "നിങ്ങളുടെ AMC കരാറുകൾ",
  description: `${siteIdentity.name}-മായുള്ള നിങ്ങളുടെ വാർഷിക മെയിന്റനൻസ് കരാറുകൾ: അവ എന്തെല്ലാം കവർ ചെയ്യുന്നു, നിങ്ങൾ എന്തെല്ലാം ഉപയോഗിച്ചു, ഞങ്ങൾ നൽകിയ സേവനം എങ്ങനെ.`,
  heading: "നിങ്ങളുടെ AMC കരാറുകൾ",
  intro:
    "ഓരോ കരാറിന്റെയും പ്ലാൻ, തീയതികൾ, അടുത്ത ബില്ലിംഗ് തീയതി, അർഹതകൾ എന്തിനെല്ലാം ഉപയോഗിച്ചു, നിങ്ങളുടെ സ്വന്തം ടിക്കറ്റുകളിൽ ഞങ്ങൾ നൽകിയ സേവനത്തിന്റെ കണക്കുകൾ.",
};
