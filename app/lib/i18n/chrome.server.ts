// The words of the page's frame that every page may show and that run in the browser (the toaster,
// the skip link, the error screens, the 404), resolved on the server from the message catalogue for
// the request's language: the root loader hands them to the page, so the browser's JavaScript holds
// no catalogue and never the other language (ADR 033).
import * as navigationEn from "~/content/navigation";
import * as navigationMl from "~/content/navigation.ml";
import { notFoundPage as notFoundEn } from "~/content/not-found";
import { notFoundPage as notFoundMl } from "~/content/not-found.ml";
import { m } from "~/paraglide/messages";
import type { ChromeWords } from "./chrome-words";
import type { Locale } from "./locale";
import { localized } from "./localized";
import { pathIn } from "./locale";

const navigation = localized(navigationEn, navigationMl);
const notFound = localized({ notFoundPage: notFoundEn }, { notFoundPage: notFoundMl });

/** HTTP statuses the site answers with a page, and their title in the catalogue. */
const statusTitles = {
  400: m.error_status_400,
  403: m.error_status_403,
  404: m.error_status_404,
  405: m.error_status_405,
  409: m.error_status_409,
  410: m.error_status_410,
  413: m.error_status_413,
  415: m.error_status_415,
  429: m.error_status_429,
  500: m.error_status_500,
  503: m.error_status_503,
} as const;

export function chromeWords(locale: Locale): ChromeWords {
  const options = { locale };
  const { notFoundPage } = notFound[locale];
  return {
    skipToContent: m.skip_to_content({}, options),
    notifications: m.notifications({}, options),
    dismissNotification: m.dismiss_notification({}, options),
    error: {
      unexpectedTitle: m.error_unexpected_title({}, options),
      tryAgain: m.error_try_again({}, options),
      goHome: m.error_go_home({}, options),
      contactSupport: m.error_contact_support({}, options),
      statusTitles: Object.fromEntries(
        Object.entries(statusTitles).map(([status, message]) => [status, message({}, options)]),
      ) as Record<string, string>,
    },
    notFound: {
      ...notFoundPage,
      eyebrow: m.not_found_eyebrow({}, options),
      nothingAt: m.not_found_nothing_at({ path: "\u0000" }, options).split("\u0000") as [string, string],
      links: [
        { name: m.not_found_home({}, options), href: pathIn(locale, "/") },
        ...navigation[locale].mainNav.map((item) => ({ name: item.name, href: pathIn(locale, item.href) })),
      ],
    },
  };
}
