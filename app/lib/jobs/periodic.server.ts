// Housekeeping that every app server runs on its own timer (rate-limit pruning, retention sweeps).
// Each task must be safe when several servers run it at once (a sweep claims its rows with
// FOR UPDATE SKIP LOCKED); the poll loop (poll-loop.server.ts) makes sure one process never overlaps
// itself, that a failure is logged and retried later, and that stopping waits for the run in progress.
import { startPollLoop } from "./poll-loop.server";
import { logger } from "~/lib/log/logger.server";

export type PeriodicTask = {
  /** Prefix of the log lines, e.g. "inbound". */
  name: string;
  /** One run; a string it answers is logged (what it did, when worth saying); anything else is not. */
  run: () => Promise<unknown>;
  intervalMs: number;
};

/** Runs `task` now and every `intervalMs` until stopped. The timer never keeps the process alive. */
export function startPeriodicTask(task: PeriodicTask): { stop(): Promise<void> } {
  return startPollLoop({
    label: `[${task.name}]`,
    intervalMs: task.intervalMs,
    unref: true,
    run: async () => {
      const said = await task.run();
      if (typeof said === "string" && said) logger.info(`[${task.name}] ${said}`);
    },
  });
}
