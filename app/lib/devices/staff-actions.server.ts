// The staff's device forms, each through the kernel's case form (the bounded reader, the origin
// check, post/redirect/get with a toast, 400/404 as the page's data):
// - the new device (POST /staff/devices/new): a device for the customer named by their email;
// - the device page (POST /staff/devices/:id): save its details, verify it, retire it, revoke its
//   printed labels, and the kernel's note; its photo, a multipart form of its own. A retired device changes no more (the commands refuse it
//   as missing);
// - the label sheet (POST /staff/devices/labels): make the labels of a customer's devices.
import { deviceLabelCopy } from "~/content/device-labels";
import { deviceFormCopy, staffDeviceCopy } from "~/content/staff-devices";
import type { Database } from "~/db/client.server";
import { type CaseFormEnv, type CaseIntentArgs, defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { noteIntent } from "~/lib/casework/intents.server";
import { cleanLine, type FieldErrors, stringFields } from "~/lib/forms/fields";
import { dataOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { type DeviceDetails, readDeviceDetails } from "./device-details";
import { devicePhotoRule } from "./device-form";
import { addDevice, deviceCase, devicesOf, editDevice, retireDevice, verifyDevice } from "./devices.server";
import { issueLabels, revokeLabel } from "./labels.server";
import { replacePostedPhoto } from "./photos.server";
import { customerByEmail } from "./staff.server";
import { DEVICE_NOTE_MAX_LENGTH, type DeviceActionData, type DeviceField, deviceFieldNames } from "./staff-query";

const words = deviceFormCopy;
const errors = words.errors;

/**
 * The device's details (./device-details, in the staff's words) with the staff's site: typed as free
 * text, so an address needs its area.
 */
function readDetails(
  form: FormData,
): { ok: true; details: DeviceDetails } | { ok: false; fieldErrors: FieldErrors<DeviceField> } {
  const read = readDeviceDetails(form, errors);
  if (!read.success) return { ok: false, fieldErrors: read.fieldErrors };
  if (read.data.siteAddress !== null && read.data.siteArea === null)
    return { ok: false, fieldErrors: { siteArea: errors.siteArea } };
  return { ok: true, details: read.data };
}

const typed = (form: FormData) => stringFields(form, deviceFieldNames) as Partial<Record<DeviceField, string>>;

/** The new-device form: the customer by email, then the details. */
export function newDeviceForm(actor: CaseActor) {
  return defineCaseForm<"save", DeviceField>({
    name: "staff-device-new",
    page: "/staff/devices/new",
    maxBytes: 32 * 1024,
    failed: words.toasts.failed,
    keep: deviceFieldNames,
    intents: {
      async save({ form, db, answer, done }: CaseIntentArgs<"save", DeviceField>) {
        const email = typeof form.get("customerEmail") === "string" ? cleanLine(String(form.get("customerEmail"))) : "";
        const customer = await customerByEmail(db as Database, email);
        const read = readDetails(form);
        const fieldErrors: FieldErrors<DeviceField> = read.ok ? {} : { ...read.fieldErrors };
        if (!email) fieldErrors.customerEmail = errors.customerRequired;
        else if (!customer) fieldErrors.customerEmail = errors.customerUnknown;
        if (!read.ok || !customer || Object.keys(fieldErrors).length > 0)
          return answer(400, { message: errors.summary, fieldErrors, values: typed(form) });
        // Staff add without a limit: a device counted past the plan's limit shows as outside coverage
        // on its page, and staff decide (the customer's own form is held to the limit).
        const added = await addDevice(db, actor, customer.id, read.details);
        if (added.outcome !== "changed") throw new Error("a device added without a limit was refused");
        return done(words.toasts.added, "success", `/staff/devices/${added.id}`);
      },
    },
  });
}

const copy = staffDeviceCopy;
type PageIntent = "save" | "verify" | "retire" | "revoke-label" | "note";

/** The device page's forms. */
export function deviceActionForm(actor: CaseActor & { id: number }, id: number) {
  return defineCaseForm<PageIntent, DeviceField | "note">({
    name: "staff-device",
    page: `/staff/devices/${id}`,
    maxBytes: 32 * 1024,
    failed: copy.toasts.failed,
    keep: [...deviceFieldNames, "note"],
    intents: {
      async save({ form, db, answer, done, missing }) {
        const read = readDetails(form);
        if (!read.ok)
          return answer(400, { message: errors.summary, fieldErrors: read.fieldErrors, values: typed(form) });
        const result = await editDevice(db, actor, id, null, read.details);
        if (result.outcome === "missing") return missing();
        return result.outcome === "changed" ? done(words.toasts.edited) : done(words.toasts.unchanged, "info");
      },
      async verify({ db, done, missing }) {
        const result = await verifyDevice(db, actor, id);
        if (result.outcome === "missing") return missing();
        return result.outcome === "changed" ? done(copy.toasts.verified) : done(copy.toasts.alreadyVerified, "info");
      },
      async retire({ db, done, missing }) {
        const result = await retireDevice(db, actor, id, null);
        if (result.outcome === "missing") return missing();
        return result.outcome === "changed" ? done(copy.toasts.retired) : done(copy.toasts.alreadyRetired, "info");
      },
      async "revoke-label"({ db, done, missing }) {
        const result = await revokeLabel(db, actor, id, null);
        if (result === "missing") return missing();
        return result === "changed" ? done(copy.toasts.labelRevoked) : done(copy.toasts.noLabel, "info");
      },
      note: noteIntent({ type: deviceCase, actor, id, maxLength: DEVICE_NOTE_MAX_LENGTH, words: copy }),
    },
  });
}

/**
 * The device page's photo form (multipart, told apart by the route with isMultipartPost): a picture of the
 * device in place of the one it had, checked by content and size while it streams in — the
 * customer's photo form, answered in the page's shape.
 */
export function devicePhotoActionForm(actor: CaseActor, id: number) {
  const answer = (status: number, fields: Partial<DeviceActionData>) =>
    dataOutcome<DeviceActionData>(status, { intent: "photo", message: null, fieldErrors: {}, values: {}, ...fields });
  return defineForm<DeviceActionData, CaseFormEnv>({
    name: "staff-device-photo",
    maxBytes: 1024,
    sameOriginOnly: true,
    uploads: devicePhotoRule,
    refused: (status, message) => answer(status, { fieldErrors: { photo: message } }),
    unavailable: () => answer(503, { message: copy.toasts.failed }),
    async handle({ db, env, uploads }) {
      const result = await replacePostedPhoto(db, actor, id, null, uploads);
      if (result.outcome === "refused")
        return answer(400, { fieldErrors: { photo: result.message ?? copy.toasts.failed } });
      if (result.outcome === "missing") return answer(404, { message: copy.toasts.failed });
      return redirectWithToast(env, `/staff/devices/${id}`, { type: "success", message: copy.toasts.photoSaved });
    },
  });
}

/**
 * POST /staff/devices/labels ("Make labels"): gives the sheet's devices without a label their token —
 * the customer's devices in use, or one of them — then shows the sheet again (`sheetPath`).
 */
export function labelsActionForm(
  actor: CaseActor & { id: number },
  customerId: number,
  deviceId: number | null,
  sheetPath: string,
) {
  const toasts = deviceLabelCopy.toasts;
  return defineCaseForm<"make-labels", never>({
    name: "staff-device-labels",
    page: sheetPath,
    maxBytes: 1024,
    failed: toasts.failed,
    keep: [],
    intents: {
      async "make-labels"({ db, done }) {
        const ids = deviceId === null ? (await devicesOf(db, customerId)).map((device) => device.id) : [deviceId];
        const made = await issueLabels(db, actor, ids, customerId);
        return made > 0 ? done(toasts.made(made)) : done(toasts.none, "info");
      },
    },
  });
}
