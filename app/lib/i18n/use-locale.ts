import { useCallback } from "react";
import { useContext } from "react";
import { UNSAFE_LocationContext, useRouteLoaderData } from "react-router";
import type { ChromeWords } from "./chrome-words";
import { type Locale, localeOf, pathIn } from "./locale";

/**
 * The page's language, from its URL. Works the same in the browser, in the server's render and in a
 * static region (rendered inside a router at the page's path), so no provider or context is needed.
 */
export function useLocale(): Locale {
  // Read without useLocation, which throws outside a router: a component rendered on its own (a PDF's
  // markup, a unit test) is in English.
  return localeOf(useContext(UNSAFE_LocationContext)?.location?.pathname ?? "/");
}

/** Site paths in the page's language: `to("/contact")` is "/ml/contact" on a Malayalam page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathIn(locale, path), [locale]);
}

// The frame's words live beside the language hooks on purpose: the root imports this module, so it is
// in the entry chunk and the layouts that use it need no extra file (bench:weight counts files).

/** The frame's words in the page's language (see chrome.server.ts), or undefined if the root failed. */
export function useOptionalChromeWords(): ChromeWords | undefined {
  return useRouteLoaderData<{ chrome: ChromeWords }>("root")?.chrome;
}

/** The frame's words in the page's language, below the root (whose loader cannot fail: no I/O). */
export function useChromeWords(): ChromeWords {
  const words = useOptionalChromeWords();
  if (!words) throw new Error("The root loader's words are missing");
  return words;
}
