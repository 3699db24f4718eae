import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/help-activity";
import { helpArticles } from "~/db/schema";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { addHelpActivity, addHelpSearches } from "~/testing/factories.server";

const count = (form: FormData, name: string) => Math.min(1000, Math.max(0, Number(form.get(name)) || 0));

/**
 * `POST /__test/help-activity`: what the public side records, set down for the report's end-to-end
 * check — for the article at `slug` (made first through /__test/help-articles): `views` today (India
 * day), `helpful` and `notHelpful` votes and `deflections` now; and `unanswered` searches for the
 * query `search` that found nothing. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const db = context.get(dbContext);
  const { form } = body;
  const [article] = await db
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .where(eq(helpArticles.slug, String(form.get("slug") ?? "")));
  if (!article) return new Response("No such article", { status: 404 });
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const views = count(form, "views");
  await addHelpActivity(db, article.id, {
    views: views > 0 ? [{ day: today, views }] : [],
    helpful: count(form, "helpful"),
    notHelpful: count(form, "notHelpful"),
    deflections: count(form, "deflections"),
  });
  const search = String(form.get("search") ?? "").trim();
  if (search) await addHelpSearches(db, [{ query: search, times: count(form, "unanswered") }]);
  return Response.json({ id: article.id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
