// The customer's device register: the words of /account/devices, /account/devices/new and a device's
// page (/account/devices/{id}), where the customer adds, edits and retires their devices. The title and
// introduction of /account/devices are under ./page-copy.

export const deviceListCopy = {
  add: "Add a device",
  empty: "You have not added any devices yet. Adding them lets us know what we look after and where.",
  coveredCount: (covered: number, limit: number) => `Devices covered: ${covered} of ${limit}`,
  coveredNoLimit: (covered: number) => `Devices covered: ${covered} (no fixed limit)`,
  accountLink: "Devices",
  accountIntro: "What we look after for you, where it is and whether your contract covers it.",
  makeModel: "Make and model",
  serial: "Serial number",
  site: "Site",
  warranty: "Warranty until",
  warrantyEnded: "warranty ended",
  coverage: "Coverage",
  verified: "Checked by our staff",
  notVerified: "Not yet checked by our staff",
  none: "—",
  open: (name: string) => `Edit ${name}`,
};

/** Where a device stands with the customer's AMC contract. */
export const deviceCoverageCopy = {
  covered: (reference: string) => `Covered by ${reference}`,
  outside: (limit: number) => `Outside coverage: your plan covers ${limit} device${limit === 1 ? "" : "s"}`,
  notCounted: "Outside coverage: not counted under your contract",
  noContract: "No AMC contract",
};

export const deviceFormCopy = {
  newTitle: "Add a device",
  title: (name: string) => `Device: ${name}`,
  description: "A device in your register: its details, where it is and whether your AMC covers it.",
  back: "Back to your devices",
  detailsHeading: "Details",
  kind: "Kind",
  chooseKind: "Choose the kind of device",
  make: "Make",
  model: "Model",
  serial: "Serial number",
  optional: "optional",
  site: "Site",
  siteHint: "One of your contract's sites, or another address below.",
  otherSite: "Another address (type it below)",
  siteAddress: "Address",
  siteArea: "Area",
  purchasedOn: "Purchase date",
  warrantyEndsOn: "Warranty end",
  notes: "Notes",
  recorderHeading: "CCTV recorder",
  recorderHint: "For CCTV recorders only; left out for other kinds.",
  cameraChannels: "Camera channels",
  diskGb: "Disk size in GB",
  retentionDays: "Retention days",
  covered: "Count this device under my AMC contract",
  submitNew: "Add the device",
  submitEdit: "Save changes",
  busy: "Saving…",
  retireHeading: "Retire this device",
  retireIntro: "When the device is no longer in use. It stays in our records with its history.",
  retireConfirm: "Yes, this device is no longer in use",
  retireSubmit: "Retire this device",
  retireRequired: "Tick the box to confirm the device is no longer in use.",
  verifiedOn: "Checked by our staff",
  photoHeading: "Photo",
  photoIntro: "A picture of the device or its label helps our engineers find it on site.",
  photoField: "Photo of the device",
  photoCurrent: "Download the current photo",
  photoNone: "No photo yet.",
  photoSubmit: "Upload the photo",
  photoReplace: "Replace the photo",
  fieldNames: {
    make: "Make",
    model: "Model",
    serialNumber: "Serial number",
    siteAddress: "Address",
    siteArea: "Area",
    notes: "Notes",
  },
  kindRequired: "Choose the kind of device.",
  dateInvalid: "Enter a real date (YYYY-MM-DD).",
  warrantyBeforePurchase: "The warranty cannot end before the purchase date.",
  wholeNumber: (min: number, max: number) => `Enter a whole number from ${min} to ${max}.`,
  siteInvalid: "Choose one of the listed sites.",
  notesTooLong: (max: number) => `Notes can be at most ${max} characters.`,
};

/** What the device forms answer. */
export const deviceToasts = {
  added: "Device added to your register.",
  saved: "Device details saved.",
  unchanged: "Nothing was changed.",
  retired: "Device retired.",
  photoSaved: "Photo saved.",
  overLimit: (limit: number) =>
    `Your contract covers ${limit} device${limit === 1 ? "" : "s"} and that many are already counted. Untick "Count this device under my AMC contract", or stop counting another device first.`,
  rateLimited: (minutes: number) =>
    `Too many requests from your account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  failed: "We could not save that just now. Please try again in a moment.",
};
