// The customer's side of invoices: their list (/account/invoices), an invoice's page
// (/account/invoices/{id}: the document, the UPI QR code, payments and pending references) and its
// "I have paid" form — a plain HTML post through the form pipeline (origin check, bounded body, a
// rate limit per account) that records the customer's UPI reference (UTR) as a payment claim for
// staff to confirm, and emails staff. Another customer's invoice is one that does not exist (the
// site's 404: the routes check it with customerInvoice before anything else).
import { and, asc, desc, eq } from "drizzle-orm";
import { createContext } from "react-router";
import * as invoicesEn from "~/content/invoices-customer";
import * as invoicesMl from "~/content/invoices-customer.ml";
import type { Database } from "~/db/client.server";
import { invoicePayments, invoices, paymentClaims } from "~/db/schema";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { type CalendarDay, indiaDay, isCalendarDay } from "~/lib/contracts/period";
import type { Env } from "~/lib/env.server";
import { dataOutcome, type Outcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { derivedSubmissionKey } from "~/lib/forms/submission-key.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatRupeesExact, parseRupees } from "~/lib/money/paise";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { type ClaimAnswer, type CustomerInvoiceListing, type CustomerInvoicePage, claimFields } from "./customer-view";
import { invoiceDocument } from "./document.server";
import { invoiceStanding, isPayable, outstandingPaise } from "./invoice-state";
import { customerInvoice, type Invoice, invoiceCase, lockInvoice } from "./invoices.server";
import { utrStaffEmail } from "./notices.server";
import { qrSvg } from "./qr.server";
import { parseUpiReference } from "./upi";

/** A person pays an invoice once or twice; a few tries more for typing mistakes; a wall for a script. */
export const paymentClaimRateLimit: RateLimitRule = { name: "invoice-utr", limit: 20, windowMs: 60 * 60_000 };

export const invoicePath = (id: number) => `/account/invoices/${id}`;

/** The customer's invoices and credit notes, newest first, each as it stands today. */
export async function listCustomerInvoices(
  db: Database,
  userId: number,
  today: CalendarDay,
): Promise<CustomerInvoiceListing[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issueDate), desc(invoices.id));
  // A credit note is made out to the customer of the invoice it credits: that invoice is in the list.
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    totalPaise: row.totalPaise,
    outstandingPaise: row.kind === "invoice" ? outstandingPaise(row) : 0,
    standing: invoiceStanding(row, today),
    credits: row.creditedInvoiceId ? (numbers.get(row.creditedInvoiceId) ?? null) : null,
  }));
}

/** The customer's invoice as its page in `locale` shows it, or null when it is not theirs. */
export async function customerInvoicePage(
  db: Database,
  userId: number,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<CustomerInvoicePage | null> {
  const invoice = await customerInvoice(db, userId, id);
  if (!invoice) return null;
  const document = await invoiceDocument(db, invoice, now, locale);
  const claims = await db
    .select()
    .from(paymentClaims)
    .where(and(eq(paymentClaims.invoiceId, id), eq(paymentClaims.status, "pending")))
    .orderBy(asc(paymentClaims.id));
  return {
    document,
    qrSvg: document.upi ? await qrSvg(document.upi.link) : null,
    pendingClaims: claims.map((claim) => ({
      utr: claim.utr,
      amountPaise: claim.amountPaise,
      paidOn: claim.paidOn,
      createdAt: claim.createdAt,
    })),
    mayClaim: isPayable(invoice),
  };
}

/** The page's answer to a post that does not redirect, rendered by the loader run after the action. */
export const invoicePageAnswer = createContext<ClaimAnswer | null>(null);

const answer = (status: number, fields: Partial<ClaimAnswer>, headers?: Headers) =>
  dataOutcome<ClaimAnswer>(status, { message: null, fieldErrors: {}, values: {}, ...fields }, headers);

const invoiceWords = localized(invoicesEn, invoicesMl);

/** The form's fields read and checked against what is owed; the first problem of each field. */
type ClaimInput = { utr: string; amountPaise: number | null; paidOn: CalendarDay | null };

function readClaim(
  form: FormData,
  invoice: Invoice,
  today: CalendarDay,
  locale: Locale,
): { ok: true; claim: ClaimInput } | { ok: false; fieldErrors: ClaimAnswer["fieldErrors"] } {
  const copy = invoiceWords[locale].invoicePageCopy;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const fieldErrors: ClaimAnswer["fieldErrors"] = {};
  const utr = parseUpiReference(text(claimFields.utr));
  if (!utr) fieldErrors.utr = copy.form.utrInvalid;

  let amountPaise: number | null = null;
  const amountText = text(claimFields.amount);
  if (amountText !== "") {
    amountPaise = parseRupees(amountText);
    const owed = outstandingPaise(invoice);
    if (amountPaise === null) fieldErrors.amount = copy.form.amountInvalid;
    else if (amountPaise <= 0) fieldErrors.amount = copy.form.amountZero;
    else if (amountPaise > owed) fieldErrors.amount = copy.form.amountAbove(formatRupeesExact(owed));
  }

  const paidOnText = text(claimFields.paidOn);
  const paidOn = paidOnText === "" ? null : paidOnText;
  if (paidOn !== null) {
    if (!isCalendarDay(paidOn)) fieldErrors.paidOn = copy.form.dateInvalid;
    else if (paidOn > today) fieldErrors.paidOn = copy.form.dateFuture;
  }

  if (!utr || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, claim: { utr, amountPaise, paidOn } };
}

export type ClaimResult =
  | { outcome: "received"; utr: string }
  | { outcome: "already-received"; utr: string }
  | { outcome: "not-payable" }
  | { outcome: "invalid"; fieldErrors: ClaimAnswer["fieldErrors"] };

/**
 * Records a customer's "I have paid" for their invoice, in one transaction: the claim (one per
 * invoice and UTR: the same reference again stores nothing and says so), the 'utr_submitted' event
 * the customer sees, and the staff's email. The invoice is locked first, so what is owed is read
 * as a payment being recorded at the same time leaves it.
 */
export async function submitPaymentClaim(
  db: Database,
  customer: SignedInUser,
  invoiceId: number,
  form: FormData,
  env: Pick<Env, "PUBLIC_URL" | "STAFF_EMAIL">,
  locale: Locale = "en",
  now = new Date(),
): Promise<ClaimResult> {
  return db.transaction(async (tx): Promise<ClaimResult> => {
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice || invoice.userId !== customer.id || !isPayable(invoice)) return { outcome: "not-payable" };
    const read = readClaim(form, invoice, indiaDay(now), locale);
    if (!read.ok) return { outcome: "invalid", fieldErrors: read.fieldErrors };
    const { utr, amountPaise, paidOn } = read.claim;
    // Staff may have confirmed this payment from the bank statement before the customer sent it.
    const [confirmed] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.reference, utr)));
    if (confirmed) return { outcome: "already-received", utr };
    const [claim] = await tx
      .insert(paymentClaims)
      .values({ invoiceId, userId: customer.id, utr, amountPaise, paidOn, createdAt: now })
      .onConflictDoNothing({ target: [paymentClaims.invoiceId, paymentClaims.utr] })
      .returning({ id: paymentClaims.id });
    if (!claim) return { outcome: "already-received", utr };
    const actor: CaseActor = { id: customer.id, email: customer.email, fullName: customer.fullName };
    const owed = outstandingPaise(invoice);
    await appendCaseEvent(
      tx,
      invoiceCase,
      invoiceId,
      actor,
      {
        kind: "utr_submitted",
        toValue: utr,
        body: amountPaise === null ? null : formatRupeesExact(amountPaise),
        // The claim's own key: the invoice and its UTR are the form's idempotency key.
        submissionId: derivedSubmissionKey(["invoice-utr", invoiceId, utr]),
      },
      {
        email: utrStaffEmail(
          invoice,
          { customerName: customer.fullName, utr, amountPaise, outstandingPaise: owed, paidOn },
          env,
        ),
        audit: { verb: "utr_submitted", after: { utr, amountPaise, paidOn }, outboxKey: "outboxId" },
        now,
      },
    );
    return { outcome: "received", utr };
  });
}

type FormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">;

/** What was typed, given back to the form beside its messages. */
function typed(form: FormData): ClaimAnswer["values"] {
  const value = (name: string) => String(form.get(name) ?? "").slice(0, 100);
  return { utr: value(claimFields.utr), amount: value(claimFields.amount), paidOn: value(claimFields.paidOn) };
}

/** POST /account/invoices/{id}: "I have paid — here is my UPI reference", for the invoice's customer. */
export function paymentClaimForm(customer: SignedInUser, invoiceId: number, locale: Locale = "en") {
  // The answers in the language the page was posted from, and its redirects back to that language.
  const copy = invoiceWords[locale].invoicePageCopy;
  return defineForm<ClaimAnswer, FormEnv>({
    name: "invoice-utr",
    maxBytes: 4 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: ({ form }) => answer(503, { message: copy.toasts.failed, values: typed(form) }),
    async handle({ form, db, env }): Promise<Outcome<ClaimAnswer>> {
      const limit = await consumeRateLimit(db, paymentClaimRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { message: copy.toasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)), values: typed(form) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const result = await submitPaymentClaim(db, customer, invoiceId, form, env, locale);
      const here = pathIn(locale, invoicePath(invoiceId));
      switch (result.outcome) {
        case "received":
          return redirectWithToast(env, here, { type: "success", message: copy.toasts.received(result.utr) });
        case "already-received":
          return redirectWithToast(env, here, { type: "info", message: copy.toasts.alreadyReceived(result.utr) });
        case "not-payable":
          return answer(409, { message: copy.toasts.notPayable });
        case "invalid":
          return answer(400, { fieldErrors: result.fieldErrors, values: typed(form) });
      }
    },
  });
}
