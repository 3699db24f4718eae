import { data } from "react-router";
import type { Route } from "./+types/accounts";
import { dbContext } from "~/lib/http/request-context.server";
import { accountFromTestRequest } from "~/testing/factories.server";

/**
 * `POST /__test/accounts` (email, fullName, password, role): a confirmed account with that role, so
 * the end-to-end tests can sign in as staff (tests/e2e/support/staff.ts). Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const account = await accountFromTestRequest(context.get(dbContext), request);
  if (account instanceof Response) return account;
  return Response.json({ id: account.id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
