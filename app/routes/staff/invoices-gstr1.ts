// GET /staff/invoices/gstr1.csv?month=YYYY-MM — the month's GSTR-1 summary (B2B, B2C large and small,
// credit notes, SAC/HSN, documents issued) as one CSV, a section per row; formula-safe, audited,
// never cached. A month that is not one is the site's 404.
import type { Route } from "./+types/invoices-gstr1";
import { accountantCopy } from "~/content/staff-invoice-reconciliation";
import { dbContext } from "~/lib/http/request-context.server";
import { gstr1CsvRecords, parseMonth } from "~/lib/invoices/accountant.server";
import { csvDownload, csvRow } from "~/lib/newsletter/csv";
import { notFound, staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const month = parseMonth(new URL(request.url).searchParams.get("month"));
  if (!month) throw notFound(request);
  const records = await gstr1CsvRecords(context.get(dbContext), staff, month);
  return csvDownload(records.map(csvRow).join(""), accountantCopy.gstr1Csv.filename(month.month));
}
