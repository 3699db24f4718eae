// The customer's device forms, without their handling: the site choice, the photo's rule and what
// the action answers when it does not redirect (the details' rules are ./device-details). Browser-safe.
import type { DeviceDetailsField } from "./device-details";
import { MIB, type UploadRule } from "~/lib/uploads/kinds";

/** The site field's value for "another address" (the contract's sites are posted as their position). */
export const OTHER_SITE = "other";

/** The customer's device form: the details (./device-details) and the site chosen among the contract's. */
export type DeviceField = DeviceDetailsField | "site";

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
