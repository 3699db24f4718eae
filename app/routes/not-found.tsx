import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { PageHeader } from "~/components/sections/page-header";
import { mainNav } from "~/content/navigation";
import { pages } from "~/content/pages";
import { documentTitle } from "~/lib/meta";

const copy = pages.notFound;

/** Any URL no other route claims: a helpful page inside the layout, with HTTP status 404. */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(copy.title) },
  { name: "description", content: copy.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Error 404" heading={copy.heading} intro={copy.intro} />
      <section className="container-page py-12">
        <p className="text-slate-700">
          Nothing lives at <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">{loaderData.path}</code>.
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
