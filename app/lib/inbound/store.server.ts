// Received mail, stored before it is accepted. The SMTP listener writes each message as it arrives
// (openInboundReceipt: parts of about a mebibyte, so a server never holds a whole message) and
// answers 250 only after finish() resolves: the row and its processing job are committed together,
// so a crash after the answer loses nothing and a crash before it makes the sender retry. The message
// key (Message-ID) is unique, so a retry, or the same message reaching two app servers, is recorded
// once. Whichever server's job worker claims the job processes it (app/lib/jobs, FOR UPDATE SKIP
// LOCKED); the handler belongs to the feature that reads the mail (app/lib/tickets/email-replies).
import { createHash, randomUUID } from "node:crypto";
import { and, eq, getTableColumns, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { InboundMailStatus } from "~/db/inbound-schema";
import { inboundMail, inboundMailParts } from "~/db/schema";
import { scheduleJob } from "~/lib/jobs/jobs.server";

/** The due-job kind that processes one stored message (subject: the inbound_mail row's id). */
export const INBOUND_MAIL_JOB = "inbound_mail";

/** A message is written to the database in parts of this size as it arrives. */
export const INBOUND_PART_BYTES = 1024 * 1024;
/** Where the Message-ID is looked for: the header block, or this much of a message without one. */
const HEADER_SCAN_BYTES = 64 * 1024;

export type InboundEnvelope = { mailFrom: string; rcptTo: readonly string[]; remoteAddress?: string | null };

export type StoredInboundMail = typeof inboundMail.$inferSelect;

/**
 * The deduplication key is the Message-ID, or a hash of the whole message when it has none.
 * The Message-ID of a raw message, read from its header block only (the parser runs later, in the
 * job): unfolded, the first `<…>`, lower-cased. Null when there is none.
 */
function messageIdOf(raw: Uint8Array): string | null {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  let end = bytes.indexOf("\r\n\r\n");
  if (end < 0) end = bytes.indexOf("\n\n");
  const head = bytes.subarray(0, end < 0 ? Math.min(bytes.length, HEADER_SCAN_BYTES) : end).toString("latin1");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = /^message-id:\s*(<[^<>\s]{1,900}>)/im.exec(unfolded);
  return match?.[1]?.toLowerCase() ?? null;
}

export interface InboundReceipt {
  /** Takes the next bytes of the message; resolves once they are held or written (wait before sending more). */
  write(chunk: Uint8Array): Promise<void>;
  /** Stores the whole message and schedules its processing, in one transaction. */
  finish(envelope: InboundEnvelope): Promise<{ id: number; duplicate: boolean }>;
  /** Deletes what was written of a message that will not be stored (too big, a broken connection). */
  discard(): Promise<void>;
}

/**
 * Starts receiving one message. Its bytes go to inbound_mail_parts a part at a time; the
 * Message-ID is read from the first 64 KB, and a message without one is hashed as it streams.
 */
export function openInboundReceipt(db: Database): InboundReceipt {
  const receiptId = randomUUID();
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let headBytes = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let parts = 0;

  async function flush() {
    if (pendingBytes === 0) return;
    const part = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    // As base64 text: much faster through PGlite than bytea (see app/lib/uploads/store.server.ts).
    await db.insert(inboundMailParts).values({
      receiptId,
      seq: parts++,
      bytes: sql`decode(${part.toString("base64")}, 'base64')`,
    });
  }

  return {
    async write(chunk) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      size += bytes.byteLength;
      hash.update(bytes);
      if (headBytes < HEADER_SCAN_BYTES) {
        const taken = bytes.subarray(0, HEADER_SCAN_BYTES - headBytes);
        head.push(Buffer.from(taken));
        headBytes += taken.byteLength;
      }
      pending.push(bytes);
      pendingBytes += bytes.byteLength;
      if (pendingBytes >= INBOUND_PART_BYTES) await flush();
    },
    async finish(envelope) {
      await flush();
      const messageKey = messageIdOf(Buffer.concat(head, headBytes)) ?? `sha256:${hash.digest("hex")}`;
      return db.transaction(async (tx) => {
        // The parts become the message in the database, never in this process.
        const [row] = await tx
          .insert(inboundMail)
          .values({
            messageKey,
            mailFrom: envelope.mailFrom.slice(0, 320),
            rcptTo: envelope.rcptTo.map((address) => address.slice(0, 320).toLowerCase()),
            remoteAddress: envelope.remoteAddress ?? null,
            size,
            raw: sql`coalesce((select string_agg(${inboundMailParts.bytes}, ''::bytea order by ${inboundMailParts.seq})
              from ${inboundMailParts} where ${inboundMailParts.receiptId} = ${receiptId}), ''::bytea)`,
          })
          .onConflictDoNothing({ target: inboundMail.messageKey })
          .returning({ id: inboundMail.id });
        await tx.delete(inboundMailParts).where(eq(inboundMailParts.receiptId, receiptId));
        if (!row) {
          const [earlier] = await tx
            .select({ id: inboundMail.id })
            .from(inboundMail)
            .where(eq(inboundMail.messageKey, messageKey));
          return { id: earlier?.id ?? 0, duplicate: true };
        }
        await scheduleJob(tx as Database, {
          kind: INBOUND_MAIL_JOB,
          subjectId: row.id,
          key: "process",
          runAt: new Date(),
        });
        return { id: row.id, duplicate: false };
      });
    },
    async discard() {
      pending = [];
      pendingBytes = 0;
      if (parts > 0) await db.delete(inboundMailParts).where(eq(inboundMailParts.receiptId, receiptId));
    },
  };
}

/**
 * Stores a whole message and schedules its processing, in one transaction. `duplicate` when a message
 * with the same key was stored before (the caller accepts it all the same: the sender must stop retrying).
 */
export async function storeInboundMail(
  db: Database,
  raw: Uint8Array,
  envelope: InboundEnvelope,
): Promise<{ id: number; duplicate: boolean }> {
  const receipt = openInboundReceipt(db);
  await receipt.write(raw);
  return receipt.finish(envelope);
}

/** Deletes the parts of messages that never finished arriving (their connection broke, a server stopped). */
export async function sweepAbandonedInboundParts(db: Database, olderThan: Date): Promise<void> {
  await db.delete(inboundMailParts).where(lte(inboundMailParts.receivedAt, olderThan));
}

/** A stored message still waiting to be processed, with its bytes; null once it has been. */
export async function loadUnprocessedMail(
  db: Pick<Database, "select">,
  id: number,
): Promise<(Omit<StoredInboundMail, "raw"> & { raw: Uint8Array }) | null> {
  const { raw: _raw, ...columns } = getTableColumns(inboundMail);
  // The bytes as base64 text: much faster through PGlite than bytea (see app/lib/uploads/store.server.ts).
  const [row] = await db
    .select({ ...columns, base64: sql<string>`encode(${inboundMail.raw}, 'base64')` })
    .from(inboundMail)
    .where(and(eq(inboundMail.id, id), eq(inboundMail.status, "received")));
  if (!row) return null;
  const { base64, ...mail } = row;
  return { ...mail, raw: new Uint8Array(Buffer.from(base64, "base64")) };
}

/** Records what became of a message (in the job's transaction, so it commits with the outcome). */
export async function settleInboundMail(
  db: Pick<Database, "update">,
  id: number,
  outcome: {
    status: Exclude<InboundMailStatus, "received">;
    reason?: string | null;
    ticketId?: number | null;
    eventId?: number | null;
  },
) {
  await db
    .update(inboundMail)
    .set({
      status: outcome.status,
      reason: outcome.reason ?? null,
      ticketId: outcome.ticketId ?? null,
      eventId: outcome.eventId ?? null,
      processedAt: sql`now()`,
    })
    .where(eq(inboundMail.id, id));
}
