// A published record (blog post, help article, job opening) seen from the other language's pages:
// lists mark it with a badge and give its title its own `lang`; its address in the other language
// answers with a notice that links to it where it is written. Server-rendered regions only (both
// languages' words are imported here).
import { ArrowRight } from "~/components/ui/icons";
import * as writtenInEn from "~/content/written-in";
import * as writtenInMl from "~/content/written-in.ml";
import { htmlLang, type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

export const writtenInWords = localized(writtenInEn, writtenInMl);

/** The `lang` of a record's own text on this page: set only when it differs from the page's. */
export function useRecordLang(language: Locale | undefined): string | undefined {
  const locale = useLocale();
  const own = language ?? "en";
  return own === locale ? undefined : htmlLang[own];
}

/** "In Malayalam" / "ഇംഗ്ലീഷിൽ" beside a title written in the other language; nothing otherwise. */
export function OtherLanguageBadge({ language }: { language: Locale | undefined }) {
  const locale = useLocale();
  if ((language ?? "en") === locale) return null;
  return (
    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
      {writtenInWords[locale].writtenInCopy.badge}
    </span>
  );
}

const linkClass =
  "mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

/**
 * The page a record gets at the other language's address: what it is (its title, in its own
 * language), that it is written only in that language, and a link to it there.
 */
export function OtherLanguageNotice({
  kind,
  language,
  path,
  title,
}: {
  kind: writtenInEn.RecordKind;
  /** The language the record is written in. */
  language: Locale;
  /** The record's path without a language prefix, e.g. "/blog/backups-that-work". */
  path: string;
  title: string;
}) {
  const words = writtenInWords[useLocale()].writtenInCopy.notice[kind];
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold break-words text-slate-900">{words.heading}</h1>
      <p lang={htmlLang[language]} className="mt-4 text-xl font-semibold break-words text-slate-800">
        {title}
      </p>
      <p className="mt-3 text-slate-600">{words.text}</p>
      {/* To the other language's page: a whole new document, in its language. */}
      <a href={pathIn(language, path)} hrefLang={htmlLang[language]} className={linkClass}>
        {words.link}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}
