// AMC contracts: the plan a customer accepted, with its price and entitlements copied at signing, its
// dates, its sites, its acceptance and its history (docs/decisions/027-amc-contracts.md). Money is
// integer paise; dates are calendar days in India time. Relative imports only: scripts/db-migrate.ts
// loads the schema directly under Node.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList } from "./columns.ts";
import { planRequests } from "./plan-requests-schema.ts";

/**
 * draft (staff are preparing it, or it waits for the customer's acceptance: `sentAt`) → active →
 * expiring (30 days before its end, and through the grace period) → expired; or renewed (the next
 * period is a new contract that names this one), or cancelled (with a reason).
 */
export const contractStatuses = ["draft", "active", "expiring", "expired", "renewed", "cancelled"] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** The same lists as app/content/plan-terms.ts (the database's checks; the content's types). */
export const contractBillingPeriods = ["monthly", "quarterly", "annual"] as const;
export const contractHealthChecks = ["one-time", "monthly", "weekly", "daily"] as const;

export const contracts = pgTable(
  "contracts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The plan request it was drafted from, if any. */
    planRequestId: bigint("plan_request_id", { mode: "number" }).references(() => planRequests.id, {
      onDelete: "set null",
    }),
    /** The contract this one renews (the chain of periods); a contract is renewed at most once. */
    previousContractId: bigint("previous_contract_id", { mode: "number" }).references((): AnyPgColumn => contracts.id, {
      onDelete: "restrict",
    }),
    // --- The terms, copied at drafting (a later change of plans.ts never changes a contract) ---
    planId: text("plan_id").notNull(),
    planName: text("plan_name").notNull(),
    pricePaisePerMonth: integer("price_paise_per_month").notNull(),
    billingPeriod: text("billing_period", { enum: contractBillingPeriods }).notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    /** What each billing period costs (monthly price × its months, less the discount). */
    periodPricePaise: integer("period_price_paise").notNull(),
    /** Devices covered; null = no fixed limit. */
    deviceLimit: integer("device_limit"),
    healthChecks: text("health_checks", { enum: contractHealthChecks }).notNull(),
    /** On-site visits included per contract year; 0 = remote only; null = as needed. */
    onSiteVisitsPerYear: integer("on_site_visits_per_year"),
    /** The promised first response in minutes: the desk's target for this customer's tickets. */
    responseMinutes: integer("response_minutes").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    autoRenew: boolean("auto_renew").notNull().default(false),
    /**
     * A renewal whose first invoice is unpaid: the contract is in grace (its service goes on) until
     * that invoice is paid or staff waive the payment.
     */
    awaitingPayment: boolean("awaiting_payment").notNull().default(false),
    status: text("status", { enum: contractStatuses }).notNull().default("draft"),
    /** When the draft was sent to the customer for acceptance (null: staff still preparing it). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** When it became expired, renewed or cancelled. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contracts_user_idx").on(table.userId, table.startsOn),
    index("contracts_status_ends_idx").on(table.status, table.endsOn),
    index("contracts_ends_on_idx").on(table.endsOn, table.id),
    index("contracts_plan_idx").on(table.planId, table.endsOn),
    index("contracts_plan_request_idx").on(table.planRequestId),
    uniqueIndex("contracts_previous_key").on(table.previousContractId),
    check("contracts_status_check", sql`${table.status} in (${inList(contractStatuses)})`),
    check("contracts_billing_period_check", sql`${table.billingPeriod} in (${inList(contractBillingPeriods)})`),
    check("contracts_health_checks_check", sql`${table.healthChecks} in (${inList(contractHealthChecks)})`),
    check("contracts_dates_check", sql`${table.endsOn} >= ${table.startsOn}`),
    check(
      "contracts_money_check",
      sql`${table.pricePaisePerMonth} >= 0 and ${table.periodPricePaise} >= 0 and ${table.discountPercent} between 0 and 100`,
    ),
    check("contracts_response_check", sql`${table.responseMinutes} > 0`),
  ],
);

/** The places a contract covers (on-site visits go there): an address and its area. */
export const contractSites = pgTable(
  "contract_sites",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint("contract_id", { mode: "number" })
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    address: text("address").notNull(),
    area: text("area").notNull(),
  },
  (table) => [uniqueIndex("contract_sites_position_key").on(table.contractId, table.position)],
);

/** How a contract came to be accepted. */
export const contractAcceptanceChannels = ["portal", "renewal-link", "staff", "auto-renew"] as const;
export type ContractAcceptanceChannel = (typeof contractAcceptanceChannels)[number];

/**
 * The customer's acceptance of a contract's terms: when, by which account, from which address, and
 * the exact terms text they were shown with its SHA-256 (a later question "what did I agree to?" has
 * its answer). One per contract.
 */
export const contractAcceptances = pgTable(
  "contract_acceptances",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint("contract_id", { mode: "number" })
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    /** The account that accepted: the customer, or the staff member acting on their behalf; null for an automatic renewal. */
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: contractAcceptanceChannels }).notNull(),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
    termsText: text("terms_text").notNull(),
    /** SHA-256 of termsText, hex. */
    termsHash: text("terms_hash").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("contract_acceptances_contract_key").on(table.contractId),
    check("contract_acceptances_channel_check", sql`${table.channel} in (${inList(contractAcceptanceChannels)})`),
  ],
);

/**
 * What happened to a contract: created (drafted), edited, sent (for acceptance), accepted, status
 * moves, notes, reminders (each emailed), auto-renew switched, a plan change asked for.
 */
export const contractEventKinds = [
  "created",
  "edited",
  "sent",
  "accepted",
  "status",
  "note",
  "reminder",
  "auto_renew",
  "change_request",
  "invoiced",
  "payment_waived",
  "paid",
] as const;
export type ContractEventKind = (typeof contractEventKinds)[number];

export const contractEvents = caseEventsTable("contract_events", {
  record: {
    key: "contractId",
    column: "contract_id",
    references: () => contracts.id,
    index: "contract_events_contract_idx",
  },
  kinds: contractEventKinds,
});
