import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/visits";
import { users, visits } from "~/db/schema";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { addUser, addVisit, openTicket } from "~/testing/factories.server";

const HOUR = 3_600_000;

/**
 * `POST /__test/visits`: an on-site repair visit booked for today, from a new ticket of a new
 * customer — or of the customer whose account `customerEmail` names — assigned to the technician
 * named by `technicianEmail` (an account that exists; without one, nobody yet), its window starting
 * `startsInMinutes` from now (default 0: today whatever the hour) for two hours. Answers `{ id }`.
 * With `visitId` alone: that visit's state, `{ status, signatureMethod, signerName }`. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "").trim();

  if (field("visitId") !== "") {
    const [visit] = await db
      .select({ status: visits.status, signatureMethod: visits.signatureMethod, signerName: visits.signerName })
      .from(visits)
      .where(eq(visits.id, Number(field("visitId"))));
    return visit ? Response.json(visit) : new Response("no such visit", { status: 404 });
  }

  const account = async (email: string) =>
    (
      await db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
    )[0] ?? null;
  const technician = field("technicianEmail") === "" ? null : await account(field("technicianEmail"));
  if (field("technicianEmail") !== "" && !technician) return new Response("no such technician", { status: 404 });
  const minutes = field("startsInMinutes") === "" ? 0 : Number(field("startsInMinutes"));
  if (!Number.isSafeInteger(minutes)) return new Response("bad startsInMinutes", { status: 400 });
  const customer =
    field("customerEmail") === ""
      ? await addUser(db, "customer", field("customerName") || "Lakshmi Menon")
      : await account(field("customerEmail"));
  if (!customer) return new Response("no such customer", { status: 404 });
  const ticket = await openTicket(db, customer);
  const startsAt = new Date(Date.now() + minutes * 60_000);
  const visit = await addVisit(db, customer, {
    ticketId: ticket.id,
    kind: "repair",
    siteAddress: "TC 15/1234, Vazhuthacaud",
    siteArea: "Thiruvananthapuram",
    technicianId: technician?.id ?? null,
    windowStartsAt: startsAt,
    windowEndsAt: new Date(startsAt.getTime() + 2 * HOUR),
  });
  return Response.json({ id: visit.id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
