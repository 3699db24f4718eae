import { redirect } from "react-router";
import type { Route } from "./+types/visit-reports";
import { idValue } from "~/lib/casework/list-codec";
import { formAction } from "~/lib/form-action.server";
import { staffOf } from "~/lib/staff/guard.server";
import { recordForm } from "~/lib/staff/record-page.server";
import { visitReportCorrectionForm } from "~/lib/visits/report-form.server";

// POST only (a corrected service report, from the form on the visit's page); a GET goes to that page.
export function loader({ params, context }: Route.LoaderArgs) {
  staffOf(context);
  const id = idValue(params.id);
  return redirect(id === null ? "/staff/visits" : `/staff/visits/${id}`);
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, visitReportCorrectionForm));
}
