// GET /staff/reports/export.csv?part=figures|breaches|help|searches&range=… — the service report of
// the chosen period as a CSV file (RFC 4180 and formula-safe: app/lib/newsletter/csv.ts): its figures,
// its breaches, the help centre's articles, or the help searches that found nothing. Staff only, like
// every staff URL (a customer gets the 404 of an unknown address); never cached.
import type { Route } from "./+types/reports-export";
import { staffReportsCopy } from "~/content/staff-reports";
import { dbContext } from "~/lib/http/request-context.server";
import { csvDownload, csvRow } from "~/lib/newsletter/csv";
import {
  type CsvValue,
  helpArticleRecords,
  reportBreachRecords,
  reportFiguresRecords,
  unansweredSearchRecords,
} from "~/lib/service-metrics/csv";
import { helpReport } from "~/lib/service-metrics/help.server";
import type { ReportPeriod } from "~/lib/service-metrics/figures";
import { serviceReport } from "~/lib/service-metrics/metrics.server";
import { readReportPeriod } from "~/lib/service-metrics/period";
import { notFound, staffOf } from "~/lib/staff/guard.server";

type Reader = Parameters<typeof serviceReport>[0];
const csv = staffReportsCopy.csv;

/** Each file: how its records are read, and its name. */
const parts = {
  figures: {
    records: async (db: Reader, period: ReportPeriod, now: Date) =>
      reportFiguresRecords(await serviceReport(db, period, now)),
    filename: csv.figuresFilename,
  },
  breaches: {
    records: async (db: Reader, period: ReportPeriod, now: Date) =>
      reportBreachRecords(await serviceReport(db, period, now)),
    filename: csv.breachesFilename,
  },
  help: {
    records: async (db: Reader, period: ReportPeriod) => helpArticleRecords(await helpReport(db, period)),
    filename: csv.helpFilename,
  },
  searches: {
    records: async (db: Reader, period: ReportPeriod) => unansweredSearchRecords(await helpReport(db, period)),
    filename: csv.searchesFilename,
  },
} satisfies Record<
  string,
  {
    records: (db: Reader, period: ReportPeriod, now: Date) => Promise<CsvValue[][]>;
    filename: (from: string, to: string) => string;
  }
>;

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const params = new URL(request.url).searchParams;
  const name = params.get("part") ?? "figures";
  if (!Object.hasOwn(parts, name)) throw notFound(request);
  const part = parts[name as keyof typeof parts];
  const now = new Date();
  const chosen = readReportPeriod(params, now);
  const records = await part.records(context.get(dbContext), chosen.period, now);
  return csvDownload(records.map(csvRow).join(""), part.filename(chosen.fromDate, chosen.toDate));
}
