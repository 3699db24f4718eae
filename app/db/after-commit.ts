// Wake-ups that must wait for a commit. Writing an outbox email or a due job inside a transaction
// should wake this process's worker — but only once the row is visible to it (after COMMIT), and
// never when the transaction rolls back. Code that writes such a row calls afterCommit(wake); every
// database opened by client.server.ts runs its transactions through runCommitted(), which collects
// the wake-ups of the transaction's callback and runs each distinct one once, after the commit.
// Outside a transaction the row is already committed, so the wake-up runs at once.
//
// A savepoint (tx.transaction) shares its outer transaction's wake-ups: they run when the outer one
// commits, even if the savepoint itself was rolled back — a wake-up only makes a worker look now
// rather than at its next poll, so one too many costs a query and none is ever lost.
import { AsyncLocalStorage } from "node:async_hooks";
import { logger } from "~/lib/log/logger.server";

const pending = new AsyncLocalStorage<Set<() => void>>();

/** Runs `wake` after the current transaction commits (dropped if it rolls back), or at once outside one. */
export function afterCommit(wake: () => void): void {
  const wakeUps = pending.getStore();
  if (wakeUps) wakeUps.add(wake);
  else runWakeUp(wake);
}

/**
 * Runs `transaction` (which begins, runs its callback and commits or rolls back) with its own list
 * of wake-ups, then runs them if it committed. A transaction opened inside another one's callback
 * through the database (a separate connection) has its own list and its own commit.
 */
export async function runCommitted<T>(transaction: () => Promise<T>): Promise<T> {
  const wakeUps = new Set<() => void>();
  const result = await pending.run(wakeUps, transaction);
  for (const wake of wakeUps) runWakeUp(wake);
  return result;
}

function runWakeUp(wake: () => void) {
  try {
    wake();
  } catch (error) {
    // The data is committed; a failed wake-up only means the worker finds it at its next poll.
    logger.error(`[db] after-commit wake-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
