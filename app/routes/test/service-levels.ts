import { data } from "react-router";
import type { Route } from "./+types/service-levels";
import { FORGET_DOCUMENTS_HEADER } from "~/lib/http/anonymous-cache";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { forgetServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { seedServiceLevels } from "~/testing/service-levels-seed.server";

/**
 * `POST /__test/service-levels` (size=full|few): replaces the seeded tickets /service-levels measures
 * with the known set or with too few (app/testing/service-levels-seed.server.ts), and drops this
 * server's kept figures and kept pages so the next page shows them. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const db = context.get(dbContext);
  const tickets = await seedServiceLevels(db, body.form.get("size") === "full" ? "full" : "few");
  forgetServiceLevels(db);
  // …and the copy of /service-levels the server keeps for anonymous visitors.
  return Response.json({ tickets }, { headers: { [FORGET_DOCUMENTS_HEADER]: "1" } });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
