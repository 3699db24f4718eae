import type { Route } from "./+types/device-photo";
import { idValue } from "~/lib/casework/list-codec";
import { getDevicePhoto } from "~/lib/devices/photos.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /staff/devices/:id/photo/:fileId`: a device's photo, retired devices' too, for staff only, as a
 * download (attachment, nosniff, sandboxed, never cached). A customer gets the same 404 as an unknown
 * address; an unknown file or another device's answers 404 as well.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context);
  const id = idValue(params.id);
  const file = id === null ? null : await getDevicePhoto(context.get(dbContext), id, params.fileId);
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
