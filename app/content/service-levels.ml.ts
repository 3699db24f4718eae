// /ml/service-levels (see service-levels.ts): the Terms' targets in Malayalam beside the measured
// figures, the same rules, the same minimum sample.
import { formatCount } from "./numbers";
import type { serviceLevelsCopy as serviceLevelsCopyEn } from "./service-levels";
import { MIN_SAMPLE, termsTargets } from "./service-levels";
import { serviceLevels } from "./service-level-targets.ml";
import type { PageCopy } from "./schema";
import { siteIdentity } from "./site-identity";

export { MIN_SAMPLE, termsTargets };

export const serviceLevelsPage: PageCopy = {
  title: "സേവന നിലവാരം",
  description: `${siteIdentity.name}-ന്റെ നിബന്ധനകൾ ഉറപ്പുനൽകുന്ന പ്രതികരണ സമയവും പരിഹാര സമയവും, കഴിഞ്ഞ 90 ദിവസം യഥാർത്ഥ സപ്പോർട്ട് ടിക്കറ്റുകളിൽ ഞങ്ങൾ നേടിയ സമയത്തിന് അരികിൽ.`,
  heading: "സേവന നിലവാരം: പറഞ്ഞതും ചെയ്തതും",
  intro:
    "പ്രതികരണ സമയവും പരിഹാര സമയവും ഞങ്ങളുടെ നിബന്ധനകൾ ഉറപ്പുനൽകുന്നു. ഓരോ ലക്ഷ്യത്തിനും അരികിൽ, കഴിഞ്ഞ 90 ദിവസം യഥാർത്ഥ സപ്പോർട്ട് ടിക്കറ്റുകളിൽ ഞങ്ങൾ ശരിക്കും നേടിയത് — ഓരോ ടിക്കറ്റിനെയും അളക്കുന്ന അതേ ക്ലോക്കുകൾ കൊണ്ട് അളന്നത്.",
};

export const { responseTargets, resolutionTargets, availabilityTargets, onSiteTarget, qualityTargets } =
  termsTargets(serviceLevels);

const whole = (value: number) => `${Math.round(value)}%`;
/** "40 ടിക്കറ്റുകളിൽ": the count with the locative the figures are read against. */
const ticketsIn = (n: number) => (n === 1 ? "1 ടിക്കറ്റിൽ" : `${formatCount(n)} ടിക്കറ്റുകളിൽ`);
const ticketsWord = (n: number) => (n === 1 ? "1 ടിക്കറ്റ്" : `${formatCount(n)} ടിക്കറ്റുകൾ`);
const visitsIn = (n: number) => (n === 1 ? "1 സന്ദർശനത്തിൽ" : `${formatCount(n)} സന്ദർശനങ്ങളിൽ`);

/** A duration as a customer reads it: "45 മിനിറ്റ്", "3 മണിക്കൂർ 20 മിനിറ്റ്", "2 ദിവസം 4 മണിക്കൂർ". */
export function durationText(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 60) return `${total} മിനിറ്റ്`;
  if (total < 48 * 60) {
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    return rest === 0 ? `${hours} മണിക്കൂർ` : `${hours} മണിക്കൂർ ${rest} മിനിറ്റ്`;
  }
  const days = Math.floor(total / (24 * 60));
  const hours = Math.round((total % (24 * 60)) / 60);
  return hours === 0 ? `${days} ദിവസം` : `${days} ദിവസം ${hours} മണിക്കൂർ`;
}

export const serviceLevelsCopy: typeof serviceLevelsCopyEn = {
  period: (from: string, to: string) => `ഇന്ത്യൻ സമയം ${from} മുതൽ ${to} വരെയുള്ള 90 ദിവസം അളന്നത്; ഓരോ മണിക്കൂറിലും പുതുക്കുന്നു.`,
  notEnoughOverall: (counted: number) =>
    `കണക്കുകൾ പ്രസിദ്ധീകരിക്കാൻ മാത്രം സപ്പോർട്ട് ടിക്കറ്റുകൾ കഴിഞ്ഞ 90 ദിവസം ഞങ്ങൾ കൈകാര്യം ചെയ്തിട്ടില്ല: ഇതുവരെ ${ticketsWord(counted)}. കുറഞ്ഞത് ${MIN_SAMPLE} എണ്ണത്തിന്റെ അടിസ്ഥാനമുള്ളപ്പോൾ മാത്രമേ ഞങ്ങൾ ഒരു കണക്ക് പ്രസിദ്ധീകരിക്കൂ. അതുവരെ ഞങ്ങൾ ഉറപ്പുനൽകുന്നത് താഴെയുള്ള ലക്ഷ്യങ്ങളാണ്.`,
  notEnough: (counted: number) => `പ്രസിദ്ധീകരിക്കാൻ ആവശ്യത്തിന് ടിക്കറ്റുകൾ ആയിട്ടില്ല (${MIN_SAMPLE}-ൽ ${counted})`,
  notEnoughVisits: (counted: number) =>
    `പ്രസിദ്ധീകരിക്കാൻ ആവശ്യത്തിന് ഓൺ-സൈറ്റ് സന്ദർശനങ്ങൾ ആയിട്ടില്ല (${MIN_SAMPLE}-ൽ ${counted})`,
  notShown: "ഇപ്പോൾ കാണിക്കാനാവില്ല",
  unavailable: "ഞങ്ങൾ അളന്ന കണക്കുകൾ ഇപ്പോൾ കാണിക്കാനാവില്ല. ഞങ്ങൾ ഉറപ്പുനൽകുന്നത് താഴെയുള്ള ലക്ഷ്യങ്ങളാണ്.",
  response: {
    caption: "മുൻഗണന അനുസരിച്ച് ആദ്യ പ്രതികരണം",
    columns: ["മുൻഗണന", "ഞങ്ങളുടെ നിബന്ധനകൾ ഉറപ്പുനൽകുന്ന ആദ്യ പ്രതികരണ സമയം", "അളന്നത്: ആ സമയത്തിനുള്ളിൽ മറുപടി നൽകിയത്"],
    figure: (percent: number, counted: number) => `${ticketsIn(counted)} ${whole(percent)}`,
  },
  resolution: {
    caption: "പ്രശ്നത്തിന്റെ തരം അനുസരിച്ച് പരിഹാരം",
    columns: [
      "പ്രശ്നത്തിന്റെ തരം",
      "നിബന്ധനകളിലെ പരിഹാര സമയ ലക്ഷ്യം",
      "അളന്നത്: സാധാരണ സമയം (മീഡിയൻ)",
      "അളന്നത്: 10-ൽ 9 എണ്ണം പരിഹരിച്ചത് ഇതിനുള്ളിൽ",
      "അളന്നത്: ലക്ഷ്യത്തിനുള്ളിൽ പരിഹരിച്ചത്",
    ],
    figure: (percent: number, counted: number) => `${ticketsIn(counted)} ${whole(percent)}`,
  },
  availability: {
    caption: "സേവന ലഭ്യത",
    columns: ["സേവനം", "നിബന്ധനകളിലെ ലക്ഷ്യം", "അളന്നത്"],
    notMeasured: "സപ്പോർട്ട് ടിക്കറ്റുകളിൽ നിന്ന് അളക്കുന്നില്ല (എങ്ങനെ അളക്കുന്നു എന്ന് താഴെ കാണുക)",
    onSite: (percent: number, within: number, counted: number) =>
      `${whole(percent)} ബുക്ക് ചെയ്ത സമയത്തിനുള്ളിൽ എത്തി — ${visitsIn(counted)} ${formatCount(within)} എണ്ണം, കഴിഞ്ഞ 90 ദിവസം`,
  },
  quality: {
    caption: "ഗുണനിലവാര ഉറപ്പുകൾ",
    columns: ["അളവ്", "നിബന്ധനകളിലെ ലക്ഷ്യം", "അളന്നത്"],
    firstContact: (percent: number, counted: number) => `${ticketsIn(counted)} ${whole(percent)} ഒറ്റ മറുപടിയിൽ പരിഹരിച്ചു`,
    satisfaction: (
      percent: number,
      average: number,
      rated: number,
      resolutions: { count: number; responseRate: number },
    ) =>
      `${whole(percent)} പേർ ഞങ്ങൾക്ക് 5-ൽ 4 അല്ലെങ്കിൽ 5 നൽകി (ശരാശരി ${average.toFixed(1)}). പരിഹരിച്ച ${formatCount(resolutions.count)} ടിക്കറ്റുകളിൽ ${formatCount(rated)} എണ്ണത്തിന് റേറ്റിങ് ലഭിച്ചു (പ്രതികരണ നിരക്ക് ${whole(resolutions.responseRate)}).`,
    followUp: (percent: number, counted: number) =>
      `${formatCount(counted)} വിളികളിൽ ${whole(percent)} 48 മണിക്കൂറിനുള്ളിൽ ചെയ്തു`,
  },
  helpDeflections: {
    figure: (count: number) =>
      `ടിക്കറ്റില്ലാതെ ഞങ്ങളുടെ സഹായ ലേഖനങ്ങൾ കൊണ്ട് പരിഹരിച്ച പ്രശ്നങ്ങൾ: കഴിഞ്ഞ 90 ദിവസം ${formatCount(count)}`,
    notEnough: (count: number) =>
      `ടിക്കറ്റില്ലാതെ ഞങ്ങളുടെ സഹായ ലേഖനങ്ങൾ കൊണ്ട് പരിഹരിച്ച പ്രശ്നങ്ങൾ: പ്രസിദ്ധീകരിക്കാൻ ആവശ്യത്തിന് ആയിട്ടില്ല (${MIN_SAMPLE}-ൽ ${count})`,
  },
  howHeading: "ഞങ്ങൾ എങ്ങനെ അളക്കുന്നു",
  how: [
    "ആ 90 ദിവസത്തിൽ തുറന്ന ഓരോ സപ്പോർട്ട് ടിക്കറ്റും കണക്കിൽ വരും, ഞങ്ങളുടെ നിബന്ധനകളിലെ അതേ ക്ലോക്കുകളിൽ: അതീവ ഗുരുതരവും ഉയർന്ന മുൻഗണനയുമുള്ളവ ഇരുപത്തിനാല് മണിക്കൂറും, ഇടത്തരവും കുറഞ്ഞതും പ്രവൃത്തിസമയത്ത് (തിങ്കൾ മുതൽ വെള്ളി വരെ, ഇന്ത്യൻ സമയം രാവിലെ 9 മുതൽ വൈകിട്ട് 6 വരെ, കേരളത്തിലെ പൊതു അവധി ദിവസങ്ങൾ ഒഴികെ); ഉപഭോക്താവിന്റെ മറുപടിക്കായി കാത്തിരിക്കുമ്പോൾ ക്ലോക്ക് നിൽക്കും.",
    "ടിക്കറ്റിന്റെ ലക്ഷ്യസമയത്തിനുള്ളിൽ — മുൻഗണനയുടേത്, അല്ലെങ്കിൽ ഉപഭോക്താവിന്റെ AMC പ്ലാനിലെ കുറഞ്ഞ സമയം — ഉപഭോക്താവിന് ഞങ്ങളുടെ ആദ്യ മറുപടി എത്തിയാൽ ആദ്യ പ്രതികരണം സമയത്തിനാണ്. ലക്ഷ്യസമയം കഴിയാത്ത, ഇനിയും മറുപടി നൽകാത്ത ടിക്കറ്റുകൾ മറുപടി നൽകുമ്പോഴോ സമയം കഴിയുമ്പോഴോ കണക്കിൽ വരും.",
    "പരിഹാര സമയം ആ 90 ദിവസത്തിൽ പരിഹരിച്ച ടിക്കറ്റുകളുടേതാണ്. നിബന്ധനകൾ ഒരു പരിധി പറയുന്നിടത്ത്, നിബന്ധനകൾ പറയുന്നതുപോലെ, അതിന്റെ കൂടിയ അറ്റമാണ് ഞങ്ങൾ ഉറപ്പുനൽകുന്നത്. സംതൃപ്തി കണക്കാക്കുന്നത് ഞങ്ങളുടെ പരിഹാര ഇമെയിലിലെ ഒരു സ്കോർ തുറക്കുന്ന പേജിൽ നിന്ന് ഉപഭോക്താക്കൾ അയയ്ക്കുന്ന റേറ്റിങ്ങുകളിൽ നിന്നാണ് (ലിങ്ക് തുറന്നതുകൊണ്ട് മാത്രം ഒന്നും രേഖപ്പെടുത്തില്ല); പരിഹരിച്ച ടിക്കറ്റുകളിൽ എത്രയെണ്ണത്തിന് റേറ്റിങ് കിട്ടി എന്നും ഞങ്ങൾ പറയുന്നു.",
    `കുറഞ്ഞത് ${MIN_SAMPLE} ടിക്കറ്റുകളുടെ അടിസ്ഥാനമുള്ളപ്പോൾ മാത്രമേ ഞങ്ങൾ ഒരു കണക്ക് പ്രസിദ്ധീകരിക്കൂ; ഒരു ഉപഭോക്താവിനെയോ ടിക്കറ്റിനെയോ കുറിച്ച് ഒന്നും ഒരിക്കലും പ്രസിദ്ധീകരിക്കില്ല. സേവന ലഭ്യത സപ്പോർട്ട് ടിക്കറ്റുകളിൽ നിന്ന് അളക്കാത്തതിനാൽ അതിന്റെ ലക്ഷ്യങ്ങൾ കണക്കില്ലാതെ കാണിക്കുന്നു.`,
    `ഓൺ-സൈറ്റ് സപ്പോർട്ട് അളക്കുന്നത് ഞങ്ങളുടെ എഞ്ചിനീയർമാരുടെ സന്ദർശനങ്ങളിൽ നിന്നാണ്: ആ 90 ദിവസത്തിൽ പൂർത്തിയായ, ഒരു സമയപരിധിയിലേക്ക് ബുക്ക് ചെയ്ത ഓരോ ഓൺ-സൈറ്റ് സന്ദർശനവും കണക്കിൽ വരും; നിങ്ങളുടെ അടുത്തെത്തുമ്പോൾ എഞ്ചിനീയർ രേഖപ്പെടുത്തുന്ന സമയം ആ പരിധിക്കുള്ളിലാണെങ്കിൽ സമയത്തിന് എത്തി. കുറഞ്ഞത് ${MIN_SAMPLE} സന്ദർശനങ്ങളുടെ അടിസ്ഥാനമായാൽ ഞങ്ങൾ ഇത് പ്രസിദ്ധീകരിക്കും.`,
    `ടിക്കറ്റ് തുറക്കാൻ പോകുന്ന ഒരു ഉപഭോക്താവ് ഞങ്ങൾ നിർദ്ദേശിച്ച ലേഖനം വായിച്ച് “ഇതുകൊണ്ട് പരിഹരിച്ചു” അമർത്തി, ടിക്കറ്റ് വേണ്ടിവരാതിരുന്നാൽ ആ പ്രശ്നം ഞങ്ങളുടെ സഹായ ലേഖനങ്ങൾ പരിഹരിച്ചതായി കണക്കാക്കും: ഓരോ അമർത്തലും ഒരിക്കൽ, അതേ 90 ദിവസത്തിൽ. എണ്ണം ${MIN_SAMPLE} എത്തിയാൽ ഞങ്ങൾ ഇത് പ്രസിദ്ധീകരിക്കും.`,
  ],
  termsLink: "സേവന നിബന്ധനകൾ വായിക്കുക",
};
