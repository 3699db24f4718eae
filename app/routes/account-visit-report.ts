import type { Route } from "./+types/account-visit-report";
import { requireUser } from "~/lib/auth/auth.server";
import { idValue } from "~/lib/casework/list-codec";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";
import { visitReportFile } from "~/lib/visits/reports.server";
import { customerVisit } from "~/lib/visits/visits.server";

/**
 * `GET /account/visits/:id/reports/:reportId`: a service report of the signed-in customer's visit
 * (a superseded one too: it is what they were sent), as a download (attachment, nosniff, sandboxed,
 * never cached). An unknown report, another visit's, and another customer's visit answer the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.get(dbContext);
  const visitId = idValue(params.id);
  const reportId = idValue(params.reportId);
  const visit = visitId === null ? null : await customerVisit(db, user.id, visitId);
  const file = visit && reportId !== null ? await visitReportFile(db, visit.id, reportId) : null;
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
