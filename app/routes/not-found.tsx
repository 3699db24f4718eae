import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { notFoundPage } from "~/content/not-found";
import { documentTitle } from "~/lib/meta";

const copy = notFoundPage;

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
  return <NotFoundContent path={loaderData.path} />;
}
