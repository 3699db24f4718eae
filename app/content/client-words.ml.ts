// The client stories in Malayalam (see client-words.ts). People's names stay as written; company
// names are written in Malayalam script.
import type {
  ClientStory,
  clientLabels as clientLabelsEn,
  clientSections as clientSectionsEn,
  resultFigures as resultFiguresEn,
  storyTeaser as storyTeaserEn,
} from "./client-words";
import type { ProjectStatus } from "./schema";

export const clientStories: Readonly<Record<string, ClientStory>> = {
  "vanchinad-mart": {
    name: "വഞ്ചിനാട് മാർട്ട്",
    industry: "ഇ-കൊമേഴ്സും റീട്ടെയിലും",
    description:
      "തിരുവനന്തപുരത്ത് മൂന്ന് കടകളുള്ള, കുടുംബം നടത്തുന്ന ഒരു പലചരക്ക്-ഗൃഹോപകരണ വ്യാപാരം; നഗരത്തിലെവിടെയും അന്നുതന്നെ ഡെലിവറി ചെയ്യുന്ന, അതിവേഗം വളരുന്ന ഓൺലൈൻ സ്റ്റോറും.",
    partnershipDuration: "3+ വർഷം",
    projects: [
      { name: "ഇ-കൊമേഴ്സ് പ്ലാറ്റ്ഫോം", type: "വെബ് ഡെവലപ്മെന്റ്" },
      { name: "ക്ലൗഡ് മൈഗ്രേഷൻ", type: "ക്ലൗഡ് സൊല്യൂഷൻസ്" },
    ],
    testimonial: {
      quote:
        "മൂന്ന് വർഷത്തിലേറെയായി Anantha IT ആണ് ഞങ്ങളുടെ ടെക്നോളജി ടീം. അവർ ഞങ്ങളുടെ ഓൺലൈൻ സ്റ്റോർ നിർമ്മിച്ചു, കടകളിലെ ഓരോ കമ്പ്യൂട്ടറും ക്യാമറയും നോക്കുന്നു, ഇപ്പോൾ ഒരു ദിവസത്തെ പോലും വിൽപ്പന നഷ്ടപ്പെടാതെ ഞങ്ങളെ ക്ലൗഡിലേക്ക് മാറ്റുന്നു.",
      position: "മാനേജിങ് പാർട്ണർ, വഞ്ചിനാട് മാർട്ട്",
    },
    contactPosition: "മാനേജിങ് പാർട്ണർ",
  },
};

export const statusLabels: Readonly<Record<ProjectStatus, string>> = {
  Completed: "പൂർത്തിയായി",
  "In Progress": "നടന്നുകൊണ്ടിരിക്കുന്നു",
};

export const resultFigures: typeof resultFiguresEn = [
  { value: "100%", label: "വിജയ നിരക്ക്" },
  { value: "24/7", label: "സപ്പോർട്ട്" },
  { value: "5 സ്റ്റാർ", label: "സംതൃപ്തി" },
];

export const storyTeaser: typeof storyTeaserEn = {
  eyebrow: "ഒരു ക്ലയന്റിന്റെ അനുഭവം",
  title: "മൂന്ന് കടകളിൽ നിന്ന് നഗരം മുഴുവൻ എത്തുന്ന ഓൺലൈൻ സ്റ്റോറിലേക്ക്",
  text: "കമ്പ്യൂട്ടറുകളും ക്യാമറകളും ഓൺലൈൻ സ്റ്റോറും ഇപ്പോൾ ക്ലൗഡിലേക്കുള്ള മാറ്റവും വഞ്ചിനാട് മാർട്ട് ഞങ്ങളെ വിശ്വസിച്ച് ഏൽപ്പിച്ചിരിക്കുന്നു. മൂന്ന് വർഷത്തെ കൂട്ടുകെട്ട് എന്ത് നേടിത്തന്നുവെന്ന് കാണൂ.",
  link: { label: "വഞ്ചിനാട് മാർട്ടിന്റെ അനുഭവം വായിക്കുക", href: "/clients/vanchinad-mart" },
};

export const clientSections: typeof clientSectionsEn = {
  eyebrow: "ഒരു ക്ലയന്റിന്റെ അനുഭവം",
  factsLabel: "കൂട്ടുകെട്ട് ഒറ്റനോട്ടത്തിൽ",
  industryLabel: "മേഖല",
  partnershipLabel: "കൂട്ടുകെട്ട്",
  websiteLabel: "വെബ്സൈറ്റ്",
  projectsTitle: "ഒന്നിച്ചു ചെയ്ത പ്രോജക്റ്റുകൾ",
  projectsIntro: "ഇതുവരെ പൂർത്തിയാക്കിയതും ഇപ്പോൾ ചെയ്തുകൊണ്ടിരിക്കുന്നതും.",
  typeLabel: "തരം",
  launchLabel: "ലോഞ്ച് ചെയ്ത മാസം",
  caseStudyLabel: "കേസ് സ്റ്റഡി കാണുക",
  resultsTitle: "കൂട്ടുകെട്ടിന്റെ ഫലങ്ങൾ",
  testimonialTitle: "അവരുടെ വാക്കുകളിൽ",
  contactTitle: "ക്ലയന്റുമായി ബന്ധപ്പെടാൻ",
  contactText: "ഞങ്ങളോടൊപ്പം പ്രവർത്തിക്കുന്നത് എങ്ങനെയെന്ന് പുതിയ ഉപഭോക്താക്കളോട് പറയാൻ ഇവർ സന്തോഷമേയുള്ളൂ.",
  backLabel: "പോർട്ട്ഫോളിയോയിലേക്ക് മടങ്ങുക",
  cta: {
    title: "നിങ്ങളുടെ ബിസിനസ് ആകുമോ ഞങ്ങളുടെ അടുത്ത വിജയകഥ?",
    text: "ഒരു കടയിൽ നിന്ന് കടകളുടെ ശൃംഖല വരെ — നിങ്ങൾ വളരുന്നതിനൊപ്പം ഞങ്ങളുടെ സപ്പോർട്ടും വളരും. സൗജന്യ കൺസൾട്ടേഷനോടെ തുടങ്ങാം.",
    actions: [
      { label: "ഞങ്ങളോട് സംസാരിക്കൂ", href: "/contact" },
      { label: "ഞങ്ങളുടെ കൂടുതൽ പ്രവൃത്തികൾ കാണുക", href: "/portfolio" },
    ],
  },
};

export const clientLabels: typeof clientLabelsEn = {
  pageTitle: (name: string) => `${name} — ക്ലയന്റിന്റെ അനുഭവം`,
  notFoundTitle: "ക്ലയന്റിനെ കണ്ടെത്തിയില്ല",
  notFoundText: "നിങ്ങൾ തിരയുന്ന ക്ലയന്റ് നിലവിലില്ല.",
};
