import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/invoices";
import { users } from "~/db/schema";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { addInvoice } from "~/testing/factories.server";

/**
 * `POST /__test/invoices`: a tax invoice issued today to the customer whose account `customerEmail`
 * names (the factory's one ₹1,000 line, ₹1,180 with GST in Kerala), due in the configured payment
 * days. Answers `{ id, number }`. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const email = String(body.form.get("customerEmail") ?? "")
    .trim()
    .toLowerCase();
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!customer) return new Response("no such customer", { status: 404 });
  return Response.json(await addInvoice(db, customer));
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
