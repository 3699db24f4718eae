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
