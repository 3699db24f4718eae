import { useLocation } from "react-router";
import { hrefLang, htmlLang, languageNames, localeOf, otherLocale, pathIn } from "~/lib/i18n/locale";

/**
 * The same page in the other language: a plain link (no JavaScript, no cookie), keeping the query
 * string. Rendered in the header's static region, which is rendered for the path and query; after a
 * client-side change of query the header's controller moves its href (use-header-controls.ts).
 */
export function LanguageSwitch({ search, className = "" }: { search?: string; className?: string }) {
  const location = useLocation();
  const { pathname } = location;
  const other = otherLocale(localeOf(pathname));
  return (
    <a
      href={pathIn(other, `${pathname}${search ?? location.search}`)}
      hrefLang={hrefLang[other]}
      lang={htmlLang[other]}
      data-language-switch=""
      className={`inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ${className}`}
    >
      {languageNames[other]}
    </a>
  );
}
