// Words of the staff console's visit pages: the planner (/staff/visits), the booking form, a visit's
// page with its actions, and the technician's calendar feed.
import { caseWords } from "./staff";

/** The booking and moving forms' words, their errors in the staff's words. */
export const visitFormCopy = {
  kind: "Kind of visit",
  device: "Device",
  noDevice: "No particular device",
  site: "Site",
  otherSite: "Another address (type it below)",
  siteAddress: "Address",
  siteAddressHint: "Only when the site is another address.",
  siteArea: "Area",
  windowStart: "From (India time)",
  windowEnd: "To (India time)",
  technician: "Technician",
  chooseTechnician: "Choose a technician",
  bookAnyway: "Book anyway: I have seen the overlapping visits",
  conflictsHeading: "This technician is already booked then",
  conflictLine: (kind: string, customer: string, window: string) => `${kind} for ${customer}: ${window}`,
  errors: {
    summary: "Please correct the fields marked below.",
    kind: "Choose the kind of visit.",
    device: "Choose one of the customer's devices, or none.",
    site: "Choose a site or type the address.",
    siteAddress: "Type the address of the site.",
    siteArea: "Type the area of the site.",
    window: "Give the date and time as on the form (India time).",
    windowOrder: "The visit must end after it starts.",
    windowLength: "A visit's window is at most 12 hours.",
    technician: "Choose a staff member as technician.",
    conflicts: "The technician has visits at that time. Tick “Book anyway” to book it all the same.",
    status: "This visit cannot be booked again now.",
  },
} as const;

export const staffVisitsCopy = {
  heading: "Visits",
  intro: "The week's visits per technician, India time. Overlapping visits are marked.",
  week: (from: string, to: string) => `Week of ${from} to ${to}`,
  previous: "Previous week",
  next: "Next week",
  thisWeek: "This week",
  feedLink: "My calendar feed",
  tableLabel: "Visits of the week per technician",
  technicianColumn: "Technician",
  unassigned: "No technician",
  noVisits: "—",
  conflict: "Overlaps",
  rescheduleFlag: "Customer asked for another time",
  dueHeading: "Due and not booked",
  dueIntro: "Preventive visits of contracts that still need a time and a technician.",
  dueEmpty: "None: every due visit is booked.",
  dueLine: (kind: string, customer: string, contract: number | null) =>
    `${kind} for ${customer}${contract ? ` (AMC-${contract})` : ""}`,
  dueBy: (day: string) => `due by ${day}`,
  book: "Book",
  rescheduleHeading: "Reschedule requested",
  rescheduleEmpty: "No customer has asked for another time.",
  rescheduleLine: (kind: string, customer: string, window: string) => `${kind} for ${customer}, booked ${window}`,
} as const;

export const staffVisitCopy = {
  title: (id: number) => `Visit ${id}`,
  back: "All visits",
  heading: (kind: string, customer: string) => `${kind} for ${customer}`,
  newTitle: "Book a visit",
  newIntro: (customer: string) => `A visit for ${customer}. The customer is emailed the time with a calendar file.`,
  newForTicket: (number: string, subject: string) => `From ticket ${number}: ${subject}`,
  newForDue: (contract: number | null) => (contract ? `A due preventive visit of contract AMC-${contract}` : ""),
  submitBook: "Book the visit",
  workHeading: caseWords.workHeading,
  details: {
    heading: "Details",
    status: "Status",
    kind: "Kind",
    window: "Window",
    noWindow: "Not booked yet",
    technician: "Technician",
    noTechnician: "None yet",
    site: "Site",
    noSite: "—",
    device: "Device",
    noDevice: "—",
    ticket: "Ticket",
    contract: "Contract",
    customer: "Customer",
    rescheduleRequested: "The customer asked for another time",
    cancelReason: "Reason for cancelling",
  },
  rebook: {
    heading: "Move the visit",
    hint: "A new time and/or technician. The customer is emailed an updated calendar file.",
    submit: "Move the visit",
  },
  bookDue: { heading: "Book this visit", link: "Book a time and a technician" },
  /** A remote health check has no window: it is given to a technician, who finishes it from their day's list. */
  assign: {
    form: { ...caseWords.assignee, label: "Technician" },
    assigned: (name: string) => `The health check is ${name}'s now.`,
    unassigned: "The health check has no technician now.",
    conflict: (current: string) =>
      `Someone changed the technician to ${current || "nobody"} while you had this page open. Your change was not saved; check and try again.`,
    error: "Choose a staff member, or nobody. Only a remote health check not yet done is assigned here.",
  },
  cancel: {
    heading: "Cancel the visit",
    reason: "Reason",
    reasonHint: "The customer is told, with this reason.",
    submit: "Cancel the visit",
  },
  closed: "This visit is over: nothing more changes but notes.",
  note: { label: "Internal note", hint: "Only staff see notes; the customer never does.", submit: "Add note" },
  fieldNames: { note: "Note", reason: "Reason" },
  historyHeading: "History",
  history: {
    created: (name: string) => `${name} made the visit`,
    booked: (name: string) => `${name} booked it`,
    rescheduled: (name: string, from: string, to: string) =>
      from ? `${name} moved it from ${from} to ${to}` : `${name} booked it for ${to}`,
    rescheduleRequested: (name: string) => `${name} asked for another time`,
    assigned: (name: string, to: string) => (to ? `${name} gave it to ${to}` : `${name} took its technician off`),
    cancelled: (name: string) => `${name} cancelled it`,
    note: (name: string) => `Internal note by ${name}`,
    step: (name: string, kind: string) => `${name}: ${kind.replaceAll("_", " ")}`,
    email: caseWords.email,
  },
  toasts: {
    booked: "The visit is booked and the customer emailed.",
    rebooked: "The visit is moved and the customer emailed.",
    unchanged: caseWords.toasts.unchanged,
    cancelled: "The visit is cancelled and the customer told.",
    note: caseWords.toasts.note,
    failed: caseWords.toasts.failed,
  },
  conflictStatus: (status: string) =>
    `Someone changed this visit (now ${status.toLowerCase()}) while you had the page open. Check and try again.`,
} as const;

export const calendarFeedCopy = {
  title: "My calendar feed",
  back: "Visits",
  intro:
    "A private address your phone's calendar can subscribe to: your visits to come and those of the last 30 days. Anyone with the address can read it: keep it to yourself.",
  live: {
    before: "You have a feed, made",
    after: ". Its address was shown once: make a new one if you lost it.",
  },
  none: "You have no calendar feed.",
  shown: "Your feed's address (shown this once):",
  make: "Make a new feed address",
  makeHint: "A new address replaces the old one, which stops working.",
  revoke: "Revoke my feed",
  toasts: {
    made: "Your new calendar feed is ready.",
    revoked: "Your calendar feed is revoked.",
    none: "You had no feed to revoke.",
    failed: caseWords.toasts.failed,
  },
} as const;

/** The ticket pages' visits section (staff). */
export const ticketVisitsCopy = {
  heading: "Visits",
  empty: "No visit booked for this ticket.",
  book: "Book a visit",
  line: (kind: string, status: string) => `${kind} · ${status}`,
} as const;

/** The email to the visit's technician (or the staff address) when the customer asks for another time. */
export const visitRescheduleRequestWords = {
  subject: (customer: string, kind: string, window: string) =>
    `Reschedule asked: ${customer}, ${kind.toLowerCase()} visit ${window}`,
  lead: (customer: string, kind: string) => `${customer} asks for another time for their ${kind.toLowerCase()} visit.`,
  booked: (window: string) => `Booked: ${window}`,
  note: (note: string) => `Their note: ${note}`,
  action: "Book it again (a new window), or cancel it, from the visit's page:",
} as const;
