import { describe, expect, it } from "vitest";
import { customerMayReply, staffMayMove, statusAfterCustomerReply, statusAfterStaffReply } from "./lifecycle";

describe("ticket life cycle", () => {
  it("lets a customer's reply reopen a ticket waiting on them or resolved, never a closed one", () => {
    expect(statusAfterCustomerReply("waiting_on_customer")).toBe("open");
    expect(statusAfterCustomerReply("resolved")).toBe("open");
    expect(statusAfterCustomerReply("new")).toBe("new");
    expect(customerMayReply("closed")).toBe(false);
    expect(customerMayReply("resolved")).toBe(true);
  });

  it("takes a new ticket into work with the first staff reply", () => {
    expect(statusAfterStaffReply("new")).toBe("open");
    expect(statusAfterStaffReply("waiting_on_customer")).toBe("waiting_on_customer");
  });

  it("refuses moves that skip the life cycle", () => {
    expect(staffMayMove("closed", "resolved")).toBe(false);
    expect(staffMayMove("new", "new")).toBe(false);
    expect(staffMayMove("resolved", "open")).toBe(true);
  });
});
