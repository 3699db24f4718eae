import { useRouteLoaderData } from "react-router";
import type { ChromeWords } from "./chrome-words";

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
