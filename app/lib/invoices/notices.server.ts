// Every email about an invoice, and the due jobs that send them (kind INVOICE_JOB_KIND, subject the
// invoice's id, planned by invoices.server.ts):
// - 'issued': the tax invoice (or credit note) with its PDF attached and, while something is owed,
//   the "Pay by UPI" part: the UPI ID, the amount, the upi:// link for a phone and the QR code as an
//   inline image;
// - 'remind:before' / 'remind:due' / 'remind:overdue:N': what is still owed, only while the invoice
//   is payable; the N-th weekly overdue reminder plans the next one;
// - 'receipt:<paymentId>': a payment's receipt with its PDF.
// Each email is queued with its invoice event ('emailed', 'reminder') in the job's transaction, and
// the due-jobs worker claims a job with FOR UPDATE SKIP LOCKED and marks it done in that same
// transaction: with any number of servers each is sent once. A handler that finds its event already
// recorded (a job scheduled again by hand) sends nothing more.
import { and, eq } from "drizzle-orm";
import * as documentEn from "~/content/invoice-document";
import * as documentMl from "~/content/invoice-document.ml";
import * as emailsEn from "~/content/invoice-emails";
import * as emailsMl from "~/content/invoice-emails.ml";
import { utrEmailWords } from "~/content/staff-invoices";
import { documentFileName } from "./downloads";
import { type Invoice, invoiceEvents, users } from "~/db/schema";
import { type CaseWriter, systemActor } from "~/lib/casework/case-type.server";
import { appendCaseEvent } from "~/lib/casework/events.server";
import { daysBetween, indiaDay } from "~/lib/contracts/period";
import { escapeHtml, rowsAsTable, rowsAsText } from "~/lib/email/html";
import type { OutgoingEmail } from "~/lib/email/outbox.server";
import { type Env, getEnv } from "~/lib/env.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatDate } from "~/lib/india-time";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { formatRupeesExact } from "~/lib/money/paise";
import { storeUploadedFiles } from "~/lib/uploads/store.server";
import { createHash } from "node:crypto";
import type { InvoiceDocumentView, PaymentReceiptView } from "./document";
import { invoiceDocument, paymentReceipt } from "./document.server";
import { renderInvoicePdf, renderReceiptPdf } from "./invoice-pdf.server";
import { isPayable } from "./invoice-state";
import {
  INVOICE_JOB_KIND,
  invoiceById,
  invoiceCase,
  lockInvoice,
  scheduleNextOverdueReminder,
} from "./invoices.server";
import { qrPng } from "./qr.server";

type NoticeEnv = Pick<Env, "PUBLIC_URL">;

type Email = Omit<OutgoingEmail, "recordType">;

/** The stored-file owners of the PDFs the emails carry (with the invoice's or the payment's id). */
export const INVOICE_EMAIL_FILE_OWNER = "invoice-email";
export const RECEIPT_EMAIL_FILE_OWNER = "receipt-email";

/** The Content-ID the HTML body's QR image names (`<img src="cid:upi-qr">`). */
export const UPI_QR_CONTENT_ID = "upi-qr";

/** The customer's page of an invoice or credit note, as an absolute URL (in the customer's language). */
export const invoicePageUrl = (id: number, publicUrl = getEnv().PUBLIC_URL, locale: Locale = "en") =>
  new URL(pathIn(locale, `/account/invoices/${id}`), publicUrl).href;

/** The staff's page of an invoice, as an absolute URL. */
export const staffInvoicePageUrl = (id: number, publicUrl = getEnv().PUBLIC_URL) =>
  new URL(`/staff/invoices/${id}`, publicUrl).href;

/** A calendar day as the emails print it: '26 Dec 2026'. */
const day = (isoDay: string, locale: Locale = "en") => formatDate(isoDay, locale);

const emailWords = localized(emailsEn, emailsMl);
const documentWords = localized(documentEn, documentMl);

/**
 * Whom a customer's email greets, and its words and formats in their language (users.locale); the
 * invoice's own name and English when the account is gone. The PDFs it carries stay English.
 */
async function recipientOf(db: CaseWriter, invoice: Pick<Invoice, "userId" | "recipientName">) {
  const [row] = await db
    .select({ fullName: users.fullName, locale: users.locale })
    .from(users)
    .where(eq(users.id, invoice.userId));
  const locale = row?.locale ?? "en";
  return {
    name: row?.fullName ?? invoice.recipientName,
    locale,
    words: emailWords[locale].invoiceEmailWords,
    day: (isoDay: string) => day(isoDay, locale),
  };
}

type Recipient = Awaited<ReturnType<typeof recipientOf>>;

/** Stores a PDF the email attaches (read back when the email is delivered); its attachment. */
async function storedPdf(db: CaseWriter, owner: { kind: string; id: number }, fileName: string, pdf: Buffer) {
  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const [file] = await storeUploadedFiles(db, owner, [
    { fileName, kind: "pdf", mediaType: "application/pdf", size: pdf.byteLength, sha256, bytes: pdf },
  ]);
  if (!file) throw new Error(`${fileName} was not stored`);
  return { fileName, contentType: "application/pdf", storedFileId: file.id };
}

/** A body of paragraphs (plain lines) and tables of figures, as text and as HTML. */
type Block = { text: string } | { rows: (readonly [string, string])[] } | { html: string; text: string };

function bodies(blocks: readonly Block[]): { text: string; html: string } {
  const text = blocks.map((block) => ("rows" in block ? rowsAsText(block.rows) : block.text)).join("\n\n");
  const html = blocks
    .map((block) =>
      "rows" in block
        ? rowsAsTable(block.rows)
        : "html" in block
          ? block.html
          : `<p>${escapeHtml(block.text).replaceAll("\n", "<br>")}</p>`,
    )
    .join("\n");
  return { text, html };
}

const linkBlock = (lead: string, url: string): Block => ({
  text: `${lead} ${url}`,
  html: `<p>${escapeHtml(lead)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
});

/**
 * The "Pay by UPI" part: the payee, the amount and the note as a UPI app asks for them, the QR code
 * (inline image) and the upi:// link a phone opens its UPI app with. Null when nothing is owed.
 */
async function upiPart(document: InvoiceDocumentView, words: Recipient["words"]) {
  const upi = document.upi;
  if (!upi) return null;
  const png = await qrPng(upi.link, 240);
  const details = [
    words.upi.payee(upi.payeeAddress, upi.payeeName),
    words.upi.amount(formatRupeesExact(upi.amountPaise)),
    words.upi.note(document.number),
  ];
  const block: Block = {
    text: [words.upi.heading, ...details, words.upi.scan, upi.link].join("\n"),
    html: [
      `<h2>${escapeHtml(words.upi.heading)}</h2>`,
      `<p>${details.map(escapeHtml).join("<br>")}</p>`,
      `<p><img src="cid:${UPI_QR_CONTENT_ID}" alt="${escapeHtml(words.upi.qrAlt(document.number))}" width="200" height="200"></p>`,
      `<p><a href="${escapeHtml(upi.link)}">${escapeHtml(words.upi.open)}</a></p>`,
    ].join("\n"),
  };
  const attachment = {
    fileName: "upi-qr.png",
    contentType: "image/png",
    base64: png.toString("base64"),
    contentId: UPI_QR_CONTENT_ID,
  };
  return { block, attachment };
}

/** What the invoice is for, in a line: its lines' descriptions. */
const descriptionOf = (document: InvoiceDocumentView) => document.lines.map((line) => line.description).join("; ");

/** The email that carries an issued invoice or credit note, with its PDF (stored) attached. */
export async function issuedEmail(db: CaseWriter, invoice: Invoice, env: NoticeEnv, now: Date): Promise<Email> {
  const document = await invoiceDocument(db, invoice, now);
  const fileName = documentFileName(invoice.number);
  // The PDF too is in the customer's language, as the email is.
  const recipient = await recipientOf(db, invoice);
  const pdf = await storedPdf(
    db,
    { kind: INVOICE_EMAIL_FILE_OWNER, id: invoice.id },
    fileName,
    await renderInvoicePdf(document, recipient.locale),
  );
  const { words, day } = recipient;
  const url = invoicePageUrl(invoice.id, env.PUBLIC_URL, recipient.locale);
  const greeting: Block = { text: words.greeting(recipient.name) };
  const closing: Block[] = [linkBlock(words.viewLine, url), { text: words.signature }];
  const base = { kind: "invoice.issued", to: invoice.recipientEmail };

  if (document.kind === "credit_note") {
    const credits = document.credits?.number ?? "";
    return {
      ...base,
      subject: words.creditNote.subject(invoice.number, credits),
      ...bodies([
        greeting,
        { text: words.creditNote.lead(invoice.number, credits) },
        ...(document.reason ? [{ text: words.creditNote.reason(document.reason) }] : []),
        { text: words.creditNote.amount(formatRupeesExact(document.totals.totalPaise)) },
        { text: words.creditNote.pdfNote(fileName) },
        ...closing,
      ]),
      attachments: [pdf],
    };
  }

  const upi = await upiPart(document, words);
  const owed = formatRupeesExact(document.totals.outstandingPaise);
  return {
    ...base,
    subject: words.issued.subject(invoice.number, formatRupeesExact(document.totals.totalPaise), day(invoice.dueDate)),
    ...bodies([
      greeting,
      { text: words.issued.lead(invoice.number) },
      {
        rows: [
          [words.facts.total, formatRupeesExact(document.totals.totalPaise)],
          [words.facts.amount, owed],
          [words.facts.dueDate, day(invoice.dueDate)],
          [words.facts.description, descriptionOf(document)],
        ],
      },
      ...(document.period ? [{ text: words.issued.period(day(document.period.from), day(document.period.to)) }] : []),
      ...(upi ? [upi.block] : []),
      { text: words.pdfNote(fileName) },
      ...closing,
    ]),
    attachments: [pdf, ...(upi ? [upi.attachment] : [])],
  };
}

export type ReminderKey = { stage: "before" } | { stage: "due" } | { stage: "overdue"; sent: number };

/** 'remind:before', 'remind:due', 'remind:overdue:N' → its stage; null for any other key. */
export function reminderKey(key: string): ReminderKey | null {
  if (key === "remind:before") return { stage: "before" };
  if (key === "remind:due") return { stage: "due" };
  const overdue = /^remind:overdue:([1-9]\d{0,3})$/.exec(key);
  return overdue ? { stage: "overdue", sent: Number(overdue[1]) } : null;
}

/** A reminder of what is still owed on a payable invoice (no PDF: the invoice's email had it). */
export async function reminderEmail(
  db: CaseWriter,
  invoice: Invoice,
  reminder: ReminderKey,
  env: NoticeEnv,
  now: Date,
): Promise<Email> {
  const document = await invoiceDocument(db, invoice, now);
  const recipient = await recipientOf(db, invoice);
  const { words } = recipient;
  const owed = formatRupeesExact(document.totals.outstandingPaise);
  const due = recipient.day(invoice.dueDate);
  const late = Math.max(1, daysBetween(invoice.dueDate, indiaDay(now)));
  const subject =
    reminder.stage === "before"
      ? words.reminder.subject.before(invoice.number, owed, due)
      : reminder.stage === "due"
        ? words.reminder.subject.due(invoice.number, owed)
        : words.reminder.subject.overdue(invoice.number, owed, late);
  const lead =
    reminder.stage === "before"
      ? words.reminder.lead.before(invoice.number, owed, due)
      : reminder.stage === "due"
        ? words.reminder.lead.due(invoice.number, owed)
        : words.reminder.lead.overdue(invoice.number, owed, due, late);
  const upi = await upiPart(document, words);
  return {
    kind: "invoice.reminder",
    to: invoice.recipientEmail,
    subject,
    ...bodies([
      { text: words.greeting(recipient.name) },
      { text: lead },
      {
        rows: [
          [words.facts.amount, owed],
          [words.facts.dueDate, due],
          [words.facts.description, descriptionOf(document)],
        ],
      },
      ...(upi ? [upi.block] : []),
      { text: words.reminder.paidAlready },
      linkBlock(words.viewLine, invoicePageUrl(invoice.id, env.PUBLIC_URL, recipient.locale)),
      { text: words.signature },
    ]),
    attachments: upi ? [upi.attachment] : [],
  };
}

/** A payment's receipt, with its PDF (stored) attached. */
export async function receiptEmail(
  db: CaseWriter,
  invoice: Invoice,
  receipt: PaymentReceiptView,
  env: NoticeEnv,
): Promise<Email> {
  const fileName = documentFileName(receipt.receiptNumber);
  const recipient = await recipientOf(db, invoice);
  const pdf = await storedPdf(
    db,
    { kind: RECEIPT_EMAIL_FILE_OWNER, id: receipt.paymentId },
    fileName,
    await renderReceiptPdf(receipt, recipient.locale),
  );
  const amount = formatRupeesExact(receipt.amountPaise);
  const { words, day } = recipient;
  return {
    kind: "invoice.receipt",
    to: invoice.recipientEmail,
    subject: words.receipt.subject(receipt.receiptNumber, amount, receipt.invoice.number),
    ...bodies([
      { text: words.greeting(recipient.name) },
      { text: words.receipt.lead(amount, receipt.invoice.number) },
      {
        rows: [
          [words.receipt.number, receipt.receiptNumber],
          [words.receipt.amount, amount],
          [words.receipt.receivedOn, day(receipt.receivedOn)],
          [words.receipt.method, documentWords[recipient.locale].paymentMethodLabels[receipt.method]],
          ...(receipt.reference ? [[words.receipt.reference, receipt.reference] as const] : []),
          [words.receipt.invoice, receipt.invoice.number],
          ...(receipt.outstandingAfterPaise > 0
            ? [[words.receipt.outstanding, formatRupeesExact(receipt.outstandingAfterPaise)] as const]
            : []),
        ],
      },
      ...(receipt.outstandingAfterPaise === 0 ? [{ text: words.receipt.paidInFull }] : []),
      { text: words.receipt.pdfNote(fileName) },
      linkBlock(words.viewLine, invoicePageUrl(invoice.id, env.PUBLIC_URL, recipient.locale)),
      { text: words.signature },
    ]),
    attachments: [pdf],
  };
}

/** The email to staff when a customer sends their UPI reference, linking the invoice's console page. */
export function utrStaffEmail(
  invoice: Pick<Invoice, "id" | "number">,
  claim: {
    customerName: string;
    utr: string;
    amountPaise: number | null;
    outstandingPaise: number;
    paidOn: string | null;
  },
  env: Pick<Env, "PUBLIC_URL" | "STAFF_EMAIL">,
): Email {
  const words = utrEmailWords;
  const lines = [
    words.utr(claim.utr),
    claim.amountPaise === null
      ? words.amountDue(formatRupeesExact(claim.outstandingPaise))
      : words.amount(formatRupeesExact(claim.amountPaise)),
    ...(claim.paidOn ? [words.paidOn(day(claim.paidOn))] : []),
  ];
  return {
    kind: "invoice.utr",
    to: env.STAFF_EMAIL,
    subject: words.subject(invoice.number, claim.utr),
    ...bodies([
      { text: words.lead(claim.customerName, invoice.number) },
      { text: lines.join("\n") },
      linkBlock(words.action, staffInvoicePageUrl(invoice.id, env.PUBLIC_URL)),
    ]),
  };
}

/** Whether the invoice's history already has this event (a job that ran before sends nothing more). */
async function recorded(db: CaseWriter, invoiceId: number, kind: "emailed" | "reminder", toValue: string) {
  const [row] = await db
    .select({ id: invoiceEvents.id })
    .from(invoiceEvents)
    .where(
      and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.kind, kind), eq(invoiceEvents.toValue, toValue)),
    )
    .limit(1);
  return row !== undefined;
}

const systemEvent = { channel: "system" as const };

/** The 'invoice' job's handler: the invoice's email, its reminders and its receipts. */
export function invoiceJobHandler(env: NoticeEnv, now: () => Date = () => new Date()): JobHandler {
  return async (tx, job) => {
    const id = Number(job.subjectId);
    if (!Number.isSafeInteger(id)) return "done";
    const at = now();

    if (job.key === "issued") {
      const invoice = await invoiceById(tx, id);
      if (!invoice || (await recorded(tx, id, "emailed", invoice.number))) return "done";
      await appendCaseEvent(
        tx,
        invoiceCase,
        id,
        systemActor,
        { ...systemEvent, kind: "emailed", toValue: invoice.number },
        { email: await issuedEmail(tx, invoice, env, at), now: at },
      );
      return "done";
    }

    const reminder = reminderKey(job.key);
    if (reminder) {
      // Locked: a payment recorded meanwhile waits, or is seen; a paid or cancelled invoice is not reminded.
      const invoice = await lockInvoice(tx, id);
      if (!invoice || !isPayable(invoice) || (await recorded(tx, id, "reminder", job.key))) return "done";
      await appendCaseEvent(
        tx,
        invoiceCase,
        id,
        systemActor,
        { ...systemEvent, kind: "reminder", toValue: job.key },
        { email: await reminderEmail(tx, invoice, reminder, env, at), now: at },
      );
      if (reminder.stage === "overdue") await scheduleNextOverdueReminder(tx, invoice, reminder.sent);
      return "done";
    }

    const receiptOf = /^receipt:(\d{1,15})$/.exec(job.key);
    if (receiptOf) {
      const receipt = await paymentReceipt(tx, Number(receiptOf[1]));
      const invoice = await invoiceById(tx, id);
      if (!receipt || !invoice || receipt.invoice.id !== id) return "done";
      if (await recorded(tx, id, "emailed", receipt.receiptNumber)) return "done";
      await appendCaseEvent(
        tx,
        invoiceCase,
        id,
        systemActor,
        { ...systemEvent, kind: "emailed", toValue: receipt.receiptNumber },
        { email: await receiptEmail(tx, invoice, receipt, env), now: at },
      );
      return "done";
    }
    return "done";
  };
}

/** Registers the invoice emails' handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerInvoiceJobs(env: NoticeEnv = getEnv(), registry?: JobRegistry) {
  registerJobHandler(INVOICE_JOB_KIND, invoiceJobHandler(env), registry);
}
