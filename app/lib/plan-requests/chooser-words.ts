// The words of the plan chooser's dialogs (sign in first, or confirm the request), which the home and
// AMC pages hand over in their loader data: the dialogs are an island, and so a page carries the
// words of its own language only (its bundle none). Only loaders call this.
import * as planRequestFormEn from "~/content/plan-request-form";
import * as planRequestFormMl from "~/content/plan-request-form.ml";
import * as plansEn from "~/content/plans";
import * as plansMl from "~/content/plans.ml";
import * as sectionsEn from "~/content/sections";
import * as sectionsMl from "~/content/sections.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";

const planContent = localized(plansEn, plansMl);
const sectionContent = localized(sectionsEn, sectionsMl);
const requestContent = localized(planRequestFormEn, planRequestFormMl);

export function planChooserWords(locale: Locale) {
  const { title, text, signIn, createAccount, cancel, responseText } = sectionContent[locale].plansSections.dialog;
  const copy = requestContent[locale].planRequestCopy;
  return {
    /** What the dialogs show of each plan. */
    plans: planContent[locale].plans.map(({ id, name, price, duration, responseTime }) => ({
      id,
      name,
      price,
      duration,
      responseTime,
    })),
    signIn: { title, text, signIn, createAccount, cancel, responseText },
    request: {
      title: copy.title,
      text: copy.text,
      noteLabel: copy.noteLabel,
      notePlaceholder: copy.notePlaceholder,
      confirm: copy.confirm,
      confirming: copy.confirming,
      cancel: copy.cancel,
    },
  };
}

export type PlanChooserWords = ReturnType<typeof planChooserWords>;
export type PlanSummary = PlanChooserWords["plans"][number];
