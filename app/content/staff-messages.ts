// Words of the staff inbox: /staff/messages, a message's page, and the reply email the
// visitor receives. The modules that build pages and emails only assemble them.
import { site } from "./site";
import { assigneeFilterWords, caseWords, listFilterWords, listSummary, staffPagination } from "./staff";

export const messageStatusLabels = {
  new: "New",
  open: "Open",
  replied: "Replied",
  closed: "Closed",
  spam: "Spam",
} as const;

export const staffMessagesCopy = {
  title: "Messages",
  heading: "Contact messages",
  intro: "Every message sent with the contact form, newest first.",
  filters: {
    legend: "Find messages",
    ...listFilterWords,
    searchHint: "Name, email, subject or text",
    status: "Status",
    anyStatus: "Any status",
    ...assigneeFilterWords,
  },
  tableLabel: "Contact messages",
  columns: { from: "From", subject: "Subject", status: "Status", assignee: "Assignee", received: "Received" },
  nobody: "—",
  empty: "No messages match.",
  summary: listSummary("No messages", "Messages"),
  pagination: staffPagination,
} as const;

export const staffMessageCopy = {
  title: (id: number) => `Message #${id}`,
  heading: (id: number, subject: string) => `#${id}: ${subject}`,
  back: "All messages",
  visitorHeading: "Visitor",
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    received: "Received",
    address: "Address",
    userAgent: "Browser",
    language: "Language",
  },
  /** Each site language by its English name (the console is in English). */
  languages: { en: "English", ml: "Malayalam" },
  empty: "—",
  threadHeading: "Thread",
  thread: {
    original: (name: string) => `${name} wrote`,
    reply: (name: string) => `${name} replied`,
    note: (name: string) => `Internal note by ${name}`,
    status: (name: string, from: string, to: string) => `${name} changed the status from ${from} to ${to}`,
    assign: caseWords.assigned,
    replyEmail: caseWords.email,
  },
  workHeading: caseWords.workHeading,
  status: { label: "Status", submit: "Change status" },
  assignee: caseWords.assignee,
  note: { label: "Internal note", hint: "Only staff see notes; the visitor never does.", submit: "Add note" },
  reply: {
    heading: "Reply to the visitor",
    label: "Your reply",
    hint: (email: string) =>
      `Emailed to ${email} from our address, quoting their message; their answer comes to ${site.email}.`,
    submit: "Send reply",
    busy: "Sending…",
  },
  toasts: {
    status: (label: string) => `Status changed to ${label}.`,
    unassigned: "The message is unassigned now.",
    reply: "Reply queued for sending; the status is Replied.",
    ...caseWords.toasts,
  },
  conflicts: {
    status: (current: string) =>
      `Someone changed the status to ${current} while you had this page open. Your change was not saved; check the thread and try again.`,
    assignee: caseWords.assigneeConflict,
  },
  errors: {
    status: "Choose a status.",
    assignee: caseWords.assigneeError,
  },
  fieldNames: { note: "Note", reply: "Reply" },
} as const;

/** The email a visitor receives when staff answer their message. */
export const replyEmailCopy = {
  subject: (subject: string) => `Re: ${subject} — ${site.name}`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  signature: (staffName: string) => [`${staffName}`, `${site.name}`, `${site.phone} · ${site.url}`],
  quoteIntro: (when: string) => `On ${when}, you wrote to us:`,
  replyHint: `You can answer this email directly; it reaches us at ${site.email}.`,
};
