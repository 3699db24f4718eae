import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Route } from "./+types/help-articles";
import { helpArticles } from "~/db/schema";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext } from "~/lib/http/request-context.server";
import { addHelpArticle } from "~/testing/factories.server";

/** The article the benchmarks and the public pages' e2e checks measure at /help/{slug}. */
const sampleHelpArticle = {
  slug: "restart-your-router",
  title: "Restart your router when the internet drops",
  summary: "Most dropped connections come back after switching the router off for thirty seconds.",
  body: [
    "Most dropped connections come back after a restart of the router.",
    "## Steps",
    "1. Switch the router **off** at the wall.\n2. Wait thirty seconds.\n3. Switch it on and wait two minutes for the lights to settle.",
    "## Still no internet?",
    "If the internet light stays red, call your provider (Asianet, BSNL, Jio) or open a ticket with us.",
  ].join("\n\n"),
  category: "internet-and-wifi",
  tags: ["internet", "broadband", "wifi"],
};

/**
 * `POST /__test/help-articles`: makes sure a published help article exists (the sample above, or the
 * posted slug, title and status) and answers its slug. Idempotent by slug. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const db = context.get(dbContext);
  const slug = String(body.form.get("slug") || sampleHelpArticle.slug);
  const [existing] = await db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.slug, slug));
  if (!existing) {
    const status = body.form.get("status") === "draft" ? "draft" : "published";
    const title = String(body.form.get("title") || sampleHelpArticle.title);
    await addHelpArticle(
      db,
      slug === sampleHelpArticle.slug ? { ...sampleHelpArticle, status } : { slug, title, status },
    );
  }
  return Response.json({ slug });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
