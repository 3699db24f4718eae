import { redirect } from "react-router";
import type { Route } from "./+types/plan-requests";
import { formAction } from "~/lib/form-action.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { planRequestHandler } from "~/lib/plan-requests/plan-requests.server";

// The plan-request endpoint behind PlanRequestDialog: POST only; answers with a redirect and a toast
// (in the language of the page that posted: /ml/plan-requests from a Malayalam page).
export async function loader({ url }: Route.LoaderArgs) {
  return redirect(pathIn(localeOf(url.pathname), "/amc-plans"));
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, planRequestHandler);
}
