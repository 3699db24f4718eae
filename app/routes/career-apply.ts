import { redirect } from "react-router";
import type { Route } from "./+types/career-apply";
import { applicationFormCopy } from "~/content/careers-apply";
import { applicationForm, applicationJsonResponse } from "~/lib/careers/apply.server";
import { publishedOpenings } from "~/lib/careers/openings.server";
import { formRequest } from "~/lib/form-action.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { logger } from "~/lib/log/logger.server";

// The application form posted by script (the page's form with JavaScript, for upload progress):
// the very same form definition and pipeline as POST /careers/:id, answered as JSON so the page can
// show its progress, then the field messages or go to the confirmation itself.

export async function action(args: Route.ActionArgs) {
  // A published opening only (the form itself refuses a closed one); a draft or archived one is unknown.
  const openings = await publishedOpenings(args.context).catch((error: unknown) => {
    logger.error(
      `[career-apply] openings could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  });
  if (!openings)
    return Response.json({ fieldErrors: {}, values: {}, message: applicationFormCopy.failed }, { status: 503 });
  const job = openings.bySlug.get(args.params.id);
  if (!job) return Response.json({ fieldErrors: {}, values: {}, message: null }, { status: 404 });
  return applicationJsonResponse(await handleForm(applicationForm(job), formRequest(args)));
}

/** Nothing to see at this address: the form is on the opening's page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/careers/${encodeURIComponent(params.id)}#apply`);
}
