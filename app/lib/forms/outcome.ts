// The one outcome type of every form handler, and the one way it becomes what a route action returns.
// Handlers stay free of React Router so tests can call them directly and read the outcome as data.
import { data, redirect } from "react-router";
import { anonymousPageHeaders } from "~/lib/http/anonymous-cache";

export type Outcome<Body> =
  /** A page's form: the body is rendered into the page (no JavaScript) or handed to the fetcher. */
  | { type: "data"; status: number; body: Body; headers?: Headers }
  /** Post/redirect/get, usually with a flash toast in a Set-Cookie. */
  | { type: "redirect"; location: string; headers: Headers }
  /** A refusal on a resource route, which has no page to show a message on. */
  | { type: "text"; status: number; message: string; headers?: Headers };

export function dataOutcome<Body>(status: number, body: Body, headers?: Headers): Outcome<Body> {
  return headers ? { type: "data", status, body, headers } : { type: "data", status, body };
}

export function redirectOutcome(location: string, headers: Headers = new Headers()): Outcome<never> {
  return { type: "redirect", location, headers };
}

export function textOutcome(status: number, message: string, headers?: Headers): Outcome<never> {
  return headers ? { type: "text", status, message, headers } : { type: "text", status, message };
}

/** The headers of a 429: how many seconds to wait, so clients and proxies can back off. */
export function retryAfterHeaders(retryAfterSeconds: number): Headers {
  return new Headers({ "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

export function toResponse<Body>(outcome: Outcome<Body>) {
  switch (outcome.type) {
    case "redirect":
      return redirect(outcome.location, { headers: outcome.headers });
    case "text": {
      const headers = new Headers(outcome.headers);
      headers.set("Content-Type", "text/plain; charset=utf-8");
      return new Response(outcome.message, { status: outcome.status, headers });
    }
    default:
      return data(outcome.body, { status: outcome.status, headers: outcome.headers });
  }
}

/**
 * A page route's `headers` export: React Router renders a document from the route's own headers
 * only, so the action's Retry-After (on a 429) must be passed on here to reach a browser without
 * JavaScript.
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/**
 * `headers` of a form page with one person's data (a customer's ticket, contract, device, visit or a
 * renewal link's terms): never kept by the browser's or anyone's cache, the action's Retry-After passed on.
 */
export function privateFormPageHeaders(args: { actionHeaders: Headers }): Headers {
  const headers = formPageHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

/**
 * `headers` of a form page that is the same for every anonymous visitor (no token from the link, no
 * per-visitor value in the form): the server may keep its GET answer (server/document-cache.ts).
 * An action's answer (POST) is never kept.
 */
export function sharedFormPageHeaders(args: { actionHeaders: Headers }): Headers {
  const headers = formPageHeaders(args);
  for (const [name, value] of Object.entries(anonymousPageHeaders())) headers.set(name, value);
  return headers;
}
