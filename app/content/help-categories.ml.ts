import type { HelpCategory } from "./help-categories";

// The keys are addresses and database values, the same in both languages.
export { helpCategoryKeys } from "./help-categories";

export const helpCategories: readonly HelpCategory[] = [
  {
    key: "internet-and-wifi",
    title: "ഇന്റർനെറ്റും Wi-Fi-യും",
    description: "റൗട്ടർ, Wi-Fi പാസ്‌വേഡ്, സ്ലോ ആകുന്നതോ ഇടയ്ക്ക് മുറിയുന്നതോ ആയ കണക്ഷൻ, നെറ്റ്‌വർക്ക് ഉപകരണങ്ങൾ.",
  },
  {
    key: "cctv-and-security",
    title: "CCTV-യും സുരക്ഷയും",
    description: "ക്യാമറ, റെക്കോർഡർ (NVR / DVR), ഫോണിൽ കാണൽ, ആക്സസ് കൺട്രോൾ, അലാറം.",
  },
  {
    key: "printers",
    title: "പ്രിന്റർ",
    description: "കുടുങ്ങിയ പ്രിന്റ് ക്യൂ, പേപ്പർ ജാം, സ്കാനിംഗ്, കമ്പ്യൂട്ടറിൽ പ്രിന്റർ ചേർക്കൽ.",
  },
  {
    key: "computers-and-laptops",
    title: "കമ്പ്യൂട്ടറും ലാപ്ടോപ്പും",
    description: "സ്ലോ ആകുന്നതോ ശബ്ദമുണ്ടാക്കുന്നതോ ആയ കമ്പ്യൂട്ടർ, ഓൺ ആകാത്ത പ്രശ്നങ്ങൾ, ഡിസ്ക് സ്പേസ്, ദിവസേനയുള്ള പരിപാലനം.",
  },
  {
    key: "email-and-accounts",
    title: "ഇമെയിലും അക്കൗണ്ടുകളും",
    description: "ഫോണിലോ കമ്പ്യൂട്ടറിലോ ഇമെയിൽ സെറ്റ് ചെയ്യൽ, പാസ്‌വേഡ്, സൈൻ ഇൻ.",
  },
  {
    key: "backups-and-data",
    title: "ബാക്കപ്പും ഡാറ്റയും",
    description: "ഡ്രൈവിലേക്കോ ക്ലൗഡിലേക്കോ ബാക്കപ്പ്, ഫയലുകൾ തിരികെ എടുക്കൽ, ഡാറ്റ സുരക്ഷിതമായി സൂക്ഷിക്കൽ.",
  },
  {
    key: "software-and-updates",
    title: "സോഫ്റ്റ്‌വെയറും അപ്ഡേറ്റുകളും",
    description: "Windows-ന്റെയും ആപ്പുകളുടെയും അപ്ഡേറ്റ്, സോഫ്റ്റ്‌വെയർ ഇൻസ്റ്റാൾ ചെയ്യൽ, ലൈസൻസ്.",
  },
  {
    key: "smart-home",
    title: "സ്മാർട്ട് ഹോം",
    description: "സ്മാർട്ട് ഹബ്, ലൈറ്റ്, ലോക്ക്, അവയെ നിയന്ത്രിക്കുന്ന ആപ്പുകൾ.",
  },
];
