// What the customer's device pages show, as plain data: browser-safe types the views draw from.
import type { DeviceKind } from "~/db/devices-schema";
import type { TicketStatus } from "~/db/tickets-schema";
import type { VisitKind, VisitMode, VisitStatus } from "~/db/visits-schema";
import type { DeviceDetails } from "./device-details";

/** Where a device stands with the customer's AMC contract. */
export type DeviceCoverage =
  | { state: "covered"; contractId: number }
  /** Counted, but past the contract's device limit. */
  | { state: "outside"; limit: number }
  /** The customer chose not to count it. */
  | { state: "not-counted" }
  | { state: "no-contract" };

/** A device of the customer's register: its details, and where it stands. */
export type CustomerDeviceRow = DeviceDetails & {
  id: number;
  warrantyEnded: boolean;
  coverage: DeviceCoverage;
  verified: boolean;
};

export type CustomerDeviceList = {
  devices: CustomerDeviceRow[];
  /** The covering contract's count: devices inside coverage of its limit (null: no fixed limit). */
  contract: { id: number; covered: number; limit: number | null } | null;
};

export type CustomerDevicePage = {
  /** null: the form to add one. */
  device: CustomerDeviceRow | null;
  /** The covering contract's sites, offered as the device's site. */
  sites: { address: string; area: string }[];
  hasContract: boolean;
  /** The device's photo, offered as a download (null: none yet, or the new-device form). */
  photo: { id: string; fileName: string } | null;
  /** The device's tickets and visits (null: the new-device form). */
  work: DeviceWork | null;
  /** Whether the device has a label in use (a token its printed labels carry). */
  labelled: boolean;
};

/** A device's tickets and visits, newest first (its pages, customer's and staff's). */
export type DeviceWork = {
  tickets: { number: string; subject: string; status: TicketStatus; createdAt: Date }[];
  visits: {
    id: number;
    kind: VisitKind;
    mode: VisitMode;
    status: VisitStatus;
    startsAt: Date | null;
    periodStartsOn: string | null;
  }[];
};

/** A device's name as the customer reads it. */
export const deviceName = (device: Pick<CustomerDeviceRow, "make" | "model">) => `${device.make} ${device.model}`;

/** One label of a sheet: what is printed on it, its QR code as SVG markup (null: no token yet). */
export type DeviceLabel = {
  id: number;
  kind: DeviceKind;
  make: string;
  model: string;
  serialNumber: string | null;
  url: string | null;
  qrSvg: string | null;
};
