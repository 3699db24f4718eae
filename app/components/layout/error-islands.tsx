import type { ErrorPagesCopy } from "~/content/error-pages";
import type { Locale } from "~/lib/i18n/locale";
import { lazyIsland } from "~/lib/lazy-island";

type ErrorProps = { error: unknown; hiddenPath: string | null };

/** The error screen or the "nothing here" page, with the words of one language. */
function errorContent(words: ErrorPagesCopy) {
  return async function load() {
    // The screens' code comes with their words, when a page fails: no page's first load carries it.
    const [{ NotFoundContent }, { ErrorScreen }] = await Promise.all([
      import("./not-found-content"),
      import("./error-screen"),
    ]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once per language when its island first loads, not during render.
    return function ErrorContent({ error, hiddenPath }: ErrorProps) {
      return hiddenPath !== null ? (
        <NotFoundContent path={hiddenPath} words={words.notFound} />
      ) : (
        <ErrorScreen error={error} words={words.screen} />
      );
    };
  };
}

/**
 * What a failed page shows, per language: fetched by the browser only when a page fails, and then in
 * the page's language only (rendered at once on the server: lazyIsland).
 */
export const errorIslands: Record<Locale, ReturnType<typeof lazyIsland<ErrorProps>>> = {
  en: lazyIsland(() => import("~/content/error-pages").then(({ errorPages }) => errorContent(errorPages)())),
  ml: lazyIsland(() => import("~/content/error-pages.ml").then(({ errorPages }) => errorContent(errorPages)())),
};
