import { useEffect, useReducer, useState } from "react";
import type { ChatScript } from "~/content/schema";
import {
  type BotMessage,
  type Conversation,
  canSend,
  conversationReducer,
  restoreConversation,
  STORAGE_KEY,
  serializeConversation,
} from "~/lib/chat/conversation";
import { getReply, replyTo } from "~/lib/chat/reply";
import { helpSuggestionsHref, readHelpSuggestions } from "~/lib/help/suggestions";

/** Netra does not wait longer than this for the help centre: the reply comes without an article. */
const ARTICLE_TIMEOUT_MS = 5000;

/**
 * The help centre's best match for the visitor's message (the same JSON route as the new-ticket
 * form), or null when nothing matches or the request fails: Netra's usual reply stands alone.
 */
async function bestArticle(text: string) {
  try {
    const response = await fetch(helpSuggestionsHref(text, 1), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(ARTICLE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const [article] = readHelpSuggestions(await response.json());
    return article ? { slug: article.slug, title: article.title } : null;
  } catch {
    return null;
  }
}

function loadConversation(script: ChatScript): Conversation {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the conversation simply lasts as long as the page.
  }
  return restoreConversation(raw, { now: Date.now(), isKnownReply: (id) => getReply(script, id) !== undefined });
}

function saveConversation(conversation: Conversation) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializeConversation(conversation));
  } catch {
    // Full or blocked storage: keep chatting in memory.
  }
}

/**
 * The conversation with Netra: kept in this tab's storage, replies delivered after their typing
 * delay, and the newest reply for the screen reader's live region.
 */
export function useChatConversation(script: ChatScript) {
  const [conversation, dispatch] = useReducer(conversationReducer, script, loadConversation);

  // Replies restored from storage were announced when they arrived; announce only newer ones.
  const [announcedFrom] = useState(() => conversation.nextId);
  const newestBot = conversation.messages.findLast((message): message is BotMessage => message.type === "bot");
  const announced =
    newestBot && Number(newestBot.id.slice(1)) >= announcedFrom ? getReply(script, newestBot.replyId) : undefined;

  useEffect(() => saveConversation(conversation), [conversation]);

  // Netra "types" for REPLY_DELAY_MS after each message. The timer lives here, not in the reducer,
  // and survives closing the panel (it stays mounted); after a reload an overdue reply comes at once.
  const nextPending = conversation.pending[0];
  useEffect(() => {
    if (!nextPending) return;
    const timer = setTimeout(
      () => dispatch({ type: "deliver", now: Date.now() }),
      Math.max(0, nextPending.dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextPending]);

  return {
    conversation,
    /** The reply to announce, keyed by its message so the same reply twice in a row is announced twice. */
    announcement: announced && newestBot ? { key: newestBot.id, reply: announced } : null,
    send: (text: string) => {
      if (!canSend(text)) return;
      const now = Date.now();
      dispatch({ type: "send", text, replyId: replyTo(text, script).id, now });
      void bestArticle(text).then((article) => {
        if (article) dispatch({ type: "suggest", sentAt: now, article });
      });
    },
    startOver: () => dispatch({ type: "reset", now: Date.now() }),
  };
}
