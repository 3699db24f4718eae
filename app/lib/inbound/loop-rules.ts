// Which received messages a machine sent — auto-replies, bounces, mailing lists, bulk mail — so that
// they are never posted into a ticket and never answered (no mail loops). Pure; RFC 3834
// (Auto-Submitted), RFC 2369/2919 (List-*), and the de-facto headers of Exchange and others.

/** Header name (lower-case) → value, as the parser gives them. */
export type HeaderLookup = (name: string) => string | undefined;

const MACHINE_LOCAL_PARTS =
  /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?|auto-?reply|autoresponder|listserv|majordomo|daemon)([+.-]|$)/i;

/**
 * The reason a message must not be answered or posted ('automated:<why>'), or null for a message a
 * person sent. `envelopeFrom` is SMTP's MAIL FROM: empty for bounces and other delivery reports.
 */
export function automatedReason(header: HeaderLookup, envelopeFrom: string, fromAddress: string | null): string | null {
  const autoSubmitted = header("auto-submitted")?.trim().toLowerCase();
  if (autoSubmitted && !autoSubmitted.startsWith("no")) return "automated:auto-submitted";
  const precedence = header("precedence")?.trim().toLowerCase();
  if (precedence && /^(bulk|junk|list|auto_reply)\b/.test(precedence)) return "automated:precedence";
  if (header("list-id") || header("list-unsubscribe") || header("list-post")) return "automated:list";
  // Exchange's and others' auto-replies mark themselves so.
  if (header("x-autoreply") || header("x-autorespond") || header("x-auto-response-suppress")?.match(/\b(all|oof)\b/i)) {
    return "automated:auto-reply";
  }
  if (header("feedback-type") || /multipart\/report/i.test(header("content-type") ?? "")) return "automated:report";
  if (envelopeFrom.trim() === "" || envelopeFrom.trim() === "<>") return "automated:bounce";
  const local = (fromAddress ?? envelopeFrom).split("@", 1)[0] ?? "";
  if (MACHINE_LOCAL_PARTS.test(local)) return "automated:sender";
  if (MACHINE_LOCAL_PARTS.test(envelopeFrom.split("@", 1)[0] ?? "")) return "automated:sender";
  return null;
}
