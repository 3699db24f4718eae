import { describe, expect, it } from "vitest";
import { coverageOf } from "./devices.server";

describe("device coverage", () => {
  const list = [
    { id: 1, covered: true },
    { id: 2, covered: false },
    { id: 3, covered: true },
    { id: 4, covered: true },
  ];

  it("covers the devices marked covered, oldest first, up to the plan's limit", () => {
    expect([...coverageOf(list, 2)]).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
  });

  it("covers every marked device without a limit, and none with a limit of 0", () => {
    expect([...coverageOf(list, null).values()]).toEqual([true, false, true, true]);
    expect([...coverageOf(list, 0).values()]).toEqual([false, false, false, false]);
  });
});
