import { Form, Link } from "react-router";
import type { Route } from "./+types/invoice";
import { InvoiceDocument } from "~/components/invoices/invoice-document";
import { invoiceStandingLabels, paymentMethodLabels } from "~/content/invoice-document";
import { CaseHistory, threadTones } from "~/components/staff/case-thread";
import { Detail, DetailList, EmailLink } from "~/components/staff/details";
import { PaymentForm } from "~/components/staff/invoice-forms";
import { CancelForm, NoteForm } from "~/components/staff/record-forms";
import { ActionBox, RecordPage, RecordSection, WorkPanel } from "~/components/staff/record-page";
import { FormAlert, TextAreaField, TextField } from "~/components/ui/form-fields";
import { invoiceSourceLabels, paymentMethodChoices, staffInvoiceCopy as copy } from "~/content/staff-invoices";
import { visitKindLabels } from "~/content/visits";
import { caseAlert } from "~/lib/casework/case-form";
import { idValue } from "~/lib/casework/list-codec";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { indiaDay } from "~/lib/contracts/period";
import { formAction } from "~/lib/form-action.server";
import { formatLongDate } from "~/lib/india-time";
import { invoicePdfPath, receiptPdfPath } from "~/lib/invoices/downloads";
import { isPayable } from "~/lib/invoices/invoice-state";
import { getStaffInvoice, type InvoiceHistoryEvent } from "~/lib/invoices/staff.server";
import { invoiceActionForm } from "~/lib/invoices/staff-actions.server";
import { INVOICE_LIMITS, type InvoiceActionData, paymentMethodNames } from "~/lib/invoices/staff-query";
import { formatRupeesExact, paiseToDecimal } from "~/lib/money/paise";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";

// ?claim=ID fills the payment form with that pending claim of the customer (a link: nothing changes).
export async function loader(args: Route.LoaderArgs) {
  const { record } = await recordOfPage(args, getStaffInvoice);
  const today = indiaDay(new Date());
  const chosen = idValue(new URL(args.request.url).searchParams.get("claim"));
  const claim = record.claims.find((entry) => entry.id === chosen);
  const owed = record.document.totals.outstandingPaise;
  return {
    ...record,
    payable: isPayable(record.invoice),
    today,
    payment: claim
      ? {
          key: `claim-${claim.id}`,
          values: {
            amount: paiseToDecimal(Math.min(claim.amountPaise ?? owed, owed)),
            receivedOn: claim.paidOn ?? today,
            method: "upi",
            reference: claim.utr,
          },
        }
      : { key: "blank", values: { receivedOn: today, method: "upi" } },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, invoiceActionForm));
}

export const headers = staffPageHeaders;
export const shouldRevalidate = reloadAfterConflict;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(copy.title(loaderData?.invoice.number ?? ""));

const h = copy.history;

function eventTitle(event: InvoiceHistoryEvent) {
  const value = event.toValue ?? "";
  switch (event.kind) {
    case "issued":
      return h.issued(event.actorName, value);
    case "emailed":
      return h.emailed(event.actorName);
    case "reminder":
      return h.reminder(event.actorName);
    case "utr_submitted":
      return h.utrSubmitted(event.actorName, value);
    case "payment":
      return h.payment(event.actorName, event.body ?? "");
    case "credited":
      return h.credited(event.actorName, value);
    case "cancelled":
      return h.cancelled(event.actorName, value);
    case "note":
      return h.note(event.actorName);
    default:
      return h.status(event.actorName);
  }
}

const tones: Record<InvoiceHistoryEvent["kind"], string> = {
  issued: threadTones.record,
  emailed: threadTones.reply,
  reminder: threadTones.reply,
  utr_submitted: threadTones.reply,
  payment: threadTones.change,
  credited: threadTones.change,
  cancelled: threadTones.change,
  status: threadTones.change,
  note: threadTones.note,
};

const linkClass = "text-brand-800 underline underline-offset-2";
const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

type Data = Route.ComponentProps["loaderData"];

function Details({ data }: { data: Data }) {
  const { invoice, document, customer, visit } = data;
  const d = copy.details;
  const money = formatRupeesExact;
  return (
    <RecordSection id="details-heading" heading={d.heading}>
      <DetailList>
        <Detail label={d.customer}>
          {customer.fullName} · <EmailLink email={customer.email} /> ·{" "}
          <Link to={`/staff/contracts?q=${encodeURIComponent(customer.email)}`} className={linkClass}>
            {d.contractsLink}
          </Link>
        </Detail>
        <Detail label={d.source}>{invoiceSourceLabels[invoice.source]}</Detail>
        {invoice.contractId ? (
          <Detail label={d.contract}>
            <Link to={`/staff/contracts/${invoice.contractId}`} className={linkClass}>
              {d.contractLink(
                invoice.contractId,
                invoice.periodStartsOn && formatLongDate(invoice.periodStartsOn),
                invoice.periodEndsOn && formatLongDate(invoice.periodEndsOn),
              )}
            </Link>
          </Detail>
        ) : null}
        {visit ? (
          <Detail label={d.visit}>
            <Link to={`/staff/visits/${visit.id}`} className={linkClass}>
              {d.visitLink(visit.id, visitKindLabels[visit.kind])}
            </Link>
          </Detail>
        ) : null}
        {document.credits ? (
          <>
            <Detail label={d.credits}>
              <Link to={`/staff/invoices/${document.credits.id}`} className={linkClass}>
                {document.credits.number}
              </Link>
            </Detail>
            <Detail label={d.reason}>
              <span className="whitespace-pre-line">{invoice.reason}</span>
            </Detail>
          </>
        ) : null}
        <Detail label={d.total}>{money(invoice.totalPaise)}</Detail>
        {invoice.kind === "invoice" ? (
          <>
            <Detail label={d.paid}>{money(invoice.paidPaise)}</Detail>
            <Detail label={d.credited}>{money(invoice.creditedPaise)}</Detail>
            <Detail label={d.outstanding}>
              <strong>{money(document.totals.outstandingPaise)}</strong>
            </Detail>
            <Detail label={d.dueDate}>{formatLongDate(invoice.dueDate)}</Detail>
          </>
        ) : null}
        {document.creditNotes.length > 0 ? (
          <Detail label={d.creditNotes}>
            <ul className="space-y-1">
              {document.creditNotes.map((note) => (
                <li key={note.id}>
                  <Link to={`/staff/invoices/${note.id}`} className={linkClass}>
                    {note.number}
                  </Link>{" "}
                  ({money(note.totalPaise)})
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
        {document.payments.length > 0 ? (
          <Detail label={d.payments}>
            <ul className="space-y-1">
              {document.payments.map((payment) => (
                <li key={payment.id}>
                  {d.payment(
                    payment.receiptNumber,
                    money(payment.amountPaise),
                    formatLongDate(payment.receivedOn),
                    paymentMethodLabels[payment.method],
                  )}
                  {payment.reference ? ` (${payment.reference})` : ""} ·{" "}
                  <a href={receiptPdfPath("/staff/invoices", invoice.id, payment.id)} className={linkClass}>
                    {d.receipt}
                  </a>
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </DetailList>
    </RecordSection>
  );
}

function Claims({ data, alert }: { data: Data; alert: string | null }) {
  const c = copy.claims;
  return (
    <section aria-labelledby="claims-heading" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4">
      <h2 id="claims-heading" className="text-lg font-bold text-slate-900">
        {c.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{c.intro}</p>
      <FormAlert message={alert} />
      <ul className="mt-3 space-y-3">
        {data.claims.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-semibold text-slate-900">
              {c.claim(
                claim.utr,
                claim.amountPaise === null ? null : formatRupeesExact(claim.amountPaise),
                claim.paidOn && formatLongDate(claim.paidOn),
              )}
            </span>
            <Link to={`?claim=${claim.id}#payment-heading`} className={`font-semibold ${linkClass}`}>
              {c.use}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="rejectClaim" />
              <input type="hidden" name="expectedStatus" value={data.invoice.status} />
              <input type="hidden" name="claim" value={claim.id} />
              <button type="submit" className={buttonClass}>
                {c.reject}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function StaffInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const { invoice, document, payable } = data;
  const answer: InvoiceActionData | undefined = actionData;
  const first = payable ? "payment" : "note";
  const alertFor = (intent: NonNullable<InvoiceActionData["intent"]>) => caseAlert(answer, intent, first);
  const formKey = data.history.length;
  const answered = (intent: InvoiceActionData["intent"]) => (answer?.intent === intent ? answer : undefined);
  const standing = invoiceStandingLabels[document.standing];
  const outstanding = formatRupeesExact(document.totals.outstandingPaise);
  const expected = <input type="hidden" name="expectedStatus" value={invoice.status} />;
  const partial = answered("partialCredit");
  const firstCode = document.lines[0]?.sacCode ?? "";
  return (
    <RecordPage
      back={{ href: "/staff/invoices", label: copy.back }}
      heading={
        invoice.kind === "credit_note"
          ? copy.creditNoteHeading(invoice.number, data.customer.fullName)
          : copy.heading(invoice.number, data.customer.fullName)
      }
      summary={
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className={`font-semibold ${document.standing === "overdue" ? "text-red-800" : ""}`}>{standing}</span>
          <span>· {invoiceSourceLabels[invoice.source]}</span>
          <span>
            ·{" "}
            <a href={invoicePdfPath("/staff/invoices", invoice.id)} className={linkClass}>
              {copy.pdf}
            </a>
          </span>
        </p>
      }
      side={
        <WorkPanel heading={copy.workHeading}>
          {payable ? (
            <>
              <ActionBox id="payment-heading" heading={copy.payment.heading} alert={alertFor("payment")}>
                <PaymentForm
                  formKey={`payment-${formKey}-${data.payment.key}`}
                  expectedStatus={invoice.status}
                  outstanding={outstanding}
                  methods={paymentMethodNames.map((method) => ({ value: method, label: paymentMethodChoices[method] }))}
                  values={answered("payment")?.values ?? data.payment.values}
                  errors={answered("payment")?.fieldErrors ?? {}}
                  words={copy.payment}
                />
              </ActionBox>
              <ActionBox id="partial-heading" heading={copy.partial.heading} alert={alertFor("partialCredit")}>
                <Form method="post" key={`partial-${formKey}`} noValidate className="space-y-3">
                  <input type="hidden" name="intent" value="partialCredit" />
                  {expected}
                  <p className="text-sm text-slate-700">{copy.partial.hint(firstCode)}</p>
                  <TextField
                    name="description"
                    label={copy.partial.description}
                    maxLength={INVOICE_LIMITS.description}
                    defaultValue={partial?.values.description}
                    error={partial?.fieldErrors.description}
                  />
                  <TextField
                    name="creditAmount"
                    label={copy.partial.amount}
                    maxLength={20}
                    defaultValue={partial?.values.creditAmount}
                    error={partial?.fieldErrors.creditAmount}
                  />
                  <TextAreaField
                    name="reason"
                    label={copy.partial.reason}
                    rows={2}
                    compact
                    maxLength={INVOICE_LIMITS.reason}
                    defaultValue={partial?.values.reason}
                    error={partial?.fieldErrors.reason}
                  />
                  <button type="submit" className={buttonClass}>
                    {copy.partial.submit}
                  </button>
                </Form>
              </ActionBox>
              <CancelForm
                formKey={formKey}
                alert={alertFor("cancel")}
                maxLength={INVOICE_LIMITS.reason}
                answer={answer}
                words={copy.credit}
              >
                {expected}
                <p className="text-sm text-slate-700">{copy.credit.hint}</p>
              </CancelForm>
            </>
          ) : (
            <p className="text-sm text-slate-700">
              {invoice.kind === "credit_note" ? copy.creditNoteClosed : copy.closed(standing)}
            </p>
          )}
          <NoteForm
            formKey={formKey}
            alert={alertFor("note")}
            maxLength={INVOICE_LIMITS.note}
            answer={answer}
            words={copy.note}
          />
        </WorkPanel>
      }
    >
      {payable && data.claims.length > 0 ? <Claims data={data} alert={alertFor("rejectClaim")} /> : null}
      <Details data={data} />
      <InvoiceDocument
        document={document}
        receiptHref={(paymentId) => receiptPdfPath("/staff/invoices", document.id, paymentId)}
      />
      <CaseHistory
        heading={copy.historyHeading}
        events={data.history}
        title={eventTitle}
        tones={tones}
        email={h.email}
      />
    </RecordPage>
  );
}
