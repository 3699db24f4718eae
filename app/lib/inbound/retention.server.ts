// Retention of received support mail (docs/decisions/019-replies-by-email.md): the raw
// message is kept as the record of what came in and why it was answered or ignored, for 90 days. By
// then what it said lives on in the ticket's thread (its text and files are a ticket event), no MX
// still retries it (they give up after about five days, so its Message-ID is no longer needed to
// recognise a retry), and an ignored message (a forgery, a loop, a stranger) has served its purpose.
//
// Parts of a message that never finished arriving (store.server.ts) go after a day: no connection
// lasts that long.
//
// Every app server sweeps hourly; each batch takes its rows with FOR UPDATE SKIP LOCKED in the
// transaction that deletes them, so servers sweeping at once take disjoint rows.
import { asc, inArray, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { inboundMail } from "~/db/schema";
import { sweepAbandonedInboundParts } from "./store.server";

export const INBOUND_RETENTION_DAYS = 90;
export const INBOUND_RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;
const BATCH_SIZE = 200;

/** The instant before which received mail is deleted. */
export function inboundRetentionCutoff(now: Date, days = INBOUND_RETENTION_DAYS): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60_000);
}

/** Deletes every message received 90 days ago or earlier, in batches; answers how many went. */
export async function sweepOldInboundMail(
  db: Database,
  options: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  await sweepAbandonedInboundParts(db, new Date(now.getTime() - 24 * 60 * 60_000));
  const cutoff = inboundRetentionCutoff(now);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let deleted = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: inboundMail.id })
        .from(inboundMail)
        .where(lte(inboundMail.receivedAt, cutoff))
        .orderBy(asc(inboundMail.receivedAt), asc(inboundMail.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return 0;
      await tx.delete(inboundMail).where(
        inArray(
          inboundMail.id,
          rows.map((row) => row.id),
        ),
      );
      return rows.length;
    });
    deleted += count;
    // A short batch: nothing else is due now (or the rest is locked by another server's sweep).
    if (count < batchSize) return deleted;
  }
}
