import { describe, expect, it } from "vitest";
import {
  type Conversation,
  type ConversationAction,
  canSend,
  conversationReducer,
  isTyping,
  lastBotMessage,
  MAX_MESSAGE_LENGTH,
  MAX_STORED_MESSAGES,
  QUICK_PROMPT_DELAY_MS,
  QUICK_TOPICS_SHOWN,
  questionFor,
  REPLY_DELAY_MS,
  restoreConversation,
  serializeConversation,
  startConversation,
  WELCOME_REPLY_ID,
} from "./conversation";

const T0 = 1_700_000_000_000;
const known = new Set([WELCOME_REPLY_ID, "wifi", "greeting", "fallback"]);
const isKnownReply = (id: string) => known.has(id);

function run(state: Conversation, ...actions: ConversationAction[]): Conversation {
  return actions.reduce(conversationReducer, state);
}
const send = (text: string, replyId = "wifi", now = T0): ConversationAction => ({ type: "send", text, replyId, now });
const deliver = (now = T0 + REPLY_DELAY_MS): ConversationAction => ({ type: "deliver", now });

describe("spec constants", () => {
  it("uses the spec's timings and quick-prompt count", () => {
    expect(REPLY_DELAY_MS).toBe(1500);
    expect(QUICK_PROMPT_DELAY_MS).toBe(100);
    expect(QUICK_TOPICS_SHOWN).toBe(4);
  });
});

describe("a new conversation", () => {
  it("starts with Netra's greeting, quick prompts shown and the first-message flag set", () => {
    const state = startConversation(T0);
    expect(state.messages).toEqual([{ id: "m1", type: "bot", replyId: WELCOME_REPLY_ID, timestamp: T0 }]);
    expect(state.showQuickPrompts).toBe(true);
    expect(state.isFirstMessage).toBe(true);
    expect(isTyping(state)).toBe(false);
    expect(lastBotMessage(state)?.replyId).toBe(WELCOME_REPLY_ID);
  });
});

describe("sending", () => {
  it("appends the trimmed message, starts typing and hides the quick prompts", () => {
    const state = run(startConversation(T0), send("  wifi is down  "));
    expect(state.messages.at(-1)).toEqual({ id: "m2", type: "user", content: "wifi is down", timestamp: T0 });
    expect(isTyping(state)).toBe(true);
    expect(state.pending).toEqual([{ replyId: "wifi", inReplyTo: "m2", dueAt: T0 + 1500 }]);
    expect(state.showQuickPrompts).toBe(false);
    expect(state.isFirstMessage).toBe(true);
    expect(lastBotMessage(state)).toBeUndefined();
  });

  it("does nothing for empty or whitespace-only input", () => {
    const start = startConversation(T0);
    for (const text of ["", " ", "\n\t  "]) {
      expect(canSend(text)).toBe(false);
      expect(conversationReducer(start, send(text))).toBe(start);
    }
    expect(canSend(" a ")).toBe(true);
  });

  it("cuts very long messages without splitting an emoji", () => {
    const long = `${"a".repeat(MAX_MESSAGE_LENGTH - 1)}😀😀`;
    const message = run(startConversation(T0), send(long)).messages.at(-1);
    expect(message?.type === "user" && Array.from(message.content)).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(message?.type === "user" && message.content.endsWith("😀")).toBe(true);
  });
});

describe("delivering", () => {
  it("appends the bot reply, ends typing and clears the first-message flag", () => {
    const state = run(startConversation(T0), send("hello", "greeting"), deliver());
    const reply = state.messages.at(-1);
    expect(reply).toEqual({ id: "m3", type: "bot", replyId: "greeting", inReplyTo: "m2", timestamp: T0 + 1500 });
    expect(isTyping(state)).toBe(false);
    expect(state.isFirstMessage).toBe(false);
    expect(state.showQuickPrompts).toBe(false);
    expect(reply?.type === "bot" && questionFor(state, reply)).toBe("hello");
    expect(lastBotMessage(state)).toBe(reply);
  });

  it("answers several quick messages in order, each after its own delay", () => {
    let state = run(startConversation(T0), send("hi", "greeting", T0), send("wifi?", "wifi", T0 + 200));
    expect(state.pending.map((p) => p.dueAt)).toEqual([T0 + 1500, T0 + 1700]);
    state = run(state, deliver(T0 + 1500));
    expect(isTyping(state)).toBe(true);
    state = run(state, deliver(T0 + 1700));
    expect(isTyping(state)).toBe(false);
    expect(state.messages.map((m) => (m.type === "bot" ? m.replyId : m.content))).toEqual([
      WELCOME_REPLY_ID,
      "hi",
      "wifi?",
      "greeting",
      "wifi",
    ]);
  });

  it("ignores a delivery with nothing pending", () => {
    const start = startConversation(T0);
    expect(conversationReducer(start, deliver())).toBe(start);
  });

  it("keeps only the most recent messages", () => {
    let state = startConversation(T0);
    for (let i = 0; i < MAX_STORED_MESSAGES; i++) state = run(state, send(`message ${i}`), deliver());
    expect(state.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(state.messages.at(-1)?.type).toBe("bot");
    // The greeting has scrolled out; a reply whose question is gone has no question.
    expect(state.messages[0]?.type).toBe("user");
    const orphan = state.messages.find((m) => m.type === "bot" && !state.messages.some((u) => u.id === m.inReplyTo));
    if (orphan?.type === "bot") expect(questionFor(state, orphan)).toBeUndefined();
  });
});

describe("starting over", () => {
  it("returns to the greeting with quick prompts, drops pending replies and never reuses ids", () => {
    const used = run(startConversation(T0), send("hello", "greeting"), deliver(), send("wifi"));
    const fresh = conversationReducer(used, { type: "reset", now: T0 + 5000 });
    expect(fresh.messages).toHaveLength(1);
    expect(fresh.messages[0]).toMatchObject({ type: "bot", replyId: WELCOME_REPLY_ID, timestamp: T0 + 5000 });
    expect(fresh.pending).toEqual([]);
    expect(fresh.showQuickPrompts).toBe(true);
    expect(fresh.isFirstMessage).toBe(true);
    const oldIds = new Set(used.messages.map((m) => m.id));
    expect(oldIds.has(fresh.messages[0]!.id)).toBe(false);
  });
});

describe("storage round trip", () => {
  it("restores exactly what was saved, pending reply included", () => {
    const state = run(startConversation(T0), send("hello", "greeting"), deliver(), send("wifi help"));
    const restored = restoreConversation(serializeConversation(state), { now: T0 + 99_999, isKnownReply });
    expect(restored).toEqual(state);
  });

  it("starts afresh when there is nothing stored or it can't be trusted", () => {
    const good = JSON.parse(serializeConversation(run(startConversation(T0), send("hello", "greeting"), deliver())));
    const variants: unknown[] = [
      null,
      "",
      "not json",
      "null",
      "[]",
      JSON.stringify({ ...good, version: 2 }),
      JSON.stringify({ ...good, messages: [] }),
      JSON.stringify({ ...good, messages: "x" }),
      JSON.stringify({ ...good, showQuickPrompts: "no" }),
      JSON.stringify({ ...good, nextId: 2 }),
      JSON.stringify({ ...good, nextId: -1 }),
      JSON.stringify({
        ...good,
        messages: [...good.messages, { id: "m9", type: "bot", replyId: "renamed", timestamp: T0 }],
      }),
      JSON.stringify({
        ...good,
        messages: [...good.messages, { id: "m9", type: "user", content: "   ", timestamp: T0 }],
      }),
      JSON.stringify({
        ...good,
        messages: [...good.messages, { id: "<img>", type: "user", content: "x", timestamp: T0 }],
      }),
      JSON.stringify({ ...good, messages: [...good.messages, { id: "m9", type: "user", content: 5, timestamp: T0 }] }),
      JSON.stringify({ ...good, messages: [...good.messages, good.messages[0]] }),
      JSON.stringify({ ...good, pending: [{ replyId: "wifi", inReplyTo: "m2", dueAt: "soon" }] }),
      JSON.stringify({ ...good, pending: [{ replyId: "javascript:alert(1)", inReplyTo: "m2", dueAt: T0 }] }),
    ];
    for (const raw of variants) {
      const restored = restoreConversation(raw as string | null, { now: T0 + 1, isKnownReply });
      expect(restored, String(raw)).toEqual(startConversation(T0 + 1));
    }
  });

  it("drops properties it does not know", () => {
    const state = run(startConversation(T0), send("hello", "greeting"));
    const data = JSON.parse(serializeConversation(state));
    data.messages[1].html = "<b>x</b>";
    data.extra = true;
    const restored = restoreConversation(JSON.stringify(data), { now: T0, isKnownReply });
    expect(restored).toEqual(state);
  });
});

describe("a help article with a reply", () => {
  const article = { slug: "restart-your-router", title: "Restart your router when the internet drops" };
  const suggest = (sentAt = T0): ConversationAction => ({ type: "suggest", sentAt, article });

  it("rides on the pending reply to the message it matched, and is delivered with it", () => {
    const state = run(startConversation(T0), send("wifi drops"), suggest(), deliver());
    expect(state.messages.at(-1)).toMatchObject({ type: "bot", replyId: "wifi", inReplyTo: "m2", article });
  });

  it("joins a reply already shown when the answer comes late, and is dropped for a message gone", () => {
    const shown = run(startConversation(T0), send("wifi drops"), deliver());
    expect(run(shown, suggest()).messages.at(-1)).toMatchObject({ inReplyTo: "m2", article });
    expect(run(shown, suggest(T0 - 1))).toBe(shown);
    const restarted = run(startConversation(T0), send("wifi drops"), { type: "reset", now: T0 });
    expect(run(restarted, suggest())).toBe(restarted);
  });

  it("is stored and restored; a malformed one is dropped with the reply kept", () => {
    const state = run(startConversation(T0), send("wifi drops"), suggest(), deliver());
    expect(restoreConversation(serializeConversation(state), { now: T0, isKnownReply })).toEqual(state);
    const data = JSON.parse(serializeConversation(state));
    data.messages[2].article = { slug: "../staff", title: "x" };
    const restored = restoreConversation(JSON.stringify(data), { now: T0, isKnownReply });
    expect(restored.messages[2]).toMatchObject({ replyId: "wifi" });
    expect(restored.messages[2]).not.toHaveProperty("article");
  });
});
