// The outbox worker: claims due emails, sends them over SMTP, and reschedules failures with
// exponential backoff until a bounded number of attempts, after which a row is marked 'dead' and
// kept. Claims use FOR UPDATE SKIP LOCKED plus a short lease that a heartbeat renews while the batch
// is being worked on: several app instances sharing one PostgreSQL never pick the same row at the
// same time, however slow a send is, and a row whose worker died is taken over once its lease runs
// out — well within a minute (docs/decisions/007-email-outbox.md).
import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { emailOutbox, type OutboxAttachment, storedFiles } from "~/db/schema";
import { startPollLoop } from "~/lib/jobs/poll-loop.server";
import { type ClaimedEmail, claimDueEmails, releaseClaims, startHeartbeat } from "./claims.server";
import { isPermanentSmtpError, type MailMessage, type MailTransport } from "./transport.server";
import { consoleLog, withLogContext } from "~/lib/log/logger.server";

export type OutboxSettings = {
  /** Attempts before a row is marked dead. */
  maxAttempts: number;
  /** Delay before the first retry; doubled for each further one. */
  retryBaseMs: number;
  /**
   * How long a claim lasts without renewal. The worker renews its unsettled claims every third of
   * this, so only a dead (or frozen) worker lets it run out; then another worker takes the row over.
   * It bounds how late an email is after a crash.
   */
  leaseMs: number;
  /**
   * A send that has not finished after this long counts as a failed attempt (retried later), so a
   * hung SMTP connection cannot hold a row forever while the heartbeat keeps renewing its claim.
   * Far above the transport's own connection and inactivity timeouts.
   */
  sendTimeoutMs: number;
  batchSize: number;
  /** Emails of one batch sent at the same time. */
  concurrency: number;
};

export const defaultOutboxSettings: OutboxSettings = {
  maxAttempts: 8,
  retryBaseMs: 30_000,
  leaseMs: 30_000,
  sendTimeoutMs: 2 * 60_000,
  batchSize: 25,
  concurrency: 4,
};

const MAX_RETRY_DELAY_MS = 6 * 60 * 60_000;

/** Delay before retry number `attempt` (1 = first retry): base·2^(attempt-1), capped, ±20 % jitter. */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(exponential * (0.8 + random() * 0.4));
}

/**
 * `lost`: claimed rows skipped because another worker had taken them over before their turn;
 * `released`: rows given back unattempted because the worker was stopping.
 */
export type BatchResult = {
  claimed: number;
  sent: number;
  retrying: number;
  dead: number;
  lost: number;
  released: number;
};

type Log = Pick<Console, "log" | "warn" | "error">;

function label(row: ClaimedEmail) {
  return `#${row.id} (${row.kind})`;
}

function errorText(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** Claims one batch and delivers it. Returns what happened, for the loop and for tests. */
export async function deliverOutboxBatch(
  db: Database,
  transport: MailTransport,
  settings: OutboxSettings = defaultOutboxSettings,
  log: Log = consoleLog,
  /** Aborted when the worker stops: sends under way finish, rows not started yet are released. */
  stopping?: AbortSignal,
): Promise<BatchResult> {
  // RETURNING keeps no order: the oldest due email goes first.
  const claimed = (await claimDueEmails(db, settings)).sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
  const result: BatchResult = { claimed: claimed.length, sent: 0, retrying: 0, dead: 0, lost: 0, released: 0 };
  const claimToken = claimed[0]?.claimToken;
  if (!claimToken) return result;
  // Rows of this batch not yet being settled; the heartbeat keeps their claim alive.
  const unsettled = new Set(claimed.map((row) => row.id));
  const heartbeat = startHeartbeat(db, claimToken, unsettled, settings.leaseMs, log);
  let next = 0;
  const workers = Array.from({ length: Math.min(settings.concurrency, claimed.length) }, async () => {
    while (next < claimed.length && !stopping?.aborted) {
      const row = claimed[next++];
      if (!row) continue;
      if (!unsettled.has(row.id)) {
        // Its claim lapsed while it waited (the heartbeat failed for a whole lease) and another
        // worker owns it now: sending it too would make a duplicate.
        result.lost++;
        continue;
      }
      // Every line about this email names it and the request that queued it.
      const outcome = await withLogContext({ requestId: row.requestId ?? undefined, emailId: row.id }, () =>
        deliverOne(db, transport, row, settings, log, () => unsettled.delete(row.id)),
      );
      result[outcome]++;
    }
  });
  try {
    await Promise.all(workers);
    const unstarted = claimed.slice(next).map((row) => row.id);
    if (unstarted.length > 0) {
      await releaseClaims(db, claimToken, unstarted);
      result.released = unstarted.length;
    }
  } finally {
    await heartbeat.stop();
  }
  if (result.sent > 0) log.log(`[outbox] delivered ${result.sent} email(s)`);
  return result;
}

/** The transport's send, bounded: a send still running after `timeoutMs` counts as failed. */
/**
 * An email's attachments with their bytes: a stored file is read when the email is sent, so the
 * outbox row stays small. A stored file that is gone fails the attempt (it is retried, then dead).
 */
async function attachmentContents(db: Database, attachments: readonly OutboxAttachment[]) {
  const fileIds = attachments.flatMap((file) => (file.storedFileId ? [file.storedFileId] : []));
  const files = fileIds.length
    ? await db
        .select({ id: storedFiles.id, bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(inArray(storedFiles.id, fileIds))
    : [];
  return attachments.map((file) => {
    const part = {
      fileName: file.fileName,
      contentType: file.contentType,
      ...(file.contentId ? { contentId: file.contentId } : {}),
    };
    if (file.text !== undefined) return { ...part, content: file.text };
    if (file.base64 !== undefined) return { ...part, content: new Uint8Array(Buffer.from(file.base64, "base64")) };
    const stored = files.find((row) => row.id === file.storedFileId);
    if (!stored) throw new Error(`attachment ${file.fileName} is no longer stored`);
    return { ...part, content: stored.bytes };
  });
}

async function sendWithin(transport: MailTransport, message: MailMessage, timeoutMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the SMTP send did not finish within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([transport.send(message), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function deliverOne(
  db: Database,
  transport: MailTransport,
  row: ClaimedEmail,
  settings: OutboxSettings,
  log: Log,
  settling: () => void,
): Promise<"sent" | "retrying" | "dead"> {
  // Only the holder of this claim may settle the row (its lease may have been taken over).
  const mine = and(eq(emailOutbox.id, row.id), eq(emailOutbox.claimToken, row.claimToken ?? ""));
  if (row.attempts > settings.maxAttempts) {
    settling();
    await db
      .update(emailOutbox)
      .set({ status: "dead", lockedUntil: null, claimToken: null, lastError: row.lastError ?? "no attempts left" })
      .where(mine);
    log.error(`[outbox] email ${label(row)} is dead after ${row.attempts - 1} attempts`);
    return "dead";
  }
  try {
    await sendWithin(
      transport,
      {
        from: row.fromAddress,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        messageId: row.messageId,
        headers: row.headers ?? undefined,
        attachments: row.attachments ? await attachmentContents(db, row.attachments) : undefined,
      },
      settings.sendTimeoutMs,
    );
  } catch (error) {
    settling();
    const message = errorText(error);
    if (row.attempts >= settings.maxAttempts || isPermanentSmtpError(error)) {
      await db
        .update(emailOutbox)
        .set({ status: "dead", lockedUntil: null, claimToken: null, lastError: message })
        .where(mine);
      log.error(`[outbox] email ${label(row)} is dead after ${row.attempts} attempt(s): ${message}`);
      return "dead";
    }
    const delay = retryDelayMs(row.attempts, settings.retryBaseMs);
    await db
      .update(emailOutbox)
      .set({
        status: "pending",
        lockedUntil: null,
        claimToken: null,
        lastError: message,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
      })
      .where(mine);
    log.warn(
      `[outbox] email ${label(row)} attempt ${row.attempts} failed, retrying in ${Math.round(delay / 1000)} s: ${message}`,
    );
    return "retrying";
  }
  settling();
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, claimToken: null, lastError: null })
    .where(mine);
  log.log(`[outbox] email ${label(row)} sent`);
  return "sent";
}

export interface OutboxWorker {
  /** Looks for due emails now instead of at the next poll (called after a commit that queued mail). */
  kick(): void;
  /**
   * Stops polling, lets the sends under way finish, gives the batch's emails not started yet back
   * to the outbox (due at once for any instance) and closes the SMTP connections.
   */
  stop(): Promise<void>;
}

export type OutboxWorkerOptions = {
  db: Database;
  /** null when SMTP_URL is not set: mail stays queued and is logged instead. */
  transport: MailTransport | null;
  pollIntervalMs: number;
  settings?: Partial<OutboxSettings>;
  /** In production the queued-mail log names the email only, never its body. */
  logBodies?: boolean;
  log?: Log;
};

let activeWorker: OutboxWorker | null = null;

/** Wakes this process's worker, if one runs; other instances find the mail at their next poll. */
export function notifyOutbox() {
  activeWorker?.kick();
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, pollIntervalMs, log = consoleLog } = options;
  const settings = { ...defaultOutboxSettings, ...options.settings };
  let lastLoggedId: number | null = null;
  const startedAt = new Date();

  async function logQueuedMail() {
    if (lastLoggedId === null) {
      // Mail from before this start is summed up; mail queued since is logged one by one.
      const [newest] = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(lt(emailOutbox.createdAt, startedAt))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      lastLoggedId = newest?.id ?? 0;
      const waiting = await db.$count(
        emailOutbox,
        and(eq(emailOutbox.status, "pending"), lte(emailOutbox.id, lastLoggedId)),
      );
      if (waiting > 0) log.warn(`[outbox] SMTP_URL is not set: ${waiting} earlier email(s) wait in the outbox`);
    }
    const fresh = await db
      .select()
      .from(emailOutbox)
      .where(gt(emailOutbox.id, lastLoggedId))
      .orderBy(asc(emailOutbox.id))
      .limit(100);
    for (const row of fresh) {
      lastLoggedId = row.id;
      withLogContext({ requestId: row.requestId ?? undefined, emailId: row.id }, () => {
        log.warn(`[outbox] SMTP_URL is not set: email ${label(row)} to ${row.toAddress} "${row.subject}" stays queued`);
        if (options.logBodies) log.log(row.textBody);
      });
    }
  }

  const loop = startPollLoop({
    label: "[outbox] worker run",
    intervalMs: pollIntervalMs,
    log,
    async run(stopping) {
      if (!transport) {
        await logQueuedMail();
        return false;
      }
      const result = await deliverOutboxBatch(db, transport, settings, log, stopping);
      return result.claimed === settings.batchSize;
    },
  });
  const worker: OutboxWorker = {
    kick: () => loop.wake(),
    async stop() {
      await loop.stop();
      transport?.close();
      if (activeWorker === worker) activeWorker = null;
    },
  };
  activeWorker = worker;
  return worker;
}
