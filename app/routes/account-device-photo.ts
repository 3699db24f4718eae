import type { Route } from "./+types/account-device-photo";
import { idValue } from "~/lib/casework/list-codec";
import { requireUser } from "~/lib/auth/auth.server";
import { findCustomerDevice } from "~/lib/devices/devices.server";
import { getDevicePhoto } from "~/lib/devices/photos.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound } from "~/lib/staff/guard.server";
import { fileDownloadResponse } from "~/lib/uploads/download";

/**
 * `GET /account/devices/:id/photo/:fileId`: the photo of the signed-in customer's device, as a
 * download (attachment, nosniff, sandboxed, never cached). An unknown file, a replaced photo, another
 * customer's device and a retired one all answer the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.get(dbContext);
  const id = idValue(params.id);
  const device = id === null ? null : await findCustomerDevice(db, user.id, id);
  const file = device ? await getDevicePhoto(db, device.id, params.fileId) : null;
  if (!file) throw notFound(request);
  return fileDownloadResponse(file);
}
