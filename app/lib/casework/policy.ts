// Who may do what in the staff console: the one table that navigation, the console's guard and every
// loader read. A section of the console is a path and the kind of record it shows; a refusal is
// always the site's own 404 (the console's existence is not revealed to customers).
//
// Pure and browser-safe: the console's navigation is drawn from it too.
import type { AccountRole } from "~/db/schema";

export type StaffRole = Exclude<AccountRole, "customer">;

/** What someone wants to do with records of a kind: read them, or change them. */
export type CaseAction = "view" | "work";

/**
 * Each kind of record (or console section) and the roles that may see and work it. Applicants' data
 * is HR's, so admins only (ADR 021); the team and the audit log are the admins' tools.
 */
export const casePolicy = {
  ticket: { view: ["staff", "admin"], work: ["staff", "admin"] },
  contact_message: { view: ["staff", "admin"], work: ["staff", "admin"] },
  plan_request: { view: ["staff", "admin"], work: ["staff", "admin"] },
  contract: { view: ["staff", "admin"], work: ["staff", "admin"] },
  device: { view: ["staff", "admin"], work: ["staff", "admin"] },
  visit: { view: ["staff", "admin"], work: ["staff", "admin"] },
  invoice: { view: ["staff", "admin"], work: ["staff", "admin"] },
  newsletter_issue: { view: ["staff", "admin"], work: ["staff", "admin"] },
  help_article: { view: ["staff", "admin"], work: ["staff", "admin"] },
  blog_post: { view: ["staff", "admin"], work: ["staff", "admin"] },
  job_opening: { view: ["staff", "admin"], work: ["staff", "admin"] },
  email: { view: ["staff", "admin"], work: ["staff", "admin"] },
  report: { view: ["staff", "admin"], work: ["staff", "admin"] },
  dashboard: { view: ["staff", "admin"], work: ["staff", "admin"] },
  job_application: { view: ["admin"], work: ["admin"] },
  team: { view: ["admin"], work: ["admin"] },
  audit: { view: ["admin"], work: ["admin"] },
} as const satisfies Record<string, Record<CaseAction, readonly StaffRole[]>>;

export type CaseSubject = keyof typeof casePolicy;

/** The console's sections by path: which kind of record each shows. Longest prefix wins. */
export const consoleSections: readonly { path: string; subject: CaseSubject }[] = [
  { path: "/staff", subject: "dashboard" },
  { path: "/staff/tickets", subject: "ticket" },
  { path: "/staff/reports", subject: "report" },
  { path: "/staff/messages", subject: "contact_message" },
  { path: "/staff/plan-requests", subject: "plan_request" },
  { path: "/staff/contracts", subject: "contract" },
  { path: "/staff/devices", subject: "device" },
  { path: "/staff/visits", subject: "visit" },
  { path: "/staff/invoices", subject: "invoice" },
  { path: "/staff/newsletter", subject: "newsletter_issue" },
  { path: "/staff/help", subject: "help_article" },
  { path: "/staff/blog", subject: "blog_post" },
  { path: "/staff/openings", subject: "job_opening" },
  { path: "/staff/applications", subject: "job_application" },
  { path: "/staff/email", subject: "email" },
  { path: "/staff/team", subject: "team" },
  { path: "/staff/audit", subject: "audit" },
];

export function can(actor: { role: AccountRole }, action: CaseAction, subject: CaseSubject): boolean {
  return (casePolicy[subject][action] as readonly AccountRole[]).includes(actor.role);
}

/**
 * Who may put a kind of record before the public. Any staff member may draft and edit a help
 * article, a blog post or a job opening; publishing (and taking it back, and reopening an opening)
 * is an editor's decision, and the admins are the editors for now — an 'editor' role would join
 * these lists, not change any page.
 */
export const publishPolicy = {
  help_article: ["admin"],
  blog_post: ["admin"],
  job_opening: ["admin"],
} as const satisfies Partial<Record<CaseSubject, readonly StaffRole[]>>;

export type PublishedSubject = keyof typeof publishPolicy;

export function canPublish(actor: { role: AccountRole }, subject: PublishedSubject): boolean {
  return (publishPolicy[subject] as readonly AccountRole[]).includes(actor.role);
}

/**
 * The kinds of record this person may see: for a view that mixes kinds, like the email outbox, which
 * shows an email only to those who may see the record it is about.
 */
export function viewableSubjects(actor: { role: AccountRole }): CaseSubject[] {
  return (Object.keys(casePolicy) as CaseSubject[]).filter((subject) => can(actor, "view", subject));
}

/** The section a console path belongs to (null outside the console). */
export function sectionOf(pathname: string): CaseSubject | null {
  let best: { path: string; subject: CaseSubject } | null = null;
  for (const section of consoleSections) {
    const inside = pathname === section.path || pathname.startsWith(`${section.path}/`);
    if (inside && (!best || section.path.length > best.path.length)) best = section;
  }
  return best?.subject ?? null;
}

/** May this person open this console path (its section's records, to view)? */
export function canOpen(actor: { role: AccountRole }, pathname: string): boolean {
  const subject = sectionOf(pathname);
  return subject !== null && can(actor, "view", subject);
}
