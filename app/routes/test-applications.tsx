import { data } from "react-router";
import type { Route } from "./+types/test-applications";
import { seedTestApplication } from "~/lib/careers/staff-test-support.server";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";

/**
 * `POST /__test/applications` (fullName, email, openingId, daysAgo): an application with a résumé,
 * so the pipeline's spec (tests/e2e/staff-applications.spec.ts) has applications to work on. Only
 * with ENABLE_TEST_ROUTES=1; everywhere else an ordinary 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const daysAgo = Math.min(Math.max(Number(field("daysAgo")) || 0, 0), 300);
  const created = await seedTestApplication(context.get(dbContext), {
    fullName: field("fullName") || undefined,
    email: field("email") || undefined,
    openingId: field("openingId") || undefined,
    at: new Date(Date.now() - daysAgo * 24 * 60 * 60_000),
  });
  return Response.json(created);
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  throw data("Method Not Allowed", { status: 405 });
}
