// The public /service-levels page's figures (ADR 022): the service metrics of the last
// 90 days (serviceReport, this folder — the same definitions as /staff/reports) and the problems our
// help articles solved without a ticket (help.server.ts), cut down to what may be published
// (public-levels.ts).
//
// Refreshed hourly without any stored state: the window ends at the start of the current hour, and
// the figures are computed at that instant, so every app server computes the same figures for the
// same hour; each keeps them in memory until the hour turns (one computation per server and hour,
// concurrent requests share it). A failed computation is retried by the next request, and meanwhile
// the last good figures are served (with their own dates) rather than none.
import { countHelpDeflections } from "./help.server";
import { type MetricsReader, serviceReport } from "./metrics.server";
import { publishHelpDeflections, publishServiceLevels, type ServiceLevels, serviceLevelsWindow } from "./public-levels";
import { logger } from "~/lib/log/logger.server";

export async function computeServiceLevels(db: MetricsReader, now: Date = new Date()): Promise<ServiceLevels> {
  const period = serviceLevelsWindow(now);
  const [report, deflections] = await Promise.all([
    serviceReport(db, period, period.to),
    countHelpDeflections(db, period),
  ]);
  return { ...publishServiceLevels(report), helpDeflections: publishHelpDeflections(deflections) };
}

type Entry = { hour: number; figures: Promise<ServiceLevels>; lastGood: ServiceLevels | null };
// Per database (tests open several in one process); the figures are derived, public data.
const entries = new WeakMap<object, Entry>();

/** This hour's figures, computed once per server and hour (concurrent requests share the work). */
export function hourlyServiceLevels(db: MetricsReader, now: Date = new Date()): Promise<ServiceLevels> {
  const hour = serviceLevelsWindow(now).to.getTime();
  const entry = entries.get(db);
  if (entry && entry.hour === hour) return entry.figures;
  const lastGood = entry?.lastGood ?? null;
  const next: Entry = { hour, lastGood, figures: Promise.resolve() as never };
  next.figures = computeServiceLevels(db, now).then(
    (figures) => {
      next.lastGood = figures;
      return figures;
    },
    (error: unknown) => {
      // The next request tries again; until one succeeds, the last good figures are shown, if any.
      next.hour = Number.NaN;
      if (!lastGood) throw error;
      logger.error({ err: error }, "[service-levels] refresh failed, serving the previous figures");
      return lastGood;
    },
  );
  entries.set(db, next);
  return next.figures;
}

/** Drops the kept figures (the end-to-end tests' seeding route, after it changed the tickets). */
export function forgetServiceLevels(db: MetricsReader) {
  entries.delete(db);
}
