// The words of a visit's service report: the PDF's headings and lines, the email that carries it,
// and the report list and correction form on the visit pages (customer and staff).
export const serviceReportWords = {
  title: "Service report",
  numberLine: (number: string) => `Report ${number}`,
  issuedLine: (when: string) => `Issued ${when}`,
  correctionLine: (supersedes: string, reason: string) => `Corrects report ${supersedes}: ${reason}`,
  customer: "Customer",
  site: "Site",
  remote: "Done remotely",
  device: "Device",
  noDevice: "No registered device",
  serial: (serial: string) => `Serial number ${serial}`,
  visit: "Visit",
  technician: (name: string) => `Technician: ${name}`,
  bookedWindow: (from: string, to: string) => `Booked window: ${from} to ${to}`,
  times: "Times (India Standard Time)",
  setOff: "Set off",
  arrived: "Arrived",
  finished: "Finished",
  notRecorded: "not recorded",
  workDone: "Work done",
  nothingWritten: "Nothing written.",
  checklist: "Checklist",
  ticked: "[x]",
  unticked: "[ ]",
  partsUsed: "Parts used",
  noParts: "None.",
  outcome: "Outcome",
  fixed: "Fixed on this visit.",
  notFixed: "Not fixed on this visit: a further visit or follow-up is needed.",
  outcomeNotRecorded: "Not recorded.",
  photos: "Photos",
  photosNotDrawn: (names: string) => `Not shown here (a format the report cannot draw): ${names}`,
  acknowledgement: "Customer's acknowledgement",
  signedBy: (name: string, when: string) => `Signed by ${name}, ${when}`,
  typedBy: (name: string, when: string) => `Acknowledged by typing their name: ${name}, ${when}`,
  notAcknowledged: "Not acknowledged by the customer.",
  footer: (number: string, page: number, pages: number) => `${number} · page ${page} of ${pages}`,
};

/** The email that carries a report (the PDF attached). */
export const serviceReportEmailWords = {
  subject: (number: string, kind: string) => `Service report ${number}: ${kind.toLowerCase()}`,
  correctedSubject: (number: string, supersedes: string) =>
    `Corrected service report ${number} (replaces ${supersedes})`,
  greeting: (name: string) => `Hello ${name},`,
  lines: (kind: string, finished: string) => [
    `The service report of your ${kind.toLowerCase()}, finished ${finished}, is attached as a PDF.`,
    "It lists the work done, the checklist and the parts used. Please keep it for your records.",
  ],
  correctedLines: (supersedes: string, reason: string) => [
    `We corrected the service report ${supersedes}; the corrected report is attached as a PDF and replaces it.`,
    `What was corrected: ${reason}`,
  ],
  viewLine: "See the visit and its reports at:",
  signature: "— Anantha IT Solutions",
};

/** The report list on a visit's page, and the staff's correction form. */
export const serviceReportListWords = {
  heading: "Service reports",
  none: "No report yet: it is issued when the visit is finished.",
  /** Before the issue time (a <time> element follows). */
  issued: "issued ",
  supersededBy: (number: string) => `superseded by ${number}`,
  corrects: (number: string) => `corrects ${number}`,
  download: (number: string) => `Download ${number} (PDF)`,
  /** A report's link on a ticket's or contract's list of visits. */
  pdf: (number: string) => `${number} (PDF)`,
  correction: {
    heading: "Issue a corrected report",
    hint: "The report as issued never changes: a corrected one gets a new number and is emailed to the customer again.",
    reasonLabel: "What is corrected",
    submit: "Issue corrected report",
    reasonRequired: "Say what the correction is",
    reasonTooLong: "Keep the reason under 500 characters",
    notCompleted: "Only a completed visit has a report to correct.",
    done: (number: string) => `Corrected report ${number} issued and emailed to the customer.`,
    failed: "The corrected report was not issued.",
  },
};
