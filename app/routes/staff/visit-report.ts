import type { Route } from "./+types/visit-report";
import { idValue } from "~/lib/casework/list-codec";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";
import { visitReportFile } from "~/lib/visits/reports.server";

/**
 * `GET /staff/visits/:id/reports/:reportId`: a visit's service report (superseded ones too), for
 * staff only, as a download (attachment, nosniff, sandboxed, never cached). A customer gets the same
 * 404 as an unknown address; an unknown report or another visit's answers 404 as well.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const visitId = idValue(params.id);
  const reportId = idValue(params.reportId);
  const file =
    visitId === null || reportId === null ? null : await visitReportFile(context.get(dbContext), visitId, reportId);
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
