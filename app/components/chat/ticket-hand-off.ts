import type { ChatScript } from "~/content/schema";
import type { Conversation } from "~/lib/chat/conversation";
import { replyTo } from "~/lib/chat/reply";
import { buildTicketDraft, serializeTicketDraft, TICKET_DRAFT_STORAGE_KEY } from "~/lib/chat/ticket-draft";

/**
 * 'Open a support ticket': the visitor's messages wait in this tab's storage for the form (and
 * through the login page), never in the URL. Emergency words are the emergency rule's own, in the
 * page's language.
 */
export function handOffToTicket(conversation: Conversation, script: ChatScript) {
  const draft = buildTicketDraft(conversation, {
    now: Date.now(),
    isEmergency: (text) => replyTo(text, script).priority === "high",
  });
  try {
    if (draft) window.sessionStorage.setItem(TICKET_DRAFT_STORAGE_KEY, serializeTicketDraft(draft));
  } catch {
    // Storage blocked: the form opens empty.
  }
}
