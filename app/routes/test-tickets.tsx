import { data } from "react-router";
import type { Route } from "./+types/test-tickets";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { openTestTicket } from "~/lib/tickets/staff-test-support.server";

/**
 * `POST /__test/tickets` (email, subject, description, priority, type): a ticket opened for that
 * account, so the staff spec (tests/e2e/staff-tickets.spec.ts) has tickets to work on. Only with
 * ENABLE_TEST_ROUTES=1; everywhere else an ordinary 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const number = await openTestTicket(context.get(dbContext), {
    email: field("email"),
    subject: field("subject") || "Test ticket",
    description: field("description") || "Opened by the end-to-end tests.",
    priority: field("priority"),
    type: field("type"),
  });
  if (!number) return new Response("No such account", { status: 400 });
  return Response.json({ number });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  throw data("Method Not Allowed", { status: 405 });
}
