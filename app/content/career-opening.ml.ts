// Words of an opening's own page in Malayalam: the twin of career-opening.ts.
import type * as en from "./career-opening";

export const careerOpeningPage: typeof en.careerOpeningPage = {
  backLabel: "എല്ലാ ഒഴിവുകളും",
  titleSuffix: "തിരുവനന്തപുരത്ത് ജോലി",
  atAGlanceTitle: "ഒറ്റനോട്ടത്തിൽ",
  overviewTitle: "ജോലിയെക്കുറിച്ച്",
  departmentLabel: "വിഭാഗം",
  applyTitle: "എങ്ങനെ അപേക്ഷിക്കാം",
  applyByEmail: "CV ഈ വിലാസത്തിലേക്ക് ഇമെയിൽ ചെയ്യുക:",
  applyButton: "ഇമെയിൽ വഴി അപേക്ഷിക്കുക",
  otherOpeningsTitle: "മറ്റ് ഒഴിവുകൾ",
};
