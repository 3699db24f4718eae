import { describe, expect, it } from "vitest";
import { ticketPriorities, ticketStatuses } from "~/db/tickets-schema";
import {
  compareQueueRows,
  deadlineBadge,
  followUpBadge,
  formatDuration,
  queuePriorities,
  queueStatuses,
  ticketQueueList,
} from "./staff-queue";

const now = new Date("2026-11-23T10:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("staff queue query", () => {
  it("uses the database's priorities and statuses", () => {
    expect([...queuePriorities]).toEqual([...ticketPriorities]);
    expect([...queueStatuses]).toEqual([...ticketStatuses]);
  });

  it("reads filters defensively and writes them back without the defaults", () => {
    const query = ticketQueueList.parse(
      new URLSearchParams("assignee=mine&priority=critical&status=waiting_on_customer&breached=1&q=%20AIT%20&page=3"),
    );
    expect(query).toEqual({
      q: "AIT",
      assignee: "mine",
      priority: "critical",
      status: "waiting_on_customer",
      breached: true,
      page: 3,
    });
    expect(ticketQueueList.search(query, { page: 1 })).toBe(
      "?q=AIT&assignee=mine&priority=critical&status=waiting_on_customer&breached=1",
    );
    const junk = ticketQueueList.parse(
      new URLSearchParams("assignee=7&priority=urgent&status=done&breached=yes&page=0"),
    );
    expect(junk).toEqual({ q: "", assignee: null, priority: null, status: "active", breached: false, page: 1 });
    expect(ticketQueueList.search(junk)).toBe("");
    expect(ticketQueueList.search(junk, { status: "any", page: 2 })).toBe("?status=any&page=2");
  });
});

describe("staff queue order", () => {
  it("puts what breaches first on top, overdue before due, tickets without a running clock last", () => {
    const rows = [
      { id: 1, nextDeadlineAt: null, createdAt: minutes(-300) },
      { id: 2, nextDeadlineAt: minutes(90), createdAt: minutes(-10) },
      { id: 3, nextDeadlineAt: minutes(-30), createdAt: minutes(-5) },
      { id: 4, nextDeadlineAt: null, createdAt: minutes(-400) },
      { id: 5, nextDeadlineAt: minutes(90), createdAt: minutes(-20) },
      { id: 6, nextDeadlineAt: minutes(5), createdAt: minutes(-1) },
    ];
    expect(rows.sort(compareQueueRows).map((row) => row.id)).toEqual([3, 6, 5, 2, 4, 1]);
  });
});

describe("deadline badges", () => {
  it("counts down, warns in the last hour and says by how much a deadline is overdue", () => {
    expect(deadlineBadge({ status: "open", nextDeadlineAt: minutes(185), breached: false }, now)).toEqual({
      kind: "due",
      minutes: 185,
    });
    expect(deadlineBadge({ status: "new", nextDeadlineAt: minutes(60), breached: false }, now)).toEqual({
      kind: "due_soon",
      minutes: 60,
    });
    // 30 seconds left still reads as a minute left, never '0 min'.
    expect(
      deadlineBadge({ status: "new", nextDeadlineAt: new Date(now.getTime() + 30_000), breached: false }, now),
    ).toEqual({ kind: "due_soon", minutes: 1 });
    expect(deadlineBadge({ status: "open", nextDeadlineAt: now, breached: true }, now)).toEqual({
      kind: "overdue",
      minutes: 0,
    });
    expect(deadlineBadge({ status: "open", nextDeadlineAt: minutes(-125).toISOString(), breached: true }, now)).toEqual(
      { kind: "overdue", minutes: 125 },
    );
  });

  it("shows paused clocks, and a missed promise on a finished ticket", () => {
    expect(deadlineBadge({ status: "waiting_on_customer", nextDeadlineAt: null, breached: true }, now)).toEqual({
      kind: "paused",
    });
    expect(deadlineBadge({ status: "resolved", nextDeadlineAt: null, breached: true }, now)).toEqual({
      kind: "breached",
    });
    expect(deadlineBadge({ status: "closed", nextDeadlineAt: null, breached: false }, now)).toEqual({ kind: "none" });
  });

  it("formats durations in minutes, hours and days", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(185)).toBe("3 h 5 min");
    expect(formatDuration(47 * 60 + 59)).toBe("47 h 59 min");
    expect(formatDuration(52 * 60)).toBe("2 d 4 h");
    expect(formatDuration(72 * 60)).toBe("3 d");
  });

  it("marks follow-up calls done, overdue or due", () => {
    expect(followUpBadge({ dueAt: minutes(10), doneAt: null }, now)).toBe("due");
    expect(followUpBadge({ dueAt: minutes(-1).toISOString(), doneAt: null }, now)).toBe("overdue");
    expect(followUpBadge({ dueAt: minutes(-100), doneAt: minutes(-5) }, now)).toBe("done");
  });
});
