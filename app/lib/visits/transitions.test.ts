import { describe, expect, it } from "vitest";
import { type VisitStatus, visitStatuses } from "~/db/visits-schema";
import { canMoveVisit, isVisitAtWork, isVisitClosed } from "./transitions";

describe("a visit's lifecycle", () => {
  it("takes an on-site visit through its journey, and only there", () => {
    expect(canMoveVisit("due", "booked")).toBe(true);
    expect(canMoveVisit("booked", "on_the_way")).toBe(true);
    expect(canMoveVisit("on_the_way", "on_site")).toBe(true);
    expect(canMoveVisit("booked", "on_site")).toBe(true);
    expect(canMoveVisit("on_site", "completed")).toBe(true);
    expect(canMoveVisit("due", "completed")).toBe(false);
    expect(canMoveVisit("booked", "completed", "on_site")).toBe(false);
  });

  it("finishes a remote health check straight from due or booked, with no journey and no window", () => {
    expect(canMoveVisit("due", "completed", "remote")).toBe(true);
    expect(canMoveVisit("booked", "completed", "remote")).toBe(true);
    expect(canMoveVisit("due", "missed", "remote")).toBe(true);
    expect(canMoveVisit("due", "cancelled", "remote")).toBe(true);
    expect(canMoveVisit("due", "booked", "remote")).toBe(false);
    expect(canMoveVisit("booked", "on_the_way", "remote")).toBe(false);
    expect(canMoveVisit("booked", "on_site", "remote")).toBe(false);
    expect(canMoveVisit("missed", "booked", "remote")).toBe(false);
  });

  it("says when the work may be recorded: on site, or a remote check not yet done", () => {
    const atWork = (mode: "on_site" | "remote") =>
      visitStatuses.filter((status: VisitStatus) => isVisitAtWork({ status, mode }));
    expect(atWork("on_site")).toEqual(["on_site"]);
    expect(atWork("remote")).toEqual(["due", "booked"]);
  });

  it("moves nothing out of a closed visit but a missed on-site visit booked again", () => {
    for (const from of visitStatuses.filter(isVisitClosed)) {
      for (const to of visitStatuses) {
        expect(canMoveVisit(from, to, "remote")).toBe(false);
        expect(canMoveVisit(from, to)).toBe(from === "missed" && to === "booked");
      }
    }
  });
});
