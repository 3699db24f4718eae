// A device's printed label and the sheet they are printed on (/account/devices/labels, and
// /staff/devices/labels for a customer): what each label says, and the sheet's words around them.
import { site } from "./site";

export const deviceLabelCopy = {
  title: "Device labels",
  staffTitle: (customer: string) => `Device labels · ${customer}`,
  description: "Labels for your devices: a QR code on each opens a ticket about that device.",
  heading: "Device labels",
  intro:
    "Print this page on A4 (10 labels a sheet) and stick each label on its device. Scanning a label's QR code, or typing the address under it, opens a ticket about that device.",
  printHint: "Use your browser's Print (Ctrl+P), at 100% scale with margins set to none or default.",
  back: "Back to your devices",
  staffBack: "Back to the device",
  staffBackToDevices: "All devices",
  noDevices: "There are no devices in use to print labels for.",
  unlabelledHeading: "Without a label yet",
  unlabelledIntro: (count: number) =>
    `${count} device${count === 1 ? " has" : "s have"} no label yet. Making labels gives ${count === 1 ? "it" : "each"} a QR code of its own.`,
  makeLabels: "Make labels",
  sheetLabel: "Labels to print",
  /** On each label. */
  company: site.name,
  callToAction: "Problem with this device? Scan:",
  qrLabel: (name: string) => `QR code for ${name}`,
  toasts: {
    made: (count: number) => `${count} label${count === 1 ? "" : "s"} made.`,
    none: "Every device already has a label.",
    failed: "We could not make the labels just now. Please try again in a moment.",
  },
};
