// GST tax invoices and credit notes, their payments, the customers' UTR claims and the bank
// statements staff reconcile them with (docs/decisions/030-invoices.md). An issued document never
// changes: its particulars (supplier, recipient, lines, taxes, totals) are copied into its own row and
// lines when it is issued; a cancellation or a correction is a credit note that names it. Money is
// integer paise; dates are calendar days in India time. Relative imports only: scripts/db-migrate.ts
// loads the schema directly under Node.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts-schema.ts";
import { caseEventsTable } from "./case-events.ts";
import { createdAt, inList } from "./columns.ts";
import { contracts } from "./contracts-schema.ts";
import { visits } from "./visits-schema.ts";

/** A tax invoice, or a credit note (its own series) that reduces or cancels one. */
export const invoiceDocumentKinds = ["invoice", "credit_note"] as const;
export type InvoiceDocumentKind = (typeof invoiceDocumentKinds)[number];

/**
 * An invoice's payment state: due (nothing paid yet), part_paid, paid, cancelled (fully credited).
 * "Overdue" is read from the due date, never stored. A credit note is always 'issued'.
 */
export const invoiceStatuses = ["due", "part_paid", "paid", "cancelled", "issued"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** What an invoice bills: a contract's period, a visit's labour and parts, or anything staff type. */
export const invoiceSources = ["contract", "visit", "manual"] as const;
export type InvoiceSource = (typeof invoiceSources)[number];

/** The supplier's particulars as they stood on the day of issue (configuration can change later). */
export type InvoiceSupplier = {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string;
  pan: string;
};

export const invoices = pgTable(
  "invoices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind", { enum: invoiceDocumentKinds }).notNull().default("invoice"),
    /** 'AIT/26-27/00042': the series, the financial year and the sequence, at most 16 characters. */
    number: text("number").notNull(),
    series: text("series").notNull(),
    /** '2026-27' (April to March, India time). */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    source: text("source", { enum: invoiceSources }).notNull().default("manual"),
    /** The customer billed (the recipient's particulars below are copied from their billing details). */
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    contractId: bigint("contract_id", { mode: "number" }).references(() => contracts.id, { onDelete: "restrict" }),
    /** The contract billing period an invoice bills (contract invoices only). */
    periodStartsOn: date("period_starts_on", { mode: "string" }),
    periodEndsOn: date("period_ends_on", { mode: "string" }),
    visitId: bigint("visit_id", { mode: "number" }).references(() => visits.id, { onDelete: "restrict" }),
    /** A credit note: the invoice it reduces or cancels. */
    creditedInvoiceId: bigint("credited_invoice_id", { mode: "number" }).references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    /** A credit note's reason (cancellation, correction). */
    reason: text("reason"),
    issueDate: date("issue_date", { mode: "string" }).notNull(),
    /** When payment is due (invoices; a credit note's is its issue date). */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status", { enum: invoiceStatuses }).notNull(),
    supplier: jsonb("supplier").$type<InvoiceSupplier>().notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientAddress: text("recipient_address").notNull(),
    /** GST state code of the recipient's billing address ('32' Kerala). */
    recipientStateCode: text("recipient_state_code").notNull(),
    recipientGstin: text("recipient_gstin"),
    recipientEmail: text("recipient_email").notNull(),
    /** Place of supply (GST state code): decides CGST + SGST (same state as the supplier) or IGST. */
    placeOfSupply: text("place_of_supply").notNull(),
    /** Sum of the lines' amounts before discounts. */
    grossPaise: bigint("gross_paise", { mode: "number" }).notNull(),
    discountPaise: bigint("discount_paise", { mode: "number" }).notNull(),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
    /** Taxable value plus taxes, rounded to the rupee: the round-off (−49 … +50 paise) is printed. */
    roundOffPaise: integer("round_off_paise").notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    /** Payments confirmed against it, and credit notes issued against it (invoices only). */
    paidPaise: bigint("paid_paise", { mode: "number" }).notNull().default(0),
    creditedPaise: bigint("credited_paise", { mode: "number" }).notNull().default(0),
    notes: text("notes"),
    issuedById: bigint("issued_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it became paid or cancelled. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoices_number_key").on(table.number),
    uniqueIndex("invoices_series_sequence_key").on(table.series, table.financialYear, table.sequence),
    // A contract's billing period is invoiced once, whichever server notices it first.
    uniqueIndex("invoices_contract_period_key")
      .on(table.contractId, table.periodStartsOn)
      .where(sql`${table.kind} = 'invoice' and ${table.contractId} is not null`),
    index("invoices_user_idx").on(table.userId, table.issueDate),
    index("invoices_status_due_idx").on(table.status, table.dueDate),
    index("invoices_issue_date_idx").on(table.issueDate, table.id),
    index("invoices_credited_idx").on(table.creditedInvoiceId),
    index("invoices_visit_idx").on(table.visitId),
    check("invoices_kind_check", sql`${table.kind} in (${inList(invoiceDocumentKinds)})`),
    check("invoices_status_check", sql`${table.status} in (${inList(invoiceStatuses)})`),
    check("invoices_source_check", sql`${table.source} in (${inList(invoiceSources)})`),
    check("invoices_number_check", sql`${table.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
    check(
      "invoices_money_check",
      sql`${table.grossPaise} >= 0 and ${table.discountPaise} >= 0 and ${table.taxablePaise} >= 0 and ${table.cgstPaise} >= 0 and ${table.sgstPaise} >= 0 and ${table.igstPaise} >= 0 and ${table.totalPaise} >= 0 and ${table.roundOffPaise} between -50 and 50`,
    ),
    check(
      "invoices_settled_check",
      sql`${table.paidPaise} >= 0 and ${table.creditedPaise} >= 0 and ${table.paidPaise} + ${table.creditedPaise} <= ${table.totalPaise}`,
    ),
    check(
      "invoices_credit_note_check",
      sql`(${table.kind} = 'credit_note') = (${table.creditedInvoiceId} is not null)`,
    ),
  ],
);

/**
 * One line of an invoice or credit note, as issued. Quantity in thousandths (1.5 hours = 1500) so it
 * stays an integer; the amount is rate × quantity rounded once; tax per line at the line's rate.
 */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    /** SAC (services, 6 digits from 99) or HSN (goods: parts). */
    sacCode: text("sac_code").notNull(),
    unit: text("unit").notNull(),
    quantityMilli: integer("quantity_milli").notNull(),
    ratePaise: bigint("rate_paise", { mode: "number" }).notNull(),
    /** rate × quantity, rounded to the paisa. */
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    discountPaise: bigint("discount_paise", { mode: "number" }).notNull().default(0),
    taxablePaise: bigint("taxable_paise", { mode: "number" }).notNull(),
    /** GST rate in basis points (1800 = 18 %), from the rate table on the day of issue. */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull(),
    cgstPaise: bigint("cgst_paise", { mode: "number" }).notNull(),
    sgstPaise: bigint("sgst_paise", { mode: "number" }).notNull(),
    igstPaise: bigint("igst_paise", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("invoice_lines_position_key").on(table.invoiceId, table.position),
    check(
      "invoice_lines_money_check",
      sql`${table.quantityMilli} > 0 and ${table.ratePaise} >= 0 and ${table.discountPaise} >= 0 and ${table.discountPaise} <= ${table.amountPaise} and ${table.taxRateBasisPoints} between 0 and 10000`,
    ),
  ],
);

/**
 * Gap-free numbering: the last number issued in each series and financial year. Issuing takes the
 * row's lock by incrementing it in the issuing transaction, so a second issuer waits, and a rolled-back
 * issue gives its number back.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

export const invoiceEventKinds = [
  "issued",
  "emailed",
  "reminder",
  "utr_submitted",
  "payment",
  "credited",
  "cancelled",
  "status",
  "note",
] as const;
export type InvoiceEventKind = (typeof invoiceEventKinds)[number];

export const invoiceEvents = caseEventsTable("invoice_events", {
  record: {
    key: "invoiceId",
    column: "invoice_id",
    references: () => invoices.id,
    index: "invoice_events_invoice_idx",
  },
  kinds: invoiceEventKinds,
});

export const paymentMethods = ["upi", "bank_transfer", "cash", "cheque"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A payment staff confirmed against an invoice (part payments allowed), with its receipt's number. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    /** UTR / RRN (UPI: 12 digits; NEFT 16, RTGS 22 characters) or a cheque's number. */
    reference: text("reference"),
    /** The receipt's number, in its own series ('RCT/26-27/00007'). */
    receiptNumber: text("receipt_number").notNull(),
    /** The bank statement line that confirmed it, when reconciled from a statement. */
    statementLineId: bigint("statement_line_id", { mode: "number" }).references(
      (): AnyPgColumn => bankStatementLines.id,
      { onDelete: "set null" },
    ),
    recordedById: bigint("recorded_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invoice_payments_receipt_key").on(table.receiptNumber),
    // One bank reference pays once: the same UTR confirmed twice would count the money twice.
    uniqueIndex("invoice_payments_reference_key")
      .on(table.method, table.reference)
      .where(sql`${table.reference} is not null and ${table.method} in ('upi', 'bank_transfer')`),
    uniqueIndex("invoice_payments_statement_line_key").on(table.statementLineId),
    index("invoice_payments_invoice_idx").on(table.invoiceId),
    check("invoice_payments_amount_check", sql`${table.amountPaise} > 0`),
    check("invoice_payments_method_check", sql`${table.method} in (${inList(paymentMethods)})`),
  ],
);

/** A customer's "I have paid": the UTR they typed, for staff (and the statement import) to confirm. */
export const paymentClaimStatuses = ["pending", "confirmed", "rejected"] as const;
export type PaymentClaimStatus = (typeof paymentClaimStatuses)[number];

export const paymentClaims = pgTable(
  "payment_claims",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    utr: text("utr").notNull(),
    /** What the customer says they paid; null: the amount due at the time. */
    amountPaise: bigint("amount_paise", { mode: "number" }),
    paidOn: date("paid_on", { mode: "string" }),
    status: text("status", { enum: paymentClaimStatuses }).notNull().default("pending"),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => invoicePayments.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("payment_claims_invoice_utr_key").on(table.invoiceId, table.utr),
    index("payment_claims_utr_idx").on(table.utr),
    check("payment_claims_status_check", sql`${table.status} in (${inList(paymentClaimStatuses)})`),
  ],
);

/** A bank statement (CSV) staff uploaded; its lines are proposed as payments, never matched silently. */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    fileName: text("file_name").notNull(),
    sha256: text("sha256").notNull(),
    /** The column layout recognised from the header row (a bank's name, or 'generic'). */
    layout: text("layout").notNull(),
    uploadedById: bigint("uploaded_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("bank_statements_created_idx").on(table.createdAt)],
);

/** proposed: a match to confirm; unmatched: no invoice found; confirmed: a payment; ignored by staff. */
export const statementLineStatuses = ["proposed", "unmatched", "confirmed", "ignored"] as const;
export type StatementLineStatus = (typeof statementLineStatuses)[number];

export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    statementId: bigint("statement_id", { mode: "number" })
      .notNull()
      .references(() => bankStatements.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    valueDate: date("value_date", { mode: "string" }).notNull(),
    narration: text("narration").notNull(),
    /** The UTR / reference read from the line (its own column or the narration), if any. */
    reference: text("reference"),
    /** Money received (credits only; debits are not kept). */
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    proposedInvoiceId: bigint("proposed_invoice_id", { mode: "number" }).references(() => invoices.id, {
      onDelete: "set null",
    }),
    /** Why it was proposed: 'utr' (a customer's claim or the invoice number in the narration) or 'amount'. */
    matchedBy: text("matched_by"),
    status: text("status", { enum: statementLineStatuses }).notNull(),
  },
  (table) => [
    uniqueIndex("bank_statement_lines_position_key").on(table.statementId, table.position),
    index("bank_statement_lines_reference_idx").on(table.reference),
    check("bank_statement_lines_status_check", sql`${table.status} in (${inList(statementLineStatuses)})`),
    check("bank_statement_lines_amount_check", sql`${table.amountPaise} > 0`),
  ],
);

/**
 * A customer's billing details: the name and address invoices are made out to, its state (the place
 * of supply) and an optional GSTIN (B2B). One per account; organisations may later own one instead.
 */
export const billingProfiles = pgTable(
  "billing_profiles",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    legalName: text("legal_name").notNull(),
    address: text("address").notNull(),
    stateCode: text("state_code").notNull(),
    gstin: text("gstin"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("billing_profiles_state_check", sql`${table.stateCode} ~ '^[0-9]{2}$'`)],
);

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
