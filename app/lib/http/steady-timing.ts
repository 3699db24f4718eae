// Answers that must not reveal, by how long they take, which path the server took (a registered
// address or an unknown one): the work runs, then the answer waits until a fixed floor has passed.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and settles no sooner than `minimumMs` after it started, whether it succeeded or
 * threw. The floor must sit above the slowest path's usual time; beyond it, timing leaks again.
 */
export async function withMinimumDuration<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    // Node's timers may fire up to a millisecond early by this clock: sleep again until the floor has passed.
    let left = minimumMs - (performance.now() - started);
    while (left > 0) {
      await sleep(Math.ceil(left));
      left = minimumMs - (performance.now() - started);
    }
  }
}
