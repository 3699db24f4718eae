// Satisfaction ratings in Malayalam: the twin of ticket-ratings.ts (the block of the 'resolved'
// email and the page its links open, for a customer who chose Malayalam).
import { formatCount } from "./numbers";
import type { PageCopy } from "./schema";
import { site } from "./site.ml";
import type * as en from "./ticket-ratings";

export const ratingScores: typeof en.ratingScores = [1, 2, 3, 4, 5];
type RatingScore = en.RatingScore;

export const ratingScoreLabels: Record<RatingScore, string> = {
  1: "വളരെ മോശം",
  2: "മോശം",
  3: "കുഴപ്പമില്ല",
  4: "നല്ലത്",
  5: "വളരെ നല്ലത്",
};

/** "5-ൽ 4 (നല്ലത്)" */
export function ratingWords(score: number): string {
  const label = ratingScoreLabels[score as RatingScore];
  return label ? `5-ൽ ${score} (${label})` : `5-ൽ ${score}`;
}

export const ratingEmailCopy: typeof en.ratingEmailCopy = {
  heading: "ഞങ്ങളുടെ സേവനം എങ്ങനെയുണ്ടായിരുന്നു?",
  intro: "ഈ ടിക്കറ്റ് ഞങ്ങൾ പരിഹരിച്ച രീതിക്ക് മാർക്ക് നൽകൂ — ഒരു സ്കോറിൽ ക്ലിക്ക് ചെയ്യുക, തുറക്കുന്ന പേജിൽ നിന്ന് അയയ്ക്കുക:",
  link: (score: number) => `സ്കോർ ${score} – ${ratingScoreLabels[score as RatingScore]}:`,
  change: "അഭിപ്രായം മാറിയോ? ഇതേ രീതിയിൽ മറ്റൊരു സ്കോർ അയയ്ക്കാം: ഏറ്റവും പുതിയതാണ് കണക്കിലെടുക്കുക.",
};

export const ratingPage: PageCopy = {
  title: "ഞങ്ങളുടെ സപ്പോർട്ടിന് മാർക്ക് നൽകൂ",
  description: `നിങ്ങളുടെ സപ്പോർട്ട് ടിക്കറ്റ് ${site.name} പരിഹരിച്ച രീതിയിൽ നിങ്ങൾ എത്രത്തോളം തൃപ്തരാണ്.`,
  heading: "ഞങ്ങളുടെ സപ്പോർട്ടിന് മാർക്ക് നൽകൂ",
  intro:
    "നിങ്ങളുടെ ടിക്കറ്റ് ഞങ്ങൾ പരിഹരിച്ച രീതിയിൽ എത്രത്തോളം തൃപ്തരാണ്: ഇമെയിലിൽ നിങ്ങൾ ക്ലിക്ക് ചെയ്ത സ്കോർ താഴെ തിരഞ്ഞെടുത്തിട്ടുണ്ട്. വേണമെങ്കിൽ ഒരു അഭിപ്രായം കൂടി ചേർത്ത് സേവ് ചെയ്യുക.",
};

export const ratingPageCopy: typeof en.ratingPageCopy = {
  legend: (number: string) => `ടിക്കറ്റ് ${number} ഞങ്ങൾ പരിഹരിച്ച രീതിയിൽ നിങ്ങൾ എത്രത്തോളം തൃപ്തരാണ്?`,
  scoreDescriptions: {
    1: "പ്രശ്നം തീർന്നില്ല, അല്ലെങ്കിൽ വളരെയധികം സമയമെടുത്തു.",
    2: "പരിഹരിച്ചു, പക്ഷേ നന്നായില്ല.",
    3: "പരിഹരിച്ചു, പ്രത്യേകിച്ചൊന്നുമില്ല.",
    4: "നന്നായി പരിഹരിച്ചു.",
    5: "വേഗത്തിലും നന്നായും പരിഹരിച്ചു.",
  },
  commentLabel: "ഞങ്ങളോട് എന്തെങ്കിലും പറയാനുണ്ടോ?",
  commentHint: "ഓരോ അഭിപ്രായവും സപ്പോർട്ട് ടീം വായിക്കും.",
  optional: "നിർബന്ധമില്ല",
  submit: "എന്റെ റേറ്റിംഗ് സേവ് ചെയ്യുക",
  submitting: "സേവ് ചെയ്യുന്നു…",
  current: (words: string) => `ഇതുവരെയുള്ള നിങ്ങളുടെ റേറ്റിംഗ്: ${words}. മാറ്റാൻ വീണ്ടും സേവ് ചെയ്യുക.`,
  notYet: "സേവ് ചെയ്യുന്നതുവരെ ഒന്നും രേഖപ്പെടുത്തില്ല: സ്കോർ നോക്കി ബട്ടൺ അമർത്തുക.",
  saved: (words: string) => `നന്ദി: നിങ്ങളുടെ റേറ്റിംഗ് ${words} രേഖപ്പെടുത്തി. എപ്പോൾ വേണമെങ്കിലും ഇവിടെ മാറ്റാം.`,
  invalid: "ഈ റേറ്റിംഗ് ലിങ്ക് സാധുവല്ല. പരിഹരിച്ച ടിക്കറ്റിനെക്കുറിച്ചുള്ള ഇമെയിലിലെ ലിങ്കുകൾ ഉപയോഗിക്കുക.",
  expired: "ഈ റേറ്റിംഗ് ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു: ടിക്കറ്റ് പരിഹരിച്ച് 60 ദിവസം വരെയാണ് റേറ്റിംഗ് സ്വീകരിക്കുന്നത്.",
  unavailable: "ഇപ്പോൾ നിങ്ങളുടെ റേറ്റിംഗ് തുറക്കാൻ കഴിഞ്ഞില്ല. കുറച്ച് മിനിറ്റുകൾ കഴിഞ്ഞ് ലിങ്ക് വീണ്ടും ശ്രമിക്കുക.",
  failed: "ഇപ്പോൾ നിങ്ങളുടെ റേറ്റിംഗ് രേഖപ്പെടുത്താൻ കഴിഞ്ഞില്ല. കുറച്ച് മിനിറ്റുകൾ കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
  tooMany: "നിങ്ങളുടെ നെറ്റ്‌വർക്കിൽ നിന്ന് ഇപ്പോൾ ഒരുപാട് റേറ്റിംഗുകൾ വന്നു. കുറച്ച് മിനിറ്റുകൾ കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.",
  commentTooLong: (max: number) => `അഭിപ്രായം ${formatCount(max)} അക്ഷരങ്ങളിൽ കുറവായിരിക്കണം.`,
  scoreRequired: "1 മുതൽ 5 വരെയുള്ള ഒരു സ്കോർ തിരഞ്ഞെടുക്കുക.",
  contact: `ഇപ്പോഴും പ്രശ്നമുണ്ടോ? ഞങ്ങളുടെ 24x7 നമ്പറായ ${site.emergencyPhone}-ൽ വിളിക്കുക, അല്ലെങ്കിൽ ടിക്കറ്റ് പേജിൽ മറുപടി നൽകുക.`,
};

/** The staff console is English; this twin exists because the module is one (content/translations.test.ts). */
export const staffRatingCopy: typeof en.staffRatingCopy = {
  heading: "സംതൃപ്തി റേറ്റിംഗുകൾ",
  none: "ഇതുവരെ റേറ്റിംഗ് ഇല്ല.",
  score: (score: number) => ratingWords(score),
  given: "നൽകിയത്",
  changed: "മാറ്റി",
  forResolution: (when: string) => `${when}-ലെ പരിഹാരത്തിന്`,
  noComment: "അഭിപ്രായമില്ല.",
  badge: (score: number) => `റേറ്റിംഗ് ${score}/5`,
  badgeLabel: (score: number) => `ഉപഭോക്താവിന്റെ റേറ്റിംഗ് ${ratingWords(score)}`,
};
