// Words of the staff console (issue 13): navigation and the labels shared by its pages. Each page's
// own words live beside these, grouped by page.

export type StaffNavItem = { href: string; label: string; adminOnly?: boolean };

export const staffNav: readonly StaffNavItem[] = [
  { href: "/staff", label: "Dashboard" },
  { href: "/staff/tickets", label: "Tickets" },
  { href: "/staff/reports", label: "Reports" },
  { href: "/staff/messages", label: "Messages" },
  { href: "/staff/plan-requests", label: "Plan requests" },
  { href: "/staff/newsletter", label: "Newsletter" },
  // Applicants' personal data: HR's, so admins only (docs/decisions/021-hr-pipeline.md).
  { href: "/staff/applications", label: "Applications", adminOnly: true },
  { href: "/staff/email", label: "Email outbox" },
  { href: "/staff/team", label: "Team", adminOnly: true },
  { href: "/staff/audit", label: "Audit log", adminOnly: true },
];

export const staffCopy = {
  consoleName: "Staff console",
  navLabel: "Staff console",
  title: (page: string) => `${page} · Staff console`,
  signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  dashboardHeading: "What needs action",
} as const;
