import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/page-boundary";
import { ErrorScreen } from "~/components/layout/error-screen";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { notFoundPage } from "~/content/not-found";
import { documentTitle } from "~/lib/meta";
import { notFoundPath } from "~/lib/not-found";

/** A pathless layout whose only job is to show page errors inside the site's header and footer. */
export default function PageBoundary() {
  return <Outlet />;
}

// Used only while the boundary shows an error: a page someone may not see gets the not-found title.
export const meta: Route.MetaFunction = ({ error }) =>
  notFoundPath(error) === null
    ? []
    : [
        { title: documentTitle(notFoundPage.title) },
        { name: "description", content: notFoundPage.description },
        { name: "robots", content: "noindex" },
      ];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const hiddenPath = notFoundPath(error);
  if (hiddenPath !== null) return <NotFoundContent path={hiddenPath} />;
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen title={`${error.status} ${error.statusText}`} message={String(error.data ?? "")} />;
  }
  return <ErrorScreen error={error} />;
}
