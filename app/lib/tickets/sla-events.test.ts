import { describe, expect, it } from "vitest";
import { computeSla } from "~/lib/sla/compute";
import { type SlaSourceEvent, type SlaTicket, slaCacheColumns, ticketSlaEvents } from "./sla-events";

const t0 = new Date("2026-11-20T04:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

const ticket: SlaTicket = { priority: "high", type: "network", planResponseMinutes: 120, createdAt: t0 };

let nextId = 1;
function event(kind: SlaSourceEvent["kind"], minutes: number, fields: Partial<SlaSourceEvent> = {}): SlaSourceEvent {
  return { id: nextId++, kind, internal: false, fromValue: null, toValue: null, createdAt: at(minutes), ...fields };
}

describe("ticket history → SLA events", () => {
  it("opens with the ticket's priority, type and AMC plan response time", () => {
    expect(ticketSlaEvents(ticket, [event("opened", 0)])).toEqual([
      { kind: "opened", at: t0, priority: "high", type: "network", planResponseMinutes: 120 },
    ]);
  });

  it("takes the priority and type at opening from the first change, and passes each change on", () => {
    const current: SlaTicket = { ...ticket, priority: "critical", type: "hardware" };
    const events = ticketSlaEvents(current, [
      event("opened", 0),
      event("priority", 30, { fromValue: "low", toValue: "high" }),
      event("type", 40, { fromValue: "network", toValue: "hardware" }),
      event("priority", 50, { fromValue: "high", toValue: "critical" }),
    ]);
    expect(events).toEqual([
      { kind: "opened", at: t0, priority: "low", type: "network", planResponseMinutes: 120 },
      { kind: "priority_changed", at: at(30), priority: "high" },
      { kind: "type_changed", at: at(40), type: "hardware" },
      { kind: "priority_changed", at: at(50), priority: "critical" },
    ]);
  });

  it("turns public staff replies into staff_public_reply and ignores notes, assignments and merges", () => {
    const events = ticketSlaEvents(ticket, [
      event("opened", 0),
      event("note", 5, { internal: true }),
      event("assign", 6, { internal: true, toValue: "Anita" }),
      event("staff_reply", 7, { internal: true }),
      event("staff_reply", 20),
      event("merge", 25, { internal: true }),
    ]);
    expect(events.map((e) => e.kind)).toEqual(["opened", "staff_public_reply", "status_changed"]);
    expect(events[1]).toEqual({ kind: "staff_public_reply", at: at(20) });
    // The first public reply takes a new ticket into work (lifecycle.statusAfterStaffReply).
    expect(events[2]).toEqual({ kind: "status_changed", at: at(20), status: "open" });
  });

  it("passes status changes on once, also when a reply moved the status without a status event", () => {
    const events = ticketSlaEvents(ticket, [
      event("opened", 0),
      event("staff_reply", 10),
      // The same move recorded explicitly as well adds nothing.
      event("status", 10, { fromValue: "new", toValue: "open" }),
      event("status", 11, { fromValue: "open", toValue: "waiting_on_customer" }),
      // The customer's answer reopens it (the clock resumes).
      event("customer_reply", 60),
      event("status", 90, { fromValue: "open", toValue: "resolved" }),
      event("customer_reply", 100),
      event("status", 100, { fromValue: "resolved", toValue: "open" }),
      event("status", 120, { fromValue: "open", toValue: "closed" }),
    ]);
    expect(events.filter((e) => e.kind === "status_changed")).toEqual([
      { kind: "status_changed", at: at(10), status: "open" },
      { kind: "status_changed", at: at(11), status: "waiting_on_customer" },
      { kind: "status_changed", at: at(60), status: "open" },
      { kind: "status_changed", at: at(90), status: "resolved" },
      { kind: "status_changed", at: at(100), status: "open" },
      { kind: "status_changed", at: at(120), status: "closed" },
    ]);
  });

  it("reads the history in time order whatever order the rows come in, and skips unknown values", () => {
    const rows = [
      event("status", 11, { toValue: "waiting_on_customer" }),
      event("opened", 0),
      event("priority", 5, { fromValue: "high", toValue: "urgent" }),
    ];
    expect(ticketSlaEvents(ticket, rows)).toEqual([
      { kind: "opened", at: t0, priority: "high", type: "network", planResponseMinutes: 120 },
      { kind: "status_changed", at: at(11), status: "waiting_on_customer" },
    ]);
  });
});

describe("the SLA columns a ticket row caches", () => {
  const opened = new Date("2026-11-23T04:00:00Z"); // Monday 09:30 IST
  const h = (hours: number) => new Date(opened.getTime() + hours * 3_600_000);
  const base = [
    { kind: "opened", at: opened, priority: "critical", type: "network", planResponseMinutes: null },
  ] as const;

  it("takes the earliest running deadline, the breach and the met instants", () => {
    const running = slaCacheColumns(computeSla([...base], h(0.5)));
    expect(running).toMatchObject({
      firstResponseDueAt: h(1),
      resolutionDueAt: h(4),
      nextDeadlineAt: h(1),
      breached: false,
    });
    const late = slaCacheColumns(computeSla([...base], h(2)));
    expect(late).toMatchObject({ nextDeadlineAt: h(1), breached: true, firstRespondedAt: null });
    const replied = slaCacheColumns(
      computeSla(
        [...base, { kind: "staff_public_reply", at: h(0.5) }, { kind: "status_changed", at: h(0.5), status: "open" }],
        h(2),
      ),
    );
    expect(replied).toMatchObject({ nextDeadlineAt: h(4), breached: false, firstRespondedAt: h(0.5) });
  });

  it("runs no deadline while waiting on the customer or after the resolution", () => {
    const waiting = slaCacheColumns(
      computeSla([...base, { kind: "status_changed", at: h(0.25), status: "waiting_on_customer" }], h(2)),
    );
    expect(waiting.nextDeadlineAt).toBeNull();
    const resolved = slaCacheColumns(
      computeSla(
        [...base, { kind: "staff_public_reply", at: h(0.5) }, { kind: "status_changed", at: h(3), status: "resolved" }],
        h(5),
      ),
    );
    expect(resolved).toMatchObject({ nextDeadlineAt: null, resolvedAt: h(3), breached: false });
  });
});
