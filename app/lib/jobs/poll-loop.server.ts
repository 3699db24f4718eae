// The one loop every background worker of an app process runs on (the outbox, the due jobs, the
// periodic housekeeping): a run now, then one every interval, and one at once when woken. It never
// overlaps itself (a wake-up during a run asks for one more run right after it), it waits longer
// after each failure in a row so a database that is away is not hammered, and stopping lets the run
// in progress finish. What a run does — and that it is safe when several servers run it at once —
// is the worker's business, not the loop's.
import { consoleLog, withoutLogContext } from "~/lib/log/logger.server";

export type PollLoopOptions = {
  /** Names the loop in its error line, e.g. "[outbox] worker run" → "[outbox] worker run failed: …". */
  label: string;
  intervalMs: number;
  /**
   * One run. Resolves true when there is more to do at once (a full batch was taken): the loop runs
   * again straight away instead of waiting. `stopping` is aborted when the loop is stopped, so a
   * long run can give back what it has not started.
   */
  run: (stopping: AbortSignal) => Promise<boolean | unknown>;
  /** After this many failures in a row the wait stops growing (interval · 2^(n-1), at most this). */
  maxBackoffMs?: number;
  /** Housekeeping must not keep a process alive on its own; workers (the default) need not care. */
  unref?: boolean;
  log?: Pick<Console, "error">;
};

export interface PollLoop {
  /** Runs now instead of at the next interval (or right after the run in progress). */
  wake(): void;
  /** No more runs; resolves when the run in progress has finished. */
  stop(): Promise<void>;
}

const DEFAULT_MAX_BACKOFF_MS = 5 * 60_000;

/** The wait after `failures` failed runs in a row: the interval, then doubling, capped. */
export function pollDelayMs(intervalMs: number, failures: number, maxBackoffMs = DEFAULT_MAX_BACKOFF_MS): number {
  if (failures <= 1) return intervalMs;
  return Math.max(intervalMs, Math.min(intervalMs * 2 ** (failures - 1), maxBackoffMs));
}

function errorText(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

export function startPollLoop(options: PollLoopOptions): PollLoop {
  const { label, intervalMs, run, log = consoleLog } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = false;
  let failures = 0;
  const stopping = new AbortController();

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    // A wake-up comes from a request (after its commit): the runs are not that request's, whose id
    // they would otherwise carry; each email or job sets its own log context.
    timer = withoutLogContext(() => setTimeout(() => void tick(), delay));
    if (options.unref) timer.unref?.();
  }

  async function runUntilDone() {
    try {
      while ((await run(stopping.signal)) === true && !stopped) {
        // A full batch: there may be more waiting now.
      }
      failures = 0;
    } catch (error) {
      failures += 1;
      log.error(`${label} failed:`, errorText(error));
    }
  }

  async function tick() {
    if (running) {
      runAgain = true;
      return;
    }
    running = runUntilDone();
    await running;
    running = null;
    if (runAgain) {
      runAgain = false;
      schedule(0);
    } else {
      schedule(pollDelayMs(intervalMs, failures, options.maxBackoffMs));
    }
  }

  void tick();
  return {
    wake() {
      if (running) runAgain = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
