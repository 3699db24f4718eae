// The customer side of the support desk: the words of /account/tickets, the new-ticket
// form, a ticket's page, and the emails a customer receives about their ticket (tickets-customer.ml.ts
// is the Malayalam; the emails staff receive are in ./staff-tickets). Names of priorities, types and
// statuses come from ./tickets (shared with the staff console); the titles and introductions of
// /account/tickets and the new-ticket form are under ./page-copy.
import type { TicketStatus } from "~/db/tickets-schema";
import { site } from "./site";
import { ticketStatusLabels } from "./tickets";

/** On the new-ticket and ticket pages when the customer's AMC contract lapsed without renewal. */
export const contractLapsedNote = {
  text: (endedOn: string) =>
    `Your AMC contract ended on ${endedOn}; your tickets get the standard response times until you renew.`,
  link: "Renew your AMC contract",
};

export const ticketListCopy = {
  newTicket: "Open a new ticket",
  caption: "Your support tickets",
  empty: "You have not opened any tickets yet.",
  columns: {
    number: "Ticket",
    subject: "Subject",
    status: "Status",
    priority: "Priority",
    next: "Our next step",
    opened: "Opened",
  },
  next: {
    firstResponse: (due: string) => `First reply by ${due}`,
    resolution: (due: string) => `Resolution by ${due}`,
    waitingOnYou: "Waiting on you",
    done: "—",
    pending: "Being scheduled",
  },
  accountLink: "Support tickets",
  accountIntro: "Report a problem to our support desk and follow it to its end.",
};

export const ticketFormCopy = {
  requiredNote: "Fields marked with * are required.",
  optional: "optional",
  labels: {
    subject: "Subject",
    description: "What is wrong?",
    priority: "Priority",
    type: "Type of problem",
    device: "Device",
    location: "Location",
    attachments: "Attachments",
  },
  hints: {
    subject: "A short summary, e.g. 'Office printer offline since Monday'.",
    description: "What happened, what you have tried, and any error message you see.",
    device: "e.g. 'Dell laptop, Windows 11' or 'Reception CCTV recorder'.",
    location: "The office, branch or address, if we may need to visit.",
    attachments: "Up to 5 files of 5 MB each: images, PDF or plain-text logs.",
  },
  fieldNames: {
    subject: "Subject",
    description: "Description",
    device: "Device",
    location: "Location",
  },
  chooseType: "Choose a type",
  priorityRequired: "Choose a priority.",
  typeRequired: "Choose the type of problem.",
  submit: "Open ticket",
  submitting: "Opening…",
  fixErrors: "Please correct the highlighted fields.",
  fromChat: "We copied your messages from the chat with Netra into the description. Check it before you send.",
  emergency: {
    heading: "Is something down right now?",
    text: "Our 24x7 emergency line answers at any hour, including Sundays and holidays:",
  },
  cancel: "Back to your tickets",
};

/**
 * The new-ticket form's choice of device: one of the customer's registered devices, or another
 * described in the free-text field. Server-rendered only (never in the form's JavaScript).
 */
export const ticketDeviceCopy = {
  label: "Which device?",
  hint: "One of the devices in your register, or another device described in the Device field below.",
  another: "Another device (describe it below)",
  notYours: "Choose one of your devices, or another device.",
};

export const ticketPageCopy = {
  title: (number: string) => `Ticket ${number}`,
  description: "Your support ticket and its conversation with our team.",
  back: "All your tickets",
  heading: (number: string, subject: string) => `${number}: ${subject}`,
  details: "Details",
  labels: {
    status: "Status",
    priority: "Priority",
    type: "Type",
    device: "Device",
    registeredDevice: "Registered device",
    location: "Location",
    opened: "Opened",
    next: "Our next step",
  },
  threadHeading: "Conversation",
  thread: {
    opened: (name: string) => `${name} opened the ticket`,
    customerReply: (name: string) => `${name} replied`,
    staffReply: (name: string) => `${name} from our team replied`,
    status: (from: string, to: string) => `Status changed from ${from} to ${to}`,
    priority: (from: string, to: string) => `Priority changed from ${from} to ${to}`,
    type: (from: string, to: string) => `Type changed from ${from} to ${to}`,
    merge: (number: string) => `Merged into ticket ${number}`,
    other: "Updated",
    attachments: "Attachments",
    download: (name: string, size: string) => `${name} (${size})`,
  },
  merged: {
    before: "This ticket was merged into",
    after: "Please follow and reply to that ticket instead.",
  },
  reply: {
    heading: "Reply",
    label: "Your reply",
    hint: "Our team is emailed at once. Add details, answer a question, or tell us it is solved.",
    submit: "Send reply",
    busy: "Sending…",
    fieldName: "Reply",
  },
  closed: {
    text: "This ticket is closed and takes no more replies. If the problem is back or something new is wrong,",
    link: "open a new ticket",
  },
  empty: "—",
};

export const ticketToasts = {
  opened: (number: string) => `Ticket ${number} opened. We have emailed you a confirmation.`,
  replied: "Your reply was sent to our team.",
  failed: "We could not save that just now. Please try again in a moment.",
  closed: "This ticket is closed: please open a new one.",
  merged: (number: string) => `This ticket was merged into ${number}: please reply there.`,
  rateLimited: (minutes: number) =>
    `You have sent a lot in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call ${site.phone}.`,
};

/** How long a promise is, in words: 60 → "1 hour", 480 → "8 hours", 90 → "1 h 30 min", 1440 → "24 hours". */
export function durationWords(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? "" : "s"}`;
  }
  if (minutes < 60) return `${minutes} minutes`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The emails a customer receives about their ticket: the confirmation when they open it, and one
 * on every public reply and status change from staff. */
export const ticketEmails = {
  customerOpened: {
    subject: (number: string) => `We received your ticket ${number} — ${site.name}`,
    paragraphs: (name: string, number: string, subject: string) => [
      `Hello ${name},`,
      `Thank you for telling us. Your ticket ${number} ("${subject}") is with our support desk.`,
    ],
    promise: (words: string, businessHours: boolean, due: string | null) =>
      `We will send you a first reply within ${words}${businessHours ? " of business hours (Monday to Friday, 9:00 to 18:00 IST, except Kerala public holidays)" : ""}${due ? `, that is by ${due}` : ""}.`,
    planNote: "Your AMC plan's response time is shorter than the priority's, so we hold ourselves to the plan's.",
    follow: "Follow the ticket and reply to it here:",
    emergency: `If your systems are down right now, call our 24x7 emergency line on ${site.emergencyPhone}.`,
    signature: `${site.name} support desk`,
  },
  footer: `${site.name} · 24x7 support line ${site.emergencyPhone} · ${site.url}`,
  reply: {
    subject: (number: string, subject: string) => `[${number}] Re: ${subject}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (number: string) => `We have replied to your support ticket ${number}:`,
    statusLine: (status: TicketStatus) => `Your ticket is now: ${ticketStatusLabels[status]}.`,
    signature: (staffName: string) => [staffName, `${site.name} support`, `${site.phone} · ${site.url}`],
  },
  status: {
    subject: (number: string, status: TicketStatus) => `[${number}] ${ticketStatusLabels[status]}`,
    greeting: (name: string) => `Hello ${name},`,
    lines: (number: string, status: TicketStatus) => {
      switch (status) {
        case "waiting_on_customer":
          return [
            `Your support ticket ${number} is waiting on you: we need your answer to go on. Please reply on the ticket page.`,
          ];
        case "resolved":
          return [
            `We have resolved your support ticket ${number}.`,
            "We will call you within 48 hours to make sure everything works. If the problem is back, reply on the ticket page and it opens again.",
          ];
        case "closed":
          return [`Your support ticket ${number} is closed. If you need more help, open a new ticket.`];
        case "open":
          return [`Your support ticket ${number} is open: we are working on it.`];
        default:
          return [`Your support ticket ${number} is now: ${ticketStatusLabels[status]}.`];
      }
    },
    merged: (into: string) => `It was a duplicate of ticket ${into}; we continue there.`,
  },
  link: "See your ticket:",
  replyHint: "Reply to this email, or on the ticket page: your answer is added to the ticket.",
};
