// A device's form, without its handling: the fields, their rules (zod/mini, as every form of the
// site) and what the action answers when it does not redirect. Browser-safe.
import * as z from "zod/mini";
import { deviceFormCopy as copy } from "~/content/devices-customer";
import { type DeviceKind, deviceKinds } from "~/db/devices-schema";
import { optionalLine, requiredLine } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";
import { MIB, type UploadRule } from "~/lib/uploads/kinds";

export const DEVICE_LIMITS = {
  make: 80,
  model: 120,
  serialNumber: 80,
  siteAddress: 300,
  siteArea: 80,
  notes: 2000,
} as const;

/** A CCTV recorder's figures: whole numbers within what such recorders have. */
export const RECORDER_RANGES = {
  cameraChannels: { min: 1, max: 256 },
  diskGb: { min: 1, max: 1_000_000 },
  retentionDays: { min: 1, max: 3650 },
} as const;

/** The site field's value for "another address" (the contract's sites are posted as their position). */
export const OTHER_SITE = "other";

const names = copy.fieldNames;

/** A calendar day typed as YYYY-MM-DD (a date input posts that), '' when left empty; a real day only. */
const optionalDay = z.string().check(
  z.overwrite((value) => value.trim()),
  z.refine((value) => value === "" || isCalendarDay(value), copy.dateInvalid),
);

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function optionalWholeNumber({ min, max }: { min: number; max: number }) {
  return z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max), {
      error: copy.wholeNumber(min, max),
    }),
  );
}

export const DeviceFormSchema = z.object({
  kind: z.enum(deviceKinds as unknown as [DeviceKind, ...DeviceKind[]], copy.kindRequired),
  make: requiredLine(names.make, DEVICE_LIMITS.make),
  model: requiredLine(names.model, DEVICE_LIMITS.model),
  serialNumber: optionalLine(names.serialNumber, DEVICE_LIMITS.serialNumber),
  site: z.string(),
  siteAddress: optionalLine(names.siteAddress, DEVICE_LIMITS.siteAddress),
  siteArea: optionalLine(names.siteArea, DEVICE_LIMITS.siteArea),
  purchasedOn: optionalDay,
  warrantyEndsOn: optionalDay,
  notes: z.string().check(
    z.overwrite((value) => value.trim()),
    z.maxLength(DEVICE_LIMITS.notes, copy.notesTooLong(DEVICE_LIMITS.notes)),
  ),
  cameraChannels: optionalWholeNumber(RECORDER_RANGES.cameraChannels),
  diskGb: optionalWholeNumber(RECORDER_RANGES.diskGb),
  retentionDays: optionalWholeNumber(RECORDER_RANGES.retentionDays),
  covered: z.string(),
});

export type DeviceField = keyof z.input<typeof DeviceFormSchema>;
export type DeviceFormInput = z.output<typeof DeviceFormSchema>;

export function validateDeviceForm(form: FormData): FormValidation<DeviceFormInput, DeviceField> {
  return validateForm(DeviceFormSchema, form, {
    crossCheck: ({ purchasedOn, warrantyEndsOn }) => {
      const [bought, ends] = [purchasedOn.trim(), warrantyEndsOn.trim()];
      // Real days as YYYY-MM-DD: their text order is their calendar order.
      return isCalendarDay(bought) && isCalendarDay(ends) && ends < bought
        ? { warrantyEndsOn: copy.warrantyBeforePurchase }
        : {};
    },
  });
}

/**
 * A device's optional photo: one picture of 5 MB at most, decided by content (app/lib/uploads), never
 * by name. Stored as the device's own file (stored_files owner 'device'); a new one replaces it.
 */
export const devicePhotoRule = {
  field: "photo",
  maxFiles: 1,
  maxFileBytes: 5 * MIB,
  kinds: ["png", "jpeg", "webp"],
  required: true,
} as const satisfies UploadRule;

export const DEVICE_PHOTO_OWNER = "device";

/** What a post to a device's page asks for (the submit button's value; the photo's form is multipart). */
export const deviceIntents = ["save", "retire", "photo", "revoke-label"] as const;
export type DeviceIntent = (typeof deviceIntents)[number];

export type DeviceActionData = {
  intent: DeviceIntent | null;
  message: string | null;
  fieldErrors: Partial<Record<DeviceField | "confirm" | "photo", string>>;
  /** What was typed, shown again in the form. */
  values: Partial<Record<DeviceField, string>>;
};
