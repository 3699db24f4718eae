// Messages every form shares, in Malayalam: the twin of forms.ts.
import type { FieldMessages, FormBodyMessages } from "./forms";
import { formatCount } from "./numbers";

export const fieldMessages: FieldMessages = {
  required: (label: string) => `${label} നിർബന്ധമാണ്`,
  tooLong: (label: string, max: number) => `${label} പരമാവധി ${formatCount(max)} അക്ഷരങ്ങൾ വരെ മാത്രം`,
  emailRequired: "ഇമെയിൽ നിർബന്ധമാണ്",
  emailInvalid: "ഇമെയിൽ വിലാസം ശരിയല്ല",
  emailLabel: "ഇമെയിൽ",
};

export const formBodyMessages: FormBodyMessages = {
  wrongType: "ദയവായി വെബ്സൈറ്റിൽ നിന്ന് തന്നെ ഫോം അയയ്ക്കുക.",
  tooLarge: "ഫോം വളരെ വലുതാണ്. ദയവായി സന്ദേശം ചുരുക്കുക.",
  unreadable: "ഫോം വായിക്കാൻ കഴിഞ്ഞില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.",
  crossSite: "ഈ ഫോം ഞങ്ങളുടെ വെബ്സൈറ്റിൽ നിന്ന് തന്നെ അയയ്ക്കണം. പേജ് വീണ്ടും ലോഡ് ചെയ്ത് ശ്രമിക്കുക.",
};
