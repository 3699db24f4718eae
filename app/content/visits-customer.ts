// The customer's visit page (/account/visits/{id}) and the visits listed on their ticket's page.
export const customerVisitCopy = {
  title: (kind: string) => `Visit: ${kind}`,
  description: "A visit by our technician: when, where and who, and a way to ask for another time.",
  back: "Back to your tickets",
  backToTicket: (number: string) => `Back to ticket ${number}`,
  heading: (kind: string) => `${kind} visit`,
  status: "Status",
  window: "When",
  noWindow: "Not booked yet",
  technician: "Technician",
  noTechnician: "To be confirmed",
  site: "Where",
  noSite: "—",
  device: "Device",
  noDevice: "—",
  cancelReason: "Why it was cancelled",
  reschedule: {
    heading: "Ask for another time",
    intro: "Tell us when suits you better. We will book a new time and email it to you.",
    note: "When would suit you?",
    submit: "Ask for another time",
    asked: "You asked for another time. We will email you the new time.",
    required: "Tell us when would suit you.",
    tooLong: (max: number) => `Please keep it under ${max} characters.`,
  },
  toasts: {
    asked: "Thank you: we will find another time and email it to you.",
    notBooked: "This visit cannot be moved now.",
    failed: "That could not be sent. Please try again.",
    rateLimited: (minutes: number) => `Too many requests. Please try again in ${minutes} minutes.`,
  },
};

/** The visits section of the customer's ticket page. */
export const ticketVisitsCustomerCopy = {
  heading: "Visits",
  line: (kind: string, status: string) => `${kind} visit · ${status}`,
};
