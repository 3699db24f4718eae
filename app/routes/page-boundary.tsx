import { Suspense } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/page-boundary";
import { ErrorScreen } from "~/components/layout/error-screen";
import { notFoundPage } from "~/content/not-found";
import { documentTitle } from "~/lib/meta";
import { anonymousPageHeaders } from "~/lib/http/anonymous-cache";
import { lazyIsland } from "~/lib/lazy-island";
import { notFoundPath } from "~/lib/not-found";

// Fetched only when a page turns out not to exist: every other page's first load goes without it.
const NotFoundContent = lazyIsland(() =>
  import("~/components/layout/not-found-content").then((module) => module.NotFoundContent),
);

/** A pathless layout whose only job is to show page errors inside the site's header and footer. */
export default function PageBoundary() {
  return <Outlet />;
}

// The site's pages are the same for every visitor without cookies, so the server may keep them
// (server/document-cache.ts). A page with anything per request (a form's idempotency key, a token
// from the link, personal data) exports its own `headers` and is never kept.
export function headers() {
  return anonymousPageHeaders();
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
  if (hiddenPath !== null) {
    return (
      <Suspense fallback={null}>
        <NotFoundContent path={hiddenPath} />
      </Suspense>
    );
  }
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen title={`${error.status} ${error.statusText}`} message={String(error.data ?? "")} />;
  }
  return <ErrorScreen error={error} />;
}
