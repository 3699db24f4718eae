import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { mainNav } from "~/content/navigation";
import { notFoundPage } from "~/content/not-found";

const copy = notFoundPage;

/** The body of every "nothing here" answer: unknown URLs, and pages someone may not see (they get no hint). */
export function NotFoundContent({ path }: { path: string }) {
  return (
    <>
      <PageHeader eyebrow="Error 404" heading={copy.heading} intro={copy.intro} />
      <section className="container-page py-12">
        <p className="text-slate-700">
          Nothing lives at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{path}</code>.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <li>
            <Link
              to="/"
              className="block rounded-xl border border-slate-200 p-4 font-semibold text-brand-800 hover:border-brand-500"
            >
              Home
            </Link>
          </li>
          {mainNav.map((item) => (
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
