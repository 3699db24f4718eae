// Words of the staff console's newsletter pages: subscribers, the CSV export, issues and
// their sending; and the words of the issue emails themselves.
import type { SubscriberStatus } from "~/db/schema";
import type { NewsletterIssueStatus } from "~/db/schema";
import { formatCount } from "./numbers";
import { staffPagination } from "./staff";

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const subscriberSourceLabels: Record<string, string> = {
  footer: "Footer",
  "blog-list": "Blog list",
  "blog-post": "Blog article",
  "newsletter-page": "Newsletter page",
};

export const issueStatusLabels: Record<NewsletterIssueStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

export const staffNewsletterCopy = {
  heading: "Newsletter",
  intro:
    "Subscribers and issues. Issues go to confirmed subscribers only, each with their own one-click unsubscribe link.",
  issues: {
    heading: "Issues",
    newIssue: "Write a new issue",
    empty: "No issues yet.",
    tableLabel: "Newsletter issues",
    columns: { subject: "Subject", status: "Status", progress: "Delivered", updated: "Last change" },
    progress: (sent: number, total: number) => `${sent} / ${total}`,
  },
  subscribers: {
    heading: "Subscribers",
    tableLabel: "Newsletter subscribers",
    columns: { email: "Email", status: "Status", source: "Source", since: "Signed up", confirmed: "Confirmed" },
    empty: "No subscribers match these filters.",
    count: (shown: number, total: number) => `${shown} of ${total} subscriber${total === 1 ? "" : "s"}`,
    export: "Export these subscribers as CSV",
  },
  filters: {
    legend: "Filter subscribers",
    status: "Status",
    source: "Source",
    any: "Any",
    search: "Email",
    searchHint: "Part of the address",
    apply: "Apply filters",
    clear: "Clear",
  },
  pagination: { ...staffPagination, label: "Subscriber pages" },
  csv: {
    header: ["email", "status", "source", "signed_up_at", "confirmed_at", "unsubscribed_at"],
    filename: (date: string) => `newsletter-subscribers-${date}.csv`,
  },
} as const;

export const staffIssueCopy = {
  back: "Back to the newsletter",
  newTitle: "New issue",
  title: (id: number) => `Issue #${id}`,
  subject: "Subject",
  body: "Body (Markdown)",
  bodyHint: "Markdown: **bold**, *italic*, [links](https://…), lists and headings. Raw HTML is shown as text.",
  save: "Save draft",
  preview: "Preview",
  test: "Send a test to me",
  previewHeading: "Preview",
  previewNote: "As subscribers will see it (the unsubscribe footer is added to every email).",
  previewSubject: (subject: string) => `Subject: ${subject}`,
  send: {
    heading: "Send to subscribers",
    text: (count: number) =>
      `This issue will go to ${count} confirmed subscriber${count === 1 ? "" : "s"}, once each, in batches through the outbox.`,
    confirm: "I have checked the preview and want to send this issue now",
    button: "Send to all confirmed subscribers",
    savedFirst: "Save the draft first; the saved version is what will be sent.",
  },
  progress: {
    heading: "Sending",
    label: "Delivery progress",
    // One of these four, whichever the counts say (app/lib/newsletter/delivery-state.ts).
    queuing: (sent: number, total: number, toQueue: number) =>
      `Delivered ${formatCount(sent)} of ${formatCount(total)} so far; ${formatCount(toQueue)} still to be queued.`,
    delivering: (sent: number, total: number, waiting: number) =>
      `Delivered ${formatCount(sent)} of ${formatCount(total)} so far; ${formatCount(waiting)} waiting in the outbox.`,
    failed: (sent: number, total: number, dead: number) =>
      `Delivered ${formatCount(sent)} of ${formatCount(total)}; ${formatCount(dead)} could not be delivered (see the email outbox).`,
    done: (sent: number, total: number) =>
      `Delivered ${formatCount(sent)} of ${formatCount(total)}: every email has gone out.`,
    updating: "This page updates itself until every email has gone out.",
    refresh: "Refresh progress",
  },
  messages: {
    saved: "Draft saved.",
    created: "Draft created.",
    testSent: (email: string) => `A test copy is on its way to ${email}.`,
    sendStarted: (count: number) => `Sending to ${count} confirmed subscriber${count === 1 ? "" : "s"} has started.`,
    alreadySent: "This issue has already been sent (or is being sent): it is sent only once.",
    stale: "Someone else saved this issue while you had it open. Here is the saved version; your text is not saved.",
    confirmRequired: "Tick the box to confirm the send",
    notDraft: "Only drafts can be changed.",
    failed: "That did not work. Please try again in a moment.",
    subjectRequired: "Subject is required",
    bodyRequired: "Body is required",
  },
} as const;

/** The issue email around the staff's text. */
export const issueEmailCopy = {
  testPrefix: "[Test] ",
  testNote: "Test copy: each subscriber's email carries their own one-click unsubscribe link here.",
} as const;
