import { data } from "react-router";
import type { Route } from "./+types/applications";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { addApplication } from "~/testing/factories.server";

/**
 * `POST /__test/applications` (fullName, email, openingId, daysAgo): an application with a résumé,
 * so the pipeline's spec (tests/e2e/staff-applications.spec.ts) has applications to work on. Gated
 * by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const daysAgo = Math.min(Math.max(Number(field("daysAgo")) || 0, 0), 300);
  const created = await addApplication(context.get(dbContext), {
    fullName: field("fullName") || undefined,
    email: field("email") || undefined,
    openingId: field("openingId") || undefined,
    at: new Date(Date.now() - daysAgo * 24 * 60 * 60_000),
  });
  return Response.json(created);
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
