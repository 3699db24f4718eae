import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import type { ChromeWords } from "~/lib/i18n/chrome-words";

/**
 * The body of every "nothing here" answer: unknown URLs, and pages someone may not see (they get no
 * hint). Its words come with the root's data, in the page's language.
 */
export function NotFoundContent({ path, words }: { path: string; words: ChromeWords["notFound"] }) {
  const [before, after] = words.nothingAt;
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
          {words.links.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
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
