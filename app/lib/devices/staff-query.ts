// The staff's device pages, the pieces shared by the pages (browser) and the server: the form's field
// names (the details' rules and limits are ./device-details, shared with the customer's form), what
// the pages' actions answer, and the list's URL.
import type { CaseActionData } from "~/lib/casework/case-form";
import { choiceParam, defineListCodec, pageParam, textParam } from "~/lib/casework/list-codec";
import { deviceDetailsFieldNames, deviceKindNames } from "./device-details";

/** The kinds in the labels' order (the same list as the database's check, typed by it). */
export { deviceKindNames };

/** A note on a device's page (the casework kernel's note). */
export const DEVICE_NOTE_MAX_LENGTH = 5000;

/** The list's filters: verified or not, in use or retired ("in use" unless asked). */
export const verifiedFilters = ["yes", "no"] as const;
export const useFilters = ["in-use", "retired", "all"] as const;

/** The list's URL: ?kind=&verified=&use=&q=&page= (bookmarkable). */
export const deviceList = defineListCodec({
  kind: choiceParam(deviceKindNames),
  verified: choiceParam(verifiedFilters),
  use: choiceParam(useFilters, "in-use"),
  q: textParam(100),
  page: pageParam(),
});
export type DeviceQuery = ReturnType<typeof deviceList.parse>;

/** The device form's fields (new and edit); `customerEmail` only on a new device. */
export const deviceFieldNames = ["customerEmail", ...deviceDetailsFieldNames] as const;
export type DeviceField = (typeof deviceFieldNames)[number];

/** What the new-device page's action answers when it does not redirect. */
export type NewDeviceActionData = CaseActionData<"save", DeviceField>;

/** What the device page's action answers when it does not redirect. */
export type DeviceActionData = CaseActionData<
  "save" | "verify" | "retire" | "revoke-label" | "note" | "photo",
  DeviceField | "note" | "photo"
>;
