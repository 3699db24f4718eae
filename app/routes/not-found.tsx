import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { notFoundPage } from "~/content/not-found";
import { requireUser } from "~/lib/auth/auth.server";
import { sectionOf } from "~/lib/casework/policy";
import { documentTitle } from "~/lib/meta";

const copy = notFoundPage;

/**
 * Any URL no other route claims: a helpful page inside the layout, with HTTP status 404. For a visitor
 * without a staff role the console's pages are such URLs too (server/console-routes.ts); a signed-out
 * visitor is asked to sign in first for every address under /staff, page or not, so that the answer
 * does not tell which console pages exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  if (sectionOf(path) !== null) await requireUser(request, context);
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(copy.title) },
  { name: "description", content: copy.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent path={loaderData.path} />;
}
