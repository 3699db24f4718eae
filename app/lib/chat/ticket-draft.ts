// Netra's hand-off to the support desk: 'Open a support ticket' turns the visitor's messages into a
// draft for the new-ticket form. The draft travels in sessionStorage (same tab, through the login
// page and back), never in the URL, whose query strings end up in logs and browser history.
// Hand-written checks, no zod: this runs in the chat island and on the form page.
import type { Conversation } from "./conversation";
import { truncate } from "./text";

export const TICKET_DRAFT_STORAGE_KEY = "netra-ticket-draft";
/** The form's address: `from=chat` records the ticket's source; the text is in storage. */
export const TICKET_FROM_CHAT_HREF = "/account/tickets/new?from=chat";
/** A draft older than this is ignored (a tab left open, a later unrelated ticket). */
export const TICKET_DRAFT_MAX_AGE_MS = 60 * 60_000;
const VERSION = 1;
/** Within the form's limits (subject 150, description 10,000 characters). */
export const DRAFT_SUBJECT_MAX = 120;
export const DRAFT_DESCRIPTION_MAX = 8000;

export type TicketDraft = { subject: string; description: string; emergency: boolean; savedAt: number };

/**
 * The visitor's messages, oldest first, as the description (the newest kept when they do not all
 * fit); the first message as the subject; `emergency` when any message hit the chat's emergency
 * rule. Netra's scripted replies are left out: staff know them, and they would bury the customer's words.
 */
export function buildTicketDraft(
  conversation: Pick<Conversation, "messages">,
  { now, isEmergency }: { now: number; isEmergency: (text: string) => boolean },
): TicketDraft | null {
  const texts = conversation.messages.flatMap((message) => (message.type === "user" ? [message.content.trim()] : []));
  if (texts.length === 0) return null;
  const kept: string[] = [];
  let length = 0;
  for (const text of texts.toReversed()) {
    if (length + text.length + 2 > DRAFT_DESCRIPTION_MAX) break;
    kept.unshift(text);
    length += text.length + 2;
  }
  const first = texts[0] ?? "";
  return {
    subject: truncate(first.replace(/\s+/g, " "), DRAFT_SUBJECT_MAX),
    description: kept.length > 0 ? kept.join("\n\n") : truncate(texts.at(-1) ?? "", DRAFT_DESCRIPTION_MAX),
    emergency: texts.some(isEmergency),
    savedAt: now,
  };
}

export function serializeTicketDraft(draft: TicketDraft): string {
  return JSON.stringify({ version: VERSION, ...draft });
}

/** The stored draft, or null when there is none, it is stale, or it cannot be trusted. */
export function readTicketDraft(raw: string | null, now: number): TicketDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { version, subject, description, emergency, savedAt } = data as Record<string, unknown>;
  if (version !== VERSION || typeof subject !== "string" || typeof description !== "string") return null;
  if (typeof emergency !== "boolean" || typeof savedAt !== "number" || !Number.isFinite(savedAt)) return null;
  if (savedAt > now + 60_000 || now - savedAt > TICKET_DRAFT_MAX_AGE_MS) return null;
  return {
    subject: truncate(subject, DRAFT_SUBJECT_MAX),
    description: truncate(description, DRAFT_DESCRIPTION_MAX),
    emergency,
    savedAt,
  };
}
