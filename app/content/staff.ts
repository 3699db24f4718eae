// Words of the staff console: navigation and the labels shared by its pages. Each page's
// own words live beside these, grouped by page.

import { formatCount } from "./numbers";

/** Who sees which item is the console's policy (app/lib/casework/policy.ts), not this list. */
export type StaffNavItem = { href: string; label: string };

export const staffNav: readonly StaffNavItem[] = [
  { href: "/staff", label: "Dashboard" },
  { href: "/staff/tickets", label: "Tickets" },
  { href: "/staff/reports", label: "Reports" },
  { href: "/staff/messages", label: "Messages" },
  { href: "/staff/plan-requests", label: "Plan requests" },
  { href: "/staff/contracts", label: "Contracts" },
  { href: "/staff/devices", label: "Devices" },
  { href: "/staff/visits", label: "Visits" },
  { href: "/staff/visits/today", label: "Today's visits" },
  { href: "/staff/invoices", label: "Invoices" },
  { href: "/staff/newsletter", label: "Newsletter" },
  { href: "/staff/help", label: "Help articles" },
  { href: "/staff/blog", label: "Blog" },
  { href: "/staff/openings", label: "Openings" },
  { href: "/staff/applications", label: "Applications" },
  { href: "/staff/email", label: "Email outbox" },
  { href: "/staff/team", label: "Team" },
  { href: "/staff/audit", label: "Audit log" },
];

export const staffCopy = {
  consoleName: "Staff console",
  navLabel: "Staff console",
  title: (page: string) => `${page} · Staff console`,
  signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  dashboardHeading: "What needs action",
} as const;

/** A customer's language on the console's record pages (the console itself stays English). */
export const customerLanguageWords = {
  label: "Language",
  names: { en: "English", ml: "Malayalam" },
} as const;

/** The pager under every staff list; a page with two lists names its own (`label`). */
export const staffPagination = {
  label: "Pages",
  previous: "Previous page",
  next: "Next page",
  page: (n: number, of: number) => `Page ${n} of ${of}`,
} as const;

/** The words of a list's filter bar (FilterForm in the staff kit) and its search box. */
export const listFilterWords = { search: "Search", apply: "Apply", clear: "Clear filters" } as const;

/** "Messages 1–25 of N", or "No messages": the count line of a list. */
export const listSummary = (none: string, plural: string) => (from: number, to: number, total: number) =>
  total === 0 ? none : `${plural} ${from}–${to} of ${formatCount(total)}`;

/** The assignee filter every case list has (AssigneeFilter in the staff kit). */
export const assigneeFilterWords = {
  assignee: "Assignee",
  anyAssignee: "Anyone",
  mine: "Assigned to me",
  unassigned: "Unassigned",
} as const;

/** The words every staff record page shares: its history's entries, its work panel, its answers. */
export const caseWords = {
  workHeading: "Work on it",
  /** An assignment in a history: `from` and `to` are staff names, '' for nobody. */
  assigned: (name: string, from: string, to: string) =>
    to
      ? from
        ? `${name} reassigned it from ${from} to ${to}`
        : `${name} assigned it to ${to}`
      : `${name} unassigned ${from}`,
  /** What became of the email a history entry sent. */
  email: {
    pending: "Email queued",
    sending: "Email being sent",
    sent: "Email sent",
    dead: "Email could not be delivered",
  },
  /** The assignee box (AssigneeForms in the staff kit). */
  assignee: { label: "Assignee", nobody: "Nobody", submit: "Assign", toMe: "Assign to me" },
  toasts: {
    assigned: (name: string) => `Assigned to ${name}.`,
    note: "Note added.",
    unchanged: "Nothing changed.",
    failed: "That could not be saved. Please try again.",
  },
  assigneeConflict: (current: string) =>
    `Someone changed the assignee to ${current} while you had this page open. Your change was not saved; check and try again.`,
  assigneeError: "Choose a staff member.",
} as const;

/** The console's live markdown preview (app/components/staff/markdown-preview.tsx and its route). */
export const staffPreviewCopy = {
  updating: "Updating the preview…",
  failed: "The preview could not be updated. Press Preview to see it.",
  unavailable: "The preview is not available just now.",
  missing: "There is no markdown to preview.",
  tooLong: "This text is too long to preview.",
  rateLimited: "Too many previews just now. The preview will update again in a minute.",
} as const;
