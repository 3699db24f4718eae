import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const devicesPage: PageCopy = {
  title: "നിങ്ങളുടെ ഉപകരണങ്ങൾ",
  description: `${siteIdentity.name} നിങ്ങൾക്കായി പരിപാലിക്കുന്ന ഉപകരണങ്ങൾ: അവ എവിടെയാണ്, അവയുടെ വാറന്റി, നിങ്ങളുടെ AMC അവയെ കവർ ചെയ്യുന്നുണ്ടോ.`,
  heading: "നിങ്ങളുടെ ഉപകരണങ്ങൾ",
  intro: "ഉപയോഗത്തിലുള്ള ഓരോ ഉപകരണവും, അത് എവിടെയാണ്, അതിന്റെ വാറന്റി, നിങ്ങളുടെ AMC കരാർ അതിനെ കവർ ചെയ്യുന്നുണ്ടോ എന്നിവ.",
};
