import { type ComponentType, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useSignedInUser } from "~/components/layout/use-signed-in-user";
import { StaticRegion } from "~/components/ui/static-region";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { lazyIsland } from "~/lib/lazy-island";
import type { PlanChooserWords } from "~/lib/plan-requests/chooser-words";
import type { StaticRegionData } from "~/lib/static-regions";

type WithWords = { words: PlanChooserWords };

/** A dialog component given one language's words once, when both arrive. */
function givenWords<P extends WithWords>(Component: ComponentType<P>, words: PlanChooserWords) {
  return function WithWordsGiven(props: Omit<P, "words">) {
    return <Component {...(props as P)} words={words} />;
  };
}

/** The dialogs' words in the page's language, fetched with their code (never the other language's). */
const wordsIn: Record<Locale, () => Promise<PlanChooserWords>> = {
  en: () => import("~/lib/plan-requests/chooser-words-en").then((module) => module.planChooserWords),
  ml: () => import("~/lib/plan-requests/chooser-words-ml").then((module) => module.planChooserWords),
};

function dialogsIn(locale: Locale) {
  return lazyIsland(() =>
    Promise.all([import("~/components/plans/plan-dialogs"), wordsIn[locale]()]).then(([module, words]) =>
      givenWords(module.default, words),
    ),
  );
}

const planDialogs = { en: dialogsIn("en"), ml: dialogsIn("ml") };

const CHOICE = "a[data-choose-plan]";

/**
 * The plan cards (a server-rendered region of PlanCards) and the dialogs behind their 'Choose plan'
 * controls. Without JavaScript each control is a link to sign-in carrying the plan; once this runs
 * it is a button that opens the sign-in dialog (signed out) or the request confirmation (signed
 * in). The dialogs' code and words (in the page's language) are fetched when the visitor points at
 * or focuses the cards, not before.
 */
export function PlanChooser({ cards, returnTo }: { cards: StaticRegionData; returnTo: string }) {
  const PlanDialogs = planDialogs[useLocale()];
  const signedIn = useSignedInUser() !== null;
  const [chosen, setChosen] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const region = document.getElementById(cards.id);
    if (!region) return;
    for (const control of region.querySelectorAll(CHOICE)) {
      control.setAttribute("role", "button");
      control.setAttribute("aria-haspopup", "dialog");
    }
    function choose(event: MouseEvent | KeyboardEvent) {
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CHOICE) : null;
      if (!control) return;
      if (event instanceof KeyboardEvent) {
        // A button answers Space as well as Enter (Enter arrives as a click).
        if (event.key !== " ") return;
      } else if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const plan = control.dataset.choosePlan;
      if (!plan) return;
      event.preventDefault();
      trigger.current = control;
      setChosen(plan);
    }
    const prefetch = () => void PlanDialogs.preload();
    region.addEventListener("click", choose);
    region.addEventListener("keydown", choose);
    region.addEventListener("pointerover", prefetch, { once: true });
    region.addEventListener("focusin", prefetch, { once: true });
    return () => {
      region.removeEventListener("click", choose);
      region.removeEventListener("keydown", choose);
      region.removeEventListener("pointerover", prefetch);
      region.removeEventListener("focusin", prefetch);
    };
  }, [cards.id, PlanDialogs]);

  return (
    <>
      <StaticRegion region={cards} />
      {chosen ? (
        <PlanDialogs
          planId={chosen}
          signedIn={signedIn}
          returnTo={returnTo}
          onClose={() => {
            setChosen(null);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

function requestFromQueryIn(locale: Locale) {
  return lazyIsland(() =>
    Promise.all([import("~/components/plans/plan-request-dialog"), wordsIn[locale]()]).then(([module, words]) =>
      givenWords(module.PlanRequestFromQuery, words),
    ),
  );
}

const requestsFromQuery = { en: requestFromQueryIn("en"), ml: requestFromQueryIn("ml") };

/**
 * Signed in with ?plan=<id> (back from login or sign-up, or a 'Choose plan' link followed without
 * JavaScript): that plan's request confirmation, its code fetched only then. The server renders it
 * open, so it also works without JavaScript.
 */
export function PlanRequestFromQueryLazy({ page }: { page?: string }) {
  const RequestFromQuery = requestsFromQuery[useLocale()];
  const signedIn = useSignedInUser() !== null;
  const [searchParams] = useSearchParams();
  if (!signedIn || !searchParams.get("plan")) return null;
  return <RequestFromQuery page={page} />;
}
