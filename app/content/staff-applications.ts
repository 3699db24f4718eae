// Words of HR's pipeline in the staff console: /staff/applications, an application's
// page, the dashboard panel, and the emails an applicant receives when HR moves their application
// to another stage. The modules that build pages and emails only assemble them.
import { formatCount } from "./numbers";
import { site } from "./site";
import { assigneeFilterWords, caseWords, listFilterWords, listSummary, staffPagination } from "./staff";

/** The stages, in HR's order; the same list as the database's check (applicationStages). */
export const applicationStageLabels = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
} as const;

export type ApplicationStageName = keyof typeof applicationStageLabels;

export const staffApplicationsCopy = {
  title: "Applications",
  heading: "Job applications",
  intro:
    "Applications sent from the careers pages, newest first. HR promised each applicant an answer by the 'contact by' date (5 Kerala business days).",
  filters: {
    legend: "Find applications",
    ...listFilterWords,
    searchHint: "Name, email or phone",
    opening: "Opening",
    anyOpening: "Any opening",
    stage: "Stage",
    anyStage: "Any stage",
    overdue: "Contact by",
    overdueAny: "Any date",
    overdueOnly: "Overdue only",
    ...assigneeFilterWords,
  },
  tableLabel: "Job applications",
  columns: {
    applicant: "Applicant",
    opening: "Opening",
    stage: "Stage",
    contactBy: "Contact by",
    assignee: "Assignee",
    applied: "Applied",
  },
  nobody: "—",
  overdue: "Overdue",
  empty: "No applications match.",
  summary: listSummary("No applications", "Applications"),
  pagination: staffPagination,
  /** An opening that is no longer in app/content/jobs.ts (closed and removed): its id is shown. */
  unknownOpening: (id: string) => `Closed opening (${id})`,
  retention:
    "Applications and résumés are deleted automatically 12 months after their last change, as the privacy policy says.",
} as const;

export const staffApplicationCopy = {
  title: (id: number) => `Application #${id}`,
  heading: (id: number, name: string) => `#${id}: ${name}`,
  back: "All applications",
  applicantHeading: "Applicant",
  labels: {
    opening: "Opening",
    email: "Email",
    phone: "Phone",
    location: "Current location",
    experience: "Experience",
    notice: "Notice period",
    profile: "Profile or portfolio",
    applied: "Applied",
    contactBy: "Contact by",
    contactedAt: "First contacted",
    consent: "Consent to keep it",
    repeats: "Applied again",
    address: "Address",
    userAgent: "Browser",
    updated: "Last change",
  },
  years: (n: number) => (n === 1 ? "1 year" : `${n} years`),
  repeats: (n: number) => (n === 1 ? "once more within 30 days" : `${n} more times within 30 days`),
  empty: "—",
  coverHeading: "Cover note",
  noCover: "No cover note.",
  resumeHeading: "Résumé",
  resumeHint: "Downloads only; never opened in the browser.",
  noResume: "No résumé stored.",
  download: (name: string) => `Download ${name}`,
  historyHeading: "History",
  history: {
    submitted: (name: string) => `${name} applied`,
    repeated: (name: string) => `${name} applied again`,
    stage: (name: string, from: string, to: string) => `${name} moved it from ${from} to ${to}`,
    note: (name: string) => `Note by ${name}`,
    assign: caseWords.assigned,
    emailed: (name: string, subject: string) => `${name} emailed the applicant: ${subject}`,
    email: caseWords.email,
  },
  workHeading: caseWords.workHeading,
  stage: {
    label: "Stage",
    submit: "Change stage",
    email: "Email the applicant about it",
    emailHint: (subject: string) => `Subject: “${subject}”`,
  },
  assignee: caseWords.assignee,
  note: { label: "Note", hint: "Only HR sees notes; the applicant never does.", submit: "Add note" },
  remove: {
    heading: "Delete on request",
    hint: "When the applicant asks to be forgotten: deletes the application, its history and its résumé for good.",
    start: "Delete this application…",
    confirmHeading: "Delete this application for good?",
    confirmText: (name: string) =>
      `${name}'s application, its history, notes and résumé will be deleted and cannot be restored. The audit log keeps only that application #… was deleted, not who applied.`,
    confirm: "Yes, delete it for good",
    cancel: "Keep it",
  },
  toasts: {
    stage: (label: string) => `Moved to ${label}.`,
    stageEmailed: (label: string) => `Moved to ${label}; the applicant's email is queued.`,
    unassigned: "The application is unassigned now.",
    deleted: (id: number) => `Application #${id} and its résumé were deleted.`,
    ...caseWords.toasts,
  },
  conflicts: {
    stage: (current: string) =>
      `Someone moved this application to ${current} while you had this page open. Your change was not saved; check the history and try again.`,
    assignee: caseWords.assigneeConflict,
  },
  errors: { stage: "Choose a stage.", assignee: caseWords.assigneeError },
  fieldNames: { note: "Note" },
} as const;

export const staffApplicationsDashboardCopy = {
  heading: "Job applications",
  count: (n: number) => (n === 1 ? "1 new application" : `${formatCount(n)} new applications`),
  overdue: (n: number) => `${formatCount(n)} past the contact-by date`,
  empty: "No new applications.",
  all: "All new applications",
  item: (id: number, name: string) => `#${id} ${name}`,
  contactBy: "contact by",
} as const;

/**
 * The emails HR may send when an application moves to a stage (none for 'new'). Plain words; the
 * opening's title is named, nothing the applicant wrote is repeated.
 */
export const applicationStageEmails: Partial<
  Record<
    ApplicationStageName,
    { subject: (opening: string) => string; lines: (name: string, opening: string) => string[] }
  >
> = {
  screening: {
    subject: (opening) => `Your application for ${opening}: next step`,
    lines: (name, opening) => [
      `Dear ${name},`,
      "",
      `Thank you for applying for the ${opening} role at ${site.name}. We have read your application and would like to know more.`,
      "Someone from our HR team will call you in the next few days for a short screening conversation (about 20 minutes).",
    ],
  },
  interview: {
    subject: (opening) => `Interview invitation: ${opening}`,
    lines: (name, opening) => [
      `Dear ${name},`,
      "",
      `We would like to invite you to an interview for the ${opening} role at ${site.name}.`,
      "Our HR team will contact you shortly to agree on a date and time, and tell you who you will meet and how (in person at our Thiruvananthapuram office or by video call).",
    ],
  },
  offer: {
    subject: (opening) => `An offer for the ${opening} role`,
    lines: (name, opening) => [
      `Dear ${name},`,
      "",
      `We are delighted to let you know that we would like to offer you the ${opening} role at ${site.name}.`,
      "Our HR team will send you the written offer with the details shortly and is happy to answer any questions.",
    ],
  },
  hired: {
    subject: (opening) => `Welcome to ${site.name}: ${opening}`,
    lines: (name, opening) => [
      `Dear ${name},`,
      "",
      `Thank you for accepting our offer for the ${opening} role. Welcome to the team!`,
      "Our HR team will be in touch about your first day and what to bring.",
    ],
  },
  rejected: {
    subject: (opening) => `Your application for ${opening}`,
    lines: (name, opening) => [
      `Dear ${name},`,
      "",
      `Thank you for your interest in the ${opening} role at ${site.name} and for the time you spent on your application.`,
      "After careful consideration we will not be taking your application further this time. We wish you every success and hope you will apply again for a future opening.",
    ],
  },
};

export const applicationEmailSignOff = [
  "",
  `${site.name} HR team`,
  site.careersEmail,
  "",
  "We keep your application for 12 months after its last change, then delete it. To have it deleted sooner, reply to this email.",
] as const;
