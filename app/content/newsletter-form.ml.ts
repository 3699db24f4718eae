import type { NewsletterFormCopy } from "./newsletter-form";

export const newsletterFormCopy: NewsletterFormCopy = {
  emailLabel: "ഇമെയിൽ വിലാസം",
  placeholder: "you@example.com",
  honeypotLabel: "ഈ ഫീൽഡ് ശൂന്യമായി വിടുക",
  submit: "സബ്സ്ക്രൈബ് ചെയ്യുക",
  submitting: "സബ്സ്ക്രൈബ് ചെയ്യുന്നു...",
  failed: "സബ്സ്ക്രൈബ് ചെയ്യാൻ കഴിഞ്ഞില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.",
};
