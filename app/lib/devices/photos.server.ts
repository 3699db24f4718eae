// A device's optional photo: one stored file (app/lib/uploads) owned by the device, replaced whole by a
// new upload in the same transaction as the device's 'edited' event, so a post that fails keeps the
// old photo. Shared by the customer's pages and the staff console.
import type { Database } from "~/db/client.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { withLockedCase } from "~/lib/casework/commands.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import type { UploadedFile, UploadResult } from "~/lib/uploads/multipart.server";
import {
  deleteStoredFiles,
  getStoredFile,
  listStoredFiles,
  type StoredFile,
  type StoredFileInfo,
  storeUploadedFiles,
} from "~/lib/uploads/store.server";
import { DEVICE_PHOTO_OWNER } from "./device-form";
import { type Device, deviceCase } from "./devices.server";

export type DevicePhoto = Pick<StoredFileInfo, "id" | "fileName" | "kind" | "size">;

const ownerOf = (deviceId: number) => ({ kind: DEVICE_PHOTO_OWNER, id: deviceId });

/**
 * Stores the device's photo in place of the one it had. `ownerId` limits it to that customer's device
 * (the portal); staff pass null. A retired device keeps its photo as it was.
 */
export async function replaceDevicePhoto(
  db: Database,
  actor: CaseActor,
  id: number,
  ownerId: number | null,
  photo: UploadedFile,
): Promise<{ outcome: "changed" } | { outcome: "missing" }> {
  return withLockedCase(db, deviceCase, id, async (tx, row) => {
    const device = row as Device;
    if ((ownerId !== null && device.userId !== ownerId) || device.retiredAt) return { outcome: "missing" as const };
    await deleteStoredFiles(tx, ownerOf(id));
    await storeUploadedFiles(tx, ownerOf(id), [photo]);
    await appendCaseEvent(
      tx,
      deviceCase,
      id,
      actor,
      { kind: "edited", internal: actor.id !== device.userId, body: "photo" },
      { audit: { verb: "edit", after: { photo: photo.fileName } } },
    );
    return { outcome: "changed" as const };
  });
}

/**
 * The photo form's post (devicePhotoRule, read by the form pipeline): its picture in place of the
 * device's old one, or the upload's refusal (`message` null when no file came without one).
 */
export async function replacePostedPhoto(
  db: Database,
  actor: CaseActor,
  id: number,
  ownerId: number | null,
  uploads: UploadResult,
): Promise<{ outcome: "changed" } | { outcome: "missing" } | { outcome: "refused"; message: string | null }> {
  const photo = uploads.ok ? uploads.files[0] : undefined;
  if (!photo) return { outcome: "refused", message: uploads.ok ? null : uploads.message };
  return replaceDevicePhoto(db, actor, id, ownerId, photo);
}

/** The device's photo without its bytes, or null. */
export async function devicePhotoOf(db: Database, deviceId: number): Promise<DevicePhoto | null> {
  const [file] = await listStoredFiles(db, ownerOf(deviceId));
  return file ? { id: file.id, fileName: file.fileName, kind: file.kind, size: file.size } : null;
}

/** The device's photo with its bytes, or null for any other file id (the route answers 404). */
export function getDevicePhoto(db: Database, deviceId: number, fileId: string): Promise<StoredFile | null> {
  return getStoredFile(db, ownerOf(deviceId), fileId);
}
