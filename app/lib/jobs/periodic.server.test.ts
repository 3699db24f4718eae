import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { captureLogs } from "~/testing/logs";
import { startPeriodicTask } from "./periodic.server";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("runs at once and then every interval, never overlapping itself", async () => {
  let finish: (() => void) | undefined;
  const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const task = startPeriodicTask({ name: "test", intervalMs: 1000, run });
  expect(run).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(2500);
  expect(run).toHaveBeenCalledTimes(1);
  finish?.();
  await vi.advanceTimersByTimeAsync(1000);
  expect(run).toHaveBeenCalledTimes(2);
  finish?.();
  await task.stop();
  await vi.advanceTimersByTimeAsync(5000);
  expect(run).toHaveBeenCalledTimes(2);
});

it("logs what a run says and a failure, and tries again at the next tick", async () => {
  using logs = captureLogs();
  const run = vi
    .fn<() => Promise<unknown>>()
    .mockRejectedValueOnce(new Error("database away"))
    .mockResolvedValueOnce("deleted 3")
    .mockResolvedValue(undefined);
  const task = startPeriodicTask({ name: "sweep", intervalMs: 1000, run });
  await vi.advanceTimersByTimeAsync(0);
  expect(logs.messages("error")).toEqual(["[sweep] failed: database away"]);
  await vi.advanceTimersByTimeAsync(1000);
  expect(logs.messages("info")).toEqual(["[sweep] deleted 3"]);
  await vi.advanceTimersByTimeAsync(1000);
  expect(logs.messages("info")).toHaveLength(1);
  await task.stop();
});

it("stopping waits for the run in progress", async () => {
  let done = false;
  const task = startPeriodicTask({
    name: "slow",
    intervalMs: 1000,
    run: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          done = true;
          resolve();
        }, 300),
      ),
  });
  const stopped = task.stop();
  await vi.advanceTimersByTimeAsync(300);
  await stopped;
  expect(done).toBe(true);
});
