// The device register's shared words in Malayalam: the twin of devices.ts.
import type { DeviceKind } from "~/db/devices-schema";

export const deviceKindLabels: Readonly<Record<DeviceKind, string>> = {
  desktop: "ഡെസ്ക്ടോപ്പ് കമ്പ്യൂട്ടർ",
  laptop: "ലാപ്ടോപ്പ്",
  printer: "പ്രിന്റർ",
  network: "റൗട്ടർ, സ്വിച്ച് അല്ലെങ്കിൽ ആക്സസ് പോയിന്റ്",
  recorder: "ക്യാമറകളോടു കൂടിയ CCTV റെക്കോർഡർ (NVR / DVR)",
  access_control: "ആക്സസ് കൺട്രോൾ",
  smart_hub: "സ്മാർട്ട് ഹോം ഹബ്",
  server: "സെർവർ",
  other: "മറ്റുള്ളവ",
};

/** The make and model first, as a Malayalam sentence names a thing, its kind after it. */
export const deviceTitle = (device: { kind: DeviceKind; make: string; model: string }) =>
  `${device.make} ${device.model} (${deviceKindLabels[device.kind]})`;

export const serialText = (serial: string) => `സീരിയൽ നമ്പർ ${serial}`;
