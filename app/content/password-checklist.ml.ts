// The live checklist under a new password, in Malayalam: the twin of password-checklist.ts.
import type * as en from "./password-checklist";

export const passwordChecklistCopy: typeof en.passwordChecklistCopy = {
  requirements: {
    length: (min: number) => `കുറഞ്ഞത് ${min} അക്ഷരങ്ങൾ`,
    uppercase: "ഒരു ഇംഗ്ലീഷ് വലിയക്ഷരം",
    lowercase: "ഒരു ഇംഗ്ലീഷ് ചെറിയക്ഷരം",
    number: "ഒരു അക്കം",
  },
  met: " (ഉണ്ട്)",
  notMet: " (ഇനിയും വേണം)",
};
