import type { Route } from "./+types/application-resume";
import { getApplicationResume } from "~/lib/careers/staff-applications.server";
import { dbContext } from "~/lib/http/request-context.server";
import { idValue } from "~/lib/casework/list-codec";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /staff/applications/:id/resume/:fileId`: an applicant's résumé, for admins only (HR, ADR 021),
 * always as a download (attachment, nosniff, sandboxed, never cached) — never shown inline. Anyone
 * else, an unknown id, or another application's file: the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const id = idValue(params.id);
  const file = id === null ? null : await getApplicationResume(context.get(dbContext), id, params.fileId);
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
