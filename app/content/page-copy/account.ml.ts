import type { PageCopy } from "../schema";

export const accountPage: PageCopy = {
  title: "എന്റെ അക്കൗണ്ട്",
  description: "നിങ്ങളുടെ Anantha IT Solutions അക്കൗണ്ട്: നിങ്ങളുടെ വിവരങ്ങളും നിങ്ങൾ ആവശ്യപ്പെട്ട AMC പ്ലാനുകളും.",
  heading: "എന്റെ അക്കൗണ്ട്",
  intro:
    "നിങ്ങളുടെ വിവരങ്ങളും നിങ്ങൾ അന്വേഷിച്ച പ്ലാനുകളും. ഞങ്ങളുടെ ടീം ഓരോ അപേക്ഷയിലും ജോലി ചെയ്യുന്നതനുസരിച്ച് അതിന്റെ സ്ഥിതി ഇവിടെ പുതുക്കും.",
};
