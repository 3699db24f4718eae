import type { PageCopy } from "../schema";

export const verifyEmailPage: PageCopy = {
  title: "ഇമെയിൽ സ്ഥിരീകരിക്കുക",
  description: "നിങ്ങളുടെ പുതിയ Anantha IT Solutions അക്കൗണ്ടിന്റെ ഇമെയിൽ വിലാസം സ്ഥിരീകരിച്ച് ലോഗിൻ ചെയ്യുക.",
  heading: "ഇമെയിൽ വിലാസം സ്ഥിരീകരിക്കുക",
  intro: "അക്കൗണ്ട് തുടങ്ങുന്നത് പൂർത്തിയാക്കാൻ ഒരു ക്ലിക്ക് മാത്രം.",
};
