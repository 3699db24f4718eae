import { redirect } from "react-router";
import { plainText } from "~/lib/auth/origin.server";
import type { Route } from "./+types/logout";
import { handleLogout } from "~/lib/auth/accounts.server";
import { authRequest, toResponse } from "~/lib/auth/responses.server";

// POST only: a link or an image on another site must not be able to sign anyone out.
export async function loader() {
  return redirect("/account");
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleLogout(await authRequest(request, context));
  if (outcome.type === "data") return plainText(outcome.body.message, outcome.status);
  return toResponse(outcome);
}
