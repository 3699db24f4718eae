// Words of the staff outbox page: /staff/email and one email's page.
import { formatCount } from "./numbers";
import { staffPagination } from "./staff";

export const outboxStatusLabels = {
  pending: "Pending",
  sending: "Sending",
  sent: "Sent",
  dead: "Dead",
} as const;

export const staffEmailCopy = {
  title: "Email outbox",
  heading: "Email outbox",
  intro:
    "Every email the site sends waits here until it is delivered. Dead emails failed every attempt (or were refused for good) and are kept until someone retries them.",
  filters: {
    legend: "Find emails",
    search: "Recipient",
    searchHint: "All or part of an address",
    status: "Status",
    anyStatus: "Any status",
    apply: "Apply",
    clear: "Clear filters",
  },
  tableLabel: "Emails in the outbox",
  columns: {
    email: "Email",
    to: "To",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    created: "Queued",
  },
  none: "—",
  empty: "No emails match.",
  summary: (from: number, to: number, total: number) =>
    total === 0 ? "No emails" : `Emails ${from}–${to} of ${formatCount(total)}`,
  pagination: staffPagination,
  retry: "Retry",
  retryLabel: (id: number) => `Retry email #${id}`,
  open: (id: number) => `Email #${id}`,
} as const;

export const staffEmailDetailCopy = {
  title: (id: number) => `Email #${id}`,
  heading: (id: number) => `Email #${id}`,
  back: "All emails",
  headersHeading: "Envelope and headers",
  deliveryHeading: "Delivery",
  bodyNote: "The body is not shown here: it may hold a customer's private words or a sign-in link.",
  labels: {
    kind: "Kind",
    from: "From",
    to: "To",
    replyTo: "Reply-To",
    subject: "Subject",
    messageId: "Message-ID",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    created: "Queued",
    sent: "Sent",
    nextAttempt: "Next attempt",
  },
  none: "—",
  retry: "Retry this email",
  retryHint: "Puts it back in the queue with its attempts reset; a server sends it within seconds.",
  toasts: {
    retried: (id: number) => `Email #${id} is queued again.`,
    notDead: (status: string) => `This email is not dead any more (it is ${status}); nothing was changed.`,
    failed: "That could not be saved. Please try again.",
  },
} as const;
