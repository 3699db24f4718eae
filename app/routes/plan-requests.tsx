import { redirect } from "react-router";
import { plainText } from "~/lib/auth/origin.server";
import type { Route } from "./+types/plan-requests";
import { cookieSettings, getCurrentUser } from "~/lib/auth/auth.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { handlePlanRequestPost } from "~/lib/plan-requests/plan-requests.server";

// The plan-request endpoint behind PlanRequestDialog: POST only; answers with a redirect and a toast.
export async function loader() {
  return redirect("/amc-plans");
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(envContext);
  const outcome = await handlePlanRequestPost({
    request,
    db: context.get(dbContext),
    user: await getCurrentUser(request, context),
    env,
    cookies: cookieSettings(env),
  });
  if (outcome.type === "error") return plainText(outcome.message, outcome.status);
  return redirect(outcome.location, { headers: outcome.headers });
}
