import type { PageCopy } from "../schema";

export const loginPage: PageCopy = {
  title: "ലോഗിൻ",
  description: "AMC പ്ലാൻ തിരഞ്ഞെടുക്കാനും സപ്പോർട്ട് അപേക്ഷകൾ പിന്തുടരാനും നിങ്ങളുടെ Anantha IT Solutions അക്കൗണ്ടിൽ ലോഗിൻ ചെയ്യുക.",
  heading: "വീണ്ടും സ്വാഗതം",
  intro: "നിങ്ങളുടെ പ്ലാനും സപ്പോർട്ട് അപേക്ഷകളും കൈകാര്യം ചെയ്യാൻ ലോഗിൻ ചെയ്യുക.",
};
