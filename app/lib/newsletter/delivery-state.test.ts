import { describe, expect, it } from "vitest";
import { deliveryState } from "./delivery-state";

describe("a newsletter issue's delivery state", () => {
  it("says one thing at each step of a send, never two that contradict each other", () => {
    // Still queuing in batches: what is delivered so far and what is not queued yet.
    expect(deliveryState({ status: "sending", total: 5, queued: 2, sent: 1, dead: 0 })).toEqual({
      finished: false,
      text: "Delivered 1 of 5 so far; 3 still to be queued.",
    });
    // All queued, some still in the outbox.
    expect(deliveryState({ status: "sent", total: 2, queued: 2, sent: 0, dead: 0 })).toEqual({
      finished: false,
      text: "Delivered 0 of 2 so far; 2 waiting in the outbox.",
    });
    // What the probe saw ("Delivered 2 of 2", "2 queued in the outbox", "Every email is in the
    // outbox" at once) is now one sentence.
    expect(deliveryState({ status: "sent", total: 2, queued: 2, sent: 2, dead: 0 })).toEqual({
      finished: true,
      text: "Delivered 2 of 2: every email has gone out.",
    });
    expect(deliveryState({ status: "sent", total: 3, queued: 3, sent: 2, dead: 1 })).toEqual({
      finished: true,
      text: "Delivered 2 of 3; 1 could not be delivered (see the email outbox).",
    });
    // Every email out but the issue not yet marked sent: the page keeps watching.
    expect(deliveryState({ status: "sending", total: 2, queued: 2, sent: 2, dead: 0 }).finished).toBe(false);
    expect(deliveryState({ status: "sent", total: 1_500, queued: 1_500, sent: 1_200, dead: 0 }).text).toBe(
      "Delivered 1,200 of 1,500 so far; 300 waiting in the outbox.",
    );
  });
});
