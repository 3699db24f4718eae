import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/contracts";
import { users } from "~/db/schema";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { addContract, moveContractEnd } from "~/testing/factories.server";

/**
 * `POST /__test/contracts`, two uses. With `email` (a customer's) and optional `planId`,
 * `billingPeriod`, `state` (draft | sent | active), `autoRenew`, `endsInDays`: a contract of that
 * customer, made through the contracts' commands. With `contractId` and `endsInDays`: the tests'
 * controlled clock — the contract's dates move so it ends that many days from today, and its renewal
 * jobs are planned again (due ones run at once). Answers `{ id }`. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const field = (name: string) => String(body.form.get(name) ?? "").trim();
  const number = (name: string) => (field(name) === "" ? undefined : Number(field(name)));
  const endsInDays = number("endsInDays");
  if (endsInDays !== undefined && !Number.isSafeInteger(endsInDays))
    return new Response("bad endsInDays", { status: 400 });

  const contractId = number("contractId");
  if (contractId !== undefined) {
    if (!Number.isSafeInteger(contractId) || endsInDays === undefined)
      return new Response("bad contractId", { status: 400 });
    await moveContractEnd(db, contractId, endsInDays);
    return Response.json({ id: contractId });
  }

  const [customer] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, field("email").toLowerCase()));
  if (!customer) return new Response("no such account", { status: 404 });
  const period = field("billingPeriod");
  const state = field("state");
  const created = await addContract(db, customer, {
    planId: field("planId") || undefined,
    billingPeriod: period === "quarterly" || period === "annual" ? period : undefined,
    state: state === "draft" || state === "sent" ? state : undefined,
    autoRenew: field("autoRenew") === "true",
    endsInDays,
  });
  return Response.json(created);
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
