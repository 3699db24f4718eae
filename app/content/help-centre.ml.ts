import type { HelpCentreCopy, HelpCentrePage, TicketDeflectionCopy } from "./help-centre";

export const helpCentrePage: HelpCentrePage = {
  title: "സഹായ കേന്ദ്രം",
  description:
    "റൗട്ടർ, CCTV, പ്രിന്റർ, ലാപ്ടോപ്പ്, ഇമെയിൽ, ബാക്കപ്പ് — സാധാരണ IT പ്രശ്നങ്ങൾക്ക് Anantha IT Solutions-ന്റെ സപ്പോർട്ട് ടീമിന്റെ ഉത്തരങ്ങൾ.",
  heading: "സഹായ കേന്ദ്രം",
  intro: "ഞങ്ങളുടെ ഉപഭോക്താക്കൾ ഏറ്റവും കൂടുതൽ ചോദിക്കുന്ന പ്രശ്നങ്ങൾക്കുള്ള എളുപ്പ പരിഹാരങ്ങൾ. തിരയുക, അല്ലെങ്കിൽ വിഷയം നോക്കി കണ്ടെത്തുക.",
};

export const helpCentreCopy: HelpCentreCopy = {
  searchLabel: "സഹായ കേന്ദ്രത്തിൽ തിരയുക",
  searchPlaceholder: "ഉദാ: പ്രിന്റ് ക്യൂ കുടുങ്ങി",
  searchButton: "തിരയുക",
  resultsHeading: (query: string) => `“${query}” എന്നതിനുള്ള ഫലങ്ങൾ`,
  noResults: "ഒരു ലേഖനവും കണ്ടെത്തിയില്ല — ഒരു ടിക്കറ്റ് തുറക്കുക, അല്ലെങ്കിൽ ഞങ്ങളെ ബന്ധപ്പെടുക.",
  openTicket: "ടിക്കറ്റ് തുറക്കുക",
  contactUs: "ഞങ്ങളെ ബന്ധപ്പെടുക",
  categoriesHeading: "വിഷയം അനുസരിച്ച്",
  emptyCategory: "ഇതുവരെ ലേഖനങ്ങളില്ല.",
  breadcrumbLabel: "നിങ്ങൾ ഇവിടെയാണ്",
  breadcrumb: "സഹായ കേന്ദ്രം",
  updated: "പുതുക്കിയത്",
  relatedHeading: "ബന്ധപ്പെട്ട ലേഖനങ്ങൾ",
  helpfulQuestion: "ഇത് ഉപകാരപ്പെട്ടോ?",
  helpfulYes: "ഉവ്വ്",
  helpfulNo: "ഇല്ല",
  voteThanks: "അറിയിച്ചതിന് നന്ദി.",
  voteAlready: "നന്ദി — നിങ്ങൾ ഇത് നേരത്തേ അറിയിച്ചിട്ടുണ്ട്.",
  voteTooMany: "നിങ്ങളുടെ വിലാസത്തിൽ നിന്ന് വളരെയധികം മറുപടികൾ വന്നു. കുറച്ചു കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
  voteFailed: "നിങ്ങളുടെ മറുപടി ഇപ്പോൾ സേവ് ചെയ്യാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.",
  voteRefused: "നിങ്ങളുടെ മറുപടി വായിക്കാനായില്ല.",
  stillStuck: "ഇപ്പോഴും ശരിയായില്ലേ?",
  notFoundHeading: "ലേഖനം കണ്ടെത്തിയില്ല",
  notFoundText: "ഈ സഹായ ലേഖനം നിലവിലില്ല, അല്ലെങ്കിൽ ഇപ്പോൾ പ്രസിദ്ധീകരിച്ചിട്ടില്ല.",
};

export const ticketDeflectionCopy: TicketDeflectionCopy = {
  heading: "ഇവ പ്രശ്നം പരിഹരിച്ചേക്കാം",
  intro: "നിങ്ങളുടേതു പോലുള്ള പ്രശ്നങ്ങൾക്ക് ഞങ്ങളുടെ സഹായ ലേഖനങ്ങളിൽ ഉത്തരമുണ്ട്. ഒന്നുകൊണ്ട് ശരിയായാൽ ടിക്കറ്റ് വേണ്ട.",
  // The wording /ml/service-levels quotes when it explains how deflections are counted.
  solved: "ഇതുകൊണ്ട് പരിഹരിച്ചു",
  goOn: "ഇവയൊന്നുമല്ല — ടിക്കറ്റ് തുറക്കുക",
  filesDropped: "ഈ ഘട്ടത്തിൽ ഫയലുകൾ സൂക്ഷിക്കുന്നില്ല: ടിക്കറ്റ് തുറക്കുകയാണെങ്കിൽ അവ വീണ്ടും തിരഞ്ഞെടുക്കുക.",
  foundOne: "ഒരു സഹായ ലേഖനം പ്രശ്നം പരിഹരിച്ചേക്കാം.",
  foundMany: "{count} സഹായ ലേഖനങ്ങൾ പ്രശ്നം പരിഹരിച്ചേക്കാം.",
  solvedHeading: "ശരിയായതിൽ സന്തോഷം",
  solvedText: "അറിയിച്ചതിന് നന്ദി. ടിക്കറ്റ് ഒന്നും തുറന്നിട്ടില്ല.",
  readAgain: "ലേഖനം വീണ്ടും വായിക്കാൻ:",
  stillStuck: "ഇപ്പോഴും ശരിയായില്ലേ? ടിക്കറ്റ് തുറക്കുക",
  notPublished: "ആ ലേഖനം ഇപ്പോൾ പ്രസിദ്ധീകരിച്ചിട്ടില്ല. മറ്റൊന്ന് തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ ടിക്കറ്റ് തുറക്കുക.",
  tooMany: "നിങ്ങളുടെ അക്കൗണ്ടിൽ നിന്ന് വളരെയധികം മറുപടികൾ വന്നു. കുറച്ചു കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
};
