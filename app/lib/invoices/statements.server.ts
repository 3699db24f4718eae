// Bank statements staff upload to reconcile payments (docs/decisions/030-invoices.md): the file is
// read once (statement-layouts.ts), its credit lines stored with the invoice each is proposed for
// (statement-matching.ts), and nothing is recorded until staff confirm a line — then it is a payment
// like any other (recordPayment: the receipt, its email, a contract leaving grace). The same file
// uploaded twice is recognised by its SHA-256 and adds nothing.
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  bankStatementLines,
  bankStatements,
  invoicePayments,
  invoices,
  paymentClaims,
  type StatementLineStatus,
  users,
} from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import type { CaseActor, CaseWriter } from "~/lib/casework/case-type.server";
import type { UploadedFile } from "~/lib/uploads/multipart.server";
import { enabledInvoicing } from "./company.server";
import { isPayable, outstandingPaise } from "./invoice-state";
import { lockInvoice, type PaymentResult, recordPayment } from "./invoices.server";
import { type StatementLayout, readStatement } from "./statement-layouts";
import { proposeMatches } from "./statement-matching";
import { invoiceNumbersIn } from "./statement-references";

/** How a line came to be proposed: the matching rules' reasons, staff's own choice, or paid already. */
export type LineMatch = "utr" | "number" | "amount" | "staff" | "recorded";

type Actor = CaseActor & { id: number; email: string };

export type ImportResult =
  | { ok: true; statementId: number; lines: number; proposed: number }
  | { ok: false; reason: "duplicate"; statementId: number; importedAt: Date }
  | { ok: false; reason: "no-header" | "no-credits" };

/**
 * Stores a statement's credit lines with their proposals, in one transaction (nothing when the file
 * has no statement in it, or was imported before). Two uploads of one file at once: the second waits
 * for the first's commit (a lock on the file's hash) and then finds it.
 */
export async function importStatement(db: Database, actor: Actor, file: UploadedFile): Promise<ImportResult> {
  const read = readStatement(new TextDecoder("utf-8").decode(file.bytes));
  const prefix = enabledInvoicing().prefixes.invoice;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank-statement:${file.sha256}`}))`);
    const [seen] = await tx
      .select({ id: bankStatements.id, createdAt: bankStatements.createdAt })
      .from(bankStatements)
      .where(eq(bankStatements.sha256, file.sha256))
      .limit(1);
    if (seen) return { ok: false, reason: "duplicate", statementId: seen.id, importedAt: seen.createdAt };
    if (!read.ok) return read;

    const lines = read.credits.map((credit) => ({
      ...credit,
      invoiceNumbers: invoiceNumbersIn(credit.narration, prefix),
    }));
    const references = [...new Set(lines.flatMap((line) => (line.reference ? [line.reference] : [])))];
    const payable = await tx
      .select({
        id: invoices.id,
        number: invoices.number,
        totalPaise: invoices.totalPaise,
        paidPaise: invoices.paidPaise,
        creditedPaise: invoices.creditedPaise,
      })
      .from(invoices)
      .where(and(eq(invoices.kind, "invoice"), inArray(invoices.status, ["due", "part_paid"])))
      .orderBy(asc(invoices.id));
    const claims =
      references.length === 0
        ? []
        : await tx
            .select({ utr: paymentClaims.utr, invoiceId: paymentClaims.invoiceId })
            .from(paymentClaims)
            .where(and(eq(paymentClaims.status, "pending"), inArray(paymentClaims.utr, references)))
            .orderBy(asc(paymentClaims.id));
    const recorded =
      references.length === 0
        ? []
        : await tx
            .select({ reference: invoicePayments.reference, invoiceId: invoicePayments.invoiceId })
            .from(invoicePayments)
            .where(inArray(invoicePayments.reference, references));
    const recordedInvoice = new Map(recorded.map((row) => [row.reference, row.invoiceId]));
    const proposals = proposeMatches(lines, {
      payable: payable.map((row) => ({ id: row.id, number: row.number, outstandingPaise: outstandingPaise(row) })),
      claims,
      recordedReferences: new Set(recordedInvoice.keys() as Iterable<string>),
    });

    const [statement] = await tx
      .insert(bankStatements)
      .values({ fileName: file.fileName, sha256: file.sha256, layout: read.layout, uploadedById: actor.id })
      .returning({ id: bankStatements.id });
    if (!statement) throw new Error("the statement insert returned no row");
    await tx.insert(bankStatementLines).values(
      lines.map((line, index) => {
        const proposal = proposals[index] ?? { status: "unmatched" as const };
        const stored = {
          statementId: statement.id,
          position: line.position,
          valueDate: line.valueDate,
          narration: line.narration,
          reference: line.reference,
          amountPaise: line.amountPaise,
        };
        if (proposal.status === "proposed")
          return {
            ...stored,
            status: "proposed" as const,
            proposedInvoiceId: proposal.invoiceId,
            matchedBy: proposal.matchedBy,
          };
        if (proposal.status === "recorded")
          return {
            ...stored,
            status: "ignored" as const,
            proposedInvoiceId: recordedInvoice.get(line.reference) ?? null,
            matchedBy: "recorded" satisfies LineMatch,
          };
        return { ...stored, status: "unmatched" as const };
      }),
    );
    const proposed = proposals.filter((proposal) => proposal.status === "proposed").length;
    await recordAudit(tx, actor, {
      action: "invoice.statement_import",
      subjectType: "bank_statement",
      subjectId: statement.id,
      after: { fileName: file.fileName, sha256: file.sha256, layout: read.layout, lines: lines.length, proposed },
    });
    return { ok: true, statementId: statement.id, lines: lines.length, proposed };
  });
}

export type StatementSummary = {
  id: number;
  fileName: string;
  layout: StatementLayout["name"];
  createdAt: Date;
  uploadedByName: string | null;
  lines: number;
  confirmed: number;
  waiting: number;
};

/** A statement as its lists show it (joined with its uploader, `users`). */
const statementColumns = {
  id: bankStatements.id,
  fileName: bankStatements.fileName,
  layout: bankStatements.layout,
  createdAt: bankStatements.createdAt,
  uploadedByName: users.fullName,
};

/** The latest imports, newest first, with how many of their lines are confirmed and still to review. */
export async function recentStatements(db: Database, limit = 20): Promise<StatementSummary[]> {
  const rows = await db
    .select({
      ...statementColumns,
      lines: count(bankStatementLines.id),
      confirmed: sql<number>`count(*) filter (where ${bankStatementLines.status} = 'confirmed')`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${bankStatementLines.status} in ('proposed', 'unmatched'))`.mapWith(
        Number,
      ),
    })
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.uploadedById))
    .leftJoin(bankStatementLines, eq(bankStatementLines.statementId, bankStatements.id))
    .groupBy(bankStatements.id, users.fullName)
    .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, layout: row.layout as StatementLayout["name"] }));
}

export type ReviewLine = {
  id: number;
  position: number;
  valueDate: string;
  narration: string;
  reference: string | null;
  amountPaise: number;
  status: StatementLineStatus;
  matchedBy: LineMatch | null;
  /** The invoice proposed (or confirmed, or paid already by this reference). */
  invoice: {
    id: number;
    number: string;
    customerName: string;
    outstandingPaise: number;
    payable: boolean;
  } | null;
  /** The payment this line became, or the one its reference paid already. */
  payment: { receiptNumber: string; invoiceNumber: string } | null;
};

export type StatementReview = {
  statement: Omit<StatementSummary, "lines" | "confirmed" | "waiting">;
  lines: ReviewLine[];
};

/** A statement with every credit line, its proposal and what became of it; null when there is none. */
export async function statementReview(db: Database, id: number): Promise<StatementReview | null> {
  const [statement] = await db
    .select(statementColumns)
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.uploadedById))
    .where(eq(bankStatements.id, id));
  if (!statement) return null;
  const rows = await db
    .select({
      line: bankStatementLines,
      invoice: {
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        status: invoices.status,
        recipientName: invoices.recipientName,
        totalPaise: invoices.totalPaise,
        paidPaise: invoices.paidPaise,
        creditedPaise: invoices.creditedPaise,
      },
    })
    .from(bankStatementLines)
    .leftJoin(invoices, eq(invoices.id, bankStatementLines.proposedInvoiceId))
    .where(eq(bankStatementLines.statementId, id))
    .orderBy(asc(bankStatementLines.position));
  const lineIds = rows.map((row) => row.line.id);
  const references = rows.flatMap((row) => (row.line.reference ? [row.line.reference] : []));
  const payments =
    lineIds.length === 0
      ? []
      : await db
          .select({
            statementLineId: invoicePayments.statementLineId,
            reference: invoicePayments.reference,
            receiptNumber: invoicePayments.receiptNumber,
            invoiceNumber: invoices.number,
          })
          .from(invoicePayments)
          .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
          .where(
            or(
              inArray(invoicePayments.statementLineId, lineIds),
              references.length > 0 ? inArray(invoicePayments.reference, references) : sql`false`,
            ),
          );
  return {
    statement: { ...statement, layout: statement.layout as StatementLayout["name"] },
    lines: rows.map(({ line, invoice }) => {
      const payment =
        payments.find((row) => row.statementLineId === line.id) ??
        (line.reference ? payments.find((row) => row.reference === line.reference) : undefined);
      return {
        id: line.id,
        position: line.position,
        valueDate: line.valueDate,
        narration: line.narration,
        reference: line.reference,
        amountPaise: line.amountPaise,
        status: line.status,
        matchedBy: line.matchedBy as LineMatch | null,
        invoice: invoice
          ? {
              id: invoice.id,
              number: invoice.number,
              customerName: invoice.recipientName,
              outstandingPaise: outstandingPaise(invoice),
              payable: isPayable(invoice),
            }
          : null,
        payment: payment ? { receiptNumber: payment.receiptNumber, invoiceNumber: payment.invoiceNumber } : null,
      };
    }),
  };
}

async function lockLine(tx: CaseWriter, statementId: number, lineId: number) {
  const [line] = await tx
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.id, lineId), eq(bankStatementLines.statementId, statementId)))
    .for("update");
  return line ?? null;
}

export type LineResult =
  | { ok: true; receiptNumber?: string; invoiceNumber?: string }
  | {
      ok: false;
      reason:
        | "missing"
        | "confirmed"
        | "ignored"
        | "no-invoice"
        | "unknown-invoice"
        | Exclude<Extract<PaymentResult, { ok: false }>["reason"], "not-found">;
    };

/**
 * Confirms a line as a payment of the invoice it proposes: received on its value date, by UPI when
 * its reference is a UPI RRN (12 digits), else by bank transfer. A line confirms once: two staff
 * confirming at once wait for each other on the line, and the second finds it confirmed.
 */
export async function confirmLine(
  db: Database,
  actor: Actor,
  statementId: number,
  lineId: number,
): Promise<LineResult> {
  return db.transaction(async (tx) => {
    const line = await lockLine(tx, statementId, lineId);
    if (!line) return { ok: false, reason: "missing" };
    if (line.status === "confirmed" || line.status === "ignored") return { ok: false, reason: line.status };
    if (line.proposedInvoiceId === null) return { ok: false, reason: "no-invoice" };
    const paid = await recordPayment(tx, actor, {
      invoiceId: line.proposedInvoiceId,
      amountPaise: line.amountPaise,
      receivedOn: line.valueDate,
      method: line.reference && /^\d{12}$/.test(line.reference) ? "upi" : "bank_transfer",
      reference: line.reference,
      statementLineId: line.id,
    });
    if (!paid.ok) return { ok: false, reason: paid.reason === "not-found" ? "no-invoice" : paid.reason };
    await tx.update(bankStatementLines).set({ status: "confirmed" }).where(eq(bankStatementLines.id, line.id));
    await recordAudit(tx, actor, {
      action: "invoice.statement_confirm",
      subjectType: "bank_statement",
      subjectId: statementId,
      after: { line: line.position, invoiceId: line.proposedInvoiceId, receiptNumber: paid.receiptNumber },
    });
    return { ok: true, receiptNumber: paid.receiptNumber };
  });
}

/** Staff's own choice of invoice for a line (by its number): proposed, to be confirmed like any proposal. */
export async function chooseInvoice(
  db: Database,
  actor: Actor,
  statementId: number,
  lineId: number,
  invoiceNumber: string,
): Promise<LineResult> {
  return db.transaction(async (tx) => {
    const line = await lockLine(tx, statementId, lineId);
    if (!line) return { ok: false, reason: "missing" };
    if (line.status === "confirmed") return { ok: false, reason: "confirmed" };
    const [found] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.number, invoiceNumber), eq(invoices.kind, "invoice")));
    const invoice = found ? await lockInvoice(tx, found.id) : null;
    if (!invoice) return { ok: false, reason: "unknown-invoice" };
    if (!isPayable(invoice)) return { ok: false, reason: "not-payable" };
    if (line.amountPaise > outstandingPaise(invoice)) return { ok: false, reason: "exceeds-outstanding" };
    await tx
      .update(bankStatementLines)
      .set({ status: "proposed", proposedInvoiceId: invoice.id, matchedBy: "staff" satisfies LineMatch })
      .where(eq(bankStatementLines.id, line.id));
    await recordAudit(tx, actor, {
      action: "invoice.statement_choose",
      subjectType: "bank_statement",
      subjectId: statementId,
      before: { line: line.position, invoiceId: line.proposedInvoiceId },
      after: { line: line.position, invoiceId: invoice.id },
    });
    return { ok: true, invoiceNumber: invoice.number };
  });
}

/** Sets a line aside (not a customer's payment: interest, a refund, a transfer between accounts). */
export async function ignoreLine(db: Database, actor: Actor, statementId: number, lineId: number): Promise<LineResult> {
  return db.transaction(async (tx) => {
    const line = await lockLine(tx, statementId, lineId);
    if (!line) return { ok: false, reason: "missing" };
    if (line.status === "confirmed" || line.status === "ignored") return { ok: false, reason: line.status };
    await tx.update(bankStatementLines).set({ status: "ignored" }).where(eq(bankStatementLines.id, line.id));
    await recordAudit(tx, actor, {
      action: "invoice.statement_ignore",
      subjectType: "bank_statement",
      subjectId: statementId,
      after: { line: line.position },
    });
    return { ok: true };
  });
}
