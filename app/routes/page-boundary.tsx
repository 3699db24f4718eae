import { Outlet } from "react-router";
import type { Route } from "./+types/page-boundary";
import { errorIslands } from "~/components/layout/error-islands";
import { documentTitle } from "~/lib/meta";
import { anonymousPageHeaders } from "~/lib/http/anonymous-cache";
import { notFoundAnswerData, notFoundPath } from "~/lib/not-found";
import { useLocale } from "~/lib/i18n/use-locale";

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
export const meta: Route.MetaFunction = ({ error }) => {
  const answer = notFoundAnswerData(error);
  if (!answer) return [];
  return [
    { title: documentTitle(answer.title) },
    { name: "description", content: answer.description },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Fetched only when a page fails, in the page's language: every other page's first load goes without it.
  const ErrorContent = errorIslands[useLocale()];
  return <ErrorContent error={error} hiddenPath={notFoundPath(error)} />;
}
