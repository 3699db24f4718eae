import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { requireUser } from "~/lib/auth/auth.server";
import { sectionOf } from "~/lib/casework/policy";
import * as errorPagesEn from "~/content/error-pages";
import * as errorPagesMl from "~/content/error-pages.ml";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { documentTitle } from "~/lib/meta";

const errorPages = localized(errorPagesEn, errorPagesMl);

/**
 * Any URL no other route claims: a helpful page inside the layout, with HTTP status 404. For a visitor
 * without a staff role the console's pages are such URLs too (server/console-routes.ts); a signed-out
 * visitor is asked to sign in first for every address under /staff, page or not, so that the answer
 * does not tell which console pages exist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  if (sectionOf(path) !== null) await requireUser(request, context);
  return data({ path, words: errorPages[localeOf(path)].errorPages.notFound }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: documentTitle(loaderData.words.title) },
        { name: "description", content: loaderData.words.description },
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent path={loaderData.path} words={loaderData.words} />;
}
