// Device labels in Malayalam: the twin of device-labels.ts (a customer's labels in their language).
import { site } from "./site";

export const deviceLabelCopy = {
  title: "ഉപകരണ ലേബലുകൾ",
  staffTitle: (customer: string) => `ഉപകരണ ലേബലുകൾ · ${customer}`,
  description: "നിങ്ങളുടെ ഉപകരണങ്ങൾക്കുള്ള ലേബലുകൾ: ഓരോന്നിലെയും QR കോഡ് ആ ഉപകരണത്തെക്കുറിച്ച് ഒരു ടിക്കറ്റ് തുറക്കുന്നു.",
  heading: "ഉപകരണ ലേബലുകൾ",
  intro:
    "ഈ പേജ് A4-ൽ പ്രിന്റ് ചെയ്യുക (ഒരു ഷീറ്റിൽ 10 ലേബലുകൾ), ഓരോ ലേബലും അതിന്റെ ഉപകരണത്തിൽ ഒട്ടിക്കുക. ലേബലിലെ QR കോഡ് സ്കാൻ ചെയ്താൽ, അല്ലെങ്കിൽ അതിനു താഴെയുള്ള വിലാസം ടൈപ്പ് ചെയ്താൽ, ആ ഉപകരണത്തെക്കുറിച്ച് ഒരു ടിക്കറ്റ് തുറക്കും.",
  printHint: "ബ്രൗസറിലെ Print (Ctrl+P) ഉപയോഗിക്കുക: സ്കെയിൽ 100%, മാർജിൻ 'none' അല്ലെങ്കിൽ 'default'.",
  back: "നിങ്ങളുടെ ഉപകരണങ്ങളിലേക്ക് മടങ്ങുക",
  staffBack: "ഉപകരണത്തിലേക്ക് മടങ്ങുക",
  staffBackToDevices: "എല്ലാ ഉപകരണങ്ങളും",
  noDevices: "ലേബൽ പ്രിന്റ് ചെയ്യാൻ ഉപയോഗത്തിലുള്ള ഉപകരണങ്ങളൊന്നുമില്ല.",
  unlabelledHeading: "ഇതുവരെ ലേബൽ ഇല്ലാത്തവ",
  unlabelledIntro: (count: number) =>
    `${count} ഉപകരണങ്ങൾക്ക് ഇതുവരെ ലേബൽ ഇല്ല. ലേബലുകൾ ഉണ്ടാക്കിയാൽ ഓരോന്നിനും സ്വന്തമായി ഒരു QR കോഡ് ലഭിക്കും.`,
  makeLabels: "ലേബലുകൾ ഉണ്ടാക്കുക",
  sheetLabel: "പ്രിന്റ് ചെയ്യാനുള്ള ലേബലുകൾ",
  company: site.name,
  callToAction: "ഈ ഉപകരണത്തിന് പ്രശ്നമുണ്ടോ? സ്കാൻ ചെയ്യുക:",
  qrLabel: (name: string) => `${name}-നുള്ള QR കോഡ്`,
  toasts: {
    made: (count: number) => `${count} ലേബലുകൾ ഉണ്ടാക്കി.`,
    none: "എല്ലാ ഉപകരണങ്ങൾക്കും ഇതിനകം ലേബലുണ്ട്.",
    failed: "ഇപ്പോൾ ലേബലുകൾ ഉണ്ടാക്കാൻ കഴിഞ്ഞില്ല. ദയവായി അൽപസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  },
};
