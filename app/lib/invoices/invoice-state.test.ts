import { describe, expect, it } from "vitest";
import { invoiceStanding, isPayable, outstandingPaise, settledStatus } from "./invoice-state";

describe("an invoice's standing", () => {
  it("owes the total less payments and credit notes", () => {
    expect(outstandingPaise({ totalPaise: 1000, paidPaise: 300, creditedPaise: 200 })).toBe(500);
    expect(settledStatus({ totalPaise: 1000, paidPaise: 0, creditedPaise: 0 })).toBe("due");
    expect(settledStatus({ totalPaise: 1000, paidPaise: 300, creditedPaise: 0 })).toBe("part_paid");
    expect(settledStatus({ totalPaise: 1000, paidPaise: 800, creditedPaise: 200 })).toBe("paid");
    expect(settledStatus({ totalPaise: 1000, paidPaise: 0, creditedPaise: 1000 })).toBe("cancelled");
  });

  it("is overdue after its due date while something is owed", () => {
    const invoice = { kind: "invoice" as const, status: "due" as const, dueDate: "2026-12-26" };
    expect(invoiceStanding(invoice, "2026-12-26")).toBe("due");
    expect(invoiceStanding(invoice, "2026-12-27")).toBe("overdue");
    expect(invoiceStanding({ ...invoice, status: "part_paid" }, "2027-01-01")).toBe("overdue");
    expect(invoiceStanding({ ...invoice, status: "paid" }, "2027-01-01")).toBe("paid");
    expect(invoiceStanding({ ...invoice, kind: "credit_note", status: "issued" }, "2027-01-01")).toBe("credit_note");
    expect(isPayable(invoice)).toBe(true);
    expect(isPayable({ kind: "invoice", status: "cancelled" })).toBe(false);
  });
});
