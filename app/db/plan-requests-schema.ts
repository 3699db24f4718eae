// Plan requests: a signed-in customer's request for an AMC plan, and its history as staff follow it
// up (docs/decisions/014-staff-plan-requests-and-newsletter-issues.md). Relative imports only:
// scripts/db-migrate.ts loads the schema directly under Node.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList } from "./columns.ts";

export const planRequestStatuses = ["requested", "contacted", "active", "declined", "cancelled"] as const;
export type PlanRequestStatus = (typeof planRequestStatuses)[number];

/** A signed-in visitor's request for an AMC plan; staff follow it up (status changes are theirs). */
export const planRequests = pgTable(
  "plan_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A plan id from app/content/plans.ts ('free-tier', 'starter', …). */
    planId: text("plan_id").notNull(),
    note: text("note"),
    /**
     * The request form's idempotency key: the same form sent twice (a second press, a resubmitted
     * page) is one request. Rows from before the key existed, and staff-made ones, get a random one.
     */
    submissionId: uuid("submission_id").notNull().defaultRandom(),
    status: text("status", { enum: planRequestStatuses }).notNull().default("requested"),
    /** When the plan became active (set by the staff's move to 'active'); the support desk counts from it. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The plan's promised response time when it became active (copied: plans.ts may change later). */
    responseTime: text("response_time"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("plan_requests_user_id_idx").on(table.userId, table.createdAt),
    uniqueIndex("plan_requests_submission_id_key").on(table.submissionId),
    // The staff list: newest first, optionally by status and plan.
    index("plan_requests_created_at_idx").on(table.createdAt, table.id),
    index("plan_requests_status_idx").on(table.status, table.createdAt),
    index("plan_requests_plan_idx").on(table.planId, table.createdAt),
    check("plan_requests_status_check", sql`${table.status} in (${inList(planRequestStatuses)})`),
  ],
);

/**
 * What happened to a plan request: its status changes (from → to), each with the message the staff
 * wrote to the customer (the body), if any. The customer reads these on /account; the staff on the
 * request's page.
 */
export const planRequestEventKinds = ["status"] as const;
export type PlanRequestEventKind = (typeof planRequestEventKinds)[number];

export const planRequestEvents = caseEventsTable("plan_request_events", {
  record: {
    key: "planRequestId",
    column: "plan_request_id",
    references: () => planRequests.id,
    index: "plan_request_events_request_idx",
  },
  kinds: planRequestEventKinds,
});
