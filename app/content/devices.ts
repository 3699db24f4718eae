// The device register's shared words: the kinds of device, as customers and staff read them.
import type { DeviceKind } from "~/db/devices-schema";

export const deviceKindLabels: Readonly<Record<DeviceKind, string>> = {
  desktop: "Desktop PC",
  laptop: "Laptop",
  printer: "Printer",
  network: "Router, switch or access point",
  recorder: "CCTV recorder (NVR / DVR) with cameras",
  access_control: "Access control",
  smart_hub: "Smart-home hub",
  server: "Server",
  other: "Other",
};

/** A device as its label, the ticket forms and the ticket pages name it: kind, then make and model. */
export const deviceTitle = (device: { kind: DeviceKind; make: string; model: string }) =>
  `${deviceKindLabels[device.kind]}: ${device.make} ${device.model}`;

/** A serial number as printed beside a device's name. */
export const serialText = (serial: string) => `S/N ${serial}`;
