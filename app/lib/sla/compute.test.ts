import { describe, expect, it } from "vitest";
import { businessHoursCalendar, istDate } from "./calendar";
import { computeSla, decideSlaJob, planSlaJobs } from "./compute";
import { calendarFor, firstResponseTarget, parsePlanResponseTime } from "./targets";
import type { SlaEvent, TicketPriority, TicketStatus, TicketType } from "./types";

/** An instant given as a wall-clock time in India, e.g. ist("2026-11-27 17:50"). */
const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

function opened(
  at: string,
  priority: TicketPriority,
  type: TicketType = "software",
  plan: number | null = null,
): SlaEvent {
  return { kind: "opened", at: ist(at), priority, type, planResponseMinutes: plan };
}
const status = (at: string, value: TicketStatus): SlaEvent => ({ kind: "status_changed", at: ist(at), status: value });
const reply = (at: string): SlaEvent => ({ kind: "staff_public_reply", at: ist(at) });
const priority = (at: string, value: TicketPriority): SlaEvent => ({
  kind: "priority_changed",
  at: ist(at),
  priority: value,
});

describe("business hours (Mon–Fri 09:00–18:00 IST, Kerala holidays)", () => {
  it("medium opened Friday 17:50 is due on Monday: 10 minutes on Friday, 470 on Monday", () => {
    const sla = computeSla([opened("2026-11-27 17:50", "medium")], ist("2026-11-27 17:55"));
    expect(sla.firstResponse).toMatchObject({
      targetMinutes: 480,
      calendar: "business_hours",
      state: "running",
      countingNow: true,
      elapsedMinutes: 5,
      dueAt: ist("2026-11-30 16:50"),
      dueBasis: "running",
      // 80 % of 480 = 384 minutes: 10 on Friday and 374 from 09:00 on Monday.
      warnAt: ist("2026-11-30 15:14"),
    });
    expect(sla.nextChangeAt).toEqual(ist("2026-11-30 15:14"));
    expect(sla.nextDue).toEqual({
      clock: "first_response",
      at: ist("2026-11-30 16:50"),
      basis: "running",
      state: "running",
    });
    // At the very instant of opening the clock already counts (in business hours).
    expect(computeSla([opened("2026-11-27 17:50", "medium")], ist("2026-11-27 17:50")).firstResponse.countingNow).toBe(
      true,
    );
    // Over the weekend nothing counts, and the deadline does not move.
    const saturday = computeSla([opened("2026-11-27 17:50", "medium")], ist("2026-11-28 11:00"));
    expect(saturday.firstResponse).toMatchObject({ elapsedMinutes: 10, countingNow: false, state: "running" });
    expect(saturday.firstResponse.dueAt).toEqual(ist("2026-11-30 16:50"));
    expect(sla.warnings).toEqual([]);
  });

  it("puts the 80 % instant inside business hours", () => {
    // Medium, opened Monday 15:00: 180 minutes on Monday, the other 204 of 384 on Tuesday.
    const sla = computeSla([opened("2026-11-30 15:00", "medium")], ist("2026-11-30 15:00"));
    expect(sla.firstResponse.warnAt).toEqual(ist("2026-12-01 12:24"));
    expect(sla.firstResponse.dueAt).toEqual(ist("2026-12-01 14:00"));
    const later = computeSla([opened("2026-11-30 15:00", "medium")], ist("2026-12-01 12:30"));
    expect(later.firstResponse.warnedAt).toEqual(ist("2026-12-01 12:24"));
    expect(later.nextChangeAt).toEqual(ist("2026-12-01 14:00"));
  });

  it("skips a Kerala public holiday (Gandhi Jayanthi, Friday 2 October 2026)", () => {
    const sla = computeSla([opened("2026-10-01 17:00", "medium")], ist("2026-10-01 17:00"));
    expect(sla.firstResponse.dueAt).toEqual(ist("2026-10-05 16:00"));
    // The same hours a week later, with no holiday, end on Friday.
    const plain = computeSla([opened("2026-10-08 17:00", "medium")], ist("2026-10-08 17:00"));
    expect(plain.firstResponse.dueAt).toEqual(ist("2026-10-09 16:00"));
  });

  it("counts the IST day, not the UTC one, across month and year ends (no DST)", () => {
    // Friday 27 Feb 2026 17:00 → Monday 2 March 16:00 (February has 28 days).
    expect(computeSla([opened("2026-02-27 17:00", "medium")], ist("2026-02-27 17:00")).firstResponse.dueAt).toEqual(
      ist("2026-03-02 16:00"),
    );
    // Thursday 31 Dec 2026 17:00 → Friday 1 Jan 2027 16:00 (New Year's Day is a working day in Kerala).
    expect(computeSla([opened("2026-12-31 17:00", "medium")], ist("2026-12-31 17:00")).firstResponse.dueAt).toEqual(
      ist("2027-01-01 16:00"),
    );
    // 20:00 UTC on 31 Dec is 01:30 on Friday 1 Jan in India: the day counts from 09:00 IST.
    const utcEvening: SlaEvent = {
      kind: "opened",
      at: new Date("2026-12-31T20:00:00Z"),
      priority: "medium",
      type: "other",
      planResponseMinutes: null,
    };
    expect(computeSla([utcEvening], new Date("2026-12-31T20:00:00Z")).firstResponse.dueAt).toEqual(
      ist("2027-01-01 17:00"),
    );
    expect(istDate(new Date("2026-12-31T18:29:59Z").getTime())).toBe("2026-12-31");
    expect(istDate(new Date("2026-12-31T18:30:00Z").getTime())).toBe("2027-01-01");
    // Monday 25 Jan 2027 17:30, Republic Day (Tuesday) skipped: low (1440) = 30 + 540 + 540 + 330.
    expect(computeSla([opened("2027-01-25 17:30", "low")], ist("2027-01-25 17:30")).firstResponse.dueAt).toEqual(
      ist("2027-01-29 14:30"),
    );
    expect(computeSla([opened("2027-01-25 17:30", "medium")], ist("2027-01-25 17:30")).firstResponse.dueAt).toEqual(
      ist("2027-01-27 16:30"),
    );
    // 24x7 across the year end: 23:30 IST + 1 hour.
    const critical = computeSla([opened("2026-12-31 23:30", "critical")], ist("2026-12-31 23:30"));
    expect(critical.firstResponse.dueAt.toISOString()).toBe("2026-12-31T19:00:00.000Z");
  });

  it("warns clearly past the published holiday data, counting weekends only", () => {
    const sla = computeSla([opened("2027-12-31 17:00", "medium")], ist("2027-12-31 17:00"));
    expect(sla.firstResponse.dueAt).toEqual(ist("2028-01-03 16:00"));
    expect(sla.warnings).toEqual([expect.objectContaining({ code: "holiday_data_missing", date: "2028-01-03" })]);
    expect(sla.warnings[0]?.message).toMatch(/kerala-holidays\.ts.*2027-12-31/);
    const calendar = businessHoursCalendar({ coversFrom: "2026-01-01", coversUntil: "2026-12-31", days: [] });
    expect(calendar.countedMs(ist("2026-10-02 09:00").getTime(), ist("2026-10-02 18:00").getTime())).toBe(
      9 * 3_600_000,
    );
  });
});

describe("24x7 for critical and high", () => {
  it("critical opened at 02:00 on a Sunday is due at 03:00", () => {
    const sla = computeSla([opened("2026-11-29 02:00", "critical", "network")], ist("2026-11-29 02:10"));
    expect(sla.firstResponse).toMatchObject({
      calendar: "24x7",
      countingNow: true,
      dueAt: ist("2026-11-29 03:00"),
      warnAt: ist("2026-11-29 02:48"),
      elapsedMinutes: 10,
    });
    // Network: 2-4 hours; the promise is the upper end.
    expect(sla.resolution).toMatchObject({ targetMinutes: 240, dueAt: ist("2026-11-29 06:00") });
    expect(calendarFor("high")).toBe("24x7");
    expect(calendarFor("low")).toBe("business_hours");
  });

  it("breaches after the target and keeps counting", () => {
    const sla = computeSla([opened("2026-11-29 02:00", "critical")], ist("2026-11-29 03:30"));
    expect(sla.firstResponse).toMatchObject({
      state: "breached",
      breachedAt: ist("2026-11-29 03:00"),
      dueBasis: "reached",
      remainingMs: -30 * 60_000,
      nextChangeAt: null,
    });
  });
});

describe("pauses while waiting on the customer", () => {
  it("a pause across a weekend (business hours) moves the deadline by the paused working time", () => {
    const events = [
      opened("2026-11-26 10:00", "low"), // Thursday; low = 24 business hours
      status("2026-11-26 10:05", "open"),
      status("2026-11-27 12:00", "waiting_on_customer"), // 480 + 180 = 660 minutes counted
      status("2026-11-30 11:00", "open"), // Monday
    ];
    const paused = computeSla(events, ist("2026-11-28 10:00"));
    expect(paused.firstResponse).toMatchObject({ state: "paused", elapsedMinutes: 660, countingNow: false });
    // Projected as if it resumed now (Saturday): Monday 09:00 + 540, Tuesday 240 → 13:00.
    expect(paused.firstResponse).toMatchObject({ dueAt: ist("2026-12-01 13:00"), dueBasis: "if_resumed_now" });
    expect(paused.nextChangeAt).toBeNull();
    // Software resolution is 8 business hours: already overdue, so it is the next promised step.
    expect(paused.nextDue).toMatchObject({ clock: "resolution", state: "breached", at: ist("2026-11-26 18:00") });
    const resumed = computeSla(events, ist("2026-11-30 11:00"));
    // 780 minutes left from Monday 11:00: 420 on Monday, 360 on Tuesday.
    expect(resumed.firstResponse).toMatchObject({
      state: "running",
      elapsedMinutes: 660,
      dueAt: ist("2026-12-01 15:00"),
    });
  });

  it("a pause across a weekend (24x7) does not count the weekend", () => {
    const events = [
      opened("2026-11-27 16:00", "high"),
      status("2026-11-27 17:00", "waiting_on_customer"),
      status("2026-11-30 10:00", "open"),
    ];
    const sla = computeSla(events, ist("2026-11-30 10:30"));
    expect(sla.firstResponse).toMatchObject({ state: "running", elapsedMinutes: 90, dueAt: ist("2026-11-30 13:00") });
    // Software: 4-8 hours → 8 hours, 24x7 for high: 390 minutes left at 10:30.
    expect(sla.resolution).toMatchObject({ elapsedMinutes: 90, dueAt: ist("2026-11-30 17:00") });
  });
});

describe("changes half-way", () => {
  it("a new priority applies from the opening, with the time already counted kept", () => {
    // Low (business hours) for two hours, then high: 4 h target, 24x7 from the change.
    const events = [opened("2026-11-30 09:00", "low"), priority("2026-11-30 11:00", "high")];
    const sla = computeSla(events, ist("2026-11-30 11:00"));
    expect(sla.firstResponse).toMatchObject({
      targetMinutes: 240,
      calendar: "24x7",
      elapsedMinutes: 120,
      dueAt: ist("2026-11-30 13:00"),
    });
  });

  it("raising the priority past the time already counted breaches at once, dated when the new target was reached", () => {
    const events = [opened("2026-11-30 09:00", "medium"), priority("2026-11-30 11:00", "critical")];
    const after = computeSla(events, ist("2026-11-30 11:00"));
    expect(after.firstResponse).toMatchObject({
      state: "breached",
      targetMinutes: 60,
      calendar: "24x7",
      breachedAt: ist("2026-11-30 10:00"),
    });
    expect(planSlaJobs(after).find((plan) => plan.key === "first_response:100")?.runAt).toEqual(
      ist("2026-11-30 10:00"),
    );
  });

  it("lowering the priority on a weekend evening moves the rest to business hours", () => {
    // High from Friday 20:00 for 2 hours (24x7), then low: 1320 business minutes left.
    const events = [opened("2026-11-27 20:00", "high"), priority("2026-11-27 22:00", "low")];
    const sla = computeSla(events, ist("2026-11-28 09:00"));
    expect(sla.firstResponse).toMatchObject({ targetMinutes: 1440, calendar: "business_hours", elapsedMinutes: 120 });
    expect(sla.firstResponse.dueAt).toEqual(ist("2026-12-02 13:00"));
  });

  it("a new type re-targets the resolution clock", () => {
    const events: SlaEvent[] = [
      opened("2026-11-29 02:00", "critical", "network"),
      { kind: "type_changed", at: ist("2026-11-29 03:00"), type: "hardware" },
    ];
    const sla = computeSla(events, ist("2026-11-29 03:00"));
    expect(sla.resolution).toMatchObject({
      targetMinutes: 48 * 60,
      targetSource: "type",
      dueAt: ist("2026-12-01 02:00"),
    });
  });
});

describe("first response and resolution", () => {
  it("the first staff public reply meets the first-response clock", () => {
    const events = [opened("2026-11-30 09:00", "high"), reply("2026-11-30 10:00"), reply("2026-11-30 12:00")];
    const sla = computeSla(events, ist("2026-11-30 20:00"));
    expect(sla.firstResponse).toMatchObject({ state: "met", metAt: ist("2026-11-30 10:00"), elapsedMinutes: 60 });
    expect(sla.firstResponse.nextChangeAt).toBeNull();
    // A reply exactly at the deadline meets it; one minute later is a breach, then met.
    const onTime = computeSla([opened("2026-11-30 09:00", "high"), reply("2026-11-30 13:00")], ist("2026-11-30 20:00"));
    expect(onTime.firstResponse.state).toBe("met");
    const late = computeSla([opened("2026-11-30 09:00", "high"), reply("2026-11-30 13:01")], ist("2026-11-30 20:00"));
    expect(late.firstResponse).toMatchObject({ state: "breached_and_met", breachedAt: ist("2026-11-30 13:00") });
  });

  it("an AMC plan with a shorter response time sets the first-response target", () => {
    const sla = computeSla([opened("2026-11-30 09:00", "low", "other", 120)], ist("2026-11-30 09:00"));
    expect(sla.firstResponse).toMatchObject({
      targetMinutes: 120,
      targetSource: "plan",
      dueAt: ist("2026-11-30 11:00"),
    });
    // A longer plan figure never lengthens the priority's.
    expect(firstResponseTarget("critical", 48 * 60)).toEqual({ minutes: 60, source: "priority" });
    expect(firstResponseTarget("medium", null)).toEqual({ minutes: 480, source: "priority" });
    // Changing the priority keeps the plan's figure when it is still shorter.
    const raised = computeSla(
      [opened("2026-11-30 09:00", "low", "other", 120), priority("2026-11-30 09:30", "high")],
      ist("2026-11-30 09:30"),
    );
    expect(raised.firstResponse).toMatchObject({
      targetMinutes: 120,
      targetSource: "plan",
      dueAt: ist("2026-11-30 11:00"),
    });
  });

  it("parses the plans' stored response times", () => {
    expect(
      ["2 h", "24 h", "48 h", "1 hour", "8 hours", "48 hours", "2h", "30 min", "1 day", "4-8 hours"].map(
        parsePlanResponseTime,
      ),
    ).toEqual([120, 1440, 2880, 60, 480, 2880, 120, 30, 1440, 480]);
    expect([null, "", "Same day", "soon", "0 h", "-2 h"].map(parsePlanResponseTime)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("resolving stops the resolution clock and a reopen resumes it with its time kept", () => {
    const events = [
      opened("2026-11-30 10:00", "high", "software"), // 8 h, 24x7
      reply("2026-11-30 10:30"),
      status("2026-11-30 14:00", "resolved"), // 240 minutes counted
    ];
    const resolved = computeSla(events, ist("2026-12-01 09:00"));
    expect(resolved.resolution).toMatchObject({ state: "met", metAt: ist("2026-11-30 14:00"), elapsedMinutes: 240 });
    expect(resolved.resolution.dueBasis).toBe("when_stopped");
    const reopened = [...events, status("2026-12-01 10:00", "open")];
    const sla = computeSla(reopened, ist("2026-12-01 10:00"));
    expect(sla.resolution).toMatchObject({
      state: "running",
      metAt: null,
      elapsedMinutes: 240,
      dueAt: ist("2026-12-01 14:00"),
    });
    expect(sla.firstResponse.state).toBe("met");
    // Resolved again later: the latest resolution stands.
    const again = computeSla(
      [...reopened, status("2026-12-01 11:00", "resolved"), status("2026-12-02 11:00", "closed")],
      ist("2026-12-03 10:00"),
    );
    expect(again.resolution).toMatchObject({ state: "met", metAt: ist("2026-12-01 11:00"), elapsedMinutes: 300 });
  });

  it("closing without resolving stops the clocks unmet", () => {
    const events = [opened("2026-11-30 10:00", "high"), status("2026-11-30 11:00", "closed")];
    const sla = computeSla(events, ist("2026-12-02 10:00"));
    expect(sla.resolution).toMatchObject({ state: "stopped", stoppedAt: ist("2026-11-30 11:00"), breachedAt: null });
    expect(sla.firstResponse).toMatchObject({ state: "stopped", elapsedMinutes: 60 });
    expect(sla.nextChangeAt).toBeNull();
    expect(sla.nextDue).toBeNull();
  });

  it("ignores events after now, keeps same-instant events in order, and needs one opening", () => {
    const events = [opened("2026-11-30 10:00", "high"), reply("2026-11-30 12:00")];
    expect(computeSla(events, ist("2026-11-30 11:00")).firstResponse.state).toBe("running");
    const sameInstant = [
      opened("2026-11-30 10:00", "high"),
      reply("2026-11-30 10:30"),
      status("2026-11-30 10:30", "waiting_on_customer"),
    ];
    expect(computeSla(sameInstant, ist("2026-11-30 12:00")).firstResponse).toMatchObject({
      state: "met",
      elapsedMinutes: 30,
    });
    expect(() => computeSla([reply("2026-11-30 10:30")], ist("2026-11-30 12:00"))).toThrow(/opened/);
    expect(() =>
      computeSla([opened("2026-11-30 10:00", "high"), opened("2026-11-30 11:00", "low")], ist("2026-11-30 12:00")),
    ).toThrow(/more than one/);
  });
});

describe("due-job planning", () => {
  const events = [opened("2026-11-30 09:00", "high", "network")]; // FR 4 h, resolution 4 h, 24x7

  it("plans each threshold at the instant it will be reached while the clock runs", () => {
    const plans = planSlaJobs(computeSla(events, ist("2026-11-30 09:00")));
    expect(Object.fromEntries(plans.map((plan) => [plan.key, plan.runAt]))).toEqual({
      "first_response:80": ist("2026-11-30 12:12"),
      "first_response:100": ist("2026-11-30 13:00"),
      "resolution:80": ist("2026-11-30 12:12"),
      "resolution:100": ist("2026-11-30 13:00"),
    });
  });

  it("plans nothing while paused or after a timely reply, and still tells a breach that happened", () => {
    const paused = planSlaJobs(
      computeSla([...events, status("2026-11-30 10:00", "waiting_on_customer")], ist("2026-11-30 10:00")),
    );
    expect(paused.map((plan) => plan.runAt)).toEqual([null, null, null, null]);
    const late = computeSla([...events, reply("2026-11-30 13:30")], ist("2026-11-30 13:30"));
    const byKey = Object.fromEntries(planSlaJobs(late).map((plan) => [plan.key, plan.runAt]));
    expect(byKey["first_response:80"]).toBeNull();
    expect(byKey["first_response:100"]).toEqual(ist("2026-11-30 13:00"));
  });

  it("tells the job handler to notify, reschedule or drop", () => {
    expect(decideSlaJob(computeSla(events, ist("2026-11-30 12:15")), "first_response:80")).toEqual({
      action: "notify",
      reachedAt: ist("2026-11-30 12:12"),
    });
    expect(decideSlaJob(computeSla(events, ist("2026-11-30 12:15")), "first_response:100")).toEqual({
      action: "reschedule",
      runAt: ist("2026-11-30 13:00"),
    });
    const paused = [...events, status("2026-11-30 10:00", "waiting_on_customer")];
    expect(decideSlaJob(computeSla(paused, ist("2026-11-30 13:00")), "first_response:100")).toEqual({ action: "drop" });
  });
});
