import { data } from "react-router";
import type { Route } from "./+types/tickets";
import { eq } from "drizzle-orm";
import { tickets, ticketPriorities, ticketTypes } from "~/db/tickets-schema";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { appendTicketEvent } from "~/lib/tickets/events.server";
import { findUserByEmail, openTicket } from "~/testing/factories.server";

/**
 * `POST /__test/tickets` (email, subject, description, priority, type; optionally `reply`, a public
 * staff reply, and `resolved=1`): a ticket opened for that account, so the staff specs
 * (tests/e2e/staff-tickets.spec.ts, the help centre's journey…) have tickets to work on without the
 * customer pages. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "");
  const db = context.get(dbContext);
  const customer = await findUserByEmail(db, field("email"));
  if (!customer) return new Response("No such account", { status: 400 });
  const { id, number } = await openTicket(db, customer, {
    subject: field("subject") || "Test ticket",
    description: field("description") || "Opened by the end-to-end tests.",
    priority: ticketPriorities.find((value) => value === field("priority")) ?? "medium",
    type: ticketTypes.find((value) => value === field("type")) ?? "other",
  });
  if (field("reply")) {
    await appendTicketEvent(db, id, {
      kind: "staff_reply",
      actor: { id: null, name: "Support desk" },
      body: field("reply"),
    });
  }
  if (field("resolved") === "1") {
    await db.update(tickets).set({ status: "resolved", resolvedAt: new Date() }).where(eq(tickets.id, id));
  }
  return Response.json({ number });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
