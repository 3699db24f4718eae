// The Malayalam glossary: how the site says its technical and business terms in Malayalam, so that
// every page, email and chat reply says them the same way. Where Malayalam speakers in Kerala use the
// English word (in English letters or in Malayalam script), we keep it and say so. New terms go here
// first; translations follow this list (docs/malayalam.md explains the why).

export type GlossaryEntry = {
  english: string;
  /** What our Malayalam pages say. */
  malayalam: string;
  /** Why: kept in English, or which of several words we chose. */
  note: string;
};

/**
 * Words written exactly as in English on Malayalam pages: product names, abbreviations and the
 * technical words customers use as they are. The completeness test allows a Malayalam text to equal
 * its English only when all its words are among these (or it has no words at all: numbers, prices,
 * addresses of mail and web).
 */
export const keptInEnglish = [
  "AMC",
  "CCTV",
  "DVR",
  "NVR",
  "Wi-Fi",
  "WiFi",
  "LAN",
  "UPS",
  "IT",
  "PC",
  "PDF",
  "CSV",
  "OTP",
  "UPI",
  "UTR",
  "GST",
  "GSTIN",
  "CGST",
  "SGST",
  "IGST",
  "HSN",
  "SAC",
  "PAN",
  "IFSC",
  "SaaS",
  "API",
  "QR",
  "SLA",
  "VPN",
  "CRM",
  "ERP",
  "LLP",
  "Netra",
  "Anantha",
  "Solutions",
  "Technopark",
  "Google",
  "Microsoft",
  "Windows",
  "macOS",
  "Android",
  "iPhone",
  "Tally",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "X",
  "24x7",
  "English",
  // File kinds and sizes, as file pickers and phones show them; the time zone as India writes it;
  // AM and PM, as Malayalam clocks and the ml-IN dates of india-time.ts write them; the prefix of
  // every ticket number (AIT-2026-00042).
  "PNG",
  "JPEG",
  "GIF",
  "WebP",
  "DOCX",
  "KB",
  "MB",
  "IST",
  "AM",
  "PM",
  "AIT",
  // Keys, parts and settings named as they are printed on the keyboard, the box or the screen
  // (Netra's first steps: "Ctrl + Shift + Esc", "5 GHz", "ipconfig", the C: drive).
  "Ctrl",
  "Shift",
  "Esc",
  "C",
  "USB",
  "CPU",
  "SSD",
  "RAM",
  "GHz",
  "PoE",
  "VLAN",
  "ipconfig",
  "RSS",
  // UTC beside IST ("UTC+5:30"), and the highway's name on its signs ("NH 66").
  "UTC",
  "NH",
  // Technical and official abbreviations the legal pages use as Indian documents do.
  "AES",
  "TLS",
  "HTTPS",
  "IP",
  "INR",
  "HR",
  "CV",
] as const;

export const glossary: readonly GlossaryEntry[] = [
  {
    english: "AMC (annual maintenance contract)",
    malayalam: "AMC (വാർഷിക മെയിന്റനൻസ് കരാർ)",
    note: "Customers say 'AMC'; spelled out once per page.",
  },
  { english: "Wi-Fi", malayalam: "Wi-Fi", note: "Kept: nobody says it otherwise." },
  { english: "CCTV", malayalam: "CCTV", note: "Kept." },
  { english: "router", malayalam: "റൗട്ടർ", note: "The English word in Malayalam script, as shops say it." },
  { english: "printer", malayalam: "പ്രിന്റർ", note: "English word in Malayalam script." },
  { english: "laptop", malayalam: "ലാപ്ടോപ്പ്", note: "English word in Malayalam script." },
  { english: "computer", malayalam: "കമ്പ്യൂട്ടർ", note: "English word in Malayalam script." },
  { english: "software", malayalam: "സോഫ്റ്റ്‌വെയർ", note: "English word in Malayalam script." },
  { english: "network", malayalam: "നെറ്റ്‌വർക്ക്", note: "English word in Malayalam script." },
  { english: "internet", malayalam: "ഇന്റർനെറ്റ്", note: "English word in Malayalam script." },
  { english: "password", malayalam: "പാസ്‌വേഡ്", note: "English word in Malayalam script." },
  { english: "email", malayalam: "ഇമെയിൽ", note: "English word in Malayalam script." },
  { english: "account", malayalam: "അക്കൗണ്ട്", note: "English word in Malayalam script." },
  { english: "log in / sign in", malayalam: "ലോഗിൻ ചെയ്യുക", note: "Used by banks' and shops' apps." },
  { english: "sign up", malayalam: "സൈൻ അപ്പ് ചെയ്യുക", note: "As apps say it; 'അക്കൗണ്ട് തുടങ്ങുക' where a sentence needs it." },
  { english: "log out / sign out", malayalam: "ലോഗ് ഔട്ട്", note: "As apps say it." },
  {
    english: "confirm (an email address)",
    malayalam: "സ്ഥിരീകരിക്കുക",
    note: "Malayalam word, as banks' emails use it; 'സ്ഥിരീകരണ ലിങ്ക്' for the link.",
  },
  { english: "reset (a password)", malayalam: "റീസെറ്റ് ചെയ്യുക", note: "English word in Malayalam script." },
  {
    english: "support ticket",
    malayalam: "സപ്പോർട്ട് ടിക്കറ്റ്",
    note: "'ടിക്കറ്റ്' is understood; a plain 'പരാതി' (complaint) is not what it is.",
  },
  { english: "contract", malayalam: "കരാർ", note: "Malayalam word; 'AMC കരാർ' for the AMC." },
  { english: "invoice", malayalam: "ഇൻവോയ്സ്", note: "As GST bills are called; 'ബിൽ' in running text is fine." },
  { english: "tax invoice", malayalam: "ടാക്സ് ഇൻവോയ്സ്", note: "The GST document's own name." },
  { english: "credit note", malayalam: "ക്രെഡിറ്റ് നോട്ട്", note: "The GST document's own name." },
  { english: "receipt", malayalam: "രസീത്", note: "Malayalam word." },
  { english: "payment", malayalam: "പേയ്മെന്റ്", note: "'പണമടയ്ക്കൽ' in formal sentences." },
  { english: "device", malayalam: "ഉപകരണം", note: "Malayalam word; plural 'ഉപകരണങ്ങൾ'." },
  { english: "visit (on-site)", malayalam: "സന്ദർശനം", note: "'ടെക്നീഷ്യൻ സന്ദർശനം' where needed." },
  { english: "technician", malayalam: "ടെക്നീഷ്യൻ", note: "English word in Malayalam script." },
  { english: "service report", malayalam: "സർവീസ് റിപ്പോർട്ട്", note: "English words in Malayalam script." },
  { english: "plan", malayalam: "പ്ലാൻ", note: "English word in Malayalam script." },
  { english: "help centre", malayalam: "സഹായ കേന്ദ്രം", note: "Malayalam words." },
  { english: "response time", malayalam: "പ്രതികരണ സമയം", note: "Malayalam words." },
  { english: "resolved", malayalam: "പരിഹരിച്ചു", note: "Malayalam word." },
  { english: "urgent / emergency", malayalam: "അടിയന്തരം", note: "Malayalam word." },
  { english: "backup", malayalam: "ബാക്കപ്പ്", note: "English word in Malayalam script." },
  { english: "virus", malayalam: "വൈറസ്", note: "English word in Malayalam script." },
  { english: "update", malayalam: "അപ്ഡേറ്റ്", note: "English word in Malayalam script." },
  {
    english: "GST, GSTIN, UPI, UTR",
    malayalam: "GST, GSTIN, UPI, UTR",
    note: "Kept: the government's and the banks' names.",
  },
  {
    english: "Netra (the chat assistant)",
    malayalam: "നേത്ര",
    note: "Her name is Malayalam (eye): written in Malayalam script on Malayalam pages.",
  },
  {
    english: "Manglish",
    malayalam: "മംഗ്ലീഷ്",
    note: "Malayalam typed in English letters ('wifi kittunnilla'); Netra reads it on Malayalam pages.",
  },
  { english: "restart", malayalam: "റീസ്റ്റാർട്ട്", note: "English word in Malayalam script, as on the screen." },
  { english: "engineer", malayalam: "എഞ്ചിനീയർ", note: "English word in Malayalam script." },
  { english: "quotation", malayalam: "ക്വട്ടേഷൻ", note: "As shops say it; 'നിരക്ക്' for a rate." },
  {
    english: "emergency line",
    malayalam: "എമർജൻസി നമ്പർ",
    note: "'എമർജൻസി' is what callers say; 'അടിയന്തരം' in running text.",
  },
  { english: "Terms of Service", malayalam: "സേവന നിബന്ധനകൾ", note: "Malayalam words." },
  { english: "Privacy Policy", malayalam: "സ്വകാര്യതാ നയം", note: "Malayalam words." },
];
