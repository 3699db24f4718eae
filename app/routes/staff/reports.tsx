// /staff/reports — the support desk's service report for a chosen period: first responses
// within target, resolution times, first-contact resolution, satisfaction, follow-up calls, visits
// (arrivals within the window, per technician, first-visit fix), the breaches, and the help centre
// (each article's views, votes and problems solved without a ticket; the searches that found nothing),
// as tables with server-drawn SVG charts (no script needed), and as CSV files. Staff and admins
// (ADR 013); a customer gets the 404 of an unknown address.
import { RecordLink } from "~/components/staff/record-list";
import type { Route } from "./+types/reports";
import { BarChart } from "~/components/staff/bar-chart";
import { TableScroller } from "~/components/ui/table-scroller";
import { FilterForm, InputFilter, SelectFilter } from "~/components/staff/list-filters";
import { formatDateTime, isoString } from "~/lib/india-time";
import { staffCopy } from "~/content/staff";
import {
  staffReportsCopy as copy,
  formatPercent,
  formatReportDuration,
  ticketPriorityLabels,
  ticketTypeLabels,
} from "~/content/staff-reports";
import { helpArticleStatusLabels } from "~/content/staff-help";
import { dbContext } from "~/lib/http/request-context.server";
import { helpReport } from "~/lib/service-metrics/help.server";
import { serviceReport } from "~/lib/service-metrics/metrics.server";
import { readReportPeriod, reportPeriodQuery, reportRanges } from "~/lib/service-metrics/period";
import { staffPageHeaders, staffOf } from "~/lib/staff/guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const now = new Date();
  const chosen = readReportPeriod(new URL(request.url).searchParams, now);
  const db = context.get(dbContext);
  const [report, help] = await Promise.all([serviceReport(db, chosen.period, now), helpReport(db, chosen.period)]);
  return { chosen, query: reportPeriodQuery(chosen), report, help };
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: staffCopy.title(copy.title) },
  { name: "robots", content: "noindex" },
];

/** The report's CSV files (reports-export.ts), in the order the page's sections come. */
const downloads = ["figures", "breaches", "help", "searches"] as const;

const th = "px-4 py-3 font-semibold";
const td = "px-4 py-3 text-slate-800 tabular-nums";
const tableWrap = "mt-4 rounded-xl border border-slate-200";

function Section({
  id,
  heading,
  explain,
  children,
}: {
  id: string;
  heading: string;
  explain: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{explain}</p>
      {children}
    </section>
  );
}

function DefinitionTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <TableScroller label={caption} className={tableWrap}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="w-1/2 px-4 py-3 font-medium text-slate-800">
                {label}
              </th>
              <td className={td}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** A table of figures: a header row, one row per group (its first cell the row header), a total row. */
function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: { key: string; head: React.ReactNode; cells: React.ReactNode[]; total?: boolean }[];
}) {
  return (
    <TableScroller label={caption} className={tableWrap}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? "bg-slate-50 font-semibold" : undefined}>
              <th scope="row" className={`${th} whitespace-nowrap`}>
                {row.head}
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, under their column
                <td key={index} className={td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

export default function StaffReports({ loaderData }: Route.ComponentProps) {
  const { chosen, query, report, help } = loaderData;
  const fr = report.firstResponse;
  const res = report.resolution;
  const sat = report.satisfaction;
  const calls = report.followUps;
  const fcr = report.firstContact;
  const visits = report.visits;
  const lastMoment = new Date(new Date(report.period.to).getTime() - 1);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{copy.intro}</p>

      <FilterForm
        // A new period remounts the fields, so their default values follow a client-side navigation.
        key={`${chosen.range} ${chosen.fromDate} ${chosen.toDate}`}
        words={{ legend: copy.chooser.legend, apply: copy.chooser.apply, clear: copy.chooser.reset }}
        columns="lg:grid-cols-4"
        clearHref="/staff/reports"
      >
        <SelectFilter
          id="report-range"
          name="range"
          label={copy.chooser.range}
          defaultValue={chosen.range}
          options={reportRanges.map((value) => ({ value, label: copy.chooser.ranges[value] }))}
        />
        <InputFilter
          id="report-from"
          name="from"
          type="date"
          label={copy.chooser.from}
          defaultValue={chosen.fromDate}
          describedBy="report-custom-hint"
        />
        <InputFilter
          id="report-to"
          name="to"
          type="date"
          label={copy.chooser.to}
          defaultValue={chosen.toDate}
          describedBy="report-custom-hint"
        />
        {/* Last, so the address starts with the period. The dates as shown: a changed date then means a custom period (period.ts). */}
        <input type="hidden" name="shownFrom" value={chosen.fromDate} />
        <input type="hidden" name="shownTo" value={chosen.toDate} />
      </FilterForm>
      <p id="report-custom-hint" className="mt-2 text-xs text-slate-600">
        {copy.chooser.customHint}
      </p>
      {chosen.error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {copy.errors[chosen.error]}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-sm text-slate-700">
        <p>
          {copy.periodLine(formatDateTime(report.period.from), formatDateTime(lastMoment))}{" "}
          {copy.computedAt(formatDateTime(report.computedAt))}
        </p>
        <nav aria-label={copy.downloads.label} className="flex flex-wrap gap-x-4 gap-y-1">
          {downloads.map((part) => (
            <a
              key={part}
              href={`/staff/reports/export.csv?part=${part}&${query}`}
              download
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              {copy.downloads[part]}
            </a>
          ))}
        </nav>
      </div>

      <Section id="report-first-response" heading={copy.firstResponse.heading} explain={copy.firstResponse.explain}>
        <BarChart
          id="chart-first-response"
          title={copy.firstResponse.chartTitle}
          desc={copy.firstResponse.chartDesc(
            fr.byPriority.map(
              (row) => `${ticketPriorityLabels[row.priority ?? "low"]}: ${formatPercent(row.percentWithin)}`,
            ),
          )}
          max={100}
          groups={fr.byPriority.map((row) => ({
            label: ticketPriorityLabels[row.priority ?? "low"],
            values: [row.percentWithin],
            texts: [formatPercent(row.percentWithin)],
          }))}
        />
        <FiguresTable
          caption={copy.firstResponse.caption}
          columns={Object.values(copy.firstResponse.columns)}
          rows={[...fr.byPriority, fr.total].map((row) => ({
            key: row.priority ?? "all",
            head: row.priority ? ticketPriorityLabels[row.priority] : copy.total,
            cells: [row.opened, row.met, row.missed, row.pending, formatPercent(row.percentWithin)],
            total: !row.priority,
          }))}
        />
      </Section>

      <Section id="report-resolution" heading={copy.resolution.heading} explain={copy.resolution.explain}>
        <BarChart
          id="chart-resolution"
          title={copy.resolution.chartTitle}
          desc={copy.resolution.chartDesc(
            res.byType.map(
              (row) =>
                `${ticketTypeLabels[row.type ?? "other"]}: ${copy.resolution.median} ${formatReportDuration(row.medianMinutes)}, ${copy.resolution.p90} ${formatReportDuration(row.p90Minutes)}`,
            ),
          )}
          series={[copy.resolution.median, copy.resolution.p90]}
          groups={res.byType.map((row) => ({
            label: ticketTypeLabels[row.type ?? "other"],
            values: [row.medianMinutes, row.p90Minutes],
            texts: [formatReportDuration(row.medianMinutes), formatReportDuration(row.p90Minutes)],
          }))}
        />
        <FiguresTable
          caption={copy.resolution.caption}
          columns={Object.values(copy.resolution.columns)}
          rows={[...res.byType, res.total].map((row) => ({
            key: row.type ?? "all",
            head: row.type ? ticketTypeLabels[row.type] : copy.total,
            cells: [
              row.resolved,
              formatReportDuration(row.medianMinutes),
              formatReportDuration(row.p90Minutes),
              row.withinTarget,
              formatPercent(row.percentWithin),
            ],
            total: !row.type,
          }))}
        />
      </Section>

      <Section id="report-first-contact" heading={copy.firstContact.heading} explain={copy.firstContact.explain}>
        <DefinitionTable
          caption={copy.firstContact.caption}
          rows={[
            [copy.firstContact.resolved, String(fcr.resolved)],
            [copy.firstContact.oneReply, String(fcr.oneReply)],
            [copy.firstContact.percent, formatPercent(fcr.percent)],
          ]}
        />
      </Section>

      <Section id="report-satisfaction" heading={copy.satisfaction.heading} explain={copy.satisfaction.explain}>
        <DefinitionTable
          caption={copy.satisfaction.caption}
          rows={[
            [copy.satisfaction.resolutions, String(sat.resolutions)],
            [copy.satisfaction.rated, String(sat.rated)],
            [copy.satisfaction.responseRate, formatPercent(sat.responseRate)],
            [copy.satisfaction.average, copy.satisfaction.averageValue(sat.average)],
          ]}
        />
        <BarChart
          id="chart-satisfaction"
          title={copy.satisfaction.chartTitle}
          desc={copy.satisfaction.chartDesc(
            sat.distribution.map((count, index) => `${copy.satisfaction.stars(index + 1)}: ${count}`),
          )}
          groups={sat.distribution.map((count, index) => ({
            label: copy.satisfaction.stars(index + 1),
            values: [count],
            texts: [String(count)],
          }))}
        />
        <FiguresTable
          caption={copy.satisfaction.distributionCaption}
          columns={[copy.satisfaction.score, copy.satisfaction.count]}
          rows={sat.distribution.map((count, index) => ({
            key: String(index + 1),
            head: copy.satisfaction.stars(index + 1),
            cells: [count],
          }))}
        />
      </Section>

      <Section id="report-follow-ups" heading={copy.followUps.heading} explain={copy.followUps.explain}>
        <DefinitionTable
          caption={copy.followUps.caption}
          rows={[
            [copy.followUps.calls, String(calls.calls)],
            [copy.followUps.onTime, String(calls.onTime)],
            [copy.followUps.late, String(calls.late)],
            [copy.followUps.missed, String(calls.missed)],
            [copy.followUps.pending, String(calls.pending)],
            [copy.followUps.percent, formatPercent(calls.percentOnTime)],
          ]}
        />
      </Section>

      <Section id="report-visits" heading={copy.visits.heading} explain={copy.visits.explain}>
        <DefinitionTable
          caption={copy.visits.caption}
          rows={[
            [copy.visits.arrivals, String(visits.arrival.visits)],
            [copy.visits.arrivedWithin, String(visits.arrival.withinWindow)],
            [copy.visits.arrivedPercent, formatPercent(visits.arrival.percent)],
            [copy.visits.fixTickets, String(visits.firstVisitFix.tickets)],
            [copy.visits.fixedFirst, String(visits.firstVisitFix.fixedFirst)],
            [copy.visits.fixPercent, formatPercent(visits.firstVisitFix.percent)],
          ]}
        />
        {visits.byTechnician.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">{copy.visits.noTechnicians}</p>
        ) : (
          <FiguresTable
            caption={copy.visits.byTechnicianCaption}
            columns={[
              copy.visits.columns.technician,
              copy.visits.columns.completed,
              copy.visits.columns.windowed,
              copy.visits.columns.onTime,
            ]}
            rows={visits.byTechnician.map((row) => ({
              key: String(row.technicianId),
              head: row.name,
              cells: [row.completed, row.windowed, row.onTime],
            }))}
          />
        )}
      </Section>

      <Section id="report-breaches" heading={copy.breaches.heading} explain={copy.breaches.explain}>
        <p className="mt-4 text-sm text-slate-700">
          {report.breaches.length === 0 ? copy.breaches.empty : copy.breaches.count(report.breaches.length)}
        </p>
        {report.breaches.length > 0 ? (
          <FiguresTable
            caption={copy.breaches.caption}
            columns={Object.values(copy.breaches.columns)}
            rows={report.breaches.map((row) => ({
              key: `${row.ticketId}-${row.clock}`,
              head: <RecordLink to={`/staff/tickets/${row.number}`}>{row.number}</RecordLink>,
              cells: [
                ticketPriorityLabels[row.priority],
                ticketTypeLabels[row.type],
                copy.breaches.clocks[row.clock],
                formatReportDuration(row.targetMinutes),
                <time key="at" dateTime={isoString(row.breachedAt)} className="whitespace-nowrap">
                  {formatDateTime(row.breachedAt)}
                </time>,
                row.metAt ? copy.breaches.metLate(formatDateTime(row.metAt)) : copy.breaches.states[row.state],
              ],
            }))}
          />
        ) : null}
      </Section>

      <Section id="report-help" heading={copy.help.heading} explain={copy.help.explain}>
        {help.articles.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">{copy.help.noArticles}</p>
        ) : (
          <FiguresTable
            caption={copy.help.caption}
            columns={Object.values(copy.help.columns)}
            rows={[
              ...help.articles.map((row) => ({
                key: String(row.id),
                head: <RecordLink to={`/staff/help/${row.id}`}>{row.title}</RecordLink>,
                cells: [helpArticleStatusLabels[row.status], row.views, row.helpful, row.notHelpful, row.deflections],
              })),
              {
                key: "all",
                head: copy.total,
                cells: ["", help.total.views, help.total.helpful, help.total.notHelpful, help.total.deflections],
                total: true,
              },
            ]}
          />
        )}
      </Section>

      <Section id="report-help-searches" heading={copy.help.searchesHeading} explain={copy.help.searchesExplain}>
        {help.unanswered.length === 0 ? (
          <p className="mt-4 text-sm text-slate-700">{copy.help.noSearches}</p>
        ) : (
          <FiguresTable
            caption={copy.help.searchesCaption}
            columns={Object.values(copy.help.searchesColumns)}
            rows={help.unanswered.map((row) => ({
              key: row.query,
              head: row.query,
              cells: [
                row.searches,
                <time key="at" dateTime={isoString(row.lastSearchedAt)} className="whitespace-nowrap">
                  {formatDateTime(row.lastSearchedAt)}
                </time>,
              ],
            }))}
          />
        )}
      </Section>
    </>
  );
}
