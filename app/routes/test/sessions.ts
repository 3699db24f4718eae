import { data } from "react-router";
import type { Route } from "./+types/sessions";
import { accountRoles } from "~/db/schema";
import { ensureAccountWithRole } from "~/lib/auth/roles.server";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { signedInSession } from "~/testing/factories.server";

/**
 * `POST /__test/sessions` (email, fullName, password, role): a confirmed account with that role
 * (made, or the existing one with this address), signed in — the session's cookie in this answer's
 * Set-Cookie, which Playwright's request context shares with its browser. A staff role also has its
 * second factor enrolled and passed; the answer gives its TOTP secret, the time step already used
 * and the recovery codes. For the end-to-end tests whose subject is not the sign-in
 * (tests/e2e/support/staff.ts). Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const role = accountRoles.find((candidate) => candidate === field("role"));
  if (!role || !field("email") || field("password").length < 8) return new Response("Bad request", { status: 400 });
  const db = context.get(dbContext);
  const account = { email: field("email"), fullName: field("fullName") || "Test Staff", password: field("password") };
  const id = await ensureAccountWithRole(db, { ...account, role });
  const session = await signedInSession(db, { id, email: account.email, role }, context.get(envContext));
  return Response.json({ id, secondFactor: session.secondFactor }, { headers: { "Set-Cookie": session.setCookie } });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
