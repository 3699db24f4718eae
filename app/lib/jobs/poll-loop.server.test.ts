import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { pollDelayMs, startPollLoop } from "./poll-loop.server";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const quiet = { error: vi.fn() };

it("runs at once, then every interval, and at once when woken", async () => {
  const run = vi.fn(async () => false);
  const loop = startPollLoop({ label: "[test]", intervalMs: 1000, run, log: quiet });
  expect(run).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(999);
  expect(run).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(run).toHaveBeenCalledTimes(2);
  loop.wake();
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledTimes(3);
  // The interval starts again after a woken run.
  await vi.advanceTimersByTimeAsync(999);
  expect(run).toHaveBeenCalledTimes(3);
  await loop.stop();
});

it("never overlaps itself: a wake-up during a run is one more run right after it", async () => {
  let finish: (() => void) | undefined;
  const run = vi.fn(() => new Promise<boolean>((resolve) => (finish = () => resolve(false))));
  const loop = startPollLoop({ label: "[test]", intervalMs: 1000, run, log: quiet });
  loop.wake();
  loop.wake();
  await vi.advanceTimersByTimeAsync(5000);
  expect(run).toHaveBeenCalledTimes(1);
  finish?.();
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledTimes(2);
  finish?.();
  await loop.stop();
});

it("runs again at once while a run says there is more to do", async () => {
  const run = vi
    .fn<() => Promise<boolean>>()
    .mockResolvedValueOnce(true)
    .mockResolvedValueOnce(true)
    .mockResolvedValue(false);
  const loop = startPollLoop({ label: "[test]", intervalMs: 1000, run, log: quiet });
  await vi.advanceTimersByTimeAsync(0);
  expect(run).toHaveBeenCalledTimes(3);
  await loop.stop();
});

it("logs a failure and waits longer after each failure in a row, back to the interval after a success", async () => {
  const log = { error: vi.fn() };
  const run = vi
    .fn<() => Promise<boolean>>()
    .mockRejectedValueOnce(new Error("database away"))
    .mockRejectedValueOnce(new Error("database away"))
    .mockRejectedValueOnce(new Error("database away"))
    .mockResolvedValue(false);
  const loop = startPollLoop({ label: "[test] worker run", intervalMs: 1000, run, log });
  await vi.advanceTimersByTimeAsync(0);
  expect(log.error).toHaveBeenCalledWith("[test] worker run failed:", "database away");
  await vi.advanceTimersByTimeAsync(1000); // 1st failure: the interval
  expect(run).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1999); // 2nd: twice the interval
  expect(run).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(run).toHaveBeenCalledTimes(3);
  await vi.advanceTimersByTimeAsync(4000); // 3rd: four times
  expect(run).toHaveBeenCalledTimes(4);
  await vi.advanceTimersByTimeAsync(1000); // a success: the interval again
  expect(run).toHaveBeenCalledTimes(5);
  await loop.stop();
  expect(pollDelayMs(1000, 0)).toBe(1000);
  expect(pollDelayMs(1000, 20, 60_000)).toBe(60_000);
});

it("stopping aborts the run's signal, waits for it, and runs nothing more even when woken", async () => {
  let signal: AbortSignal | undefined;
  let done = false;
  const run = vi.fn(
    (stopping: AbortSignal) =>
      new Promise<boolean>((resolve) => {
        signal = stopping;
        setTimeout(() => {
          done = true;
          resolve(true);
        }, 300);
      }),
  );
  const loop = startPollLoop({ label: "[test]", intervalMs: 1000, run, log: quiet });
  const stopped = loop.stop();
  expect(signal?.aborted).toBe(true);
  await vi.advanceTimersByTimeAsync(300);
  await stopped;
  expect(done).toBe(true);
  loop.wake();
  await vi.advanceTimersByTimeAsync(5000);
  expect(run).toHaveBeenCalledTimes(1);
});
