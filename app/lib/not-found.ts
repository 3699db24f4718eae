// A 404 that must look like any unknown URL: staff pages to customers, another customer's record.
// A loader throws `data(notFoundData(path), { status: 404 })`; the page boundary recognises it.
import { isRouteErrorResponse } from "react-router";

export type NotFoundData = { notFound: true; path: string };

export function notFoundData(path: string): NotFoundData {
  return { notFound: true, path };
}

/** The path of a thrown "not found" answer, or null for any other error. */
export function notFoundPath(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body = error.data as Partial<NotFoundData> | null;
  return body?.notFound === true && typeof body.path === "string" ? body.path : null;
}
