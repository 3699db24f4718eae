// Words of the staff console: navigation and the labels shared by its pages. Each page's
// own words live beside these, grouped by page.

/** Who sees which item is the console's policy (app/lib/casework/policy.ts), not this list. */
export type StaffNavItem = { href: string; label: string };

export const staffNav: readonly StaffNavItem[] = [
  { href: "/staff", label: "Dashboard" },
  { href: "/staff/tickets", label: "Tickets" },
  { href: "/staff/reports", label: "Reports" },
  { href: "/staff/messages", label: "Messages" },
  { href: "/staff/plan-requests", label: "Plan requests" },
  { href: "/staff/newsletter", label: "Newsletter" },
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

/** The pager under every staff list; a page with two lists names its own (`label`). */
export const staffPagination = {
  label: "Pages",
  previous: "Previous page",
  next: "Next page",
  page: (n: number, of: number) => `Page ${n} of ${of}`,
} as const;

/** The assignee filter every case list has (AssigneeFilter in the staff kit). */
export const assigneeFilterWords = {
  assignee: "Assignee",
  anyAssignee: "Anyone",
  mine: "Assigned to me",
  unassigned: "Unassigned",
} as const;
