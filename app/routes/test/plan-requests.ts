import { data } from "react-router";
import type { Route } from "./+types/plan-requests";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { createPlanRequest } from "~/lib/plan-requests/plan-requests.server";
import { getPlan } from "~/content/plans";
import { findUserByEmail } from "~/testing/factories.server";

/**
 * `POST /__test/plan-requests` (email, planId): that account's request for the plan, stored as the
 * plans page's dialog stores one (the staff email queued), so the staff specs
 * (tests/e2e/staff-plan-requests.spec.ts) have requests to work on without the plans page, which
 * accounts.spec.ts covers. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const email = String(body.form.get("email") ?? "");
  const planId = String(body.form.get("planId") ?? "");
  const db = context.get(dbContext);
  const customer = await findUserByEmail(db, email);
  if (!customer) return new Response("No such account", { status: 400 });
  if (!getPlan(planId)) return new Response("No such plan", { status: 400 });
  const { id } = await createPlanRequest(
    db,
    { ...customer, email: email.toLowerCase() },
    { planId, note: "" },
    context.get(envContext).STAFF_EMAIL,
  );
  return Response.json({ id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
