import { describe, expect, it } from "vitest";
import { contractStatuses } from "~/db/contracts-schema";
import { canMoveContract, contractTransitions, isClosedContract } from "./transitions";

describe("contract transitions", () => {
  it("lists every status", () => {
    expect(Object.keys(contractTransitions).sort()).toEqual([...contractStatuses].sort());
  });

  it("reaches 'active' only from a draft, and closes for good", () => {
    const intoActive = contractStatuses.filter((from) => canMoveContract(from, "active"));
    expect(intoActive).toEqual(["draft"]);
    for (const closed of ["expired", "renewed", "cancelled"] as const) {
      expect(isClosedContract(closed)).toBe(true);
      for (const to of contractStatuses) expect(canMoveContract(closed, to)).toBe(false);
    }
    expect(canMoveContract("draft", "renewed")).toBe(false);
    expect(canMoveContract("expiring", "active")).toBe(false);
  });
});
