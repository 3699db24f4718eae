import { Link } from "react-router";
import type { Route } from "./+types/invoice-statement";
import { DateTime } from "~/components/staff/date-time";
import { FormAlert } from "~/components/ui/form-fields";
import { RecordList } from "~/components/staff/record-list";
import { statementReviewCopy as copy, statementLayoutLabels } from "~/content/staff-invoice-reconciliation";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { type StatementReviewData, statementReviewForm } from "~/lib/invoices/statement-actions.server";
import { type ReviewLine, statementReview } from "~/lib/invoices/statements.server";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";

// /staff/invoices/statements/:id: every amount received in an imported statement, with the invoice
// it is proposed for and the line's actions (plain form posts: confirm, choose an invoice, ignore).
export async function loader(args: Route.LoaderArgs) {
  const { record } = await recordOfPage(args, statementReview);
  return record;
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm<StatementReviewData>(args, statementReviewForm));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.title(Number(params.id)));

const linkClass = "text-brand-800 underline underline-offset-2 hover:text-brand-900";
const primaryClass = "rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800";
const secondaryClass =
  "rounded-lg border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** What the line's invoice cell says: the proposal and why, or what became of the line. */
function Proposal({ line }: { line: ReviewLine }) {
  const { invoice, payment } = line;
  if (line.status === "confirmed" && payment)
    return <p>{copy.status.confirmed(payment.receiptNumber, payment.invoiceNumber)}</p>;
  if (line.matchedBy === "recorded" || (payment && line.status !== "ignored"))
    return payment ? <p>{copy.status.recorded(payment.receiptNumber, payment.invoiceNumber)}</p> : null;
  return (
    <>
      {invoice ? (
        <>
          <p>
            <Link to={`/staff/invoices/${invoice.id}`} className={linkClass}>
              {invoice.number}
            </Link>{" "}
            · {copy.proposal(invoice.customerName, formatRupeesExact(invoice.outstandingPaise))}
          </p>
          {line.matchedBy && line.matchedBy in copy.matchedBy ? (
            <p className="text-slate-600">{copy.why(copy.matchedBy[line.matchedBy])}</p>
          ) : null}
          {invoice.payable ? null : <p className="text-slate-600">{copy.status.notPayable}</p>}
        </>
      ) : (
        <p className="text-slate-600">{copy.noMatch}</p>
      )}
      {line.status === "ignored" ? <p className="text-slate-600">{copy.status.ignored}</p> : null}
    </>
  );
}

function LineActions({ line, answer }: { line: ReviewLine; answer: StatementReviewData | undefined }) {
  const open = (line.status === "proposed" || line.status === "unmatched") && !line.payment;
  if (!open) return null;
  const mine = answer?.lineId === line.id ? answer : undefined;
  const inputId = `invoice-number-${line.id}`;
  const errorId = `${inputId}-error`;
  const fieldError = mine?.fieldErrors.invoiceNumber;
  return (
    <div className="space-y-2">
      {mine && !fieldError ? <FormAlert message={mine.message} /> : null}
      {line.invoice?.payable && line.status === "proposed" ? (
        <form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="lineId" value={line.id} />
          <button type="submit" className={primaryClass}>
            {copy.confirm(formatRupeesExact(line.amountPaise), line.invoice.number)}
          </button>
        </form>
      ) : null}
      <form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="choose" />
        <input type="hidden" name="lineId" value={line.id} />
        <div>
          <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
            {copy.choose.label(line.position)}
          </label>
          <input
            id={inputId}
            name="invoiceNumber"
            type="text"
            required
            maxLength={32}
            placeholder={copy.choose.placeholder}
            defaultValue={mine?.values.invoiceNumber ?? ""}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className={`mt-1 w-44 rounded-lg border px-2 py-1.5 text-sm ${fieldError ? "border-red-600" : "border-slate-300"}`}
          />
          {fieldError ? (
            <p id={errorId} className="mt-1 text-xs text-red-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button type="submit" className={secondaryClass}>
          {copy.choose.submit}
        </button>
      </form>
      <form method="post">
        <input type="hidden" name="intent" value="ignore" />
        <input type="hidden" name="lineId" value={line.id} />
        <button type="submit" className="text-sm text-slate-700 underline underline-offset-2 hover:text-slate-900">
          {copy.ignore(line.position)}
        </button>
      </form>
    </div>
  );
}

export default function InvoiceStatement({ loaderData, actionData }: Route.ComponentProps) {
  const { statement, lines } = loaderData;
  const answer: StatementReviewData | undefined = actionData;
  const c = copy.columns;
  return (
    <>
      <Link to="/staff/invoices/statements" className={`text-sm font-semibold ${linkClass}`}>
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-all text-slate-900">{copy.heading(statement.fileName)}</h1>
      <p className="mt-1 text-slate-700">
        {statementLayoutLabels[statement.layout]} · <DateTime value={statement.createdAt} />
        {statement.uploadedByName ? ` · ${statement.uploadedByName}` : null}
      </p>
      <p className="mt-2 max-w-3xl text-slate-700">{copy.intro}</p>
      {answer && answer.lineId === undefined ? (
        <div className="mt-4 max-w-xl">
          <FormAlert message={answer.message} />
        </div>
      ) : null}
      <div className="mt-6">
        <RecordList
          rows={lines}
          columns={[
            { header: c.line, className: "tabular-nums", cell: (line) => line.position },
            {
              header: c.date,
              className: "whitespace-nowrap",
              cell: (line) => <time dateTime={line.valueDate}>{formatLongDate(line.valueDate)}</time>,
            },
            { header: c.narration, className: "max-w-xs break-words", cell: (line) => line.narration },
            {
              header: c.reference,
              className: "font-mono break-all",
              cell: (line) => line.reference ?? copy.noReference,
            },
            {
              header: c.amount,
              className: "whitespace-nowrap tabular-nums",
              cell: (line) => formatRupeesExact(line.amountPaise),
            },
            { header: c.invoice, cell: (line) => <Proposal line={line} /> },
            { header: c.action, cell: (line) => <LineActions line={line} answer={answer} /> },
          ]}
          words={{ tableLabel: copy.caption, empty: copy.empty }}
        />
      </div>
    </>
  );
}
