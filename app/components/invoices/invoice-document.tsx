// A tax invoice or credit note as a page (the customer's and the staff's invoice pages render it):
// every particular Rule 46 of the CGST Rules asks of a tax invoice — supplier and recipient with
// address, GSTIN and state code, number and dates, place of supply, reverse charge, each line's
// SAC/HSN, quantity, taxable value and taxes, the totals with the round-off and in words — and what
// was paid or credited since. The figures come from app/lib/invoices/document-rows.ts, which the PDF
// prints too, so page and PDF never differ. Server-rendered markup: no script needed, readable on a
// phone (the wide tables scroll sideways in a labelled, focusable box) and on paper. In the language
// its caller hands over (the customer's page: the page's, as its PDF; the console: English), the
// document's total in words included (invoiceDocument writes it in the page's language).
import { type ReactNode, useId } from "react";
import { TableScroller } from "~/components/ui/table-scroller";
import { invoiceDocumentWords, paymentMethodLabels as englishMethods } from "~/content/invoice-document";
import type { InvoiceDocumentView } from "~/lib/invoices/document";
import {
  headRows,
  lineCells,
  type PartyBlock,
  type PrintedRow,
  partyBlocks,
  type PrintedLanguage,
  settlementRows,
  summaryCells,
  type TaxColumn,
  taxColumns,
  totalsRows,
} from "~/lib/invoices/document-rows";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";

const sectionHeading = "text-base font-bold text-slate-900";
const th = "border-b border-slate-300 px-2 py-2 text-left align-bottom font-semibold text-slate-900";
const thFigure = `${th} text-right`;
const td = "border-b border-slate-200 px-2 py-2 align-top";
const tdFigure = `${td} text-right whitespace-nowrap tabular-nums`;
const scroller =
  "mt-2 rounded-lg border border-slate-200 focus-visible:outline-2 print:overflow-visible print:border-0";

/** The document's words (invoice-document.ts or its twin), its payment methods' names and its dates' locale. */
export type DocumentLanguage = PrintedLanguage & { paymentMethodLabels: typeof englishMethods };

const english: DocumentLanguage = { words: invoiceDocumentWords, paymentMethodLabels: englishMethods, locale: "en" };

export function InvoiceDocument({
  document,
  receiptHref,
  language = english,
}: {
  document: InvoiceDocumentView;
  /** Where a payment's receipt downloads from (the customer's or the staff's address); none: not linked. */
  receiptHref?: (paymentId: number) => string;
  language?: DocumentLanguage;
}) {
  const id = useId();
  const { words, paymentMethodLabels, locale } = language;
  // What staff typed (descriptions, notes, reasons) and the parties' names and addresses are in
  // English: marked so on a page in another language, for screen readers and the untranslated-text
  // check.
  const english = locale === "en" ? undefined : "en";
  const taxes = taxColumns(document.intraState);
  const totals = totalsRows(document, language);
  const settlement = settlementRows(document, language);
  const parties = partyBlocks(document, language);
  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {words.title[document.kind]}
        </h2>
        <p className="font-semibold break-all text-slate-900">{document.number}</p>
      </header>

      <Facts rows={headRows(document, language)} className="mt-4" />

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Party party={parties.supplier} headingId={`${id}-supplier`} lang={english} />
        <Party party={parties.recipient} headingId={`${id}-recipient`} lang={english} />
      </div>

      <TableScroller label={words.linesScroller(document.number)} className={`mt-6 ${scroller}`}>
        <table className="w-full min-w-[56rem] border-collapse text-sm print:min-w-0 print:text-xs">
          <caption className="px-2 pt-2 text-left font-bold text-slate-900">
            {words.linesCaption[document.kind]}
          </caption>
          <thead>
            <tr>
              <ColumnHead>{words.columns.position}</ColumnHead>
              <ColumnHead>{words.columns.description}</ColumnHead>
              <ColumnHead>{words.columns.sacCode}</ColumnHead>
              <ColumnHead figure>{words.columns.quantity}</ColumnHead>
              <ColumnHead figure>{words.columns.rate}</ColumnHead>
              <ColumnHead figure>{words.columns.amount}</ColumnHead>
              <ColumnHead figure>{words.columns.discount}</ColumnHead>
              <ColumnHead figure>{words.columns.taxable}</ColumnHead>
              <TaxHeads taxes={taxes} words={words} />
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line) => {
              const cells = lineCells(line, document.intraState, language);
              return (
                <tr key={line.position}>
                  <td className={td}>{cells.position}</td>
                  <th scope="row" className={`${td} text-left font-normal break-words text-slate-900`} lang={english}>
                    {cells.description}
                  </th>
                  <td className={`${td} tabular-nums`}>{cells.sacCode}</td>
                  <td className={tdFigure}>{cells.quantity}</td>
                  <td className={tdFigure}>{cells.rate}</td>
                  <td className={tdFigure}>{cells.amount}</td>
                  <td className={tdFigure}>{cells.discount}</td>
                  <td className={tdFigure}>{cells.taxable}</td>
                  <TaxCells taxes={cells.taxes} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>

      <section aria-labelledby={`${id}-totals`} className="mt-6 sm:ml-auto sm:max-w-sm">
        <h3 id={`${id}-totals`} className={sectionHeading}>
          {words.totalsHeading}
        </h3>
        <dl className="mt-2">
          {totals.rows.map((row) => (
            <FigureRow key={row.label} row={row} />
          ))}
          <FigureRow row={totals.total} strong />
        </dl>
        <p className="mt-3">
          <span className="font-semibold text-slate-900">{words.inWords}: </span>
          {document.totalInWords}
        </p>
      </section>

      <section aria-labelledby={`${id}-summary`} className="mt-6">
        <h3 id={`${id}-summary`} className={sectionHeading}>
          {words.taxSummaryHeading}
        </h3>
        <TableScroller label={words.taxSummaryScroller} className={scroller}>
          <table className="w-full min-w-[40rem] border-collapse text-sm print:min-w-0 print:text-xs">
            <caption className="sr-only">{words.taxSummaryCaption}</caption>
            <thead>
              <tr>
                <ColumnHead>{words.columns.sacCode}</ColumnHead>
                <ColumnHead figure>{words.columns.taxable}</ColumnHead>
                <TaxHeads taxes={taxes} words={words} />
                <ColumnHead figure>{words.columns.totalTax}</ColumnHead>
              </tr>
            </thead>
            <tbody>
              {document.taxSummary.map((row) => {
                const cells = summaryCells(row, document.intraState);
                return (
                  <tr key={`${row.sacCode}:${row.taxRateBasisPoints}`}>
                    <th scope="row" className={`${td} text-left font-normal tabular-nums`}>
                      {cells.code}
                    </th>
                    <td className={tdFigure}>{cells.taxable}</td>
                    <TaxCells taxes={cells.taxes} />
                    <td className={tdFigure}>{cells.totalTax}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      </section>

      {settlement.length > 0 || document.payments.length > 0 ? (
        <section aria-labelledby={`${id}-settlement`} className="mt-6">
          <h3 id={`${id}-settlement`} className={sectionHeading}>
            {words.settlementHeading}
          </h3>
          <dl className="mt-2 sm:max-w-sm">
            {settlement.map((row) => (
              <FigureRow key={row.label} row={row} />
            ))}
          </dl>
          {document.payments.length > 0 ? (
            <TableScroller label={words.paymentsHeading} className={`mt-3 ${scroller}`}>
              <table className="w-full min-w-[36rem] border-collapse text-sm print:min-w-0 print:text-xs">
                <caption className="px-2 pt-2 text-left font-semibold text-slate-900">{words.paymentsCaption}</caption>
                <thead>
                  <tr>
                    <ColumnHead>{words.paymentColumns.receipt}</ColumnHead>
                    <ColumnHead>{words.paymentColumns.date}</ColumnHead>
                    <ColumnHead>{words.paymentColumns.method}</ColumnHead>
                    <ColumnHead>{words.paymentColumns.reference}</ColumnHead>
                    <ColumnHead figure>{words.paymentColumns.amount}</ColumnHead>
                  </tr>
                </thead>
                <tbody>
                  {document.payments.map((payment) => (
                    <tr key={payment.id}>
                      <th scope="row" className={`${td} text-left font-normal`}>
                        {receiptHref ? (
                          <a
                            href={receiptHref(payment.id)}
                            className="font-semibold text-brand-800 underline underline-offset-2"
                          >
                            {words.receiptLink(payment.receiptNumber)}
                          </a>
                        ) : (
                          payment.receiptNumber
                        )}
                      </th>
                      <td className={`${td} whitespace-nowrap`}>{formatLongDate(payment.receivedOn, locale)}</td>
                      <td className={td}>{paymentMethodLabels[payment.method]}</td>
                      <td className={`${td} break-all`}>{payment.reference ?? words.noReference}</td>
                      <td className={tdFigure}>{formatRupeesExact(payment.amountPaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          ) : null}
        </section>
      ) : null}

      {document.creditNotes.length > 0 ? (
        <section aria-labelledby={`${id}-credit-notes`} className="mt-6">
          <h3 id={`${id}-credit-notes`} className={sectionHeading}>
            {words.creditNotesHeading}
          </h3>
          <ul className="mt-2 space-y-1">
            {document.creditNotes.map((note) => (
              <li key={note.id} className="break-words">
                {words.creditNoteLine(
                  note.number,
                  formatLongDate(note.issueDate, locale),
                  formatRupeesExact(note.totalPaise),
                )}
                {note.reason ? <InEnglish lang={english}>{` — ${note.reason}`}</InEnglish> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {document.notes ? (
        <section aria-labelledby={`${id}-notes`} className="mt-6">
          <h3 id={`${id}-notes`} className={sectionHeading}>
            {words.notes}
          </h3>
          <p className="mt-1 break-words whitespace-pre-line" lang={english}>
            {document.notes}
          </p>
        </section>
      ) : null}

      <footer className="mt-8 border-t border-slate-200 pt-4 text-right">
        <p className="font-semibold text-slate-900">{words.signature(document.supplier.legalName)}</p>
        <p className="mt-1 text-xs text-slate-600">{words.computerGenerated}</p>
      </footer>
    </article>
  );
}

/** Text in English marked so on a page in another language; on an English page, the text alone. */
function InEnglish({ lang, children }: { lang: "en" | undefined; children: ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}

/** A party to the supply: name, address, GSTIN and state. */
function Party({ party, headingId, lang }: { party: PartyBlock; headingId: string; lang: "en" | undefined }) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={sectionHeading}>
        {party.heading}
      </h3>
      <p className="mt-1 font-semibold break-words text-slate-900" lang={lang}>
        {party.name}
      </p>
      <address className="not-italic break-words whitespace-pre-line" lang={lang}>
        {party.address}
      </address>
      <Facts className="mt-2" rows={party.facts} />
    </section>
  );
}

/** A column's heading; a column of figures is right-aligned. */
function ColumnHead({ children, figure = false }: { children: ReactNode; figure?: boolean }) {
  return (
    <th scope="col" className={figure ? thFigure : th}>
      {children}
    </th>
  );
}

/** Each tax's two column headings: its rate, its amount. */
function TaxHeads({ taxes, words }: { taxes: readonly TaxColumn[]; words: PrintedLanguage["words"] }) {
  return taxes.map((tax) => [
    <ColumnHead key={`${tax.name}-rate`} figure>
      {words.columns.taxRate(tax.name)}
    </ColumnHead>,
    <ColumnHead key={`${tax.name}-amount`} figure>
      {words.columns.taxAmount(tax.name)}
    </ColumnHead>,
  ]);
}

/** Each tax's two cells on a row: its rate, its amount. */
function TaxCells({ taxes }: { taxes: readonly { name: string; rate: string; amount: string }[] }) {
  return taxes.map((tax) => [
    <td key={`${tax.name}-rate`} className={tdFigure}>
      {tax.rate}
    </td>,
    <td key={`${tax.name}-amount`} className={tdFigure}>
      {tax.amount}
    </td>,
  ]);
}

/** Label and value pairs: one a line, or on a phone the value under its label. */
function Facts({ rows, className }: { rows: readonly PrintedRow[]; className: string }) {
  return (
    <dl className={`grid gap-x-3 sm:grid-cols-[auto_1fr] sm:gap-y-1 ${className}`}>
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-900">{row.label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A figure of the totals: label on the left, amount on the right. */
function FigureRow({ row, strong = false }: { row: PrintedRow; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? "border-t border-slate-300 text-base font-bold text-slate-900" : ""}`}
    >
      <dt>{row.label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{row.value}</dd>
    </div>
  );
}
