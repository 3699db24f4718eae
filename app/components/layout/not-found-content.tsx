import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import type { ErrorPagesCopy } from "~/content/error-pages";
import { pathIn } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * The body of every "nothing here" answer: unknown URLs, and pages someone may not see (they get no
 * hint). Its words are the page's language's (error-islands.tsx).
 */
export function NotFoundContent({ path, words }: { path: string; words: ErrorPagesCopy["notFound"] }) {
  const [before, after = ""] = words.nothingAt.split("{path}");
  const locale = useLocale();
  const links = [{ name: words.homeLink, href: "/" }, ...words.links];
  return (
    <>
      <PageHeader eyebrow={words.eyebrow} heading={words.heading} intro={words.intro} />
      <section className="container-page py-12">
        <p className="text-slate-700">
          {before}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{path}</code>
          {after}
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((item) => (
            <li key={item.href}>
              <Link
                to={pathIn(locale, item.href)}
                className="block rounded-xl border border-slate-200 p-4 font-semibold text-brand-800 hover:border-brand-500"
              >
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
