// Words of the staff side of the support desk: the queue /staff/tickets, a ticket's page,
// the follow-up calls list, the dashboard panel, the emails staff receive about customers' tickets,
// and the escalation emails admins receive (what customers receive is in tickets-customer.ts, in
// their language). The shared ticket words (priority, type and status names) live in tickets.ts.
import { formatCount } from "./numbers";
import { staffTicketStatusLabels, type ticketStatusLabels } from "./tickets";
import { assigneeFilterWords, caseWords, listFilterWords, listSummary, staffPagination } from "./staff";

type Status = keyof typeof ticketStatusLabels;

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${formatCount(n)} ${many}`);

export const staffTicketsCopy = {
  title: "Tickets",
  heading: "Support tickets",
  intro:
    "What breaches first is on top: the next promised response or resolution time, then tickets whose clocks are paused or stopped.",
  tabs: { label: "Support desk", queue: "Queue", followUps: "Follow-up calls" },
  filters: {
    legend: "Find tickets",
    ...listFilterWords,
    searchHint: "Ticket number, subject or description",
    ...assigneeFilterWords,
    priority: "Priority",
    anyPriority: "Any priority",
    status: "Status",
    active: "Still to do",
    anyStatus: "Any status",
    breached: "Promise missed",
    breachedAny: "Either",
    breachedOnly: "Breached only",
  },
  tableLabel: "Support tickets, what breaches first on top",
  columns: {
    ticket: "Ticket",
    customer: "Customer",
    priority: "Priority",
    status: "Status",
    assignee: "Assignee",
    deadline: "Next deadline",
  },
  nobody: "—",
  empty: "No tickets match.",
  summary: listSummary("No tickets", "Tickets"),
  pagination: staffPagination,
  badges: {
    overdue: (duration: string) => `Overdue by ${duration}`,
    dueSoon: (duration: string) => `${duration} left`,
    due: (duration: string) => `${duration} left`,
    paused: "Paused: waiting on customer",
    breached: "Promise missed",
    none: "No deadline running",
  },
} as const;

export const staffFollowUpsCopy = {
  title: "Follow-up calls",
  heading: "Follow-up calls",
  intro: "The Terms promise a follow-up call within 48 hours of every resolution. Overdue calls come first.",
  filters: { legend: "Show calls", show: "Show", open: "Still to call", done: "Done", all: "All", ...listFilterWords },
  tableLabel: "Follow-up calls",
  columns: { ticket: "Ticket", customer: "Customer", due: "Due", state: "State", outcome: "Outcome" },
  empty: "No follow-up calls here.",
  summary: listSummary("No calls", "Calls"),
  pagination: staffPagination,
  badges: { due: "To call", overdue: "Overdue", done: "Done" },
  doneBy: (name: string) => `by ${name}`,
} as const;

export const staffTicketCopy = {
  title: (number: string) => `Ticket ${number}`,
  heading: (number: string, subject: string) => `${number}: ${subject}`,
  back: "All tickets",
  summaryLabel: "Ticket summary",
  labels: {
    type: "Type",
    assignee: "Assignee",
    opened: "Opened",
    source: "Opened from",
    device: "Device",
    registeredDevice: "Registered device",
    location: "Location",
  },
  sources: { web: "Website", chat: "Netra chat hand-off", email: "Email" } as Record<string, string>,
  empty: "—",
  mergedInto: (number: string) => `Merged into ${number}; this ticket is closed.`,
  customerHeading: "Customer",
  customerLabels: {
    name: "Name",
    email: "Email",
    since: "Customer since",
    plan: "AMC plan",
    planResponse: "Plan response time",
    contract: "AMC contract",
    validTill: "Valid till",
    responseTarget: "Response target",
  },
  noPlan: "No active AMC plan",
  contractFlags: {
    grace: (until: string) => `In grace period until ${until}: the plan's response time applies until then.`,
    expired: (number: string, on: string) => `Contract ${number} expired on ${on}: standard response times apply.`,
  },
  planResponseOnTicket: (minutes: number) => `${formatCount(minutes)} minutes (promised on this ticket)`,
  slaHeading: "Promised times",
  slaClocks: { first_response: "First response", resolution: "Resolution" },
  slaLabels: { due: "Due", target: "Target" },
  slaStates: {
    running: "Running",
    paused: "Paused: waiting on customer",
    met: "Met",
    breached_and_met: "Met late",
    breached: "Breached",
    stopped: "Stopped",
  } as Record<string, string>,
  slaNotYet: "Not computed yet",
  slaMetAt: "Met at",
  attachmentsHeading: "Attachments",
  noAttachments: "No attachments.",
  internalAttachment: "staff only",
  threadHeading: "Thread",
  thread: {
    opened: (name: string) => `${name} opened the ticket`,
    customerReply: (name: string) => `${name} replied`,
    staffReply: (name: string) => `${name} replied to the customer`,
    note: (name: string) => `Internal note by ${name}`,
    status: (name: string, from: string, to: string) => `${name} changed the status from ${from} to ${to}`,
    priority: (name: string, from: string, to: string) => `${name} changed the priority from ${from} to ${to}`,
    type: (name: string, from: string, to: string) => `${name} changed the type from ${from} to ${to}`,
    assign: caseWords.assigned,
    mergedInto: (name: string, number: string) => `${name} merged this ticket into ${number}`,
    mergedFrom: (name: string, number: string) => `${name} merged ${number} into this ticket`,
    internal: "Staff only",
    email: caseWords.email as Record<string, string>,
    via: { email: "by email", web: "", system: "" } as Record<string, string>,
  },
  workHeading: caseWords.workHeading,
  reply: {
    heading: "Reply or add a note",
    label: "Message",
    kindLegend: "Who sees it",
    public: "Reply to the customer (emailed)",
    internal: "Internal note (staff only)",
    hint: (email: string) => `A reply is emailed to ${email} and shown on their ticket page; a note only to staff.`,
    nextStatus: "Then set the status to",
    keep: "Keep as it is",
    submit: "Save",
    busy: "Saving…",
  },
  status: { label: "Status", submit: "Change status" },
  priority: { label: "Priority", submit: "Change priority" },
  type: { label: "Type", submit: "Change type" },
  assignee: caseWords.assignee,
  merge: {
    heading: "Merge as a duplicate",
    label: "Ticket number to merge this one into",
    hint: "This ticket is closed and points to the other one, which must be the same customer's; both threads record the merge.",
    submit: "Merge",
  },
  followUps: {
    heading: "Follow-up calls",
    none: "No follow-up call yet: one is created when the ticket is resolved.",
    due: (when: string) => `Call due ${when}`,
    done: (when: string, name: string) => `Called ${when} by ${name}`,
    outcomeLabel: "Outcome (optional)",
    submit: "Mark the call done",
  },
  toasts: {
    reply: "Reply saved and emailed to the customer.",
    status: (label: string) => `Status changed to ${label}.`,
    resolved: "Status changed to Resolved; a follow-up call is due in 48 hours.",
    priority: (label: string) => `Priority changed to ${label}.`,
    type: (label: string) => `Type changed to ${label}.`,
    unassigned: "The ticket is unassigned now.",
    merged: (number: string) => `Merged into ${number}.`,
    followUp: "Follow-up call marked done.",
    ...caseWords.toasts,
  },
  conflicts: {
    changed: (what: string, current: string) =>
      `Someone changed the ${what} to ${current} while you had this page open. Your change was not saved; check and try again.`,
    followUpDone: "Someone marked this call done while you had this page open.",
  },
  errors: {
    status: "Choose a status this ticket can move to.",
    priority: "Choose a priority.",
    type: "Choose a type.",
    assignee: caseWords.assigneeError,
    kind: "Choose a reply or a note.",
    mergeNumber: "Enter a ticket number such as AIT-2026-00042.",
    mergeUnknown: "There is no ticket with that number.",
    mergeSelf: "A ticket cannot be merged into itself.",
    mergeMerged: "That ticket was itself merged into another; merge into that one.",
    mergeAlready: "This ticket is already merged.",
    mergeOtherCustomer:
      "That ticket belongs to a different customer, and only one customer's tickets merge: each customer keeps a ticket they can read and reply to. Work both, and leave a note on each naming the other.",
    followUp: "That follow-up call was not found.",
  },
  fieldNames: { body: "Message", outcome: "Outcome", merge: "Ticket number" },
} as const;

export const staffTicketsDashboardCopy = {
  heading: "Support tickets",
  count: (n: number) => count(n, "ticket still to do", "tickets still to do"),
  breached: (n: number) => count(n, "has missed a promised time", "have missed a promised time"),
  followUps: (n: number) => count(n, "follow-up call overdue", "follow-up calls overdue"),
  empty: "No tickets to do.",
  all: "The ticket queue",
  item: (number: string, subject: string) => `${number} ${subject}`,
  due: "next deadline",
  opened: "no clock running; opened",
};

/** Limits of the ticket page's fields. */
export const STAFF_TICKET_LIMITS = { body: 10_000, outcome: 2_000, merge: 40 } as const;

/** The emails staff receive when a customer opens a ticket or replies on one. */
export const ticketStaffEmails = {
  newTicket: {
    subject: (number: string, priority: string, subject: string) => `[${number}] New ${priority} ticket: ${subject}`,
    intro: (number: string) => `A customer opened ticket ${number} on the website.`,
    labels: {
      customer: "Customer",
      email: "Email",
      priority: "Priority",
      type: "Type",
      device: "Device",
      location: "Location",
      source: "Opened from",
      plan: "AMC response time",
      due: "First response due",
      attachments: "Attachments",
    },
    sources: { web: "The website form", chat: "The chat with Netra", email: "Email" },
    noPlan: "No active AMC plan",
    empty: "—",
    open: "Open the ticket:",
  },
  customerReply: {
    subject: (number: string, subject: string) => `[${number}] Customer replied: ${subject}`,
    intro: (number: string, name: string) => `${name} replied on ticket ${number}.`,
    reopened: (status: string) => `The ticket is ${status} again.`,
    attachments: (names: string) => `Attachments: ${names}`,
    open: "Open the ticket:",
  },
};

/** The emails admins receive when a ticket nears or misses a promised time. */
export const ticketEscalationEmails = {
  subject: (number: string, clock: "first_response" | "resolution", threshold: 80 | 100) =>
    threshold === 100
      ? `[${number}] ${clock === "first_response" ? "First response" : "Resolution"} time missed`
      : `[${number}] 80 % of the ${clock === "first_response" ? "first-response" : "resolution"} time used`,
  lines: (args: {
    number: string;
    subject: string;
    clock: "first_response" | "resolution";
    threshold: 80 | 100;
    due: string;
    priority: string;
    status: string;
    assignee: string | null;
  }) => [
    args.threshold === 100
      ? `Ticket ${args.number} has missed its promised ${args.clock === "first_response" ? "first-response" : "resolution"} time (due ${args.due}).`
      : `Ticket ${args.number} has used 80 % of its ${args.clock === "first_response" ? "first-response" : "resolution"} time; it is due ${args.due}.`,
    "",
    `Subject: ${args.subject}`,
    `Priority: ${args.priority}`,
    `Status: ${staffTicketStatusLabels[args.status as Status] ?? args.status}`,
    `Assignee: ${args.assignee ?? "nobody"}`,
  ],
  link: "Open the ticket:",
};
