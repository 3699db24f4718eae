// The words of the page's frame that every page shows and that run in the browser (the skip link,
// the toaster), resolved on the server from the message catalogue for the request's language: the
// root loader hands them to the page, so the browser's JavaScript holds no catalogue and never the
// other language (ADR 033).
import { m } from "~/paraglide/messages";
import type { ChromeWords } from "./chrome-words";
import type { Locale } from "./locale";

export function chromeWords(locale: Locale): ChromeWords {
  const options = { locale };
  return {
    skipToContent: m.skip_to_content({}, options),
    notifications: m.notifications({}, options),
    dismissNotification: m.dismiss_notification({}, options),
  };
}
