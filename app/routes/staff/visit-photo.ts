import type { Route } from "./+types/visit-photo";
import { idValue } from "~/lib/casework/list-codec";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";
import { fieldVisitPhoto } from "~/lib/visits/field.server";

/**
 * `GET /staff/visits/today/:id/photos/:fileId`: a photo of a visit, as a download (attachment,
 * nosniff, sandboxed, never cached), for the visit's technician or an admin. Anyone else, an unknown
 * file and another visit's file answer the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const id = idValue(params.id);
  const file = id === null ? null : await fieldVisitPhoto(context.get(dbContext), staff, id, params.fileId);
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
