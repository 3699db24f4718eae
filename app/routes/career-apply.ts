import { redirect } from "react-router";
import type { Route } from "./+types/career-apply";
import * as applyEn from "~/content/careers-apply";
import * as applyMl from "~/content/careers-apply.ml";
import { applicationForm, applicationJsonResponse } from "~/lib/careers/apply.server";
import { publishedOpenings } from "~/lib/careers/openings.server";
import { formRequest } from "~/lib/form-action.server";
import { handleForm } from "~/lib/forms/pipeline.server";
import { localeOf, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { logger } from "~/lib/log/logger.server";

// The application form posted by script (the page's form with JavaScript, for upload progress):
// the very same form definition and pipeline as POST /careers/:id, answered as JSON so the page can
// show its progress, then the field messages or go to the confirmation itself.
//
// Its language is the one of the page that posted, told by the address the page posts to: a Malayalam
// page posts to /ml/careers/:id/apply (the same module, mounted twice), as every Malayalam page's form
// posts under /ml. Not by the Referer (a header a browser or a proxy may drop) nor a field of the form
// (the upload pipeline words its refusals before it has read a field): the URL decides, as everywhere.

const applyWords = localized(applyEn, applyMl);

export async function action(args: Route.ActionArgs) {
  const locale = localeOf(new URL(args.request.url).pathname);
  // A published opening only (the form itself refuses a closed one); a draft or archived one is unknown.
  const openings = await publishedOpenings(args.context).catch((error: unknown) => {
    logger.error(
      `[career-apply] openings could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  });
  if (!openings)
    return Response.json(
      { fieldErrors: {}, values: {}, message: applyWords[locale].applicationFormCopy.failed },
      { status: 503 },
    );
  const job = openings.bySlug.get(args.params.id);
  if (!job) return Response.json({ fieldErrors: {}, values: {}, message: null }, { status: 404 });
  return applicationJsonResponse(await handleForm(applicationForm(job, { locale }), formRequest(args)));
}

/** Nothing to see at this address: the form is on the opening's page. */
export function loader({ params, url }: Route.LoaderArgs) {
  return redirect(pathIn(localeOf(url.pathname), `/careers/${encodeURIComponent(params.id)}#apply`));
}
