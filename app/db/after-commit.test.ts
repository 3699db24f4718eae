import { describe, expect, it, vi } from "vitest";
import { captureLogs } from "~/testing/logs";
import { afterCommit, runCommitted } from "./after-commit";

describe("after-commit wake-ups", () => {
  it("run once each, after the transaction resolves", async () => {
    const wake = vi.fn();
    const other = vi.fn();
    let seenInside = -1;
    const result = await runCommitted(async () => {
      afterCommit(wake);
      await Promise.resolve();
      afterCommit(wake);
      afterCommit(other);
      seenInside = wake.mock.calls.length;
      return "committed";
    });
    expect(result).toBe("committed");
    expect(seenInside).toBe(0);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("are dropped when the transaction fails", async () => {
    const wake = vi.fn();
    await expect(
      runCommitted(async () => {
        afterCommit(wake);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(wake).not.toHaveBeenCalled();
  });

  it("run at once outside a transaction, and a failing one does not fail the caller", async () => {
    const wake = vi.fn();
    afterCommit(wake);
    expect(wake).toHaveBeenCalledTimes(1);
    using logs = captureLogs();
    await expect(
      runCommitted(async () => {
        afterCommit(() => {
          throw new Error("no worker");
        });
        return 1;
      }),
    ).resolves.toBe(1);
    expect(logs.messages("error")).toEqual(["[db] after-commit wake-up failed: no worker"]);
  });

  it("keep a transaction opened inside another's callback to its own commit", async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    await runCommitted(async () => {
      afterCommit(outer);
      await runCommitted(async () => afterCommit(inner));
      expect(inner).toHaveBeenCalledTimes(1);
      expect(outer).not.toHaveBeenCalled();
    });
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
