import { describe, expect, it } from "vitest";
import { durationText, MIN_SAMPLE, resolutionTargets, responseTargets } from "~/content/service-levels";
import { firstResponseMinutes, resolutionMinutes } from "~/lib/sla/targets";
import { parsePlanResponseTime } from "~/lib/sla/targets";
import { serviceReportOf, type TicketFacts, type VisitFacts } from "./figures";
import { publishHelpDeflections, publishServiceLevels, serviceLevelsWindow } from "./public-levels";

const period = { from: new Date("2026-08-25T00:00:00Z"), to: new Date("2026-11-23T00:00:00Z") };

function ticket(id: number, overrides: Partial<TicketFacts> = {}): TicketFacts {
  return {
    id,
    number: `AIT-2026-${String(id).padStart(5, "0")}`,
    priority: "critical",
    type: "network",
    openedAt: new Date("2026-11-01T10:00:00Z"),
    firstResponse: { state: "met", targetMinutes: 60, elapsedMs: 20 * 60_000, breachedAt: null, metAt: null },
    resolution: {
      state: "met",
      targetMinutes: 240,
      elapsedMs: 100 * 60_000,
      breachedAt: null,
      metAt: new Date("2026-11-01T12:00:00Z"),
    },
    publicRepliesToResolution: 1,
    ...overrides,
  };
}

describe("published service levels", () => {
  it("withholds every figure below the minimum sample, and says so overall", () => {
    const tickets = Array.from({ length: MIN_SAMPLE - 1 }, (_, i) => ticket(i + 1));
    const levels = publishServiceLevels(serviceReportOf(tickets, [], period, period.to));
    expect(levels.enough).toBe(false);
    expect(levels.ticketsOpened).toBe(MIN_SAMPLE - 1);
    expect(levels.firstResponse.find((row) => row.priority === "critical")?.percentWithin).toEqual({
      counted: MIN_SAMPLE - 1,
      value: null,
    });
    expect(levels.resolution.find((row) => row.type === "network")?.figures.value).toBeNull();
    expect(levels.firstContact.value).toBeNull();
    expect(levels.satisfaction).toEqual({ counted: 0, value: null });
  });

  it("publishes a row at the minimum sample, the others still withheld, and nothing about a ticket", () => {
    const tickets = [
      ...Array.from({ length: MIN_SAMPLE }, (_, i) => ticket(i + 1)),
      ticket(100, { priority: "low", type: "hardware" }),
    ];
    const resolutions = tickets.map((item, i) => ({
      eventId: i + 1,
      ticketId: item.id,
      resolvedAt: new Date("2026-11-01T12:00:00Z"),
      score: i < 27 ? 5 : i < 30 ? 3 : null,
      followUp: null,
    }));
    const levels = publishServiceLevels(serviceReportOf(tickets, resolutions, period, period.to));
    expect(levels.enough).toBe(true);
    expect(levels.firstResponse.find((row) => row.priority === "critical")?.percentWithin).toEqual({
      counted: MIN_SAMPLE,
      value: 100,
    });
    expect(levels.firstResponse.find((row) => row.priority === "low")?.percentWithin.value).toBeNull();
    expect(levels.resolution.find((row) => row.type === "network")?.figures.value).toEqual({
      medianMinutes: 100,
      p90Minutes: 100,
      percentWithin: 100,
    });
    expect(levels.resolution.find((row) => row.type === "hardware")?.figures).toEqual({ counted: 1, value: null });
    expect(levels.satisfaction.value?.percentSatisfied).toBe(90);
    expect(levels.followUps).toEqual({ counted: 0, value: null });
    expect(JSON.stringify(levels)).not.toMatch(/AIT-/);
  });

  it("measures the 90 days up to the start of the hour", () => {
    expect(serviceLevelsWindow(new Date("2026-11-23T20:37:12Z"))).toEqual({
      from: new Date("2026-08-25T20:00:00Z"),
      to: new Date("2026-11-23T20:00:00Z"),
    });
  });

  it("shows the Terms' own words beside the targets the SLA clocks use", () => {
    for (const [priority, row] of Object.entries(responseTargets))
      expect(parsePlanResponseTime(row.target)).toBe(
        firstResponseMinutes[priority as keyof typeof firstResponseMinutes],
      );
    for (const [type, row] of Object.entries(resolutionTargets))
      expect(parsePlanResponseTime(row.target)).toBe(resolutionMinutes[type as keyof typeof resolutionMinutes]);
  });

  it("words durations", () => {
    expect(durationText(45)).toBe("45 min");
    expect(durationText(120)).toBe("2 h");
    expect(durationText(200.4)).toBe("3 h 20 min");
    expect(durationText(3 * 24 * 60 + 4 * 60)).toBe("3 days 4 h");
  });
});

describe("the on-site arrival figure", () => {
  const visit = (id: number, arrivedAt: string): VisitFacts => ({
    id,
    ticketId: null,
    technicianId: 3,
    technicianName: "Vishnu Das",
    kind: "repair",
    mode: "on_site",
    windowStartsAt: new Date("2026-11-10T04:30:00Z"),
    windowEndsAt: new Date("2026-11-10T06:30:00Z"),
    arrivedAt: new Date(arrivedAt),
    finishedAt: new Date("2026-11-10T08:00:00Z"),
    fixed: true,
  });
  const onTime = (id: number) => visit(id, "2026-11-10T05:00:00Z");

  it("is withheld below the minimum sample of visits, with how many there are", () => {
    const visits = Array.from({ length: MIN_SAMPLE - 1 }, (_, i) => onTime(i + 1));
    const levels = publishServiceLevels(serviceReportOf([], [], period, period.to, visits));
    expect(levels.onSiteArrival).toEqual({ counted: MIN_SAMPLE - 1, value: null });
  });

  it("is published from the minimum sample on: arrivals within the window of all counted", () => {
    const visits = [
      ...Array.from({ length: MIN_SAMPLE - 3 }, (_, i) => onTime(i + 1)),
      ...[1, 2, 3].map((i) => visit(100 + i, "2026-11-10T07:00:00Z")),
    ];
    const levels = publishServiceLevels(serviceReportOf([], [], period, period.to, visits));
    expect(levels.onSiteArrival).toEqual({
      counted: MIN_SAMPLE,
      value: { within: MIN_SAMPLE - 3, percent: ((MIN_SAMPLE - 3) / MIN_SAMPLE) * 100 },
    });
  });
});

describe("problems solved by help articles", () => {
  it("is withheld below the minimum sample, with how many there are, and published from it on", () => {
    expect(publishHelpDeflections(0)).toEqual({ counted: 0, value: null });
    expect(publishHelpDeflections(MIN_SAMPLE - 1)).toEqual({ counted: MIN_SAMPLE - 1, value: null });
    expect(publishHelpDeflections(MIN_SAMPLE)).toEqual({ counted: MIN_SAMPLE, value: MIN_SAMPLE });
    expect(publishHelpDeflections(1234)).toEqual({ counted: 1234, value: 1234 });
  });
});
