// GET /staff/reports/export.csv?part=figures|breaches&range=… — the service report of the chosen
// period as a CSV file (RFC 4180 and formula-safe: app/lib/newsletter/csv.ts). Staff only, like
// every staff URL (a customer gets the 404 of an unknown address); never cached.
import type { Route } from "./+types/reports-export";
import { staffReportsCopy } from "~/content/staff-reports";
import { dbContext } from "~/lib/http/request-context.server";
import { csvDownload, csvRow } from "~/lib/newsletter/csv";
import { reportBreachRecords, reportFiguresRecords } from "~/lib/service-metrics/csv";
import { serviceReport } from "~/lib/service-metrics/metrics.server";
import { readReportPeriod } from "~/lib/service-metrics/period";
import { notFound, staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const params = new URL(request.url).searchParams;
  const part = params.get("part") ?? "figures";
  if (part !== "figures" && part !== "breaches") throw notFound(request);
  const now = new Date();
  const chosen = readReportPeriod(params, now);
  const report = await serviceReport(context.get(dbContext), chosen.period, now);
  const records = part === "figures" ? reportFiguresRecords(report) : reportBreachRecords(report);
  const filename = (part === "figures" ? staffReportsCopy.csv.figuresFilename : staffReportsCopy.csv.breachesFilename)(
    chosen.fromDate,
    chosen.toDate,
  );
  return csvDownload(records.map(csvRow).join(""), filename);
}
