// GET /staff/invoices/export.csv?month=YYYY-MM — the month's invoices and credit notes in the columns
// of a GST sales voucher import (Tally), one row per document; RFC 4180 and formula-safe
// (app/lib/newsletter/csv.ts). Staff only, like every staff URL; audited; never cached. A month that
// is not one is the site's 404.
import type { Route } from "./+types/invoices-export";
import { accountantCopy } from "~/content/staff-invoice-reconciliation";
import { dbContext } from "~/lib/http/request-context.server";
import { parseMonth, tallyCsvRecords } from "~/lib/invoices/accountant.server";
import { csvDownload, csvRow } from "~/lib/newsletter/csv";
import { notFound, staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const month = parseMonth(new URL(request.url).searchParams.get("month"));
  if (!month) throw notFound(request);
  const records = await tallyCsvRecords(context.get(dbContext), staff, month);
  return csvDownload(records.map(csvRow).join(""), accountantCopy.tally.filename(month.month));
}
