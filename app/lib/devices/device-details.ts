// A device's details as a customer or staff member types them (kind, make and model, serial number,
// site address and area, dates, notes, a CCTV recorder's figures, covered): one set of rules and
// limits for both device forms, each audience's words given by the caller. Where the site comes
// from differs (the customer picks one of the contract's sites or types another address; staff type
// it), so each form decides that part itself. Browser-safe (zod/mini, as every form of the site).
import * as z from "zod/mini";
import { deviceKindLabels } from "~/content/devices";
import { type FieldMessages, fieldMessages } from "~/content/forms";
import type { DeviceKind } from "~/db/devices-schema";
import { calendarDate } from "~/lib/casework/list-codec";
import { cleanText, optionalLine, requiredLine } from "~/lib/forms/fields";
import { type FormValidation, validateForm } from "~/lib/forms/validate";

/**
 * The kinds, from the browser-safe labels (the same list as the schema's deviceKinds, which is not
 * imported as a value: that would bring the database's table definitions into the browser).
 */
export const deviceKindNames = Object.keys(deviceKindLabels) as DeviceKind[];

/** The typed fields' lengths, for the schema and the inputs' maxLength alike. */
export const DEVICE_LIMITS = {
  make: 80,
  model: 100,
  serialNumber: 80,
  siteAddress: 300,
  siteArea: 80,
  notes: 2000,
} as const;

/** A CCTV recorder's figures: whole numbers within what such recorders have (the database checks the same). */
export const RECORDER_RANGES = {
  cameraChannels: { min: 1, max: 256 },
  diskGb: { min: 1, max: 1_000_000 },
  retentionDays: { min: 1, max: 3650 },
} as const;

/** What the checked form gives the device commands. */
export type DeviceDetails = {
  kind: DeviceKind;
  make: string;
  model: string;
  serialNumber: string | null;
  siteAddress: string | null;
  siteArea: string | null;
  purchasedOn: string | null;
  warrantyEndsOn: string | null;
  notes: string | null;
  cameraChannels: number | null;
  diskGb: number | null;
  retentionDays: number | null;
  covered: boolean;
};

/** The messages of the details' rules, in the audience's words (app/content/devices-customer, staff-devices). */
export type DeviceDetailsWords = {
  /** The fields' names inside the shared 'X is required' / 'X must be at most N characters'. */
  fieldNames: Record<"make" | "model" | "serialNumber" | "siteAddress" | "siteArea" | "notes", string>;
  kindRequired: string;
  dateInvalid: string;
  warrantyBeforePurchase: string;
  wholeNumber: (min: number, max: number) => string;
  notesTooLong: (max: number) => string;
};

function optionalDay(message: string) {
  return z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => value === "" || calendarDate(value) !== null, message),
  );
}

function optionalWholeNumber({ min, max }: { min: number; max: number }, message: string) {
  return z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => value === "" || (/^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max), {
      error: message,
    }),
  );
}

/** The details' schema in the given words (and the shared field messages of their language). */
export function deviceDetailsSchema(words: DeviceDetailsWords, messages: FieldMessages = fieldMessages) {
  const names = words.fieldNames;
  const whole = (range: { min: number; max: number }) =>
    optionalWholeNumber(range, words.wholeNumber(range.min, range.max));
  return z.object({
    kind: z.enum(deviceKindNames as [DeviceKind, ...DeviceKind[]], words.kindRequired),
    make: requiredLine(names.make, DEVICE_LIMITS.make, undefined, messages),
    model: requiredLine(names.model, DEVICE_LIMITS.model, undefined, messages),
    serialNumber: optionalLine(names.serialNumber, DEVICE_LIMITS.serialNumber, messages),
    siteAddress: optionalLine(names.siteAddress, DEVICE_LIMITS.siteAddress, messages),
    siteArea: optionalLine(names.siteArea, DEVICE_LIMITS.siteArea, messages),
    purchasedOn: optionalDay(words.dateInvalid),
    warrantyEndsOn: optionalDay(words.dateInvalid),
    notes: z
      .string()
      .check(z.overwrite(cleanText), z.maxLength(DEVICE_LIMITS.notes, words.notesTooLong(DEVICE_LIMITS.notes))),
    // A recorder's figures are checked whatever the kind (the forms show them always); the device
    // commands keep them for a recorder only.
    cameraChannels: whole(RECORDER_RANGES.cameraChannels),
    diskGb: whole(RECORDER_RANGES.diskGb),
    retentionDays: whole(RECORDER_RANGES.retentionDays),
    covered: z.string(),
  });
}

/** The details' fields, as posted (the schema's keys). */
export const deviceDetailsFieldNames = [
  "kind",
  "make",
  "model",
  "serialNumber",
  "siteAddress",
  "siteArea",
  "purchasedOn",
  "warrantyEndsOn",
  "notes",
  "cameraChannels",
  "diskGb",
  "retentionDays",
  "covered",
] as const satisfies readonly (keyof z.input<ReturnType<typeof deviceDetailsSchema>>)[];
export type DeviceDetailsField = (typeof deviceDetailsFieldNames)[number];

const orNull = (value: string) => (value === "" ? null : value);
const numberOrNull = (value: string) => (value === "" ? null : Number(value));

/**
 * Reads and checks a device's details from a posted form: the details for the device commands, or
 * the first message per field with what was typed.
 */
export function readDeviceDetails(
  form: FormData,
  words: DeviceDetailsWords,
  messages: FieldMessages = fieldMessages,
): FormValidation<DeviceDetails, DeviceDetailsField> {
  const checked = validateForm(deviceDetailsSchema(words, messages), form, {
    crossCheck: ({ purchasedOn, warrantyEndsOn }) => {
      const [bought, ends] = [calendarDate(purchasedOn.trim()), calendarDate(warrantyEndsOn.trim())];
      // Real days as YYYY-MM-DD: their text order is their calendar order.
      return bought && ends && ends < bought ? { warrantyEndsOn: words.warrantyBeforePurchase } : {};
    },
  });
  if (!checked.success) return checked;
  const data = checked.data;
  return {
    success: true,
    data: {
      kind: data.kind,
      make: data.make,
      model: data.model,
      serialNumber: orNull(data.serialNumber),
      siteAddress: orNull(data.siteAddress),
      siteArea: orNull(data.siteArea),
      purchasedOn: orNull(data.purchasedOn),
      warrantyEndsOn: orNull(data.warrantyEndsOn),
      notes: orNull(data.notes),
      cameraChannels: numberOrNull(data.cameraChannels),
      diskGb: numberOrNull(data.diskGb),
      retentionDays: numberOrNull(data.retentionDays),
      covered: data.covered === "on",
    },
  };
}
