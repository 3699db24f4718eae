// Words of the staff console's service report (/staff/reports) and its CSV files. The
// definitions behind each figure: docs/decisions/023-service-metrics.md.
import { ticketPriorityLabels, ticketTypeLabels } from "./tickets";

export { ticketPriorityLabels, ticketTypeLabels };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 h 20 min", "2 d 4 h", "45 min" — a duration on the SLA clock, for tables and charts. */
export function formatReportDuration(minutes: number | null): string {
  if (minutes === null) return "—";
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours < 48) return rest ? `${hours} h ${rest} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  return restHours ? `${days} d ${restHours} h` : `${days} d`;
}

export const formatPercent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)} %`);

export const staffReportsCopy = {
  title: "Reports",
  heading: "Service report",
  intro:
    "How the support desk kept the Terms' promises in the chosen period. Clocks are those of the tickets: critical and high count every hour, medium and low count business hours, and time waiting on the customer does not count.",
  computedAt: (when: string) => `Figures as of ${when}.`,
  periodLine: (from: string, to: string) => `Period: ${from} to ${to} (India time).`,
  chooser: {
    legend: "Report period",
    range: "Period",
    from: "From",
    to: "To",
    customHint: "For a custom period, change the dates (the end date is included); the period then becomes “Custom”.",
    apply: "Show report",
    reset: "Last 30 days",
    ranges: {
      "7d": "Last 7 days",
      "30d": "Last 30 days",
      "90d": "Last 90 days",
      "this-month": "This month",
      "last-month": "Previous month",
      custom: "Custom",
    },
  },
  errors: {
    invalid: "Those dates could not be read. Showing the last 30 days instead.",
    order: "The start date is after the end date. Showing the last 30 days instead.",
    too_long: "A custom period spans at most 366 days. Showing the last 30 days instead.",
  },
  downloads: {
    label: "Download",
    figures: "Figures (CSV)",
    breaches: "Breaches (CSV)",
    help: "Help articles (CSV)",
    searches: "Searches that found nothing (CSV)",
  },
  total: "All",
  noData: "—",
  chartTableNote: "The same figures as a table:",
  firstResponse: {
    heading: "First responses within target",
    explain:
      "Tickets opened in the period, by priority. Within target: the first public reply came before the ticket's target (its AMC plan's, if shorter). Missed: answered late, or still unanswered after the target. Pending: not answered yet, still within target.",
    caption: "First responses within target, by priority",
    columns: {
      priority: "Priority",
      opened: "Opened",
      met: "Within target",
      missed: "Missed",
      pending: "Pending",
      percent: "% within target",
    },
    chartTitle: "First responses within target, by priority (%)",
    chartDesc: (parts: string[]) => `Bar chart. ${parts.join("; ")}.`,
  },
  resolution: {
    heading: "Resolution time",
    explain:
      "Tickets resolved in the period (not reopened since), by type, counted on the SLA clock as the Terms promise it. Half were resolved faster than the median, nine in ten faster than the 90th percentile.",
    caption: "Resolution time on the SLA clock, by type",
    columns: {
      type: "Type",
      resolved: "Resolved",
      median: "Median",
      p90: "90th percentile",
      within: "Within target",
      percent: "% within target",
    },
    chartTitle: "Median and 90th-percentile resolution time, by type",
    chartDesc: (parts: string[]) => `Bar chart. ${parts.join("; ")}.`,
    median: "Median",
    p90: "90th percentile",
  },
  firstContact: {
    heading: "First-contact resolution",
    explain: "Tickets resolved in the period that needed exactly one public reply from the team.",
    caption: "First-contact resolution",
    resolved: "Resolved tickets",
    oneReply: "Resolved with one reply",
    percent: "First-contact resolution",
  },
  satisfaction: {
    heading: "Customer satisfaction",
    explain: "Resolutions in the period and the customers' ratings of them (1 to 5).",
    caption: "Customer satisfaction",
    resolutions: "Resolutions",
    rated: "Rated",
    responseRate: "Response rate",
    average: "Average rating",
    averageValue: (value: number | null) => (value === null ? "—" : `${value.toFixed(2)} of 5`),
    distributionCaption: "Ratings by score",
    score: "Score",
    count: "Ratings",
    stars: (score: number) => plural(score, "star", "stars"),
    chartTitle: "Ratings by score",
    chartDesc: (parts: string[]) => `Bar chart. ${parts.join("; ")}.`,
  },
  followUps: {
    heading: "Follow-up calls",
    explain:
      "The call the Terms promise within 48 hours of a resolution, for resolutions in the period. Pending calls are still within their 48 hours.",
    caption: "Follow-up calls after resolutions",
    calls: "Calls due",
    onTime: "Done within 48 hours",
    late: "Done late",
    missed: "Not done, overdue",
    pending: "Pending",
    percent: "% within 48 hours",
  },
  visits: {
    heading: "Visits",
    explain:
      "Visits completed in the period. On time: an on-site visit booked for a window whose technician recorded arriving within it. First-visit fix: of the tickets whose first completed repair visit was in the period, those fixed on that first visit.",
    caption: "Visits completed in the period",
    arrivals: "On-site visits with a window and an arrival",
    arrivedWithin: "Arrived within the booked window",
    arrivedPercent: "% arrived within the window",
    fixTickets: "Tickets with a completed repair visit",
    fixedFirst: "Fixed on the first visit",
    fixPercent: "First-visit fix rate",
    byTechnicianCaption: "Visits per technician",
    columns: { technician: "Technician", completed: "Completed", windowed: "On-site with a window", onTime: "On time" },
    noTechnicians: "No visits were completed in this period.",
  },
  breaches: {
    heading: "Breaches",
    explain: "Every target that passed in the period, whenever the ticket was opened.",
    caption: "Targets that passed in the period",
    empty: "No target passed in this period.",
    count: (count: number) => plural(count, "breach", "breaches"),
    columns: {
      ticket: "Ticket",
      priority: "Priority",
      type: "Type",
      clock: "Promise",
      target: "Target",
      breachedAt: "Target passed",
      state: "Now",
    },
    clocks: { first_response: "First response", resolution: "Resolution" },
    states: {
      running: "Open",
      paused: "Waiting on customer",
      met: "Met",
      breached_and_met: "Met late",
      breached: "Still open",
      stopped: "Ended unmet",
    },
    metLate: (when: string) => `Met late, ${when}`,
  },
  help: {
    heading: "Help centre",
    explain:
      "Each article's page views, its “Was this helpful?” votes and the problems it solved without a ticket (a customer about to open one pressed “This solved it”) in the period. Views are counted per India day, so the period's first and last days count whole. Published articles are listed even when nobody read them.",
    caption: "Help articles in the period",
    columns: {
      article: "Article",
      status: "Status",
      views: "Views",
      helpful: "Helpful",
      notHelpful: "Not helpful",
      deflections: "Solved without a ticket",
    },
    noArticles: "No help article was read, voted on or published in this period.",
    searchesHeading: "Searches that found nothing",
    searchesExplain:
      "What visitors searched the help centre for in the period without finding an article, most often first: the articles to write next.",
    searchesCaption: "Help centre searches that found nothing",
    searchesColumns: { query: "Search", searches: "Times searched", last: "Last searched" },
    noSearches: "Every search in this period found an article.",
  },
  csv: {
    helpFilename: (from: string, to: string) => `help-articles-${from}-to-${to}.csv`,
    searchesFilename: (from: string, to: string) => `help-searches-without-results-${from}-to-${to}.csv`,
    helpHeader: ["Article", "Address", "Status", "Views", "Helpful", "Not helpful", "Solved without a ticket"],
    searchesHeader: ["Search", "Times searched", "Last searched"],
    figuresFilename: (from: string, to: string) => `service-report-${from}-to-${to}.csv`,
    breachesFilename: (from: string, to: string) => `service-breaches-${from}-to-${to}.csv`,
    figuresHeader: ["Section", "Group", "Measure", "Value"],
    breachesHeader: ["Ticket", "Priority", "Type", "Promise", "Target (minutes)", "Target passed", "Met at", "State"],
    sections: {
      period: "Period",
      firstResponse: "First response",
      resolution: "Resolution",
      firstContact: "First-contact resolution",
      satisfaction: "Satisfaction",
      followUps: "Follow-up calls",
      visits: "Visits",
      technicians: "Visits per technician",
      breaches: "Breaches",
    },
    measures: {
      from: "From",
      to: "To (excluded)",
      computedAt: "Computed at",
      opened: "Opened",
      met: "Within target",
      missed: "Missed",
      pending: "Pending",
      notOwed: "Ended before any reply was due",
      percentWithin: "% within target",
      resolved: "Resolved",
      medianMinutes: "Median (minutes, SLA clock)",
      p90Minutes: "90th percentile (minutes, SLA clock)",
      withinTarget: "Within target",
      oneReply: "Resolved with one reply",
      percent: "%",
      resolutions: "Resolutions",
      rated: "Rated",
      responseRate: "Response rate %",
      average: "Average rating",
      score: (score: number) => `Ratings of ${score}`,
      calls: "Calls due",
      onTime: "Done within 48 hours",
      late: "Done late",
      missedCalls: "Not done, overdue",
      percentOnTime: "% within 48 hours",
      arrivals: "On-site visits with a window and an arrival",
      arrivedWithin: "Arrived within the window",
      fixTickets: "Tickets with a completed repair visit",
      fixedFirst: "Fixed on the first visit",
      fixPercent: "First-visit fix rate %",
      completed: "Completed",
      windowed: "On-site with a window",
      count: "Count",
    },
  },
} as const;
