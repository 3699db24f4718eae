// The new-ticket form's side of the chat's hand-off (lib/chat/ticket-draft.ts): reading the draft
// Netra left in sessionStorage, and forgetting it once the ticket is sent. The form loads this
// only when it was reached from the chat.
import { readTicketDraft, TICKET_DRAFT_STORAGE_KEY, type TicketDraft } from "~/lib/chat/ticket-draft";

export function readDraft(): TicketDraft | null {
  try {
    return readTicketDraft(window.sessionStorage.getItem(TICKET_DRAFT_STORAGE_KEY), Date.now());
  } catch {
    return null;
  }
}

export function forgetDraft() {
  try {
    window.sessionStorage.removeItem(TICKET_DRAFT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
