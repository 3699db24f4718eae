// Claims on outbox rows: who may send an email right now. A claim is a random token plus a short
// lease (`locked_until`); the worker's heartbeat renews the lease while it works on a batch, so only
// a dead or frozen worker's claim runs out and another worker takes the row over. The token is the
// proof of ownership for every renewal, release and settlement (docs/decisions/007-email-outbox.md).
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export type ClaimedEmail = typeof emailOutbox.$inferSelect;

/** The lease is renewed three times per lease length: two renewals may fail before a claim lapses. */
export function heartbeatIntervalMs(leaseMs: number) {
  return Math.max(1, Math.floor(leaseMs / 3));
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/** Claims up to `batchSize` due rows for this worker: pending and due, or 'sending' with a lapsed lease. */
export async function claimDueEmails(
  db: Database,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<ClaimedEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedUntil: leaseEnd(leaseMs),
      claimToken: randomUUID(),
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Extends the lease of the rows this claim still holds and returns their ids. The claim token is
 * the proof of ownership: a row another worker has taken over (new token) or that was settled
 * (token cleared) is never touched, so a late heartbeat cannot bring a claim back to life.
 */
export async function renewClaims(db: Database, claimToken: string, leaseMs: number): Promise<number[]> {
  const renewed = await db
    .update(emailOutbox)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(and(eq(emailOutbox.claimToken, claimToken), eq(emailOutbox.status, "sending")))
    .returning({ id: emailOutbox.id });
  return renewed.map((row) => row.id);
}

/**
 * Gives rows back unattempted (the worker is stopping before their turn): due again at once for any
 * worker, as if never claimed, instead of waiting for the lease to run out.
 */
export async function releaseClaims(db: Database, claimToken: string, ids: number[]) {
  await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: sql`${emailOutbox.attempts} - 1`, lockedUntil: null, claimToken: null })
    .where(
      and(eq(emailOutbox.claimToken, claimToken), eq(emailOutbox.status, "sending"), inArray(emailOutbox.id, ids)),
    );
}

/**
 * Renews the batch's claims every third of the lease until stopped. A row the renewal no longer
 * finds (while this worker has not settled it) belongs to another worker now: it is dropped from
 * `unsettled`, so it is not sent if its turn has not come yet.
 */
export function startHeartbeat(
  db: Database,
  claimToken: string,
  unsettled: Set<number>,
  leaseMs: number,
  log: Pick<Console, "warn">,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewing: Promise<void> | undefined;
  let stopped = false;
  async function renew() {
    try {
      const held = new Set(await renewClaims(db, claimToken, leaseMs));
      for (const id of unsettled) {
        if (held.has(id)) continue;
        unsettled.delete(id);
        log.warn(`[outbox] the claim on email #${id} lapsed and another worker took it over`);
      }
    } catch (error) {
      // The next beat tries again; only a whole lease without a renewal lets the claim lapse.
      log.warn(
        `[outbox] could not renew the claim on ${unsettled.size} email(s): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  function beat() {
    timer = setTimeout(() => {
      if (stopped) return;
      renewing = renew().finally(() => {
        renewing = undefined;
        if (!stopped) beat();
      });
    }, heartbeatIntervalMs(leaseMs));
  }
  beat();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await renewing;
    },
  };
}
