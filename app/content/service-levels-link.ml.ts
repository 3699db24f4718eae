import type { serviceLevelsLink as serviceLevelsLinkEn } from "./service-levels-link";

export const serviceLevelsLink: typeof serviceLevelsLinkEn = {
  label: "ഞങ്ങൾ നേടിയ സേവന നിലവാരം",
  value: "കഴിഞ്ഞ 90 ദിവസം ഞങ്ങൾ അളന്ന പ്രതികരണ സമയവും പരിഹാര സമയവും, ഈ ലക്ഷ്യങ്ങൾക്ക് അരികിൽ",
  href: "/service-levels",
  plans: "കഴിഞ്ഞ 90 ദിവസം ഞങ്ങൾ നേടിയ പ്രതികരണ സമയം കാണുക",
};
