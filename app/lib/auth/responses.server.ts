// Turns a handler's outcome into what a route action returns.
import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import type { AuthRequest, Outcome } from "./accounts.server";
import { cookieSettings } from "./auth.server";

export function toResponse<Body>(outcome: Outcome<Body>) {
  if (outcome.type === "redirect") return redirect(outcome.location, { headers: outcome.headers });
  return data(outcome.body, { status: outcome.status, headers: outcome.headers });
}

/** Everything a handler needs from a route action's arguments. */
export function authRequest(request: Request, context: Readonly<RouterContextProvider>): AuthRequest {
  const env = context.get(envContext);
  return {
    request,
    db: context.get(dbContext),
    clientAddress: context.get(clientAddressContext),
    env,
    cookies: cookieSettings(env),
  };
}
