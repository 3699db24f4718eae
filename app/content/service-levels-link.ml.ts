// The links to /service-levels in Malayalam: the twin of service-levels-link.ts.
export const serviceLevelsLink = {
  label: "ഞങ്ങൾ കൈവരിച്ച സേവന നിലവാരം",
  value: "കഴിഞ്ഞ 90 ദിവസത്തെ ഞങ്ങളുടെ യഥാർത്ഥ പ്രതികരണ, പരിഹാര സമയങ്ങൾ, ഈ ലക്ഷ്യങ്ങൾക്കൊപ്പം",
  href: "/service-levels",
  plans: "കഴിഞ്ഞ 90 ദിവസം ഞങ്ങൾ കൈവരിച്ച പ്രതികരണ സമയങ്ങൾ കാണുക",
};
