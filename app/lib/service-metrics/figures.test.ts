import { describe, expect, it } from "vitest";
import {
  breachesOf,
  type ClockFacts,
  firstContactFiguresOf,
  firstResponseFiguresOf,
  firstResponseOutcome,
  followUpFiguresOf,
  median,
  percent,
  percentile,
  type ResolutionFacts,
  resolutionFiguresOf,
  satisfactionFiguresOf,
  type TicketFacts,
  type VisitFacts,
  visitFiguresOf,
} from "./figures";

const at = (iso: string) => new Date(iso);
const period = { from: at("2026-11-01T00:00:00Z"), to: at("2026-12-01T00:00:00Z") };
const HOUR = 3_600_000;

const clock = (overrides: Partial<ClockFacts> = {}): ClockFacts => ({
  state: "running",
  targetMinutes: 60,
  elapsedMs: 0,
  breachedAt: null,
  metAt: null,
  ...overrides,
});

let nextId = 1;
function ticket(overrides: Partial<TicketFacts> = {}): TicketFacts {
  const id = nextId++;
  return {
    id,
    number: `AIT-2026-${String(id).padStart(5, "0")}`,
    priority: "high",
    type: "hardware",
    openedAt: at("2026-11-10T10:00:00Z"),
    firstResponse: clock(),
    resolution: clock({ targetMinutes: 48 * 60 }),
    publicRepliesToResolution: 0,
    ...overrides,
  };
}

describe("percentile", () => {
  it("interpolates between closest ranks, so the median of an even count is the mean of the middle two", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(percentile([10, 20], 0.9)).toBe(19);
    expect(percentile([3, 1, 2], 0)).toBe(1);
    expect(percentile([3, 1, 2], 1)).toBe(3);
  });

  it("is null for no values and refuses a p outside [0, 1]", () => {
    expect(median([])).toBeNull();
    expect(() => percentile([1], 1.5)).toThrow(RangeError);
  });

  it("percent is null when nothing was counted", () => {
    expect(percent(0, 0)).toBeNull();
    expect(percent(1, 4)).toBe(25);
  });
});

describe("first responses within target", () => {
  it("classifies each clock state", () => {
    expect(firstResponseOutcome(clock({ state: "met" }))).toBe("met");
    expect(firstResponseOutcome(clock({ state: "breached_and_met" }))).toBe("missed");
    expect(firstResponseOutcome(clock({ state: "breached" }))).toBe("missed");
    expect(firstResponseOutcome(clock({ state: "stopped", breachedAt: at("2026-11-10T11:00:00Z") }))).toBe("missed");
    expect(firstResponseOutcome(clock({ state: "stopped" }))).toBe("not_owed");
    expect(firstResponseOutcome(clock({ state: "running" }))).toBe("pending");
    expect(firstResponseOutcome(clock({ state: "paused" }))).toBe("pending");
  });

  it("counts the tickets opened in [from, to) by priority; unanswered past target is missed", () => {
    const tickets = [
      ticket({ priority: "critical", firstResponse: clock({ state: "met" }) }),
      ticket({ priority: "critical", firstResponse: clock({ state: "breached_and_met" }) }),
      ticket({ priority: "critical", firstResponse: clock({ state: "breached" }) }),
      ticket({ priority: "critical", firstResponse: clock({ state: "running" }) }),
      ticket({ priority: "low", firstResponse: clock({ state: "met" }) }),
      ticket({ priority: "low", firstResponse: clock({ state: "stopped" }) }),
      // Opened exactly at `from` counts; exactly at `to` does not; before does not.
      ticket({ priority: "medium", openedAt: period.from, firstResponse: clock({ state: "met" }) }),
      ticket({ priority: "medium", openedAt: period.to, firstResponse: clock({ state: "breached" }) }),
      ticket({ priority: "medium", openedAt: at("2026-10-31T23:59:59Z"), firstResponse: clock({ state: "breached" }) }),
    ];
    const figures = firstResponseFiguresOf(tickets, period);
    expect(figures.byPriority.map((row) => [row.priority, row.opened, row.met, row.missed, row.percentWithin])).toEqual(
      [
        ["critical", 4, 1, 2, (1 / 3) * 100],
        ["high", 0, 0, 0, null],
        ["medium", 1, 1, 0, 100],
        ["low", 2, 1, 0, 100],
      ],
    );
    expect(figures.byPriority[0]).toMatchObject({ pending: 1, notOwed: 0 });
    expect(figures.byPriority[3]).toMatchObject({ notOwed: 1 });
    expect(figures.total).toMatchObject({ priority: null, opened: 7, met: 3, missed: 2, pending: 1, notOwed: 1 });
    expect(figures.total.percentWithin).toBe(60);
  });
});

describe("resolution times", () => {
  it("takes the standing resolutions in the period, by type, on the SLA clock", () => {
    const resolved = (
      type: TicketFacts["type"],
      hours: number,
      state: ClockFacts["state"] = "met",
      iso = "2026-11-20T00:00:00Z",
    ) => ticket({ type, resolution: clock({ state, elapsedMs: hours * HOUR, metAt: at(iso), targetMinutes: 8 * 60 }) });
    const tickets = [
      resolved("software", 1),
      resolved("software", 2),
      resolved("software", 3),
      resolved("software", 10, "breached_and_met"),
      resolved("network", 5, "breached_and_met"),
      // Resolved before the period; a reopened ticket (no standing resolution); still open.
      resolved("software", 1, "met", "2026-10-31T12:00:00Z"),
      ticket({ type: "software", resolution: clock({ state: "breached", elapsedMs: 20 * HOUR }) }),
      ticket({ type: "software", resolution: clock({ state: "running", elapsedMs: HOUR }) }),
    ];
    const figures = resolutionFiguresOf(tickets, period);
    const software = figures.byType.find((row) => row.type === "software");
    expect(software).toMatchObject({ resolved: 4, medianMinutes: 150, withinTarget: 3, percentWithin: 75 });
    // p90 of 60, 120, 180, 600 minutes: rank 2.7 → 180 + 0.7 × 420.
    expect(software?.p90Minutes).toBeCloseTo(474);
    expect(figures.byType.find((row) => row.type === "hardware")).toMatchObject({
      resolved: 0,
      medianMinutes: null,
      p90Minutes: null,
      percentWithin: null,
    });
    expect(figures.total).toMatchObject({ type: null, resolved: 5, medianMinutes: 180, withinTarget: 3 });
  });
});

describe("first-contact resolution", () => {
  it("is the share of resolved tickets with exactly one public staff reply", () => {
    const resolved = (replies: number) =>
      ticket({
        resolution: clock({ state: "met", metAt: at("2026-11-15T00:00:00Z") }),
        publicRepliesToResolution: replies,
      });
    const figures = firstContactFiguresOf(
      [resolved(1), resolved(1), resolved(2), resolved(0), ticket({ publicRepliesToResolution: 1 })],
      period,
    );
    expect(figures).toEqual({ resolved: 4, oneReply: 2, percent: 50 });
  });
});

describe("satisfaction and follow-up calls", () => {
  const resolution = (overrides: Partial<ResolutionFacts>): ResolutionFacts => ({
    eventId: nextId++,
    ticketId: 1,
    resolvedAt: at("2026-11-10T10:00:00Z"),
    score: null,
    followUp: null,
    ...overrides,
  });

  it("averages the ratings given and divides them by the resolutions", () => {
    const figures = satisfactionFiguresOf(
      [
        resolution({ score: 5 }),
        resolution({ score: 4 }),
        resolution({ score: 2 }),
        resolution({}),
        resolution({ score: 1, resolvedAt: at("2026-12-01T00:00:00Z") }),
      ],
      period,
    );
    expect(figures).toMatchObject({ resolutions: 4, rated: 3, responseRate: 75, distribution: [0, 1, 0, 1, 1] });
    expect(figures.average).toBeCloseTo(11 / 3);
    expect(satisfactionFiguresOf([], period)).toMatchObject({ responseRate: null, average: null });
  });

  it("counts calls done by their due time; not done after it is missed, before it pending", () => {
    const due = at("2026-11-12T10:00:00Z");
    const now = at("2026-11-30T00:00:00Z");
    const figures = followUpFiguresOf(
      [
        resolution({ followUp: { dueAt: due, doneAt: at("2026-11-11T09:00:00Z") } }),
        resolution({ followUp: { dueAt: due, doneAt: due } }),
        resolution({ followUp: { dueAt: due, doneAt: at("2026-11-12T10:00:01Z") } }),
        resolution({ followUp: { dueAt: due, doneAt: null } }),
        resolution({
          resolvedAt: at("2026-11-29T12:00:00Z"),
          followUp: { dueAt: at("2026-12-01T12:00:00Z"), doneAt: null },
        }),
        resolution({ followUp: null }),
      ],
      period,
      now,
    );
    expect(figures).toEqual({ calls: 5, onTime: 2, late: 1, missed: 1, pending: 1, percentOnTime: 50 });
  });
});

describe("breaches", () => {
  it("lists every clock whose target passed in the period, earliest first", () => {
    const early = ticket({
      openedAt: at("2026-10-30T00:00:00Z"),
      resolution: clock({ state: "breached", breachedAt: at("2026-11-02T00:00:00Z"), targetMinutes: 240 }),
    });
    const both = ticket({
      firstResponse: clock({
        state: "breached_and_met",
        breachedAt: at("2026-11-10T11:00:00Z"),
        metAt: at("2026-11-10T12:00:00Z"),
      }),
      resolution: clock({ state: "breached", breachedAt: at("2026-11-12T10:00:00Z") }),
    });
    const outside = ticket({ firstResponse: clock({ state: "breached", breachedAt: at("2026-12-01T00:00:00Z") }) });
    const rows = breachesOf([both, outside, early], period);
    expect(rows.map((row) => [row.number, row.clock, row.state])).toEqual([
      [early.number, "resolution", "breached"],
      [both.number, "first_response", "breached_and_met"],
      [both.number, "resolution", "breached"],
    ]);
    expect(rows[1]?.metAt).toEqual(at("2026-11-10T12:00:00Z"));
  });
});

describe("visit figures", () => {
  const visit = (id: number, overrides: Partial<VisitFacts> = {}): VisitFacts => ({
    id,
    ticketId: null,
    technicianId: 7,
    technicianName: "Vishnu Das",
    kind: "repair",
    mode: "on_site",
    windowStartsAt: at("2026-11-10T04:30:00Z"),
    windowEndsAt: at("2026-11-10T06:30:00Z"),
    arrivedAt: at("2026-11-10T05:00:00Z"),
    finishedAt: at("2026-11-10T06:00:00Z"),
    fixed: true,
    ...overrides,
  });

  it("counts arrivals within the window, its ends included, over windowed on-site visits finished in the period", () => {
    const figures = visitFiguresOf(
      [
        visit(1),
        visit(2, { arrivedAt: at("2026-11-10T04:30:00Z") }),
        visit(3, { arrivedAt: at("2026-11-10T06:30:00Z") }),
        visit(4, { arrivedAt: at("2026-11-10T06:31:00Z") }),
        visit(5, { arrivedAt: at("2026-11-10T04:29:00Z") }),
        // Not counted: remote, no window, no arrival, finished outside the period.
        visit(6, { mode: "remote", windowStartsAt: null, windowEndsAt: null }),
        visit(7, { arrivedAt: null }),
        visit(8, { finishedAt: at("2026-10-31T23:00:00Z") }),
      ],
      period,
    );
    expect(figures.arrival).toEqual({ visits: 5, withinWindow: 3, percent: 60 });
  });

  it("counts each technician's completed visits and their arrivals on time", () => {
    const figures = visitFiguresOf(
      [
        visit(1),
        visit(2, { arrivedAt: at("2026-11-10T07:00:00Z") }),
        visit(3, { mode: "remote", windowStartsAt: null, windowEndsAt: null }),
        visit(4, { technicianId: 9, technicianName: "Anjali Raj" }),
        visit(5, { technicianId: null }),
      ],
      period,
    );
    expect(figures.byTechnician).toEqual([
      { technicianId: 7, name: "Vishnu Das", completed: 3, windowed: 2, onTime: 1 },
      { technicianId: 9, name: "Anjali Raj", completed: 1, windowed: 1, onTime: 1 },
    ]);
  });

  it("rates first-visit fixes by each ticket's first completed repair visit, counted where it finished", () => {
    const figures = visitFiguresOf(
      [
        // Ticket 1: fixed on its first visit.
        visit(1, { ticketId: 1 }),
        // Ticket 2: the first visit did not fix it; the second did.
        visit(2, { ticketId: 2, fixed: false, finishedAt: at("2026-11-05T06:00:00Z") }),
        visit(3, { ticketId: 2, fixed: true, finishedAt: at("2026-11-12T06:00:00Z") }),
        // Ticket 3: its first visit was before the period: not in this period's cohort.
        visit(4, { ticketId: 3, fixed: true, finishedAt: at("2026-10-20T06:00:00Z") }),
        visit(5, { ticketId: 3, fixed: true }),
        // Not repairs.
        visit(6, { ticketId: 4, kind: "installation" }),
      ],
      period,
    );
    expect(figures.firstVisitFix).toEqual({ tickets: 2, fixedFirst: 1, percent: 50 });
  });
});
