import type { PageCopy } from "../schema";
import { siteIdentity } from "../site-identity";

export const invoicesPage: PageCopy = {
  title: "നിങ്ങളുടെ ഇൻവോയ്സുകൾ",
  description: `${siteIdentity.name}-ൽ നിന്നുള്ള നിങ്ങളുടെ GST ടാക്സ് ഇൻവോയ്സുകളും ക്രെഡിറ്റ് നോട്ടുകളും: അടയ്ക്കാനുള്ളത്, അടച്ചത്, ഓരോന്നും PDF ആയി.`,
  heading: "നിങ്ങളുടെ ഇൻവോയ്സുകൾ",
  intro: "ഞങ്ങൾ നിങ്ങൾക്ക് നൽകിയ ഓരോ ടാക്സ് ഇൻവോയ്സും ക്രെഡിറ്റ് നോട്ടും, പുതിയത് ആദ്യം; ഇനിയും അടയ്ക്കാനുള്ളതും UPI വഴി അടയ്ക്കേണ്ട വിധവും.",
};
