// Where a route action meets the form pipeline: takes the database, client address and validated env
// from the router context, gives the handler a lazy session lookup, and turns the outcome into the
// response. The one module above the feature folders (it needs accounts for the session); no module
// in app/lib imports it, only routes do.
import type { RouterContext, RouterContextProvider } from "react-router";
import { getCurrentUser } from "~/lib/auth/auth.server";
import { type FormDefinition, type FormRequest, handleForm } from "~/lib/forms/pipeline.server";
import { toResponse } from "~/lib/forms/outcome";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** `{ request, db, clientAddress, env, session }` of a route's loader or action. */
export function formRequest({ request, context }: ActionArgs): FormRequest {
  return {
    request,
    db: context.get(dbContext),
    clientAddress: context.get(clientAddressContext),
    env: context.get(envContext),
    session: () => getCurrentUser(request, context),
  };
}

/**
 * A route's whole action: `export const action = (args: Route.ActionArgs) => formAction(args, loginForm);`
 *
 * `answerTo`: for a page whose forms are server-rendered markup (static regions, plain form posts),
 * the answer shown beside them is also left in the request's context, where the page's loader —
 * which React Router runs after the action in the same request — renders it into the forms.
 */
export async function formAction<Body>(
  args: ActionArgs,
  definition: FormDefinition<Body>,
  answerTo?: RouterContext<Body | null>,
) {
  const outcome = await handleForm(definition, formRequest(args));
  if (answerTo && outcome.type === "data") args.context.set(answerTo, outcome.body);
  return toResponse(outcome);
}
