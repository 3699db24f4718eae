// Housekeeping that every app server runs on its own timer (rate-limit pruning, retention sweeps).
// Each task must be safe when several servers run it at once (a sweep claims its rows with
// FOR UPDATE SKIP LOCKED); this module only makes sure one process never overlaps itself, that a
// failure is logged and retried at the next tick, and that stopping waits for the run in progress.

export type PeriodicTask = {
  /** Prefix of the log lines, e.g. "inbound". */
  name: string;
  /** One run; a string it answers is logged (what it did, when worth saying); anything else is not. */
  run: () => Promise<unknown>;
  intervalMs: number;
};

/** Runs `task` now and every `intervalMs` until stopped. The timer never keeps the process alive. */
export function startPeriodicTask(task: PeriodicTask): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= task
      .run()
      .then((said) => {
        if (typeof said === "string" && said) console.log(`[${task.name}] ${said}`);
      })
      .catch((error) => console.error(`[${task.name}] failed:`, error instanceof Error ? error.message : error))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, task.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
