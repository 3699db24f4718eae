// The plan chooser's dialogs, loaded only when a visitor chooses a plan (or arrives with ?plan=):
// their words, the form field and the plans' details stay out of the pages' first load.
import { spriteIcon } from "~/components/ui/icons";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { PlanRequestDialog } from "~/components/plans/plan-request-dialog";
import { buttonClassName } from "~/components/ui/button-link";
import { fillTemplate } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/use-locale";
import type { PlanChooserWords, PlanSummary } from "~/lib/plan-requests/chooser-words";
import { planAccountHref } from "~/lib/plan-links";
import { planPriceText } from "~/lib/plan-price";

// Its icon is made here, not imported from ui/icons, so that it loads with the dialogs.
const LockKeyhole = spriteIcon("lock-keyhole");

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Asks the visitor to sign in or create an account before choosing a plan. A
 * native modal <dialog>: the page behind is inert, Escape closes it, and focus goes back to the
 * Choose button. Tab is also wrapped by hand so focus never leaves for the browser's own UI.
 */
function SignInDialog({
  plan,
  copy,
  returnTo,
  onClose,
}: {
  plan: PlanSummary;
  copy: PlanChooserWords["signIn"];
  returnTo: string;
  onClose: () => void;
}) {
  const to = useLocalePath();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  // Mounted when the visitor chooses a plan (a new plan remounts it: see the key below).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      onKeyDown={trapTab}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h2 id={titleId} className="mt-4 text-xl font-bold text-slate-900">
          {fillTemplate(copy.title, { plan: plan.name })}
        </h2>
        <p className="mt-1 text-sm font-medium text-brand-800">
          {planPriceText(plan)} · {fillTemplate(copy.responseText, { time: plan.responseTime })}
        </p>
        <p id={textId} className="mt-3 text-slate-600">
          {copy.text}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link
            to={to(planAccountHref("/login", plan.id, returnTo))}
            onClick={close}
            className={`${buttonClassName("primary")} w-full`}
          >
            {copy.signIn}
          </Link>
          <Link
            to={to(planAccountHref("/signup", plan.id, returnTo))}
            onClick={close}
            className={`${buttonClassName("secondary")} w-full`}
          >
            {copy.createAccount}
          </Link>
          <button
            type="button"
            onClick={close}
            className="rounded-lg px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            {copy.cancel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/**
 * Signed out: sign in or create an account for the plan. Signed in: confirm a request for it.
 * Rendered on the visitor's choice; closing it hands focus back through `onClose`.
 */
export default function PlanDialogs({
  planId,
  signedIn,
  returnTo,
  words,
  onClose,
}: {
  planId: string;
  signedIn: boolean;
  returnTo: string;
  words: PlanChooserWords;
  onClose: () => void;
}) {
  const plan = words.plans.find((candidate) => candidate.id === planId);
  if (!plan) return null;
  return signedIn ? (
    <PlanRequestDialog key={plan.id} plan={plan} copy={words.request} open onClose={onClose} returnTo={returnTo} />
  ) : (
    <SignInDialog key={plan.id} plan={plan} copy={words.signIn} returnTo={returnTo} onClose={onClose} />
  );
}
