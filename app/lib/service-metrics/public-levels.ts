// What of the service metrics the public /service-levels page may show (ADR 022): each
// Terms target's figure only when at least MIN_SAMPLE tickets (or on-site visits) stand behind it; counts and
// percentages only — no ticket number, no customer, no breach list. Pure (the page's component
// reads the types; public-levels.server.ts computes and keeps the figures).
import { MIN_SAMPLE } from "~/content/service-levels";
import type { TicketPriority, TicketType } from "~/db/tickets-schema";
import type { ServiceReport } from "./figures";

export const WINDOW_DAYS = 90;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The Terms' resolution rows ('other' is not a type the Terms name). */
export const publishedTypes = [
  "hardware",
  "software",
  "network",
  "data_recovery",
] as const satisfies readonly TicketType[];

/** A figure with how many tickets (or ratings, calls) it rests on; `value` null below the minimum sample. */
export type Published<T> = { counted: number; value: T | null };

/** The figures of the support desk's tickets and visits. */
export type TicketServiceLevels = {
  /** The window [from, to) and the instant the figures were read at (= to), ISO strings. */
  from: string;
  to: string;
  /** Tickets opened in the window. */
  ticketsOpened: number;
  /** False while the whole window holds fewer than MIN_SAMPLE tickets: the page says so first. */
  enough: boolean;
  firstResponse: { priority: TicketPriority; percentWithin: Published<number> }[];
  resolution: {
    type: (typeof publishedTypes)[number];
    figures: Published<{ medianMinutes: number; p90Minutes: number; percentWithin: number }>;
  }[];
  firstContact: Published<number>;
  /** Of the ratings customers sent; beside it how many resolutions there were and what share was rated. */
  satisfaction: Published<{ percentSatisfied: number; average: number; resolutions: number; responseRate: number }>;
  followUps: Published<number>;
  /** On-site visits that arrived within their booked window: the percentage and how many (of `counted` visits). */
  onSiteArrival: Published<{ percent: number; within: number }>;
};

export type ServiceLevels = TicketServiceLevels & {
  /** Problems solved by a help article without a ticket ("This solved it") in the window. */
  helpDeflections: Published<number>;
};

function published<T>(counted: number, value: T | null, minSample: number): Published<T> {
  return { counted, value: counted >= minSample ? value : null };
}

/** What of a report may be published: pure, so the withholding rules are unit-tested. */
export function publishServiceLevels(report: ServiceReport, minSample = MIN_SAMPLE): TicketServiceLevels {
  const { firstResponse, resolution, firstContact, satisfaction, followUps, visits } = report;
  const satisfied = satisfaction.distribution[3] + satisfaction.distribution[4];
  const followUpsDue = followUps.onTime + followUps.late + followUps.missed;
  return {
    from: report.period.from.toISOString(),
    to: report.period.to.toISOString(),
    ticketsOpened: firstResponse.total.opened,
    enough: firstResponse.total.opened >= minSample,
    firstResponse: firstResponse.byPriority.flatMap((row) =>
      row.priority
        ? [{ priority: row.priority, percentWithin: published(row.met + row.missed, row.percentWithin, minSample) }]
        : [],
    ),
    resolution: publishedTypes.map((type) => {
      const row = resolution.byType.find((item) => item.type === type);
      const figures =
        row && row.medianMinutes !== null && row.p90Minutes !== null && row.percentWithin !== null
          ? { medianMinutes: row.medianMinutes, p90Minutes: row.p90Minutes, percentWithin: row.percentWithin }
          : null;
      return { type, figures: published(row?.resolved ?? 0, figures, minSample) };
    }),
    firstContact: published(firstContact.resolved, firstContact.percent, minSample),
    satisfaction: published(
      satisfaction.rated,
      satisfaction.average !== null && satisfaction.responseRate !== null && satisfaction.rated > 0
        ? {
            percentSatisfied: (satisfied / satisfaction.rated) * 100,
            average: satisfaction.average,
            resolutions: satisfaction.resolutions,
            responseRate: satisfaction.responseRate,
          }
        : null,
      minSample,
    ),
    followUps: published(followUpsDue, followUps.percentOnTime, minSample),
    onSiteArrival: published(
      visits.arrival.visits,
      visits.arrival.percent === null ? null : { percent: visits.arrival.percent, within: visits.arrival.withinWindow },
      minSample,
    ),
  };
}

/**
 * The count of problems solved by help articles, published under the same rule as every other figure:
 * only once at least `minSample` of them stand behind it (a handful says more about luck than help).
 */
export function publishHelpDeflections(deflections: number, minSample = MIN_SAMPLE): Published<number> {
  return published(deflections, deflections, minSample);
}

/** The window of the hour `now` is in: the 90 days up to the start of that hour. */
export function serviceLevelsWindow(now: Date) {
  const to = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  return { from: new Date(to.getTime() - WINDOW_DAYS * DAY_MS), to };
}
