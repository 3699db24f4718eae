import { describe, expect, it } from "vitest";
import { withMinimumDuration } from "./steady-timing";

describe("withMinimumDuration", () => {
  it("waits for the floor after fast work, and returns its result", async () => {
    const started = performance.now();
    expect(await withMinimumDuration(40, async () => "done")).toBe("done");
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
  });

  it("adds nothing to work slower than the floor", async () => {
    const started = performance.now();
    await withMinimumDuration(5, () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("keeps the floor when the work throws", async () => {
    const started = performance.now();
    await expect(
      withMinimumDuration(40, async () => {
        throw new Error("database unavailable");
      }),
    ).rejects.toThrow("database unavailable");
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
  });
});
