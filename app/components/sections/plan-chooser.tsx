import { LockKeyhole } from "~/components/ui/icons";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { PlanCard } from "~/components/cards/plan-card";
import { useSignedInUser } from "~/components/layout/use-signed-in-user";
import { choosePlanHref, PlanRequestDialog } from "~/components/plans/plan-request-dialog";
import { buttonClassName } from "~/components/ui/button-link";
import type { Plan } from "~/content/schema";
import { plansSections } from "~/content/sections";
import { planAccountHref } from "~/lib/plan-links";
import { planPriceText } from "~/lib/plan-price";
import { useHydrated } from "~/lib/use-hydrated";

const copy = plansSections.dialog;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Asks the visitor to sign in or create an account before choosing a plan. A
 * native modal <dialog>: the page behind is inert, Escape closes it, and focus goes back to the
 * Choose button. Tab is also wrapped by hand so focus never leaves for the browser's own UI.
 */
function PlanDialog({ plan, returnTo, onClose }: { plan: Plan | null; returnTo: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (plan && dialog && !dialog.open) dialog.showModal();
  }, [plan]);

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
      {plan ? (
        <div className="p-6 sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h2 id={titleId} className="mt-4 text-xl font-bold text-slate-900">
            {copy.titlePrefix} {plan.name}
          </h2>
          <p className="mt-1 text-sm font-medium text-brand-800">
            {planPriceText(plan)} · {copy.responseText(plan.responseTime)}
          </p>
          <p id={textId} className="mt-3 text-slate-600">
            {copy.text}
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <Link
              to={planAccountHref("/login", plan.id, returnTo)}
              onClick={close}
              className={`${buttonClassName("primary")} w-full`}
            >
              {copy.signIn}
            </Link>
            <Link
              to={planAccountHref("/signup", plan.id, returnTo)}
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
      ) : null}
    </dialog>
  );
}

/**
 * The plan cards with their 'Choose plan' controls. Signed out, 'Choose plan' asks the visitor to
 * sign in or create an account; signed in, it asks to confirm a plan request. Without JavaScript it
 * is a link (to the sign-in page carrying the plan, or to the request confirmation); once hydrated
 * it is a button that opens the matching dialog instead.
 */
export function PlanChooser({ plans, returnTo = copy.returnTo }: { plans: readonly Plan[]; returnTo?: string }) {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  function onClose() {
    setChosen(null);
    triggerRef.current?.focus();
  }

  return (
    <>
      <ul className="grid gap-x-6 gap-y-10 pt-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5 xl:gap-x-4">
        {plans.map((plan) => {
          const className = `${buttonClassName(plan.popular ? "primary" : "secondary")} w-full`;
          // The visible words start the accessible name (WCAG 2.5.3); the plan's name tells the five apart.
          const name = `${plansSections.chooseLabel}: ${plan.name}`;
          return (
            <li key={plan.id} id={`plan-${plan.id}`}>
              <PlanCard
                plan={plan}
                action={
                  hydrated ? (
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      aria-label={name}
                      className={className}
                      onClick={(event) => {
                        triggerRef.current = event.currentTarget;
                        setChosen(plan);
                      }}
                    >
                      {plansSections.chooseLabel}
                    </button>
                  ) : (
                    <Link
                      to={user ? choosePlanHref(plan.id, true, returnTo) : planAccountHref("/login", plan.id, returnTo)}
                      aria-label={name}
                      className={className}
                    >
                      {plansSections.chooseLabel}
                    </Link>
                  )
                }
              />
            </li>
          );
        })}
      </ul>
      <PlanDialog plan={user ? null : chosen} returnTo={returnTo} onClose={onClose} />
      {user && chosen ? (
        <PlanRequestDialog key={chosen.id} plan={chosen} open onClose={onClose} returnTo={returnTo} />
      ) : null}
    </>
  );
}
