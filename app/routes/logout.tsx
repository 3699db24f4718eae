import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logoutHandler } from "~/lib/auth/sign-in.server";
import { formAction } from "~/lib/form-action.server";

// POST only: a link or an image on another site must not be able to sign anyone out.
export async function loader() {
  return redirect("/account");
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, logoutHandler);
}
