// POST /staff/preview/markdown — the console editors' live preview: markdown in (the form field
// `markdown`), the HTML the public page would show out, as JSON (app/lib/staff/markdown-preview.server.ts).
// Behind the console's layout like every staff URL (signed out → the login, a customer → the 404).
import { data } from "react-router";
import type { Route } from "./+types/markdown-preview";
import { formRequest } from "~/lib/form-action.server";
import { toResponse } from "~/lib/forms/outcome";
import { handleForm } from "~/lib/forms/pipeline.server";
import { markdownPreviewForm } from "~/lib/staff/markdown-preview.server";
import { staffOf } from "~/lib/staff/guard.server";

export async function action(args: Route.ActionArgs) {
  const outcome = await handleForm(markdownPreviewForm(staffOf(args.context)), formRequest(args));
  if (outcome.type !== "data") return toResponse(outcome);
  return Response.json(outcome.body, { status: outcome.status, headers: outcome.headers });
}

/** Nothing to read here: the editors post to it. */
export function loader({ context }: Route.LoaderArgs) {
  staffOf(context);
  throw data("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
