import { describe, expect, it } from "vitest";
import { customerContractState, customerMayChange, customerMayRenew } from "./customer-state";

const contract = (status: Parameters<typeof customerContractState>[0]["status"], sentAt: Date | null = new Date()) => ({
  status,
  sentAt,
  startsOn: "2026-01-01",
  endsOn: "2026-12-31",
});

describe("a contract's state in its customer's words", () => {
  it("hides a draft not sent, and waits for acceptance once it is", () => {
    expect(customerContractState(contract("draft", null), "2026-06-01")).toBeNull();
    expect(customerContractState(contract("draft"), "2026-06-01")).toEqual({ state: "waiting" });
  });

  it("reads a contract in force by its dates: active, ending in its last 30 days, grace, then expired", () => {
    const active = contract("active");
    expect(customerContractState(active, "2026-11-30")).toEqual({ state: "active" });
    expect(customerContractState(active, "2026-12-01")).toEqual({ state: "ending" });
    expect(customerContractState(contract("expiring"), "2026-12-31")).toEqual({ state: "ending" });
    expect(customerContractState(active, "2027-01-01")).toEqual({ state: "grace", renewBy: "2027-01-15" });
    expect(customerContractState(active, "2027-01-15")).toEqual({ state: "grace", renewBy: "2027-01-15" });
    expect(customerContractState(active, "2027-01-16")).toEqual({ state: "expired" });
  });

  it("keeps closed statuses, and offers renewal and changes only while they can happen", () => {
    for (const status of ["expired", "renewed", "cancelled"] as const) {
      const state = customerContractState(contract(status), "2026-06-01");
      expect(state).toEqual({ state: status });
      expect(customerMayChange(state)).toBe(false);
      expect(customerMayRenew(state)).toBe(false);
    }
    expect(customerMayRenew({ state: "active" })).toBe(false);
    expect(customerMayRenew({ state: "ending" })).toBe(true);
    expect(customerMayRenew({ state: "grace", renewBy: "2027-01-15" })).toBe(true);
    expect(customerMayChange({ state: "waiting" })).toBe(true);
  });

  it("holds a renewal awaiting its first invoice's payment in grace, and names what renewed a contract", () => {
    const renewal = { ...contract("active"), awaitingPayment: true, awaitingInvoice: "AIT/26-27/00042" };
    const state = customerContractState(renewal, "2026-06-01");
    expect(state).toEqual({ state: "awaiting-payment", invoice: "AIT/26-27/00042" });
    expect(customerMayChange(state)).toBe(true);
    expect(customerMayRenew(state)).toBe(false);
    // Past its end the renewal's own dates win: in grace to renew, then expired.
    expect(customerContractState(renewal, "2027-01-01")).toEqual({ state: "grace", renewBy: "2027-01-15" });
    expect(customerContractState({ ...contract("renewed"), renewedAs: 43 }, "2026-06-01")).toEqual({
      state: "renewed",
      nextId: 43,
    });
  });
});
