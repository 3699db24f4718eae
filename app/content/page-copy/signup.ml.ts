import type { PageCopy } from "../schema";

export const signupPage: PageCopy = {
  title: "അക്കൗണ്ട് തുടങ്ങുക",
  description: "AMC പ്ലാൻ തിരഞ്ഞെടുക്കാനും ആദ്യ സർവീസ് സൗജന്യമായി നേടാനും അപേക്ഷകൾ പിന്തുടരാനും ഒരു Anantha IT Solutions അക്കൗണ്ട് തുടങ്ങുക.",
  heading: "നിങ്ങളുടെ അക്കൗണ്ട് തുടങ്ങുക",
  intro: "നിങ്ങളുടെ പ്ലാനിനും സൗജന്യ ആദ്യ സർവീസിനും സപ്പോർട്ട് അപേക്ഷകൾക്കും ഒരൊറ്റ അക്കൗണ്ട്.",
};
