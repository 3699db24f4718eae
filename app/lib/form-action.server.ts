// Where a route action meets the form pipeline: takes the database, client address and validated env
// from the router context, gives the handler a lazy session lookup, and turns the outcome into the
// response. The one module above the feature folders (it needs accounts for the session); no module
// in app/lib imports it, only routes do.
import type { RouterContextProvider } from "react-router";
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

/** A route's whole action: `export const action = (args: Route.ActionArgs) => formAction(args, loginForm);` */
export async function formAction<Body>(args: ActionArgs, definition: FormDefinition<Body>) {
  return toResponse(await handleForm(definition, formRequest(args)));
}
