import { data } from "react-router";
import type { Route } from "./+types/sessions";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { accountFromTestRequest, signedInSession } from "~/testing/factories.server";

/**
 * `POST /__test/sessions` (email, fullName, password, role): a confirmed account with that role
 * (made, or the existing one with this address), signed in — the session's cookie in this answer's
 * Set-Cookie, which Playwright's request context shares with its browser. A staff role also has its
 * second factor enrolled and passed; the answer gives its TOTP secret, the time step already used
 * and the recovery codes. For the end-to-end tests whose subject is not the sign-in
 * (tests/e2e/support/staff.ts). Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const account = await accountFromTestRequest(db, request);
  if (account instanceof Response) return account;
  const session = await signedInSession(db, account, context.get(envContext));
  return Response.json(
    { id: account.id, secondFactor: session.secondFactor },
    { headers: { "Set-Cookie": session.setCookie } },
  );
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
