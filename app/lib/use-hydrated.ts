import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Set once the page's first hydration has run its effects: from then on, new components start enhanced. */
let browserTookOver = false;
const readBrowserTookOver = () => browserTookOver;
const readServerAnswer = () => false;
const noSubscription = () => () => {};

/**
 * False during server rendering and hydration, true once the browser has taken over. Lets a
 * component render its no-JavaScript form first (links, plain lists) and enhance it afterwards
 * without a hydration mismatch.
 *
 * The switch is a transition: React renders the enhanced forms in short slices after the page has
 * hydrated. A store that changes (useSyncExternalStore's own way) is always rendered again at once, in
 * the task that runs the hydration's effects: on the home pages that task grew by the carousel's
 * controls, the chat button and the banner, 15–20 ms on this machine (ADR 012).
 */
export function useHydrated(): boolean {
  // While hydrating React reads the server's answer; a component mounted later reads the flag.
  const mountedAfterTakeOver = useSyncExternalStore(noSubscription, readBrowserTookOver, readServerAnswer);
  const [switchedOn, setSwitchedOn] = useState(false);
  useEffect(() => {
    if (mountedAfterTakeOver) return;
    // After every effect of this commit: a component that hydrates in it must still read false.
    queueMicrotask(() => {
      browserTookOver = true;
    });
    startTransition(() => setSwitchedOn(true));
  }, [mountedAfterTakeOver]);
  return mountedAfterTakeOver || switchedOn;
}

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia("(prefers-reduced-motion: reduce)");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked the system for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => false,
  );
}
