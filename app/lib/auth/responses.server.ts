// Turns a handler's outcome into what a route action returns.
import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { getDb } from "~/db/context.server";
import { getEnv } from "~/lib/env.server";
import { clientAddress } from "~/lib/security.server";
import type { AuthRequest, Outcome } from "./accounts.server";
import { cookieSettings } from "./auth.server";

export function toResponse<Body>(outcome: Outcome<Body>) {
  if (outcome.type === "redirect") return redirect(outcome.location, { headers: outcome.headers });
  return data(outcome.body, { status: outcome.status, headers: outcome.headers });
}

/** Everything a handler needs from a route action's arguments. */
export async function authRequest(request: Request, context: Readonly<RouterContextProvider>): Promise<AuthRequest> {
  const env = getEnv();
  return {
    request,
    db: await getDb(context),
    clientAddress: clientAddress(context),
    env,
    cookies: cookieSettings(env),
  };
}
