// Section titles, leads, button labels and small UI strings in Malayalam: the twin of sections.ts
// (same hrefs: the components put each link in the page's language).
import type * as english from "./sections";

export type { CtaCopy, LinkCopy, SectionCopy } from "./sections";
export { ctaActions } from "./sections";

export const stepLabel: typeof english.stepLabel = (position: number) => `ഘട്ടം ${position}: `;

export const cardCopy: typeof english.cardCopy = {
  technologies: "സാങ്കേതികവിദ്യകൾ",
  more: (count: number) => `+${count} കൂടി`,
  learnMore: "കൂടുതൽ അറിയാം",
  learnMoreContext: (title: string) => `: ${title}`,
};

export const homeSections: typeof english.homeSections = {
  hero: {
    eyebrow: "24x7 IT സപ്പോർട്ട് · സോഫ്റ്റ്‌വെയർ · ക്ലൗഡ്",
    primary: { label: "ഞങ്ങളുടെ സേവനങ്ങൾ കാണാം", href: "/services" },
    secondary: { label: "എഞ്ചിനീയറോട് സംസാരിക്കാം", href: "/contact" },
    figuresLabel: "Anantha IT Solutions അക്കങ്ങളിൽ",
    // Short, to fit the drawing's status chip (the English caption's width at 14 px).
    illustrationCaption: "എല്ലാം നല്ല നിലയിൽ",
    illustrationAlt:
      "ചിത്രം: എല്ലാ സംവിധാനങ്ങളും നല്ല നിലയിലെന്ന് കാണിക്കുന്ന ഡാഷ്ബോർഡുള്ള ഒരു മോണിറ്റർ; അതുമായി ബന്ധിപ്പിച്ച് ചുറ്റും ഒരു സുരക്ഷാ പരിച, ഒരു മേഘം, ഒരു CCTV ക്യാമറ, ഒരു Wi-Fi റൗട്ടർ",
  },
  launchOffers: {
    eyebrow: "ലോഞ്ച് ഓഫറുകൾ",
    title: "സൗജന്യ സർവീസോടെ തുടങ്ങാം, സപ്പോർട്ടിനായി തുടരാം",
    intro:
      "ഞങ്ങളെ പല അയൽക്കാർക്കും ഇനിയും പരിചയമില്ല, അതിനാൽ ആദ്യ സർവീസ് ഞങ്ങളുടെ വക. ഒരു രൂപ പോലും മുടക്കും മുമ്പ് ഞങ്ങൾ എങ്ങനെ ജോലി ചെയ്യുന്നുവെന്ന് കണ്ടറിയൂ.",
  },
  launchOffersAction: { label: "സൗജന്യ സർവീസ് നേടൂ", href: "/contact" },
  services: {
    eyebrow: "ഞങ്ങൾ ചെയ്യുന്നത്",
    title: "നിങ്ങളുടെ IT-യുടെ എല്ലാ ഭാഗവും, ഒരൊറ്റ ടീം നോക്കും",
    intro: "ഓൺ ആകാത്ത ലാപ്ടോപ്പ് മുതൽ പുതുതായി നിർമിക്കുന്ന SaaS പ്ലാറ്റ്ഫോം വരെ — ഓരോ സേവനത്തിനും പ്രസിദ്ധീകരിച്ച തുടക്ക നിരക്കുണ്ട്.",
  },
  servicesAction: { label: "എല്ലാ സേവനങ്ങളും കാണുക", href: "/services" },
  capabilities: {
    eyebrow: "ഒരിക്കലും അടയ്ക്കാത്ത സപ്പോർട്ട്",
    title: "ഞങ്ങളുടെ 24x7 സപ്പോർട്ടിൽ എന്തൊക്കെ",
    intro: "ഓരോ പ്ലാനിനും പിന്നിൽ ഒരേ ഹെൽപ്പ് ഡെസ്ക്, ഒരേ എഞ്ചിനീയർമാർ, നിങ്ങളെ എപ്പോഴും വിവരമറിയിക്കുമെന്ന ഒരേ വാക്ക്.",
  },
  whyChooseUs: {
    eyebrow: "എന്തുകൊണ്ട് ഞങ്ങൾ",
    title: "സത്യസന്ധമായ IT, വീടിനടുത്ത്",
    intro:
      "കാര്യങ്ങൾ ലളിതവും സ്വകാര്യവുമായി സൂക്ഷിക്കുന്നതുകൊണ്ടാണ് തിരുവനന്തപുരത്തെ വീടുകളും കടകളും ക്ലിനിക്കുകളും സ്കൂളുകളും അവരുടെ സംവിധാനങ്ങൾ ഞങ്ങളെ ഏൽപ്പിക്കുന്നത്.",
  },
  plans: {
    eyebrow: "AMC പ്ലാനുകൾ",
    title: "മാസം ₹399 മുതൽ മെയിന്റനൻസ് പ്ലാനുകൾ",
    intro:
      "നിങ്ങൾക്ക് വേണ്ട പ്രതികരണ സമയവും സപ്പോർട്ട് മാർഗങ്ങളും തിരഞ്ഞെടുക്കുക. എല്ലാ പ്ലാനിലും സ്ഥിരമായ ആരോഗ്യ പരിശോധനകളുണ്ട്; എപ്പോൾ വേണമെങ്കിലും മാറാം.",
  },
  plansAction: { label: "എല്ലാ പ്ലാനുകളും കാണുക", href: "/amc-plans" },
  projects: {
    eyebrow: "സമീപകാല ജോലികൾ",
    title: "ഫലങ്ങൾ കൊണ്ട് ഉപഭോക്താക്കൾ അളക്കുന്ന പ്രോജക്റ്റുകൾ",
    intro: "കേരളത്തിലെ ബിസിനസുകൾക്കായി ഞങ്ങൾ പൂർത്തിയാക്കിയ ചില വെബ്, മൊബൈൽ, ക്ലൗഡ് പ്രോജക്റ്റുകൾ.",
  },
  projectsAction: { label: "മുഴുവൻ പോർട്ട്ഫോളിയോയും കാണുക", href: "/portfolio" },
  testimonials: {
    eyebrow: "അഭിപ്രായങ്ങൾ",
    title: "തിരുവനന്തപുരത്തെ ബിസിനസുകളും കുടുംബങ്ങളും വിശ്വസിക്കുന്നവർ",
  },
  testimonialsAction: { label: "എല്ലാ അഭിപ്രായങ്ങളും വായിക്കുക", href: "/testimonials" },
  cta: {
    title: "തടസ്സമില്ലാതെ പ്രവർത്തിക്കുന്ന IT-ക്ക് തയ്യാറാണോ?",
    text: "എന്താണ് നിങ്ങളെ പിന്നോട്ടടിക്കുന്നതെന്ന് പറയൂ. നിങ്ങളുടെ ആദ്യ PC സർവീസ് സൗജന്യമാണ്; പ്രവൃത്തി ദിവസങ്ങളിൽ 24 മണിക്കൂറിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും.",
    primary: { label: "സൗജന്യ സർവീസ് നേടൂ", href: "/contact" },
    secondary: { label: "ഞങ്ങളുടെ ജോലികൾ കാണുക", href: "/portfolio" },
  },
};

export const plansTeaser: typeof english.plansTeaser = {
  title: "ഒരു നിശ്ചിത പ്രതിമാസ തുകയാണോ ഇഷ്ടം?",
  text: "റിമോട്ട് സപ്പോർട്ടും സുരക്ഷാ അപ്ഡേറ്റുകളും സ്ഥിരമായ ആരോഗ്യ പരിശോധനകളും ഒന്നിച്ച് — ഞങ്ങളുടെ AMC പ്ലാനുകൾ മാസം ₹399 മുതൽ.",
  action: { label: "AMC പ്ലാനുകൾ താരതമ്യം ചെയ്യുക", href: "/amc-plans" },
};

export const aboutSections: typeof english.aboutSections = {
  usp: {
    eyebrow: "ഞങ്ങൾ ആരാണ്",
    title: "നിങ്ങളുടെ സ്വകാര്യത മാനിക്കുന്ന, ആശ്രയിക്കാവുന്ന IT സപ്പോർട്ട്",
  },
  uspIllustrationAlt:
    "ചിത്രം: ഒരു പരിചയ്ക്കുള്ളിൽ Anantha IT-യുടെ കണ്ണ് അടയാളം; ചുറ്റും സപ്പോർട്ട്, നെറ്റ്‌വർക്ക്, ക്ലൗഡ്, കോഡ് എന്നിവയുടെ ഐക്കണുകൾ",
  avatarLabel: (name: string, initials: string) => `${name} (ആദ്യാക്ഷരങ്ങൾ: ${initials})`,
  missionTitle: "ഞങ്ങളുടെ ദൗത്യം",
  visionTitle: "ഞങ്ങളുടെ കാഴ്ചപ്പാട്",
  values: {
    eyebrow: "ഞങ്ങൾ മുറുകെപ്പിടിക്കുന്നത്",
    title: "ഞങ്ങളുടെ മൂല്യങ്ങൾ",
    intro: "ഞങ്ങൾ എടുക്കുന്ന ഓരോ കോളിനെയും നിർമിക്കുന്ന ഓരോ സംവിധാനത്തെയും രൂപപ്പെടുത്തുന്ന നാല് വാഗ്ദാനങ്ങൾ.",
  },
  impact: {
    title: "ഇതുവരെയുള്ള ഞങ്ങളുടെ നേട്ടങ്ങൾ",
    intro: "ഓരോ ഉപഭോക്താവിലൂടെയും നേടിയെടുത്ത, ഞങ്ങൾക്ക് അഭിമാനമുള്ള കണക്കുകൾ.",
  },
  team: {
    eyebrow: "ഞങ്ങളുടെ ടീം",
    title: "സപ്പോർട്ട് ലൈനിനു പിന്നിലെ ആളുകളെ പരിചയപ്പെടാം",
    intro: "നിങ്ങളുടെ കോളുകൾ എടുക്കുന്നവർ, ഓഫീസിൽ വരുന്നവർ, നിങ്ങളുടെ സംവിധാനങ്ങൾ നിർമിക്കുന്നവർ.",
  },
  cta: {
    title: "നമുക്ക് ഒരുമിച്ച് പ്രവർത്തിക്കാം",
    text: "ഒരു ലാപ്ടോപ്പ് നന്നാക്കാനായാലും ഒരു ഓഫീസ് മുഴുവൻ നോക്കാനായാലും, സഹായിക്കാൻ ഞങ്ങൾക്ക് സന്തോഷം.",
    primary: { label: "ഞങ്ങളെ ബന്ധപ്പെടുക", href: "/contact" },
    secondary: { label: "ഞങ്ങളുടെ സേവനങ്ങൾ കാണാം", href: "/services" },
  },
};

export const servicesSections: typeof english.servicesSections = {
  heroActions: {
    primary: { label: "സൗജന്യ ക്വട്ടേഷൻ നേടൂ", href: "/contact" },
    secondary: { label: "AMC പ്ലാനുകൾ താരതമ്യം ചെയ്യുക", href: "/amc-plans" },
  },
  list: {
    title: "എല്ലാ സേവനങ്ങളും",
    intro: "രൂപയിൽ തുടക്ക നിരക്കുകളോടെ പതിനൊന്ന് സേവനങ്ങൾ. സവിശേഷതകളും സാങ്കേതികവിദ്യകളും സമയക്രമവും അറിയാൻ ഏതെങ്കിലും ഒന്ന് തുറക്കുക.",
  },
  reasons: {
    eyebrow: "എന്തുകൊണ്ട് Anantha IT",
    title: "ബിസിനസുകൾ ഞങ്ങളെ വിശ്വസിക്കുന്നത് എന്തുകൊണ്ട്",
  },
  contactBox: {
    title: "ഏത് സേവനമാണ് വേണ്ടതെന്ന് ഉറപ്പില്ലേ?",
    text: "പ്രശ്നം പറഞ്ഞുതരൂ; ശരിയായ സേവനം ഞങ്ങൾ കാണിച്ചുതരും, അല്ലെങ്കിൽ നേരെ പരിഹരിക്കും. 24x7 കോളുകൾ എടുക്കും.",
    phoneLabel: "ഞങ്ങളെ വിളിക്കൂ",
    emailLabel: "സപ്പോർട്ടിന് ഇമെയിൽ ചെയ്യൂ",
    action: { label: "ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കൂ", href: "/contact" },
  },
  process: {
    eyebrow: "ഞങ്ങൾ ജോലി ചെയ്യുന്ന രീതി",
    title: "ഞങ്ങളുടെ നാല് ഘട്ടങ്ങൾ",
    intro:
      "നെറ്റ്‌വർക്ക് അപ്ഗ്രേഡിനും പുതിയ സോഫ്റ്റ്‌വെയർ ഉൽപ്പന്നത്തിനും ഒരേ വ്യക്തമായ ഘട്ടങ്ങൾ — അടുത്തതായി എന്ത് നടക്കുമെന്ന് നിങ്ങൾക്ക് എപ്പോഴും അറിയാം.",
  },
  cta: {
    title: "നിങ്ങളുടെ IT പ്രശ്നം ഇന്നുതന്നെ പരിഹരിക്കാം",
    text: "ഏത് ജോലിയും തുടങ്ങും മുമ്പ് സൗജന്യ കൂടിയാലോചനയും എഴുതിയ എസ്റ്റിമേറ്റും നേടൂ.",
    primary: { label: "തുടങ്ങാം", href: "/contact" },
    secondary: { label: "AMC പ്ലാനുകൾ കാണുക", href: "/amc-plans" },
  },
};

export const serviceDetailSections: typeof english.serviceDetailSections = {
  eyebrow: "ഞങ്ങളുടെ സേവനങ്ങൾ",
  backLink: { label: "എല്ലാ സേവനങ്ങളിലേക്കും മടങ്ങുക", href: "/services" },
  overviewTitle: "ചുരുക്കത്തിൽ",
  featuresTitle: "എന്തൊക്കെ ഉൾപ്പെടുന്നു",
  technologiesTitle: "ഞങ്ങൾ ഉപയോഗിക്കുന്ന സാങ്കേതികവിദ്യകൾ",
  pricingTitle: "നിരക്കും സമയവും",
  priceLabel: "തുടക്ക നിരക്ക്",
  durationLabel: "സാധാരണ വേണ്ടിവരുന്ന സമയം",
  quote: { label: "ക്വട്ടേഷൻ നേടൂ", href: "/contact" },
  quoteNote: "ഏത് ജോലിയും തുടങ്ങും മുമ്പ് സൗജന്യ കൂടിയാലോചനയും എഴുതിയ എസ്റ്റിമേറ്റും.",
  quickInfo: {
    title: "ഒറ്റനോട്ടത്തിൽ",
    responseLabel: "പ്രതികരണ സമയം",
    responseValue: "ഗുരുതര പ്രശ്നങ്ങൾക്ക് 1 മണിക്കൂർ, സാധാരണ ആവശ്യങ്ങൾക്ക് 24 മണിക്കൂർ",
    supportLabel: "സപ്പോർട്ട്",
    supportValue: "ഫോൺ, ഇമെയിൽ, സുരക്ഷിത റിമോട്ട് സെഷൻ വഴി 24x7",
    diagnosisLabel: "പുതിയ ഉപഭോക്താക്കൾക്ക്",
    diagnosisValue: "ആദ്യ PC പരിശോധന സൗജന്യം",
    callLabel: "വിളിക്കൂ",
  },
  related: {
    title: "ബന്ധപ്പെട്ട സേവനങ്ങൾ",
    intro: "ഞങ്ങൾക്ക് സഹായിക്കാവുന്ന മറ്റ് വഴികൾ.",
  },
  notFound: {
    heading: "സേവനം കണ്ടെത്താനായില്ല",
    text: "നിങ്ങൾ തിരയുന്ന സേവനം നിലവിലില്ല.",
    backLabel: "സേവനങ്ങളിലേക്ക് മടങ്ങുക",
  },
};

export const plansSections: typeof english.plansSections = {
  heroCard: {
    eyebrow: "പ്ലാനുകൾ തുടങ്ങുന്നത്",
    points: [
      "പുതിയ ഉപഭോക്താക്കൾക്ക് ആദ്യ PC സർവീസ് സൗജന്യം",
      "ഏറ്റവും കുറഞ്ഞത് 1 മണിക്കൂറിനുള്ളിൽ പ്രതികരണം",
      "എപ്പോൾ വേണമെങ്കിലും മാറ്റാം, നിർത്താം",
    ],
  },
  list: {
    title: "നിങ്ങളുടെ പ്ലാൻ തിരഞ്ഞെടുക്കുക",
    intro: "എല്ലാ നിരക്കുകളും ഇന്ത്യൻ രൂപയിൽ. എപ്പോൾ വേണമെങ്കിലും ഉയർന്നതോ താഴ്ന്നതോ ആയ പ്ലാനിലേക്ക് മാറാം, നിർത്താം.",
  },
  chooseLabel: "പ്ലാൻ തിരഞ്ഞെടുക്കുക",
  card: {
    moreFeatures: (count: number) => `+${count} സൗകര്യങ്ങൾ കൂടി`,
    channelsTitle: "സപ്പോർട്ട് മാർഗങ്ങൾ",
    moreChannels: (count: number) => `+${count} കൂടി`,
    suitableFor: (who: string) => `ആർക്കൊക്കെ: ${who}`,
  },
  benefits: {
    eyebrow: "എന്തിന് AMC",
    title: "വാർഷിക മെയിന്റനൻസ് കരാറിന്റെ ഗുണങ്ങൾ",
  },
  comparison: {
    title: "പ്ലാനുകൾ താരതമ്യം ചെയ്യുക",
    intro: "ഓരോ പ്ലാനിലും എന്തൊക്കെ ഉൾപ്പെടുന്നു, അടുത്തടുത്ത്.",
    caption: "ഓരോ AMC പ്ലാനിലും ഉൾപ്പെടുന്ന സൗകര്യങ്ങൾ",
    featureHeader: "സൗകര്യം",
    scrollLabel: "പ്ലാൻ താരതമ്യ പട്ടിക (ചെറിയ സ്ക്രീനുകളിൽ വശത്തേക്ക് നീക്കാം)",
    rows: {
      technicalSupport247: "24/7 സാങ്കേതിക സഹായം",
      securityUpdates: "സുരക്ഷാ അപ്ഡേറ്റുകൾ",
      healthCheck: "സിസ്റ്റം ആരോഗ്യ പരിശോധന",
      responseTime: "പ്രതികരണ സമയം",
      dedicatedAccountManager: "പ്രത്യേക അക്കൗണ്ട് മാനേജർ",
      onSiteSupport: "നേരിട്ടെത്തിയുള്ള സപ്പോർട്ട്",
    },
    included: "ഉൾപ്പെടുന്നു",
    notIncluded: "ഉൾപ്പെടുന്നില്ല",
  },
  faq: {
    eyebrow: "ചോദ്യങ്ങൾ",
    title: "പതിവായി ചോദിക്കുന്ന ചോദ്യങ്ങൾ",
  },
  contact: {
    title: "തിരഞ്ഞെടുക്കാൻ സഹായം വേണോ?",
    text: "നിങ്ങളുടെ ഉപകരണങ്ങളെയും ബജറ്റിനെയും കുറിച്ച് ഞങ്ങളുടെ ടീമിനോട് സംസാരിക്കൂ; ചേരുന്ന പ്ലാൻ ഞങ്ങൾ നിർദേശിക്കും. നിർബന്ധമില്ല, കടുകട്ടി വാക്കുകളുമില്ല.",
    phoneLabel: "ഞങ്ങളെ വിളിക്കൂ",
    emailLabel: "ഇമെയിൽ ചെയ്യൂ",
    emergencyLabel: "24x7 അടിയന്തര നമ്പർ",
    action: { label: "ഞങ്ങളെ ബന്ധപ്പെടുക", href: "/contact" },
  },
  dialog: {
    title: "{plan} തിരഞ്ഞെടുക്കാൻ ലോഗിൻ ചെയ്യുക",
    text: "പ്ലാനുകൾ നിങ്ങളുടെ അക്കൗണ്ടുമായി ബന്ധിപ്പിച്ചിരിക്കുന്നതിനാൽ ഏതൊക്കെ ഉപകരണങ്ങൾ നോക്കണമെന്നും ഇൻവോയ്സുകൾ എവിടെ അയയ്ക്കണമെന്നും ഞങ്ങൾക്കറിയാം. ലോഗിൻ ചെയ്യുക, അല്ലെങ്കിൽ ഒരു മിനിറ്റിനുള്ളിൽ സൗജന്യ അക്കൗണ്ട് തുടങ്ങുക; ഞങ്ങൾ നിങ്ങളെ ഈ പ്ലാനിലേക്ക് തിരികെ കൊണ്ടുവരും.",
    signIn: "ലോഗിൻ ചെയ്യുക",
    createAccount: "അക്കൗണ്ട് തുടങ്ങുക",
    cancel: "റദ്ദാക്കുക",
    responseText: "പ്രതികരണ സമയം: {time}",
    returnTo: "/amc-plans",
  },
};

export const testimonialsSections: typeof english.testimonialsSections = {
  summary: {
    averageLabel: "ശരാശരി റേറ്റിംഗ്",
    reviewsText: (count: number) => `${count} ഉപഭോക്തൃ അഭിപ്രായങ്ങളിൽ നിന്ന്`,
  },
  carousel: {
    eyebrow: "തിരഞ്ഞെടുത്ത അഭിപ്രായങ്ങൾ",
    title: "അവരുടെ സ്വന്തം വാക്കുകളിൽ",
  },
  list: {
    title: "എല്ലാ അഭിപ്രായങ്ങളും",
    intro: "ഞങ്ങളുടെ ഉപഭോക്താക്കളുടെ എല്ലാ അഭിപ്രായങ്ങളും, അവർക്കായി ചെയ്ത പ്രോജക്റ്റിനൊപ്പം.",
  },
  metrics: {
    title: "അഭിപ്രായങ്ങൾക്ക് പിന്നിലെ കണക്കുകൾ",
  },
  cta: {
    title: "ഞങ്ങളുടെ അടുത്ത വിജയകഥ നിങ്ങളുടേതാകട്ടെ",
    text: "ഒരു സൗജന്യ PC സർവീസോടെയോ നിങ്ങളുടെ അടുത്ത പ്രോജക്റ്റിനെക്കുറിച്ചുള്ള ഒരു സംഭാഷണത്തോടെയോ തുടങ്ങാം.",
    primary: { label: "നിങ്ങളുടെ പ്രോജക്റ്റ് തുടങ്ങാം", href: "/contact" },
    secondary: { label: "ഞങ്ങളുടെ പോർട്ട്ഫോളിയോ കാണുക", href: "/portfolio" },
  },
};
