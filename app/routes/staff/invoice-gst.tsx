import { Link } from "react-router";
import type { Route } from "./+types/invoice-gst";
import { FormAlert } from "~/components/ui/form-fields";
import { type RecordColumn, RecordList } from "~/components/staff/record-list";
import { accountantCopy as copy } from "~/content/staff-invoice-reconciliation";
import { gstStateName } from "~/content/gst";
import { staffMeta } from "~/lib/casework/page";
import { indiaDay } from "~/lib/contracts/period";
import { dbContext } from "~/lib/http/request-context.server";
import { gstr1OfMonth, parseMonth, previousMonth } from "~/lib/invoices/accountant.server";
import { formatQuantity } from "~/lib/invoices/gst";
import { formatMonthYear } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";

// /staff/invoices/gst?month=YYYY-MM (last month by default): the month's GSTR-1 summary on the page,
// and the links to its two CSV files.
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const asked = new URL(request.url).searchParams.get("month");
  const month = parseMonth(asked ?? previousMonth(indiaDay(new Date())));
  const shown = month ?? (parseMonth(previousMonth(indiaDay(new Date()))) as NonNullable<typeof month>);
  return {
    month: shown.month,
    invalid: month === null,
    report: await gstr1OfMonth(context.get(dbContext), shown),
  };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

const linkClass = "text-brand-800 underline underline-offset-2 hover:text-brand-900";

/** Signed money as the summary prints it: a B2C small row less its credit notes may be negative. */
const money = (paise: number) => (paise < 0 ? `−${formatRupeesExact(-paise)}` : formatRupeesExact(paise));
const rate = (basisPoints: number) => `${basisPoints / 100} %`;
const state = (code: string) => `${code} ${gstStateName(code) ?? ""}`.trim();

type Column<Row> = RecordColumn<Row> & { numeric?: boolean };

/** A table of the summary under its heading; its rows have no identity of their own, so their place is their key. */
function Section<Row>({
  id,
  heading,
  rows,
  columns,
}: {
  id: string;
  heading: string;
  rows: readonly Row[];
  columns: readonly [Column<Row>, ...Column<Row>[]];
}) {
  const numbered = rows.map((row, index) => ({ row, id: index }));
  const [first, ...rest] = columns.map((column) => ({
    header: column.header,
    className: column.numeric ? "whitespace-nowrap text-right tabular-nums" : column.className,
    cell: (entry: { row: Row }) => column.cell(entry.row),
  }));
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <RecordList
        rows={numbered}
        columns={[first as RecordColumn<{ row: Row; id: number }>, ...rest]}
        words={{ tableLabel: heading, empty: copy.none }}
      />
    </section>
  );
}

const c = copy.columns;
type Taxed = {
  taxRateBasisPoints: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
};
function taxColumns<Row extends Taxed>(): Column<Row>[] {
  return [
    { header: c.rate, numeric: true, cell: (row) => rate(row.taxRateBasisPoints) },
    { header: c.taxable, numeric: true, cell: (row) => money(row.taxablePaise) },
    { header: c.igst, numeric: true, cell: (row) => money(row.igstPaise) },
    { header: c.cgst, numeric: true, cell: (row) => money(row.cgstPaise) },
    { header: c.sgst, numeric: true, cell: (row) => money(row.sgstPaise) },
  ];
}
const day = (iso: string) => <time dateTime={iso}>{iso.split("-").reverse().join("-")}</time>;

export default function InvoiceGst({ loaderData }: Route.ComponentProps) {
  const { month, invalid, report } = loaderData;
  const label = formatMonthYear(`${month}-01`);
  const query = `?month=${month}`;
  const empty = report.totals.invoices.count + report.totals.creditNotes.count === 0;
  const totals = [
    { kind: copy.kinds.invoice, ...report.totals.invoices },
    { kind: copy.kinds.credit_note, ...report.totals.creditNotes },
  ];
  return (
    <>
      <Link to="/staff/invoices" className={`text-sm font-semibold ${linkClass}`}>
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>

      <form method="get" className="mt-5 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="gst-month" className="block text-sm font-medium text-slate-800">
            {copy.month}
          </label>
          <input
            id="gst-month"
            name="month"
            type="month"
            required
            defaultValue={month}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {copy.show}
        </button>
      </form>
      {invalid ? (
        <div className="mt-3 max-w-xl">
          <FormAlert message={copy.badMonth} />
        </div>
      ) : null}

      <section aria-labelledby="gst-downloads" className="mt-6">
        <h2 id="gst-downloads" className="text-lg font-semibold text-slate-900">
          {copy.downloads.heading}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            <a href={`/staff/invoices/export.csv${query}`} className={linkClass} download>
              {copy.downloads.tally(label)}
            </a>
          </li>
          <li>
            <a href={`/staff/invoices/gstr1.csv${query}`} className={linkClass} download>
              {copy.downloads.gstr1(label)}
            </a>
          </li>
        </ul>
      </section>

      {empty ? (
        <p className="mt-8 text-slate-700">{copy.empty(label)}</p>
      ) : (
        <>
          <Section
            id="gst-totals"
            heading={copy.sections.totals}
            rows={totals}
            columns={[
              { header: c.kind, cell: (row) => row.kind },
              { header: c.count, numeric: true, cell: (row) => row.count },
              { header: c.taxable, numeric: true, cell: (row) => money(row.taxablePaise) },
              { header: c.igst, numeric: true, cell: (row) => money(row.igstPaise) },
              { header: c.cgst, numeric: true, cell: (row) => money(row.cgstPaise) },
              { header: c.sgst, numeric: true, cell: (row) => money(row.sgstPaise) },
              { header: c.total, numeric: true, cell: (row) => money(row.totalPaise) },
            ]}
          />
          <Section
            id="gst-b2b"
            heading={copy.sections.b2b}
            rows={report.b2b}
            columns={[
              { header: c.gstin, cell: (row) => <span className="font-mono">{row.recipientGstin}</span> },
              { header: c.name, cell: (row) => row.recipientName },
              { header: c.number, cell: (row) => row.number },
              { header: c.date, cell: (row) => day(row.issueDate) },
              { header: c.value, numeric: true, cell: (row) => money(row.totalPaise) },
              { header: c.placeOfSupply, cell: (row) => state(row.placeOfSupply) },
              ...taxColumns<(typeof report.b2b)[number]>(),
            ]}
          />
          <Section
            id="gst-b2cl"
            heading={copy.sections.b2cLarge}
            rows={report.b2cLarge}
            columns={[
              { header: c.number, cell: (row) => row.number },
              { header: c.date, cell: (row) => day(row.issueDate) },
              { header: c.value, numeric: true, cell: (row) => money(row.totalPaise) },
              { header: c.placeOfSupply, cell: (row) => state(row.placeOfSupply) },
              ...taxColumns<(typeof report.b2cLarge)[number]>(),
            ]}
          />
          <Section
            id="gst-b2cs"
            heading={copy.sections.b2cSmall}
            rows={report.b2cSmall}
            columns={[
              { header: c.placeOfSupply, cell: (row) => state(row.placeOfSupply) },
              { header: c.supplyType, cell: (row) => (row.intraState ? copy.intraState : copy.interState) },
              ...taxColumns<(typeof report.b2cSmall)[number]>(),
            ]}
          />
          <Section
            id="gst-cdnr"
            heading={copy.sections.cdnr}
            rows={report.creditNotesRegistered}
            columns={[
              { header: c.gstin, cell: (row) => <span className="font-mono">{row.recipientGstin}</span> },
              { header: c.name, cell: (row) => row.recipientName },
              { header: c.number, cell: (row) => row.number },
              { header: c.date, cell: (row) => day(row.issueDate) },
              { header: c.original, cell: (row) => row.invoiceNumber },
              { header: c.originalDate, cell: (row) => day(row.invoiceDate) },
              { header: c.value, numeric: true, cell: (row) => money(row.totalPaise) },
              ...taxColumns<(typeof report.creditNotesRegistered)[number]>(),
            ]}
          />
          <Section
            id="gst-cdnur"
            heading={copy.sections.cdnur}
            rows={report.creditNotesUnregistered}
            columns={[
              { header: c.number, cell: (row) => row.number },
              { header: c.date, cell: (row) => day(row.issueDate) },
              { header: c.original, cell: (row) => row.invoiceNumber },
              { header: c.originalDate, cell: (row) => day(row.invoiceDate) },
              { header: c.value, numeric: true, cell: (row) => money(row.totalPaise) },
              { header: c.placeOfSupply, cell: (row) => state(row.placeOfSupply) },
              ...taxColumns<(typeof report.creditNotesUnregistered)[number]>(),
            ]}
          />
          <Section
            id="gst-sac"
            heading={copy.sections.sac}
            rows={report.sacSummary}
            columns={[
              { header: c.code, cell: (row) => row.sacCode },
              { header: c.description, cell: (row) => row.description },
              { header: c.unit, cell: (row) => row.unit },
              {
                header: c.quantity,
                numeric: true,
                cell: (row) =>
                  row.quantityMilli < 0 ? `−${formatQuantity(-row.quantityMilli)}` : formatQuantity(row.quantityMilli),
              },
              { header: c.taxable, numeric: true, cell: (row) => money(row.taxablePaise) },
              { header: c.igst, numeric: true, cell: (row) => money(row.igstPaise) },
              { header: c.cgst, numeric: true, cell: (row) => money(row.cgstPaise) },
              { header: c.sgst, numeric: true, cell: (row) => money(row.sgstPaise) },
            ]}
          />
          <Section
            id="gst-documents"
            heading={copy.sections.documents}
            rows={report.documents}
            columns={[
              { header: c.kind, cell: (row) => copy.kinds[row.kind] },
              { header: c.series, cell: (row) => row.series },
              { header: c.from, cell: (row) => row.from },
              { header: c.to, cell: (row) => row.to },
              { header: c.count, numeric: true, cell: (row) => row.count },
              { header: c.cancelled, numeric: true, cell: (row) => row.cancelled },
            ]}
          />
        </>
      )}
    </>
  );
}
