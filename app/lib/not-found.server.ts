import { data } from "react-router";
import { notFoundPage as notFoundEn } from "~/content/not-found";
import { notFoundPage as notFoundMl } from "~/content/not-found.ml";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { notFoundData } from "~/lib/not-found";

const notFoundPages = localized(notFoundEn, notFoundMl);

/** The answer a loader throws for a page that must look like an unknown URL, in the path's language. */
export function notFoundAnswer(path: string) {
  return data(notFoundData(path, notFoundPages[localeOf(path)]), { status: 404 });
}
