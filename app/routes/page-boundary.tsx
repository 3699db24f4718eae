import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/page-boundary";
import { ErrorScreen } from "~/components/layout/error-screen";

/** A pathless layout whose only job is to show page errors inside the site's header and footer. */
export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen title={`${error.status} ${error.statusText}`} message={String(error.data ?? "")} />;
  }
  return <ErrorScreen error={error} />;
}
