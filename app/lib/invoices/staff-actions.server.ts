// The staff's invoice forms, each through the kernel's case form (the bounded reader, the origin
// check, post/redirect/get with a toast, 400/404/409 as the page's data):
// - the issue form (POST /staff/invoices/new): issue an invoice by hand or for a visit, or add
//   another line row (a plain submit, so it works without JavaScript);
// - the invoice page (POST /staff/invoices/:id): record a payment, cancel with a credit note, a
//   partial credit note, reject a customer's UTR claim, and the kernel's note. Each but the note
//   compares the status the page showed, in the transaction that locks the invoice, so a change
//   based on a stale page is refused (409).
import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { invoiceStandingLabels } from "~/content/invoice-document";
import { newInvoiceCopy, staffInvoiceCopy } from "~/content/staff-invoices";
import type { Database } from "~/db/client.server";
import { type Invoice, invoiceStatuses, type PaymentMethod, paymentClaims } from "~/db/schema";
import type { CaseAnswers, CaseIntentArgs } from "~/lib/casework/case-form.server";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { noteIntent } from "~/lib/casework/intents.server";
import { calendarDate, idValue } from "~/lib/casework/list-codec";
import { indiaDay } from "~/lib/contracts/period";
import { cleanLine, type FieldErrors, requiredLine, requiredText, stringFields } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import { divideRoundingHalfUp, formatRupeesExact, parseRupees } from "~/lib/money/paise";
import { invoicingConfig } from "./company.server";
import { parseQuantity } from "./gst";
import { invoiceStanding, outstandingPaise } from "./invoice-state";
import {
  invoiceCase,
  invoiceLinesOf,
  issueCreditNote,
  issueInvoice,
  lockInvoice,
  type NewInvoiceLine,
  recordPayment,
} from "./invoices.server";
import { customerByEmail, visitForInvoice } from "./staff.server";
import {
  INVOICE_LIMITS,
  type InvoicePageField,
  type InvoicePageIntent,
  type IssueField,
  lineField,
  lineFields,
  paymentMethodNames,
} from "./staff-query";
import { parseBankReference, parseUpiReference } from "./upi";

const issueWords = newInvoiceCopy;
const issueErrors = issueWords.errors;

/** A 6-digit SAC (services, from 99…) or a 4, 6 or 8-digit HSN (goods). */
const BILLING_CODE = /^(\d{4}|\d{6}|\d{8})$/;

/** Every field the issue form may post, line rows included (kept when the database is unavailable). */
const allIssueFields: IssueField[] = [
  "customerEmail",
  "notes",
  ...Array.from({ length: INVOICE_LIMITS.maxLines }, (_, index) => lineFields(index + 1)).flat(),
];

/** How many line rows the form posted (at least the form's first few, at most the limit). */
function postedLineRows(form: FormData): number {
  let rows = 0;
  while (rows < INVOICE_LIMITS.maxLines && form.has(`description${rows + 1}`)) rows += 1;
  return Math.max(rows, INVOICE_LIMITS.lineRows);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? cleanLine(value) : "";
};

/** One line row: null when left empty (quantity and unit come filled in, so they alone do not count). */
function readLine(
  form: FormData,
  row: number,
  fieldErrors: FieldErrors<IssueField>,
): NewInvoiceLine | null | "invalid" {
  const [descriptionField, codeField, quantityField, unitField, rateField, discountField] = [
    lineField("description", row),
    lineField("code", row),
    lineField("quantity", row),
    lineField("unit", row),
    lineField("rate", row),
    lineField("discount", row),
  ];
  const description = text(form, descriptionField);
  const code = text(form, codeField).replace(/\s+/g, "");
  const rateText = text(form, rateField);
  const discountText = text(form, discountField);
  if (description === "" && code === "" && rateText === "" && discountText === "") return null;
  const before = Object.keys(fieldErrors).length;
  if (description === "") fieldErrors[descriptionField] = issueErrors.description;
  else if (description.length > INVOICE_LIMITS.description)
    fieldErrors[descriptionField] = issueErrors.tooLong(INVOICE_LIMITS.description);
  if (!BILLING_CODE.test(code)) fieldErrors[codeField] = issueErrors.code;
  const quantityMilli = parseQuantity(text(form, quantityField));
  if (quantityMilli === null) fieldErrors[quantityField] = issueErrors.quantity;
  const unit = text(form, unitField) || "nos";
  if (unit.length > INVOICE_LIMITS.unit) fieldErrors[unitField] = issueErrors.unit;
  const ratePaise = parseRupees(rateText);
  if (ratePaise === null || ratePaise <= 0) fieldErrors[rateField] = issueErrors.rate;
  const discountPaise = discountText === "" ? 0 : parseRupees(discountText);
  const amountPaise =
    ratePaise !== null && quantityMilli !== null ? divideRoundingHalfUp(ratePaise * quantityMilli, 1000) : null;
  if (discountPaise === null || (amountPaise !== null && discountPaise > amountPaise))
    fieldErrors[discountField] = issueErrors.discount;
  if (Object.keys(fieldErrors).length > before || quantityMilli === null || ratePaise === null) return "invalid";
  return { description, sacCode: code, quantityMilli, unit, ratePaise, discountPaise: discountPaise ?? 0 };
}

type IssueArgs = CaseIntentArgs<"issue" | "addLine", IssueField, { lineRows?: number }>;

/** The issue form of /staff/invoices/new: by hand (the customer by email) or for a visit (hidden `visit`). */
export function issueInvoiceForm(actor: CaseActor) {
  const typed = (form: FormData) => ({
    ...(stringFields(form, allIssueFields) as Partial<Record<IssueField, string>>),
  });
  return defineCaseForm<"issue" | "addLine", IssueField, { lineRows?: number }>({
    name: "staff-invoice-issue",
    page: "/staff/invoices/new",
    maxBytes: 64 * 1024,
    failed: issueWords.toasts.failed,
    keep: allIssueFields,
    intents: {
      // One more line row, with everything typed kept; nothing is issued.
      async addLine({ form, answer }: IssueArgs) {
        const rows = postedLineRows(form);
        if (rows >= INVOICE_LIMITS.maxLines) {
          return answer(400, {
            message: issueErrors.tooManyLines(INVOICE_LIMITS.maxLines),
            values: typed(form),
            lineRows: rows,
          });
        }
        return answer(200, { values: typed(form), lineRows: rows + 1 });
      },
      async issue({ form, db, answer, done }: IssueArgs) {
        const refuse = (fieldErrors: FieldErrors<IssueField>, message: string = issueErrors.summary) =>
          answer(400, { message, fieldErrors, values: typed(form), lineRows: postedLineRows(form) });
        if (!invoicingConfig().enabled) return refuse({}, issueWords.notSetUp);
        const fieldErrors: FieldErrors<IssueField> = {};

        // A visit's invoice bills the visit's customer; one by hand, an existing customer account.
        const visitId = idValue(text(form, "visit"));
        const visit = visitId === null ? null : await visitForInvoice(db, visitId);
        let userId: number | null = visit?.userId ?? null;
        if (visitId !== null && !visit) fieldErrors.customerEmail = issueErrors.customerUnknown;
        if (visitId === null) {
          const email = text(form, "customerEmail").toLowerCase();
          const customer = email ? await customerByEmail(db, email) : null;
          if (!email) fieldErrors.customerEmail = issueErrors.customerRequired;
          else if (!customer) fieldErrors.customerEmail = issueErrors.customerUnknown;
          userId = customer?.id ?? null;
        }

        const lines: NewInvoiceLine[] = [];
        let invalidLine = false;
        for (let row = 1; row <= postedLineRows(form); row += 1) {
          const line = readLine(form, row, fieldErrors);
          if (line === "invalid") invalidLine = true;
          else if (line) lines.push(line);
        }
        if (lines.length === 0 && !invalidLine) fieldErrors.lines = issueErrors.noLines;

        const notes = typeof form.get("notes") === "string" ? String(form.get("notes")).trim() : "";
        if (notes.length > INVOICE_LIMITS.notes) fieldErrors.notes = issueErrors.tooLong(INVOICE_LIMITS.notes);

        if (Object.keys(fieldErrors).length > 0 || userId === null) return refuse(fieldErrors);
        const issued = await db.transaction((tx) =>
          issueInvoice(tx, actor, {
            userId: userId as number,
            source: visit ? "visit" : "manual",
            visitId: visit?.id ?? null,
            lines,
            notes: notes || null,
          }),
        );
        if (!issued) return refuse({}, issueWords.toasts.failed);
        return done(issueWords.toasts.issued(issued.number), "success", `/staff/invoices/${issued.id}`);
      },
    },
  });
}

// --- The invoice page -------------------------------------------------------------------------------

const copy = staffInvoiceCopy;
const errors = copy.errors;
const refusals = copy.refusals;

type PageAnswers = CaseAnswers<InvoicePageIntent, InvoicePageField>;
type PageArgs = CaseIntentArgs<InvoicePageIntent, InvoicePageField>;

const expectedStatus = (form: FormData) => invoiceStatuses.find((status) => status === form.get("expectedStatus"));

/**
 * Runs `work` with the invoice locked, unless it is gone ('missing') or the page showed another status
 * than it has now ('conflict': the page answers 409 with how it stands).
 */
async function withExpectedInvoice<R>(
  db: Database,
  id: number,
  form: FormData,
  work: (tx: Database, invoice: Invoice) => Promise<R>,
): Promise<{ kind: "missing" } | { kind: "conflict"; invoice: Invoice } | { kind: "done"; result: R }> {
  const expected = expectedStatus(form);
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice) return { kind: "missing" as const };
    if (invoice.status !== expected) return { kind: "conflict" as const, invoice };
    return { kind: "done" as const, result: await work(tx, invoice) };
  });
}

/** The 409 of a page that showed another status than the invoice has now. */
const stale = (args: PageAnswers, invoice: Invoice) =>
  args.answer(409, {
    message: copy.conflicts.status(invoiceStandingLabels[invoiceStanding(invoice, indiaDay(new Date()))]),
  });

const owed = (invoice: Invoice) => formatRupeesExact(outstandingPaise(invoice));

/** The payment form's reference for its method: a UPI UTR, a bank UTR, a cheque's number, nothing for cash. */
function paymentReference(method: PaymentMethod, typed: string): { reference: string | null } | { error: string } {
  switch (method) {
    case "upi": {
      const reference = parseUpiReference(typed);
      return reference ? { reference } : { error: errors.upiReference };
    }
    case "bank_transfer": {
      const reference = parseBankReference(typed);
      return reference ? { reference } : { error: errors.bankReference };
    }
    case "cheque":
      return typed.length > INVOICE_LIMITS.chequeReference
        ? { error: errors.chequeReference }
        : { reference: typed || null };
    default:
      return { reference: null };
  }
}

const paymentFields = ["amount", "receivedOn", "method", "reference"] as const;

async function paymentIntent(actor: CaseActor, id: number, args: PageArgs) {
  const values = stringFields(args.form, paymentFields);
  const now = new Date();
  const fieldErrors: FieldErrors<InvoicePageField> = {};
  const amountPaise = parseRupees(cleanLine(values.amount));
  if (amountPaise === null || amountPaise <= 0) fieldErrors.amount = errors.amount;
  const receivedOn = calendarDate(cleanLine(values.receivedOn));
  if (receivedOn === null) fieldErrors.receivedOn = errors.receivedOn;
  else if (receivedOn > indiaDay(now)) fieldErrors.receivedOn = errors.receivedInFuture;
  const method = paymentMethodNames.find((name) => name === values.method);
  if (!method) fieldErrors.method = errors.method;
  const reference = method ? paymentReference(method, cleanLine(values.reference)) : null;
  if (reference && "error" in reference) fieldErrors.reference = reference.error;
  if (Object.keys(fieldErrors).length > 0 || amountPaise === null || !receivedOn || !method || !reference)
    return args.rejected({ fieldErrors, values });
  if ("error" in reference) return args.rejected({ fieldErrors, values });

  const outcome = await withExpectedInvoice(args.db, id, args.form, async (tx, invoice) => ({
    invoice,
    payment: await recordPayment(
      tx,
      actor,
      { invoiceId: id, amountPaise, receivedOn, method, reference: reference.reference },
      now,
    ),
  }));
  if (outcome.kind === "missing") return args.missing();
  if (outcome.kind === "conflict") return stale(args, outcome.invoice);
  const { invoice, payment } = outcome.result;
  const refuse = (field: InvoicePageField, message: string) =>
    args.answer(400, { message, fieldErrors: { [field]: message }, values });
  if (payment.ok) return args.done(copy.toasts.payment(payment.receiptNumber, payment.settled));
  switch (payment.reason) {
    case "exceeds-outstanding":
      return refuse("amount", refusals.exceedsOutstanding(owed(invoice)));
    case "duplicate-reference":
      return refuse("reference", refusals.duplicateReference);
    case "not-payable":
      return args.answer(409, { message: refusals.notPayable });
    default:
      return args.missing();
  }
}

const CreditSchema = z.object({ reason: requiredText(copy.fieldNames.reason, INVOICE_LIMITS.reason) });
const PartialCreditSchema = z.object({
  description: requiredLine(copy.fieldNames.description, INVOICE_LIMITS.description),
  creditAmount: z.string(),
  reason: requiredText(copy.fieldNames.reason, INVOICE_LIMITS.reason),
});

/**
 * Issues a credit note against the locked invoice (all of it, or `lines`), as the page's answer:
 * refused with the amount still due when it is more than that.
 */
async function creditIntent(
  actor: CaseActor,
  id: number,
  args: PageArgs,
  request: { reason: string; lines?: (tx: Database) => Promise<NewInvoiceLine[] | null> },
  values: Record<string, string>,
) {
  const outcome = await withExpectedInvoice(args.db, id, args.form, async (tx, invoice) => {
    const lines = request.lines ? await request.lines(tx) : undefined;
    if (lines === null) return { ok: false as const, reason: "not-creditable" as const, invoice };
    return { ...(await issueCreditNote(tx, actor, { invoiceId: id, reason: request.reason, lines })), invoice };
  });
  if (outcome.kind === "missing") return args.missing();
  if (outcome.kind === "conflict") return stale(args, outcome.invoice);
  const result = outcome.result;
  if (result.ok) return args.done(copy.toasts.creditNote(result.creditNote.number));
  switch (result.reason) {
    case "exceeds-outstanding":
      return args.answer(400, { message: refusals.creditExceedsOutstanding(owed(result.invoice)), values });
    case "not-creditable":
      return args.answer(409, { message: refusals.notPayable });
    default:
      return args.missing();
  }
}

export function invoiceActionForm(actor: CaseActor, id: number) {
  return defineCaseForm<InvoicePageIntent, InvoicePageField>({
    name: "staff-invoice",
    page: `/staff/invoices/${id}`,
    maxBytes: 32 * 1024,
    failed: copy.toasts.failed,
    keep: ["amount", "receivedOn", "reference", "reason", "description", "creditAmount", "note"],
    intents: {
      payment: (args) => paymentIntent(actor, id, args),
      async cancel(args) {
        const validation = validateForm(CreditSchema, args.form);
        if (!validation.success) return args.rejected(validation);
        return creditIntent(actor, id, args, { reason: validation.data.reason }, validation.data);
      },
      async partialCredit(args) {
        const validation = validateForm(PartialCreditSchema, args.form);
        const amountPaise = parseRupees(cleanLine(stringFields(args.form, ["creditAmount"]).creditAmount));
        const badAmount = amountPaise === null || amountPaise <= 0;
        if (!validation.success || badAmount) {
          return args.rejected({
            fieldErrors: {
              ...(validation.success ? {} : validation.fieldErrors),
              ...(badAmount ? { creditAmount: errors.creditAmount } : {}),
            },
            values: stringFields(args.form, ["description", "creditAmount", "reason"]),
          });
        }
        const { description, reason } = validation.data;
        // One line at the invoice's first line's code and tax rate: the amount is its taxable value.
        const lines = async (tx: Database) => {
          const [first] = await invoiceLinesOf(tx, id);
          return first
            ? [
                {
                  description,
                  sacCode: first.sacCode,
                  quantityMilli: 1000,
                  ratePaise: amountPaise as number,
                  taxRateBasisPoints: first.taxRateBasisPoints,
                },
              ]
            : null;
        };
        return creditIntent(actor, id, args, { reason, lines }, validation.data);
      },
      async rejectClaim(args) {
        const claimId = idValue(stringFields(args.form, ["claim"]).claim);
        const outcome = await withExpectedInvoice(args.db, id, args.form, async (tx) => {
          if (claimId === null) return null;
          const [claim] = await tx
            .update(paymentClaims)
            .set({ status: "rejected" })
            .where(
              and(eq(paymentClaims.id, claimId), eq(paymentClaims.invoiceId, id), eq(paymentClaims.status, "pending")),
            )
            .returning({ utr: paymentClaims.utr });
          if (!claim) return null;
          await appendCaseEvent(
            tx,
            invoiceCase,
            id,
            actor,
            { kind: "note", internal: true, body: copy.history.claimRejected(claim.utr) },
            { audit: { verb: "claim_reject", after: { utr: claim.utr } } },
          );
          return claim;
        });
        if (outcome.kind === "missing") return args.missing();
        if (outcome.kind === "conflict") return stale(args, outcome.invoice);
        if (!outcome.result) return args.answer(409, { message: refusals.claimGone });
        return args.done(copy.toasts.claimRejected);
      },
      note: noteIntent({ type: invoiceCase, actor, id, maxLength: INVOICE_LIMITS.note, words: copy }),
    },
  });
}
