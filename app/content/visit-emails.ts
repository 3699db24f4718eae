// The words of the emails a customer gets about a visit (booked, moved, cancelled, the day before,
// the technician on the way) and of the calendar file each carries. Times are India time.
export const visitEmailWords = {
  greeting: (name: string) => `Hello ${name},`,
  signature: "— Anantha IT Solutions",
  viewLine: "See your visit, or ask for another time, at:",
  /** The lines every email repeats: when, who, where. */
  when: (window: string) => `When: ${window}`,
  technician: (name: string) => `Technician: ${name}`,
  site: (address: string) => `Where: ${address}`,
  noSite: "Where: we will confirm the address with you",
  calendarNote: "The attached calendar file (visit.ics) adds the visit to your calendar.",
  booked: {
    subject: (kind: string, window: string) => `${kind} visit booked: ${window}`,
    lead: (kind: string) => `We have booked a ${kind.toLowerCase()} visit for you.`,
  },
  rebooked: {
    subject: (kind: string, window: string) => `${kind} visit moved: ${window}`,
    lead: (kind: string) => `Your ${kind.toLowerCase()} visit has a new time.`,
  },
  cancelled: {
    subject: (kind: string, window: string) => `${kind} visit cancelled: ${window}`,
    lead: (kind: string) => `Your ${kind.toLowerCase()} visit is cancelled.`,
    reason: (reason: string) => `Reason: ${reason}`,
  },
  dayBefore: {
    subject: (kind: string, window: string) => `Reminder: ${kind.toLowerCase()} visit tomorrow, ${window}`,
    lead: (kind: string) => `A reminder: your ${kind.toLowerCase()} visit is tomorrow.`,
  },
  setOff: {
    subject: (technician: string) => `${technician} is on the way`,
    lead: (technician: string) => `${technician} has set off for your visit.`,
  },
  /** The calendar event's title and description. */
  calendar: {
    summary: (kind: string) => `${kind} visit, Anantha IT Solutions`,
    description: (technician: string, url: string) => `Technician: ${technician}\nYour visit: ${url}`,
    /** A technician's feed names the customer instead. */
    staffSummary: (kind: string, customer: string) => `${kind}: ${customer}`,
    staffDescription: (ticket: string | null, url: string) => `${ticket ? `${ticket}\n` : ""}${url}`,
    feedName: (name: string) => `Visits of ${name}, Anantha IT Solutions`,
  },
  /** Said for a technician not yet named. */
  technicianTbc: "to be confirmed",
};
