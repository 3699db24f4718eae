// A 404 that must look like any unknown URL: staff pages to customers, another customer's record.
// A loader throws `notFoundAnswer(path)` (not-found.server.ts); the page boundary recognises it. The
// answer carries the not-found page's title and description in the path's language, so the page's
// data never has to carry them on the chance that it fails.
import { isRouteErrorResponse } from "react-router";

export type NotFoundData = { notFound: true; path: string; title: string; description: string };

export function notFoundData(path: string, words: { title: string; description: string }): NotFoundData {
  return { notFound: true, path, title: words.title, description: words.description };
}

/** What a thrown "not found" answer carries, or null for any other error. */
export function notFoundAnswerData(error: unknown): NotFoundData | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const body = error.data as Partial<NotFoundData> | null;
  return body?.notFound === true && typeof body.path === "string" ? (body as NotFoundData) : null;
}

/** The path of a thrown "not found" answer, or null for any other error. */
export function notFoundPath(error: unknown): string | null {
  return notFoundAnswerData(error)?.path ?? null;
}
