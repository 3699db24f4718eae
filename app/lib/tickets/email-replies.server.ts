// Replies by email: what becomes of a message the SMTP listener stored
// (app/lib/inbound). Run as the 'inbound_mail' due job, once, by whichever server claims it, in the
// job's transaction: the reply, its attachments, the emails it causes and the message's outcome
// commit together. docs/decisions/019-replies-by-email.md.
//
// The rules, in order:
// 1. Mail a machine sent (auto-replies, bounces, lists, bulk: loop-rules.ts) or that comes from our
//    own addresses is recorded and ignored: never posted, never answered.
// 2. Mail for a signed reply address (reply-address.server.ts) is posted into that ticket when its
//    From is the person the token names: the ticket's customer → a customer reply; a staff member
//    (or, for the desk's address, any staff or admin account) → a public staff reply, emailed to the
//    customer like one written on the ticket's page. Internal notes and status changes stay on the
//    page. Anyone else (a forged From), or a token that does not verify: nothing is posted and
//    nothing is sent (a warning is logged) — an answer would go to whoever the From names, who may
//    not have sent it.
// 3. A reply to a closed (or merged) ticket, and mail for the plain support address, get one
//    automatic answer pointing to the site, at most one per sender a day (rate limit in the
//    database), marked Auto-Submitted: auto-replied so other robots do not answer it. A From is
//    easily forged, so answers to senders without an account are also capped overall
//    (INBOUND_AUTO_REPLIES_PER_HOUR, counted in the database so every server shares it); past the
//    cap their mail is stored and not answered. Account holders are still answered (once a day).
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import * as emailRepliesEn from "~/content/ticket-email-replies";
import * as emailRepliesMl from "~/content/ticket-email-replies.ml";
import type { Database } from "~/db/client.server";
import { tickets, users } from "~/db/schema";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { headerSafe, sendEmail } from "~/lib/email/outbox.server";
import type { Env } from "~/lib/env.server";
import { automatedReason } from "~/lib/inbound/loop-rules";
import { type ParsedInboundMail, parseInboundMail } from "~/lib/inbound/parse.server";
import { replyTextOf } from "~/lib/inbound/reply-text";
import {
  INBOUND_MAIL_JOB,
  loadUnprocessedMail,
  settleInboundMail,
  type StoredInboundMail,
} from "~/lib/inbound/store.server";
import { type JobHandler, type JobRegistry, registerJobHandler } from "~/lib/jobs/worker.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { acceptFileOnServer } from "~/lib/uploads/accept-file.server";
import { type UploadedFile, uploadedFile } from "~/lib/uploads/multipart.server";
import { customerTicketPath, replyAsCustomer } from "./customer-tickets.server";
import { TICKET_LIMITS, ticketUploadRule } from "./customer-form";
import { readReplyAddress, type ReplyToken } from "./reply-address.server";
import { replyToTicket } from "./staff-tickets.server";
import { logger } from "~/lib/log/logger.server";

const emailReplies = localized(emailRepliesEn, emailRepliesMl);
// The notes a reply by email leaves in the thread are read by staff and customer alike: English, as
// the thread's other records of the desk.
const { ticketEmailReplyCopy } = emailRepliesEn;

/** One automatic answer per sender a day, however many messages they send (no loops, no floods). */
export const inboundAutoReplyLimit: RateLimitRule = {
  name: "inbound-auto-reply",
  limit: 1,
  windowMs: 24 * 60 * 60_000,
};

/** All automatic answers to senders without an account, per hour (the limit comes from the env). */
const INBOUND_AUTO_REPLY_CAP = { name: "inbound-auto-reply-cap", windowMs: 60 * 60_000 } as const;

export type EmailReplyEnv = Pick<
  Env,
  "APP_SECRET" | "INBOUND_ADDRESS" | "INBOUND_AUTO_REPLIES_PER_HOUR" | "MAIL_FROM" | "PUBLIC_URL" | "STAFF_EMAIL"
>;

type Outcome = {
  status: "posted" | "auto_replied" | "ignored";
  reason?: string;
  ticketId?: number | null;
  eventId?: number | null;
};

const EMAIL_IN = /<?([^<>\s@]+@[^<>\s@]+)>?\s*$/;

function addressOf(value: string): string | null {
  return EMAIL_IN.exec(value.trim())?.[1]?.toLowerCase() ?? null;
}

/** A stable idempotency key (UUID-shaped) for the event a message becomes: one message, one event. */
function submissionIdOf(messageKey: string): string {
  const hex = createHash("sha256").update(`inbound:${messageKey}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The attachments a ticket takes (kinds by content, 5 files, 5 MB each) and the names of the rest. */
export async function ticketFilesOf(attachments: ParsedInboundMail["attachments"]): Promise<{
  files: UploadedFile[];
  dropped: string[];
}> {
  const files: UploadedFile[] = [];
  const dropped: string[] = [];
  for (const attachment of attachments) {
    const verdict = await acceptFileOnServer(attachment.fileName, attachment.bytes, ticketUploadRule);
    if (!verdict.ok || files.length >= ticketUploadRule.maxFiles) {
      dropped.push(headerSafe(attachment.fileName, 80));
      continue;
    }
    files.push(uploadedFile(verdict, attachment.bytes));
  }
  return { files, dropped };
}

/** The reply's text for the thread: quotes and signature stripped, notes on cut text and dropped files. */
export function replyBodyOf(parsed: ParsedInboundMail, dropped: readonly string[], hasFiles: boolean): string {
  let body = replyTextOf(parsed);
  const notes: string[] = [];
  if (body.length > TICKET_LIMITS.reply - 400) {
    body = body.slice(0, TICKET_LIMITS.reply - 400).trimEnd();
    notes.push(ticketEmailReplyCopy.truncated);
  }
  if (dropped.length > 0) notes.push(ticketEmailReplyCopy.dropped(dropped.join(", ")));
  if (body === "" && (hasFiles || dropped.length > 0)) body = ticketEmailReplyCopy.attachmentsOnly;
  return body === "" ? "" : [body, ...notes].join("\n\n");
}

/** The first recipient that is one of our reply addresses, or the plain support address, or an invalid token. */
function findAddress(env: EmailReplyEnv, candidates: readonly string[]) {
  let plain = false;
  let invalid = false;
  for (const candidate of candidates) {
    const read = readReplyAddress(env.APP_SECRET, env.INBOUND_ADDRESS, candidate);
    if (read.kind === "token") return { kind: "token" as const, token: read.token };
    if (read.kind === "plain") plain = true;
    if (read.kind === "invalid") invalid = true;
  }
  if (invalid) return { kind: "invalid" as const };
  return plain ? { kind: "plain" as const } : { kind: "none" as const };
}

type AutoReplyTarget = {
  to: string;
  /** Whether `to` belongs to an account: only answers to strangers count towards the overall cap. */
  known: boolean;
  /** The account's language; English for a stranger. */
  locale: Locale;
};

async function autoReply(
  tx: Database,
  env: EmailReplyEnv,
  { to, known, locale }: AutoReplyTarget,
  parsed: ParsedInboundMail,
  text: (copy: typeof emailRepliesEn.ticketEmailReplyCopy.autoReply) => string,
  reason: string,
  ticketId: number | null = null,
): Promise<Outcome> {
  const limit = await consumeRateLimit(tx, inboundAutoReplyLimit, to);
  if (!limit.allowed) return { status: "ignored", reason: `auto-reply-limit:${reason}`, ticketId };
  if (!known) {
    const cap = { ...INBOUND_AUTO_REPLY_CAP, limit: env.INBOUND_AUTO_REPLIES_PER_HOUR };
    const overall = await consumeRateLimit(tx, cap, "all");
    if (!overall.allowed) return { status: "ignored", reason: `auto-reply-cap:${reason}`, ticketId };
  }
  const references: Record<string, string> = parsed.messageId
    ? { "In-Reply-To": parsed.messageId, References: parsed.messageId }
    : {};
  await sendEmail(tx, {
    kind: "inbound.auto-reply",
    recordType: "ticket",
    to,
    subject: headerSafe(emailReplies[locale].ticketEmailReplyCopy.autoReply.subject(parsed.subject)),
    text: text(emailReplies[locale].ticketEmailReplyCopy.autoReply),
    // RFC 3834: marks it as an automatic answer, which well-behaved robots (ours included) never answer.
    headers: { "Auto-Submitted": "auto-replied", "X-Auto-Response-Suppress": "All", ...references },
  });
  return { status: "auto_replied", reason, ticketId };
}

/** The language of the account with this address, or null when nobody has it. */
async function accountLocale(tx: Database, email: string): Promise<Locale | null> {
  // Addresses are stored lower-cased by the accounts code, as `parsed.from` is.
  const [account] = await tx.select({ locale: users.locale }).from(users).where(eq(users.email, email)).limit(1);
  return account?.locale ?? null;
}

type Sender = { id: number; email: string; fullName: string; role: string; locale: Locale };

/** Whether the From is the person the token was given to (see the rules at the top). */
function senderMatches(token: ReplyToken, sender: Sender | undefined, customerId: number): boolean {
  if (!sender) return false;
  if (token.recipient.role === "customer") {
    return sender.id === token.recipient.userId && sender.id === customerId;
  }
  if (sender.role !== "staff" && sender.role !== "admin") return false;
  return token.recipient.userId === null || token.recipient.userId === sender.id;
}

async function postReply(
  tx: Database,
  env: EmailReplyEnv,
  mail: Pick<StoredInboundMail, "id" | "messageKey">,
  parsed: ParsedInboundMail,
  from: string,
  token: ReplyToken,
): Promise<Outcome> {
  const [ticket] = await tx
    .select({ id: tickets.id, number: tickets.number, customerId: tickets.customerId })
    .from(tickets)
    .where(eq(tickets.id, token.ticketId));
  if (!ticket) return { status: "ignored", reason: "unknown-ticket" };
  // Addresses are stored lower-cased by the accounts code; compare the same way.
  const [sender] = await tx
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, locale: users.locale })
    .from(users)
    .where(eq(users.email, from));
  if (!senderMatches(token, sender, ticket.customerId) || !sender) {
    logger.warn(
      `[inbound] message #${mail.id}: From does not match the reply address of ticket ${ticket.number}; not posted`,
    );
    return { status: "ignored", reason: "forged-sender", ticketId: ticket.id };
  }
  const { files, dropped } = await ticketFilesOf(parsed.attachments);
  const body = replyBodyOf(parsed, dropped, files.length > 0);
  if (body === "") return { status: "ignored", reason: "empty", ticketId: ticket.id };
  const submissionId = submissionIdOf(mail.messageKey);
  const person = { id: sender.id, email: sender.email, fullName: sender.fullName };
  if (token.recipient.role === "customer") {
    const result = await replyAsCustomer(tx, person, ticket.number, body, {
      submissionId,
      staffEmail: env.STAFF_EMAIL,
      publicUrl: env.PUBLIC_URL,
      files,
      channel: "email",
    });
    switch (result.outcome) {
      case "replied":
        return { status: "posted", ticketId: ticket.id, eventId: result.eventId };
      case "closed":
      case "merged":
        return autoReply(
          tx,
          env,
          { to: from, known: true, locale: sender.locale },
          parsed,
          (copy) =>
            copy.closed(
              ticket.number,
              new URL(pathIn(sender.locale, customerTicketPath(ticket.number)), env.PUBLIC_URL).href,
              new URL(pathIn(sender.locale, "/account/tickets/new"), env.PUBLIC_URL).href,
            ),
          `ticket-${result.outcome}`,
          ticket.id,
        );
      default:
        return { status: "ignored", reason: result.outcome, ticketId: ticket.id };
    }
  }
  // A staff member's emailed answer is a public reply; attachments are for customers' replies only
  // (staff attach files on the ticket's page), so a staff reply names any it could not take.
  const staffBody =
    files.length > 0 ? replyBodyOf(parsed, [...dropped, ...files.map((file) => file.fileName)], true) : body;
  const result = await replyToTicket(
    tx,
    person,
    ticket.id,
    { body: staffBody, internal: false, nextStatus: null, submissionId, channel: "email" },
    env,
  );
  if (result.outcome === "changed") return { status: "posted", ticketId: ticket.id, eventId: result.eventId ?? null };
  return {
    status: "ignored",
    reason: result.outcome === "invalid" ? result.reason : result.outcome,
    ticketId: ticket.id,
  };
}

/** Decides and does what a stored message calls for; returns its outcome (the caller records it). */
export async function processInboundMail(
  tx: Database,
  env: EmailReplyEnv,
  mail: Pick<StoredInboundMail, "id" | "messageKey" | "mailFrom" | "rcptTo">,
  parsed: ParsedInboundMail,
): Promise<Outcome> {
  const from = parsed.from;
  if (!from) return { status: "ignored", reason: "no-sender" };
  const ours = [addressOf(env.MAIL_FROM), env.INBOUND_ADDRESS.toLowerCase()];
  if (ours.includes(from)) return { status: "ignored", reason: "own-address" };
  const automated = automatedReason(parsed.header, mail.mailFrom, from);
  if (automated) return { status: "ignored", reason: automated };
  // The envelope first (what the MX delivered to us), then the headers (a forwarding rule may have
  // rewritten the envelope): a token is signed, so reading it from a header is as safe.
  const target = findAddress(env, [...mail.rcptTo, ...parsed.addressedTo]);
  switch (target.kind) {
    case "token":
      return postReply(tx, env, mail, parsed, from, target.token);
    case "invalid":
      logger.warn(`[inbound] message #${mail.id}: a reply address that does not verify; not posted`);
      return { status: "ignored", reason: "invalid-token" };
    default: {
      const locale = await accountLocale(tx, from);
      return autoReply(
        tx,
        env,
        { to: from, known: locale !== null, locale: locale ?? "en" },
        parsed,
        (copy) =>
          copy.noTicket(
            new URL(pathIn(locale ?? "en", "/account/tickets/new"), env.PUBLIC_URL).href,
            new URL(pathIn(locale ?? "en", "/account/tickets"), env.PUBLIC_URL).href,
          ),
        "no-ticket",
      );
    }
  }
}

/** The 'inbound_mail' job: loads the stored message, processes it, records the outcome. */
export function ticketEmailReplyHandler(env: EmailReplyEnv): JobHandler {
  return async (tx, job) => {
    const mail = await loadUnprocessedMail(tx, Number(job.subjectId));
    if (!mail) return "done";
    const parsed = await parseInboundMail(mail.raw);
    const outcome = await processInboundMail(tx, env, mail, parsed);
    await settleInboundMail(tx, mail.id, outcome);
    if (outcome.status !== "posted") {
      logger.info(`[inbound] message #${mail.id}: ${outcome.status}${outcome.reason ? ` (${outcome.reason})` : ""}`);
    }
    return "done";
  };
}

/** Registers the handler with the due-jobs worker; app/lib/runtime.server.ts calls it at start. */
export function registerTicketEmailReplies(env: EmailReplyEnv, registry?: JobRegistry) {
  registerJobHandler(INBOUND_MAIL_JOB, ticketEmailReplyHandler(env), registry);
}
