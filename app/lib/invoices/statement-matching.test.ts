import { describe, expect, it } from "vitest";
import { type MatchCandidates, proposeMatches } from "./statement-matching";

const candidates: MatchCandidates = {
  payable: [
    { id: 1, number: "AIT/26-27/00001", outstandingPaise: 118_000 },
    { id: 2, number: "AIT/26-27/00002", outstandingPaise: 199_900 },
    { id: 3, number: "AIT/26-27/00003", outstandingPaise: 50_000 },
    { id: 4, number: "AIT/26-27/00004", outstandingPaise: 50_000 },
  ],
  claims: [{ utr: "412345678901", invoiceId: 1 }],
  recordedReferences: new Set(["499999999999"]),
};
const line = (amountPaise: number, reference: string | null = null, invoiceNumbers: string[] = []) => ({
  amountPaise,
  reference,
  invoiceNumbers,
});

describe("proposeMatches", () => {
  it("proposes by a customer's UTR, by the invoice number, then by a unique amount; else unmatched", () => {
    expect(
      proposeMatches(
        [line(118_000, "412345678901"), line(100_000, null, ["AIT/26-27/00002"]), line(99_900), line(50_000), line(7)],
        candidates,
      ),
    ).toEqual([
      { status: "proposed", invoiceId: 1, matchedBy: "utr" },
      { status: "proposed", invoiceId: 2, matchedBy: "number" },
      // ₹999 is what invoice 2 still owes once the line before it is counted.
      { status: "proposed", invoiceId: 2, matchedBy: "amount" },
      // Two invoices owe ₹500: no guess.
      { status: "unmatched" },
      { status: "unmatched" },
    ]);
  });

  it("never proposes more than is outstanding, and knows a reference already recorded", () => {
    expect(
      proposeMatches(
        [line(200_000, "412345678901"), line(300_000, null, ["AIT/26-27/00002"]), line(118_000, "499999999999")],
        candidates,
      ),
    ).toEqual([{ status: "unmatched" }, { status: "unmatched" }, { status: "recorded" }]);
  });

  it("does not propose one invoice twice for the same money", () => {
    expect(proposeMatches([line(118_000, "412345678901"), line(118_000)], candidates)).toEqual([
      { status: "proposed", invoiceId: 1, matchedBy: "utr" },
      { status: "unmatched" },
    ]);
  });
});
