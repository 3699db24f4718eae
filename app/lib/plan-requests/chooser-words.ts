// The words of the plan chooser's dialogs (sign in first, or confirm the request). They travel with the
// dialogs' code, one file per language (chooser-words-en.ts, chooser-words-ml.ts), fetched only when a
// visitor reaches for a plan: neither the page's HTML nor its first-load JavaScript carries them, and
// a page never fetches the other language's.
import type { planRequestCopy } from "~/content/plan-request-form";
import type { plans as planList } from "~/content/plans";
import type { plansSections } from "~/content/sections";

type ChooserSources = {
  plans: typeof planList;
  dialog: (typeof plansSections)["dialog"];
  request: typeof planRequestCopy;
};

/** What the dialogs need of one language's content. */
export function chooserWords({ plans, dialog, request }: ChooserSources) {
  const { title, text, signIn, createAccount, cancel, responseText } = dialog;
  return {
    /** What the dialogs show of each plan. */
    plans: plans.map(({ id, name, price, duration, responseTime }) => ({ id, name, price, duration, responseTime })),
    signIn: { title, text, signIn, createAccount, cancel, responseText },
    request: {
      title: request.title,
      text: request.text,
      noteLabel: request.noteLabel,
      notePlaceholder: request.notePlaceholder,
      confirm: request.confirm,
      confirming: request.confirming,
      cancel: request.cancel,
    },
  };
}

export type PlanChooserWords = ReturnType<typeof chooserWords>;
export type PlanSummary = PlanChooserWords["plans"][number];
