// The chat's state as a pure reducer ("Chat widget"), plus the sessionStorage
// round trip that lets a conversation follow the visitor from page to page and through a reload.
// Bot messages store the id of their reply, not its text: the panel renders the reply from the
// chat script, so nothing read back from storage is ever rendered as markup or used as a link.
import { truncate } from "./text";

/** Delay before Netra's reply. */
export const REPLY_DELAY_MS = 1500;
/** Delay between choosing a quick prompt and sending it. */
export const QUICK_PROMPT_DELAY_MS = 100;
/** Quick prompts shown. */
export const QUICK_TOPICS_SHOWN = 4;
export const MAX_MESSAGE_LENGTH = 500;
/** Older messages are dropped beyond this, which keeps storage small on long conversations. */
export const MAX_STORED_MESSAGES = 100;
export const STORAGE_KEY = "netra-chat";
const STORAGE_VERSION = 1;
export const WELCOME_REPLY_ID = "welcome";

/** A published help article Netra suggests with a reply: the best match for the visitor's message. */
export type ChatArticle = { slug: string; title: string };

export type UserMessage = { id: string; type: "user"; content: string; timestamp: number };
export type BotMessage = {
  id: string;
  type: "bot";
  /** Which reply of the chat script this is. */
  replyId: string;
  /** The visitor's message it answers (none for the welcome). */
  inReplyTo?: string;
  /** The help article suggested with the reply, when one matched the visitor's message. */
  article?: ChatArticle;
  timestamp: number;
};
export type ChatMessage = UserMessage | BotMessage;

/** A reply Netra is "typing": delivered at dueAt. */
export type PendingReply = { replyId: string; inReplyTo: string; dueAt: number; article?: ChatArticle };

export type Conversation = {
  messages: ChatMessage[];
  pending: PendingReply[];
  /** The quick-start prompts show until the visitor's first message. */
  showQuickPrompts: boolean;
  /** True until the reply to the visitor's first message arrives; then "Start over" is offered. */
  isFirstMessage: boolean;
  nextId: number;
};

export type ConversationAction =
  | { type: "send"; text: string; replyId: string; now: number }
  | { type: "deliver"; now: number }
  /**
   * The help centre's best match for the visitor's message sent at `sentAt` (the "send" action's
   * `now`, which the caller knows, unlike the message's id), which came back after it was sent.
   */
  | { type: "suggest"; sentAt: number; article: ChatArticle }
  | { type: "reset"; now: number };

export function startConversation(now: number, nextId = 1): Conversation {
  return {
    messages: [{ id: `m${nextId}`, type: "bot", replyId: WELCOME_REPLY_ID, timestamp: now }],
    pending: [],
    showQuickPrompts: true,
    isFirstMessage: true,
    nextId: nextId + 1,
  };
}

/** Whether text may be sent: anything but empty or whitespace-only input. */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

export function isTyping(conversation: Conversation): boolean {
  return conversation.pending.length > 0;
}

function keepRecent(messages: ChatMessage[]): ChatMessage[] {
  return messages.length > MAX_STORED_MESSAGES ? messages.slice(-MAX_STORED_MESSAGES) : messages;
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case "send": {
      if (!canSend(action.text)) return state;
      const id = `m${state.nextId}`;
      const content = truncate(action.text.trim(), MAX_MESSAGE_LENGTH);
      return {
        ...state,
        messages: keepRecent([...state.messages, { id, type: "user", content, timestamp: action.now }]),
        pending: [...state.pending, { replyId: action.replyId, inReplyTo: id, dueAt: action.now + REPLY_DELAY_MS }],
        showQuickPrompts: false,
        nextId: state.nextId + 1,
      };
    }
    case "deliver": {
      const [next, ...rest] = state.pending;
      if (!next) return state;
      const reply: BotMessage = {
        id: `m${state.nextId}`,
        type: "bot",
        replyId: next.replyId,
        inReplyTo: next.inReplyTo,
        ...(next.article ? { article: next.article } : {}),
        timestamp: action.now,
      };
      return {
        ...state,
        messages: keepRecent([...state.messages, reply]),
        pending: rest,
        isFirstMessage: false,
        nextId: state.nextId + 1,
      };
    }
    case "suggest": {
      // Onto the reply still being "typed", or the one already shown (a slow answer); else dropped.
      const { article } = action;
      const inReplyTo = state.messages.findLast(
        (message) => message.type === "user" && message.timestamp === action.sentAt,
      )?.id;
      if (!inReplyTo) return state;
      if (state.pending.some((pending) => pending.inReplyTo === inReplyTo)) {
        return {
          ...state,
          pending: state.pending.map((pending) =>
            pending.inReplyTo === inReplyTo ? { ...pending, article } : pending,
          ),
        };
      }
      if (!state.messages.some((message) => message.type === "bot" && message.inReplyTo === inReplyTo)) return state;
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.type === "bot" && message.inReplyTo === inReplyTo ? { ...message, article } : message,
        ),
      };
    }
    case "reset":
      // Ids keep counting up, so React never reuses a key from the old conversation.
      return startConversation(action.now, state.nextId);
  }
}

/** The visitor's message that a bot message answers, if it is still in the conversation. */
export function questionFor(conversation: Conversation, message: BotMessage): string | undefined {
  if (!message.inReplyTo) return undefined;
  const question = conversation.messages.find((m) => m.id === message.inReplyTo);
  return question?.type === "user" ? question.content : undefined;
}

/** The newest message, when it is Netra's (suggestion chips show only under it). */
export function lastBotMessage(conversation: Conversation): BotMessage | undefined {
  const last = conversation.messages.at(-1);
  return last?.type === "bot" ? last : undefined;
}

export function serializeConversation(conversation: Conversation): string {
  return JSON.stringify({ version: STORAGE_VERSION, ...conversation });
}

// Hand-written checks rather than Zod: this runs in the browser, where Zod would weigh more than
// the whole panel (see docs/decisions/005-netra-chat-island.md).
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isId = (value: unknown): value is string => typeof value === "string" && /^m\d{1,9}$/.test(value);
const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A stored article as Netra suggested it (an article's address and title); anything else is dropped. */
function readArticle(value: unknown): ChatArticle | undefined {
  if (!isRecord(value) || typeof value.slug !== "string" || typeof value.title !== "string") return undefined;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.slug) || value.slug.length > 120) return undefined;
  if (value.title.trim() === "" || value.title.length > 200) return undefined;
  return { slug: value.slug, title: value.title };
}

function readMessage(value: unknown, isKnownReply: (id: string) => boolean): ChatMessage | undefined {
  if (!isRecord(value) || !isId(value.id) || !isTime(value.timestamp)) return undefined;
  if (value.type === "user" && typeof value.content === "string" && canSend(value.content)) {
    return {
      id: value.id,
      type: "user",
      content: truncate(value.content, MAX_MESSAGE_LENGTH),
      timestamp: value.timestamp,
    };
  }
  if (value.type === "bot" && typeof value.replyId === "string" && isKnownReply(value.replyId)) {
    const message: BotMessage = { id: value.id, type: "bot", replyId: value.replyId, timestamp: value.timestamp };
    if (isId(value.inReplyTo)) message.inReplyTo = value.inReplyTo;
    const article = readArticle(value.article);
    if (article) message.article = article;
    return message;
  }
  return undefined;
}

function readPending(value: unknown, isKnownReply: (id: string) => boolean): PendingReply | undefined {
  if (!isRecord(value) || typeof value.replyId !== "string" || !isKnownReply(value.replyId)) return undefined;
  if (!isId(value.inReplyTo) || !isTime(value.dueAt)) return undefined;
  const article = readArticle(value.article);
  return { replyId: value.replyId, inReplyTo: value.inReplyTo, dueAt: value.dueAt, ...(article ? { article } : {}) };
}

/**
 * The conversation stored by serializeConversation, or a new one when there is none or it can't
 * be trusted (another version, edited by hand, replies renamed since).
 */
export function restoreConversation(
  raw: string | null,
  { now, isKnownReply }: { now: number; isKnownReply: (id: string) => boolean },
): Conversation {
  if (!raw) return startConversation(now);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return startConversation(now);
  }
  if (!isRecord(data) || data.version !== STORAGE_VERSION) return startConversation(now);
  const { messages, pending, showQuickPrompts, isFirstMessage, nextId } = data;
  if (!Array.isArray(messages) || !Array.isArray(pending)) return startConversation(now);
  if (typeof showQuickPrompts !== "boolean" || typeof isFirstMessage !== "boolean") return startConversation(now);
  if (typeof nextId !== "number" || !Number.isSafeInteger(nextId) || nextId < 1) return startConversation(now);

  const readMessages = messages.map((m) => readMessage(m, isKnownReply));
  const readPendings = pending.map((p) => readPending(p, isKnownReply));
  if (readMessages.length === 0 || readMessages.length > MAX_STORED_MESSAGES) return startConversation(now);
  if (readMessages.some((m) => !m) || readPendings.some((p) => !p)) return startConversation(now);
  const restored = readMessages as ChatMessage[];
  const ids = new Set(restored.map((m) => m.id));
  const highestId = Math.max(...restored.map((m) => Number(m.id.slice(1))));
  if (ids.size !== restored.length || nextId <= highestId) return startConversation(now);

  return {
    messages: restored,
    pending: readPendings as PendingReply[],
    showQuickPrompts,
    isFirstMessage,
    nextId,
  };
}
