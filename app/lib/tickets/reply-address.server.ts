// Reply addresses of ticket emails: support+TOKEN@domain, where the token names the
// ticket and the person the email went to, signed with APP_SECRET. A reply to it is posted into
// that ticket only when it comes back from that same person (app/lib/tickets/email-replies.server.ts),
// so a forged From needs the token too, and a token copied from one email opens only its own ticket
// and only for its own recipient. docs/decisions/019-replies-by-email.md.
//
// Shape: support+t<ticket id>.<c|s><user id>.<mac> — ids in base 36, mac the first 20 hex digits
// (80 bits) of HMAC-SHA256. All lower case: some mail systems lower-case the local part; at most
// about 45 characters, inside the 64 a local part may have.
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/lib/env.server";

/** Who a reply address was given to: the ticket's customer, one staff member, or the desk (any staff). */
export type ReplyRecipient = { role: "customer"; userId: number } | { role: "staff"; userId: number | null };

export type ReplyToken = { ticketId: number; recipient: ReplyRecipient };

const MAC_HEX = 20;
const TOKEN = /^t([0-9a-z]{1,12})\.([cs])([0-9a-z]{1,12})\.([0-9a-f]{20})$/;

function mac(secret: string, ticketId: number, role: "c" | "s", userId: number) {
  return createHmac("sha256", secret)
    .update(`ticket-reply:v1:${ticketId}:${role}:${userId}`)
    .digest("hex")
    .slice(0, MAC_HEX);
}

function splitAddress(address: string): { local: string; domain: string } | null {
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return null;
  return { local: address.slice(0, at).toLowerCase(), domain: address.slice(at + 1).toLowerCase() };
}

/** The reply address for one recipient of one ticket's emails. */
export function ticketReplyAddress(
  secret: string,
  supportAddress: string,
  ticketId: number,
  recipient: ReplyRecipient,
): string {
  const base = splitAddress(supportAddress);
  if (!base) throw new Error(`not an email address: ${supportAddress}`);
  const role = recipient.role === "customer" ? "c" : "s";
  const userId = recipient.userId ?? 0;
  const token = `t${ticketId.toString(36)}.${role}${userId.toString(36)}.${mac(secret, ticketId, role, userId)}`;
  return `${base.local}+${token}@${base.domain}`;
}

/**
 * What an address we received mail for is: `plain` (the support address itself), a valid `token`,
 * `invalid` (support+something that does not verify), or `other` (not ours).
 */
export function readReplyAddress(
  secret: string,
  supportAddress: string,
  address: string,
): { kind: "plain" } | { kind: "token"; token: ReplyToken } | { kind: "invalid" } | { kind: "other" } {
  const base = splitAddress(supportAddress);
  const parts = splitAddress(address.trim());
  if (!base || !parts || parts.domain !== base.domain) return { kind: "other" };
  if (parts.local === base.local) return { kind: "plain" };
  if (!parts.local.startsWith(`${base.local}+`)) return { kind: "other" };
  const match = TOKEN.exec(parts.local.slice(base.local.length + 1));
  if (!match) return { kind: "invalid" };
  const [, ticket36 = "", role = "", user36 = "", given = ""] = match;
  const ticketId = Number.parseInt(ticket36, 36);
  const userId = Number.parseInt(user36, 36);
  if (!Number.isSafeInteger(ticketId) || !Number.isSafeInteger(userId) || ticketId <= 0) return { kind: "invalid" };
  const expected = mac(secret, ticketId, role as "c" | "s", userId);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return { kind: "invalid" };
  const recipient: ReplyRecipient =
    role === "c" ? { role: "customer", userId } : { role: "staff", userId: userId === 0 ? null : userId };
  return { kind: "token", token: { ticketId, recipient } };
}

/** Whether the SMTP listener takes mail for this address: the support address, with or without +tag. */
export function isSupportAddress(supportAddress: string, address: string): boolean {
  const base = splitAddress(supportAddress);
  const parts = splitAddress(address.trim());
  if (!base || !parts || parts.domain !== base.domain) return false;
  return parts.local === base.local || parts.local.startsWith(`${base.local}+`);
}

/** The Reply-To of a ticket email to this recipient, signed with this server's APP_SECRET. */
export function ticketReplyTo(ticketId: number, recipient: ReplyRecipient): string {
  const env = getEnv();
  return ticketReplyAddress(env.APP_SECRET, env.INBOUND_ADDRESS, ticketId, recipient);
}
