// The report as CSV records (values, not text: the route serialises them with the RFC 4180 writer of
// app/lib/newsletter/csv.ts, which also defuses spreadsheet formulas). Four files, each one
// rectangular table: the figures in long form (section, group, measure, value — every figure of the
// page, easy to pivot), the breaches one per row, and the help centre's articles and searches that
// found nothing, one per row.
import { staffReportsCopy as copy, ticketPriorityLabels, ticketTypeLabels } from "~/content/staff-reports";
import { helpArticleStatusLabels } from "~/content/staff-help";
import type { ServiceReport } from "./figures";
import type { HelpReport } from "./help.server";

export type CsvValue = string | number | Date | null;

/** Figures rounded for a spreadsheet: percentages and minutes to one decimal, averages to two. */
const round = (value: number | null, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

export function reportFiguresRecords(report: ServiceReport): CsvValue[][] {
  const { sections: s, measures: m } = copy.csv;
  const all = copy.total;
  const records: CsvValue[][] = [
    copy.csv.figuresHeader.slice(),
    [s.period, "", m.from, report.period.from],
    [s.period, "", m.to, report.period.to],
    [s.period, "", m.computedAt, report.computedAt],
  ];
  for (const row of [...report.firstResponse.byPriority, report.firstResponse.total]) {
    const group = row.priority ? ticketPriorityLabels[row.priority] : all;
    records.push(
      [s.firstResponse, group, m.opened, row.opened],
      [s.firstResponse, group, m.met, row.met],
      [s.firstResponse, group, m.missed, row.missed],
      [s.firstResponse, group, m.pending, row.pending],
      [s.firstResponse, group, m.notOwed, row.notOwed],
      [s.firstResponse, group, m.percentWithin, round(row.percentWithin)],
    );
  }
  for (const row of [...report.resolution.byType, report.resolution.total]) {
    const group = row.type ? ticketTypeLabels[row.type] : all;
    records.push(
      [s.resolution, group, m.resolved, row.resolved],
      [s.resolution, group, m.medianMinutes, round(row.medianMinutes)],
      [s.resolution, group, m.p90Minutes, round(row.p90Minutes)],
      [s.resolution, group, m.withinTarget, row.withinTarget],
      [s.resolution, group, m.percentWithin, round(row.percentWithin)],
    );
  }
  const fcr = report.firstContact;
  records.push(
    [s.firstContact, all, m.resolved, fcr.resolved],
    [s.firstContact, all, m.oneReply, fcr.oneReply],
    [s.firstContact, all, m.percent, round(fcr.percent)],
  );
  const sat = report.satisfaction;
  records.push(
    [s.satisfaction, all, m.resolutions, sat.resolutions],
    [s.satisfaction, all, m.rated, sat.rated],
    [s.satisfaction, all, m.responseRate, round(sat.responseRate)],
    [s.satisfaction, all, m.average, round(sat.average, 2)],
    ...sat.distribution.map((count, index): CsvValue[] => [s.satisfaction, all, m.score(index + 1), count]),
  );
  const calls = report.followUps;
  records.push(
    [s.followUps, all, m.calls, calls.calls],
    [s.followUps, all, m.onTime, calls.onTime],
    [s.followUps, all, m.late, calls.late],
    [s.followUps, all, m.missedCalls, calls.missed],
    [s.followUps, all, m.pending, calls.pending],
    [s.followUps, all, m.percentOnTime, round(calls.percentOnTime)],
  );
  const { arrival, firstVisitFix, byTechnician } = report.visits;
  records.push(
    [s.visits, all, m.arrivals, arrival.visits],
    [s.visits, all, m.arrivedWithin, arrival.withinWindow],
    [s.visits, all, m.percent, round(arrival.percent)],
    [s.visits, all, m.fixTickets, firstVisitFix.tickets],
    [s.visits, all, m.fixedFirst, firstVisitFix.fixedFirst],
    [s.visits, all, m.fixPercent, round(firstVisitFix.percent)],
  );
  for (const row of byTechnician) {
    records.push(
      [s.technicians, row.name, m.completed, row.completed],
      [s.technicians, row.name, m.windowed, row.windowed],
      [s.technicians, row.name, m.onTime, row.onTime],
    );
  }
  records.push([s.breaches, all, m.count, report.breaches.length]);
  return records;
}

export function reportBreachRecords(report: ServiceReport): CsvValue[][] {
  const words = copy.breaches;
  return [
    copy.csv.breachesHeader.slice(),
    ...report.breaches.map((row): CsvValue[] => [
      row.number,
      ticketPriorityLabels[row.priority],
      ticketTypeLabels[row.type],
      words.clocks[row.clock],
      row.targetMinutes,
      row.breachedAt,
      row.metAt,
      words.states[row.state],
    ]),
  ];
}

/** The help centre's articles of the period, one per row (their status in words, as the page shows it). */
export function helpArticleRecords(report: HelpReport): CsvValue[][] {
  return [
    copy.csv.helpHeader.slice(),
    ...report.articles.map((row): CsvValue[] => [
      row.title,
      `/help/${row.slug}`,
      helpArticleStatusLabels[row.status],
      row.views,
      row.helpful,
      row.notHelpful,
      row.deflections,
    ]),
  ];
}

/** The period's searches that found nothing, most often first. */
export function unansweredSearchRecords(report: HelpReport): CsvValue[][] {
  return [
    copy.csv.searchesHeader.slice(),
    ...report.unanswered.map((row): CsvValue[] => [row.query, row.searches, row.lastSearchedAt]),
  ];
}
