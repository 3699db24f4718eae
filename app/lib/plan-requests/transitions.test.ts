import { describe, expect, it } from "vitest";
import { planRequestStatuses } from "~/db/schema";
import { allowedTransitions, checkTransition } from "./transitions";

describe("plan request transitions", () => {
  it("moves requested → contacted, with declined and cancelled as ways out; active only through a contract", () => {
    expect(allowedTransitions("requested")).toEqual(["contacted", "declined", "cancelled"]);
    expect(allowedTransitions("contacted")).toEqual(["declined", "cancelled"]);
    expect(checkTransition("requested", "contacted")).toEqual({ ok: true });
    // Staff never activate a request by hand: the customer's acceptance of its contract does.
    expect(checkTransition("contacted", "active")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("active", "cancelled")).toEqual({ ok: true });
  });

  it("refuses skipping contact, going back, staying put and leaving a final state", () => {
    expect(checkTransition("requested", "active")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("contacted", "requested")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("active", "declined")).toEqual({ ok: false, reason: "not-allowed" });
    expect(checkTransition("contacted", "contacted")).toEqual({ ok: false, reason: "same" });
    for (const to of planRequestStatuses) {
      if (to === "declined" || to === "cancelled") continue;
      expect(checkTransition("declined", to)).toEqual({ ok: false, reason: "final" });
      expect(checkTransition("cancelled", to)).toEqual({ ok: false, reason: "final" });
    }
  });

  it("never moves back to requested and defines every status", () => {
    for (const from of planRequestStatuses) {
      expect(allowedTransitions(from)).not.toContain("requested");
      expect(allowedTransitions(from)).not.toContain(from);
    }
  });
});
