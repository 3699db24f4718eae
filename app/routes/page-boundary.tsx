import { Suspense } from "react";
import { Outlet } from "react-router";
import type { Route } from "./+types/page-boundary";
import { ErrorScreen } from "~/components/layout/error-screen";
import { documentTitle } from "~/lib/meta";
import { anonymousPageHeaders } from "~/lib/http/anonymous-cache";
import { lazyIsland } from "~/lib/lazy-island";
import { notFoundPath } from "~/lib/not-found";
import type { ChromeWords } from "~/lib/i18n/chrome-words";
import { useChromeWords } from "~/lib/i18n/use-chrome-words";

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
export const meta: Route.MetaFunction = ({ error, matches }) => {
  const words = (matches[0]?.loaderData as { chrome?: ChromeWords } | undefined)?.chrome?.notFound;
  if (notFoundPath(error) === null || !words) return [];
  return [
    { title: documentTitle(words.title) },
    { name: "description", content: words.description },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const chrome = useChromeWords();
  const hiddenPath = notFoundPath(error);
  if (hiddenPath !== null) {
    return (
      <Suspense fallback={null}>
        <NotFoundContent path={hiddenPath} words={chrome.notFound} />
      </Suspense>
    );
  }
  return <ErrorScreen error={error} words={chrome.error} />;
}
