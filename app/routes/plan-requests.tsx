import { redirect } from "react-router";
import type { Route } from "./+types/plan-requests";
import { formAction } from "~/lib/form-action.server";
import { planRequestHandler } from "~/lib/plan-requests/plan-requests.server";

// The plan-request endpoint behind PlanRequestDialog: POST only; answers with a redirect and a toast.
export async function loader() {
  return redirect("/amc-plans");
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, planRequestHandler);
}
