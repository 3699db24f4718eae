// The testimonials in Malayalam (see testimonial-words.ts): the reviews translated as the reviewers
// would say them; their names stay as written, company names in Malayalam script.
import type { TestimonialStory, testimonialLabels as testimonialLabelsEn } from "./testimonial-words";

export const testimonialStories: Readonly<Record<string, TestimonialStory>> = {
  "arun-menon-vanchinad-mart": {
    position: "മാനേജിങ് പാർട്ണർ",
    company: "വഞ്ചിനാട് മാർട്ട്",
    content:
      "ഒരു ആശയം മാത്രമായിരുന്ന ഞങ്ങളുടെ ഓൺലൈൻ സ്റ്റോർ ആദ്യ വർഷം തന്നെ ഓൺലൈൻ വിൽപ്പന 150% കൂട്ടി. ഉത്സവകാലത്തെ തിരക്ക് മുതൽ ക്യാഷ് ഓൺ ഡെലിവറി വരെ, തിരുവനന്തപുരത്തെ ഒരു പലചരക്ക് കച്ചവടം എങ്ങനെ നടക്കുന്നുവെന്ന് Anantha IT-ക്ക് നന്നായി മനസ്സിലായി. ഇന്നും ആവശ്യമുള്ളപ്പോൾ വിളിച്ചാൽ അവർ ഫോൺ എടുക്കും.",
    project: "ഇ-കൊമേഴ്സ് പ്ലാറ്റ്ഫോം",
    spokenName: "അരുൺ മേനോൻ",
  },
  "dr-lakshmi-nair-lotus-clinic": {
    position: "മെഡിക്കൽ ഡയറക്ടർ",
    company: "ലോട്ടസ് ഫാമിലി ക്ലിനിക്",
    content:
      "ഇപ്പോൾ രോഗികൾ സ്വന്തം ഫോണിൽ ബുക്ക് ചെയ്യുന്നു, ഓർമ്മപ്പെടുത്തലും അതിൽ തന്നെ കിട്ടുന്നു. മുന്നിൽ നിൽക്കുന്ന ആളുകളെ ശ്രദ്ധിക്കാൻ ഞങ്ങളുടെ റിസപ്ഷന് ഒടുവിൽ സമയം കിട്ടി. രോഗികളുടെ വിവരങ്ങളുടെ കാര്യത്തിൽ ഓരോ ഘട്ടത്തിലും ടീം ശ്രദ്ധ പുലർത്തി, ഓരോ തീരുമാനവും ലളിതമായ ഭാഷയിൽ വിശദീകരിച്ചു തന്നു.",
    project: "ക്ലിനിക് അപ്പോയിന്റ്മെന്റ് ആപ്പ്",
    spokenName: "ഡോ. ലക്ഷ്മി നായർ",
  },
  "fr-joseph-thomas-green-valley-school": {
    position: "പ്രിൻസിപ്പൽ",
    company: "ഗ്രീൻ വാലി പബ്ലിക് സ്കൂൾ, ശ്രീകാര്യം",
    content:
      "വേനലവധിക്കാലത്ത് ഞങ്ങളുടെ പുതിയ ബ്ലോക്കിൽ കേബിളിങ് ചെയ്തു, എല്ലാ ക്ലാസ്മുറികളിലും Wi-Fi ഒരുക്കി, ഗേറ്റുകളിൽ CCTV സ്ഥാപിച്ചു — പറഞ്ഞ സമയത്തിനുള്ളിൽ തന്നെ. മഴക്കാലത്ത് ഒരു സ്വിച്ച് തകരാറിലായപ്പോൾ, അന്ന് രാവിലെ തന്നെ ഒരു എഞ്ചിനീയർ ക്യാമ്പസിലെത്തി.",
    project: "ക്യാമ്പസ് നെറ്റ്‌വർക്കും CCTV-യും",
    spokenName: "ഫാ. ജോസഫ് തോമസ്",
  },
  "sreedevi-pillai-home-user": {
    position: "വിരമിച്ച അധ്യാപിക",
    company: "വീട്ടിലെ ഉപഭോക്താവ്, വഴുതക്കാട്",
    content:
      "എന്റെ പഴയ ലാപ്ടോപ്പ് അത്രയ്ക്ക് സ്ലോ ആയിരുന്നു, കൊച്ചുമക്കളുമായുള്ള വീഡിയോ കോളുകൾ ഞാൻ വേണ്ടെന്നു വെച്ചിരുന്നു. സൗജന്യ പരിശോധനയിൽ പ്രശ്നം കണ്ടെത്തി, ഹാർഡ് ഡിസ്കിന് പകരം SSD ഇട്ടു, ഒരു ഫോട്ടോ പോലും നഷ്ടപ്പെടാതെ എല്ലാം സൂക്ഷിച്ചു. സന്ദർശനം ബുക്ക് ചെയ്യാൻ രണ്ടുമൂന്ന് തവണ വിളിക്കേണ്ടി വന്നു, പക്ഷേ ചെയ്ത ജോലി ഗംഭീരമായിരുന്നു.",
    project: "കമ്പ്യൂട്ടർ സപ്പോർട്ട്",
    spokenName: "ശ്രീദേവി പിള്ള",
  },
};

export const testimonialLabels: typeof testimonialLabelsEn = {
  projectPrefix: "പ്രോജക്റ്റ്:",
  slideOf: (position: number, count: number) => `${count}-ൽ ${position}`,
  rated: (rating: number) => `5-ൽ ${rating} റേറ്റിങ്`,
};
