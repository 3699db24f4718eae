// Received mail, stored before it is accepted. The SMTP listener calls storeInboundMail()
// and answers 250 only after it resolves: the row and its processing job are committed together, so
// a crash after the answer loses nothing and a crash before it makes the sender retry. The message
// key (Message-ID) is unique, so a retry, or the same message reaching two app servers, is recorded
// once. Whichever server's job worker claims the job processes it (app/lib/jobs, FOR UPDATE SKIP
// LOCKED); the handler belongs to the feature that reads the mail (app/lib/tickets/email-replies).
import { createHash } from "node:crypto";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { InboundMailStatus } from "~/db/inbound-schema";
import { inboundMail } from "~/db/schema";
import { scheduleJob } from "~/lib/jobs/jobs.server";

/** The due-job kind that processes one stored message (subject: the inbound_mail row's id). */
export const INBOUND_MAIL_JOB = "inbound_mail";

export type InboundEnvelope = { mailFrom: string; rcptTo: readonly string[]; remoteAddress?: string | null };

export type StoredInboundMail = typeof inboundMail.$inferSelect;

/**
 * The Message-ID of a raw message, read from its header block only (the parser runs later, in the
 * job): unfolded, the first `<…>`, lower-cased. Null when there is none.
 */
export function messageIdOf(raw: Uint8Array): string | null {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  let end = bytes.indexOf("\r\n\r\n");
  if (end < 0) end = bytes.indexOf("\n\n");
  const head = bytes.subarray(0, end < 0 ? Math.min(bytes.length, 64 * 1024) : end).toString("latin1");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = /^message-id:\s*(<[^<>\s]{1,900}>)/im.exec(unfolded);
  return match?.[1]?.toLowerCase() ?? null;
}

/** The deduplication key: the Message-ID, or a hash of the whole message when it has none. */
export function messageKeyOf(raw: Uint8Array): string {
  return messageIdOf(raw) ?? `sha256:${createHash("sha256").update(raw).digest("hex")}`;
}

/**
 * Stores a message and schedules its processing, in one transaction. `duplicate` when a message with
 * the same key was stored before (the caller accepts it all the same: the sender must stop retrying).
 */
export async function storeInboundMail(
  db: Database,
  raw: Uint8Array,
  envelope: InboundEnvelope,
): Promise<{ id: number; duplicate: boolean }> {
  const messageKey = messageKeyOf(raw);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboundMail)
      .values({
        messageKey,
        mailFrom: envelope.mailFrom.slice(0, 320),
        rcptTo: envelope.rcptTo.map((address) => address.slice(0, 320).toLowerCase()),
        remoteAddress: envelope.remoteAddress ?? null,
        size: raw.byteLength,
        raw: sql`decode(${Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64")}, 'base64')`,
      })
      .onConflictDoNothing({ target: inboundMail.messageKey })
      .returning({ id: inboundMail.id });
    if (!row) {
      const [earlier] = await tx
        .select({ id: inboundMail.id })
        .from(inboundMail)
        .where(eq(inboundMail.messageKey, messageKey));
      return { id: earlier?.id ?? 0, duplicate: true };
    }
    await scheduleJob(tx as Database, { kind: INBOUND_MAIL_JOB, subjectId: row.id, key: "process", runAt: new Date() });
    return { id: row.id, duplicate: false };
  });
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
