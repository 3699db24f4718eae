import { data } from "react-router";
import type { Route } from "./+types/newsletter-subscribers";
import { readFormBody } from "~/lib/http/body.server";
import { dbContext, envContext } from "~/lib/http/request-context.server";
import { newsletterSource } from "~/lib/newsletter/schema";
import { addConfirmedSubscriber } from "~/testing/factories.server";

/**
 * `POST /__test/newsletter-subscribers` (email, source): a confirmed subscriber, so the newsletter
 * console's spec (tests/e2e/staff-newsletter.spec.ts) has a reader without driving the sign-up box and
 * its emailed link, which newsletter.spec.ts covers. Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const email = String(body.form.get("email") ?? "");
  if (!email.includes("@")) return new Response("An email address is required", { status: 400 });
  const id = await addConfirmedSubscriber(
    context.get(dbContext),
    email,
    newsletterSource(body.form.get("source") ?? "footer"),
    context.get(envContext),
  );
  return Response.json({ id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
