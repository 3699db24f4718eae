// Careers: job applications sent from /careers/{id} and their history in HR's pipeline.
// The résumé is a stored file (uploads-schema.ts) owned by ('job-application', id); it is deleted
// with its application. Applications are kept 12 months after their last change (updated_at), then
// deleted by a due job. Relative imports only: scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList, languageColumn, siteLanguages } from "./columns.ts";

/** HR's pipeline, in order; every application starts 'new'. */
export const applicationStages = ["new", "screening", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

export const jobApplications = pgTable(
  "job_applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Idempotency key rendered into the form: the same form posted twice stores one application. */
    submissionId: uuid("submission_id").notNull(),
    /** The opening's id in app/content/jobs.ts (openings are content, not rows). */
    openingId: text("opening_id").notNull(),
    fullName: text("full_name").notNull(),
    /** Normalised (trimmed, lower-case): a second application within 30 days is found by it. */
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    currentLocation: text("current_location").notNull(),
    yearsExperience: integer("years_experience").notNull(),
    noticePeriod: text("notice_period").notNull(),
    /** An https URL (profile or portfolio), optional. */
    profileUrl: text("profile_url"),
    coverNote: text("cover_note"),
    /** When the applicant agreed to their application being kept for 12 months. */
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    stage: text("stage", { enum: applicationStages }).notNull().default("new"),
    /** 5 Kerala business days after the application: HR's promise to the applicant. */
    contactBy: timestamp("contact_by", { withTimezone: true }).notNull(),
    /** When HR first moved it out of 'new' (the promise is kept then). */
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    assigneeId: bigint("assignee_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    /** How often the same person applied again to the same opening within 30 days (not stored twice). */
    repeatCount: integer("repeat_count").notNull().default(0),
    lastRepeatedAt: timestamp("last_repeated_at", { withTimezone: true }),
    /** Client address as the server saw it; kept for abuse investigations. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The language of the page the application was sent from: its acknowledgement is in it. */
    locale: languageColumn("locale"),
    createdAt: createdAt(),
    /** The last change by anyone: the retention clock (12 months) runs from here. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("job_applications_locale_check", sql`${table.locale} in (${inList(siteLanguages)})`),
    uniqueIndex("job_applications_submission_id_key").on(table.submissionId),
    // The pipeline: by opening and stage, newest first; the overdue view by contact-by date.
    index("job_applications_opening_stage_idx").on(table.openingId, table.stage, table.createdAt),
    index("job_applications_stage_contact_by_idx").on(table.stage, table.contactBy),
    // "Already applied to this opening in the last 30 days?"
    index("job_applications_email_opening_idx").on(table.email, table.openingId, table.createdAt),
    // The retention job: what has not changed for 12 months.
    index("job_applications_updated_at_idx").on(table.updatedAt),
    check("job_applications_stage_check", sql`${table.stage} in (${inList(applicationStages)})`),
    check("job_applications_years_check", sql`${table.yearsExperience} between 0 and 60`),
  ],
);

/** What happened to an application, in order: its arrival, a repeat, stage moves, notes, emails. */
export const applicationEventKinds = ["submitted", "repeated", "stage", "note", "assign", "emailed"] as const;
export type ApplicationEventKind = (typeof applicationEventKinds)[number];

export const jobApplicationEvents = caseEventsTable("job_application_events", {
  record: {
    key: "applicationId",
    column: "application_id",
    references: () => jobApplications.id,
    index: "job_application_events_application_idx",
  },
  kinds: applicationEventKinds,
});
