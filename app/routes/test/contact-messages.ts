import { data } from "react-router";
import type { Route } from "./+types/contact-messages";
import { readFormBody } from "~/lib/http/body.server";
import { clientAddressContext, dbContext } from "~/lib/http/request-context.server";
import { addContactMessage } from "~/testing/factories.server";

/**
 * `POST /__test/contact-messages` (firstName, lastName, email, phone, company, subject, message): a
 * contact message recorded as the contact form records one (its emails queued), so the inbox's spec
 * (tests/e2e/staff-messages.spec.ts) does not drive the public form, which contact.spec.ts covers.
 * Gated by ./layout.ts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const fields = Object.fromEntries(
    ["firstName", "lastName", "email", "phone", "company", "subject", "message"].flatMap((name) => {
      const value = body.form.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );
  // The sender as the form would record it: the inbox shows the visitor's address and browser.
  const id = await addContactMessage(context.get(dbContext), fields, {
    ipAddress: context.get(clientAddressContext),
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? "",
  });
  return Response.json({ id });
}

export function loader() {
  throw data("Method Not Allowed", { status: 405 });
}
