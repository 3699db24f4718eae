import { useCallback } from "react";
import { useLocation } from "react-router";
import { type Locale, localeOf, pathIn } from "./locale";

/**
 * The page's language, from its URL. Works the same in the browser, in the server's render and in a
 * static region (rendered inside a router at the page's path), so no provider or context is needed.
 */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** Site paths in the page's language: `to("/contact")` is "/ml/contact" on a Malayalam page. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => pathIn(locale, path), [locale]);
}
