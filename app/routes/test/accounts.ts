import { data } from "react-router";
import type { Route } from "./+types/accounts";
import { accountRoles } from "~/db/schema";
import { ensureAccountWithRole } from "~/lib/auth/roles.server";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";

/**
 * `POST /__test/accounts` (email, fullName, password, role): a confirmed account with that role, so
 * the end-to-end tests can sign in as staff (tests/e2e/support/staff.ts). Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const role = accountRoles.find((candidate) => candidate === field("role"));
  if (!role || !field("email") || field("password").length < 8) return new Response("Bad request", { status: 400 });
  const id = await ensureAccountWithRole(context.get(dbContext), {
    email: field("email"),
    fullName: field("fullName") || "Test Staff",
    password: field("password"),
    role,
  });
  return Response.json({ id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
