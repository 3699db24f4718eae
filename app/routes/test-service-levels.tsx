import { data } from "react-router";
import type { Route } from "./+types/test-service-levels";
import { FORGET_DOCUMENTS_HEADER } from "~/lib/http/anonymous-cache";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { forgetServiceLevels } from "~/lib/service-metrics/public-levels.server";
import { seedServiceLevels } from "~/lib/service-metrics/test-seed.server";

/**
 * `POST /__test/service-levels` (size=full|few): replaces the seeded tickets /service-levels measures
 * with the known set or with too few (app/lib/service-metrics/test-seed.server.ts), and drops this
 * server's kept figures and kept pages so the next page shows them. Only with ENABLE_TEST_ROUTES=1; everywhere else
 * an ordinary 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const db = context.get(dbContext);
  const tickets = await seedServiceLevels(db, body.form.get("size") === "full" ? "full" : "few");
  forgetServiceLevels(db);
  // …and the copy of /service-levels the server keeps for anonymous visitors.
  return Response.json({ tickets }, { headers: { [FORGET_DOCUMENTS_HEADER]: "1" } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  throw data("Method Not Allowed", { status: 405 });
}
