// The technician's forms on their phone page, shared by the page (browser) and the server: the
// limits the fields carry as maxLength, the photo rule, and what a post answers when it does not
// redirect. Server-free.
import { MIB, type UploadRule } from "~/lib/uploads/kinds";

export const FIELD_LIMITS = {
  workNotes: 4000,
  partsUsed: 2000,
  signerName: 120,
  /** A drawn signature's PNG: a phone's canvas makes 5–40 KB; anything near this is not a signature. */
  signatureBytes: 256 * 1024,
} as const;

/**
 * Photos of the work: pictures only, decided by content (app/lib/uploads), stored in the database
 * as the visit's files (stored_files owner 'visit'). Several per post, none required to be many.
 */
export const visitPhotoRule = {
  field: "photos",
  maxFiles: 4,
  maxFileBytes: 5 * MIB,
  kinds: ["png", "jpeg", "webp"],
  required: true,
} as const satisfies UploadRule;

export const VISIT_PHOTO_OWNER = "visit";
export const VISIT_SIGNATURE_OWNER = "visit-signature";

/** What a post to the work page asks for (the submit button's value; the photos' form is multipart). */
export const fieldIntents = ["set_off", "arrived", "progress", "finish", "photos"] as const;
export type FieldIntent = (typeof fieldIntents)[number];

export type FieldField = "workNotes" | "partsUsed" | "fixed" | "signerName" | "signature" | "photos";

export type FieldActionData = {
  intent: FieldIntent | null;
  message: string | null;
  fieldErrors: Partial<Record<FieldField, string>>;
  values: Partial<Record<FieldField, string>>;
};

/** The map search for a visit's address (opens the phone's maps app on Android). */
export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
