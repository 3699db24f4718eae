// GET /staff/contracts/export.csv?status=&plan=&ending=&autoRenewOff=&q= — the filtered contracts as a
// CSV file (RFC 4180 and formula-safe: app/lib/newsletter/csv.ts; money as plain decimals). Staff
// only, like every staff URL; audited; never cached.
import type { Route } from "./+types/contracts-export";
import { staffContractsCopy } from "~/content/staff-contracts";
import { contractCsvRecords } from "~/lib/contracts/staff.server";
import { contractList } from "~/lib/contracts/staff-query";
import { dbContext } from "~/lib/http/request-context.server";
import { indiaDay } from "~/lib/contracts/period";
import { csvDownload, csvRow } from "~/lib/newsletter/csv";
import { staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const { page: _, ...filters } = contractList.parse(new URL(request.url).searchParams);
  const records = await contractCsvRecords(context.get(dbContext), staff, filters);
  return csvDownload(records.map(csvRow).join(""), staffContractsCopy.csv.filename(indiaDay(new Date())));
}
