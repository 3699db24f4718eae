// The words of the page's frame that every page shows and that run in the browser (the skip link,
// the toaster), resolved on the server from the message catalogue for the request's language: the
// root loader hands them to the page, so the browser's JavaScript holds no catalogue and never the
// other language (ADR 033).
import { notFoundPage as notFoundEn } from "~/content/not-found";
import { notFoundPage as notFoundMl } from "~/content/not-found.ml";
import { m } from "~/paraglide/messages";
import type { ChromeWords } from "./chrome-words";
import type { Locale } from "./locale";

const notFound = { en: notFoundEn, ml: notFoundMl } as const;

export function chromeWords(locale: Locale): ChromeWords {
  const options = { locale };
  return {
    skipToContent: m.skip_to_content({}, options),
    notifications: m.notifications({}, options),
    dismissNotification: m.dismiss_notification({}, options),
    notFoundTitle: notFound[locale].title,
    notFoundDescription: notFound[locale].description,
  };
}
