import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { logoutHandler } from "~/lib/auth/sign-in.server";
import { formAction } from "~/lib/form-action.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";

// POST only: a link or an image on another site must not be able to sign anyone out.
export async function loader({ request }: Route.LoaderArgs) {
  return redirect(pathIn(localeOf(new URL(request.url).pathname), "/account"));
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, logoutHandler);
}
