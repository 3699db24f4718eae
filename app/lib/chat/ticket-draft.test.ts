import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./conversation";
import {
  buildTicketDraft,
  DRAFT_DESCRIPTION_MAX,
  readTicketDraft,
  serializeTicketDraft,
  TICKET_DRAFT_MAX_AGE_MS,
} from "./ticket-draft";

const user = (id: number, content: string): ChatMessage => ({ id: `m${id}`, type: "user", content, timestamp: id });
const bot = (id: number): ChatMessage => ({ id: `m${id}`, type: "bot", replyId: "wifi", timestamp: id });
const noEmergency = () => false;

describe("the chat's ticket draft", () => {
  it("carries the visitor's messages only, the first as the subject", () => {
    const draft = buildTicketDraft(
      { messages: [bot(1), user(2, "Wi-Fi keeps   dropping"), bot(3), user(4, "Since the router was moved")] },
      { now: 1000, isEmergency: noEmergency },
    );
    expect(draft).toEqual({
      subject: "Wi-Fi keeps dropping",
      description: "Wi-Fi keeps   dropping\n\nSince the router was moved",
      emergency: false,
      savedAt: 1000,
    });
  });

  it("has nothing to carry before the visitor has written", () => {
    expect(buildTicketDraft({ messages: [bot(1)] }, { now: 0, isEmergency: noEmergency })).toBeNull();
  });

  it("flags an emergency when any message hits the emergency rule", () => {
    const draft = buildTicketDraft(
      { messages: [user(1, "Server down"), user(2, "this is urgent")] },
      { now: 0, isEmergency: (text) => text.includes("urgent") },
    );
    expect(draft?.emergency).toBe(true);
  });

  it("keeps the newest messages when they do not all fit", () => {
    const long = "x".repeat(500);
    const messages = Array.from({ length: 40 }, (_, index) => user(index + 1, `${index} ${long}`));
    const draft = buildTicketDraft({ messages }, { now: 0, isEmergency: noEmergency });
    expect(draft!.description.length).toBeLessThanOrEqual(DRAFT_DESCRIPTION_MAX);
    expect(draft!.description.endsWith(`39 ${long}`)).toBe(true);
    expect(draft!.subject.length).toBeLessThanOrEqual(120);
  });

  it("round-trips through storage and refuses stale, future or tampered drafts", () => {
    const draft = { subject: "S", description: "D", emergency: true, savedAt: 5000 };
    expect(readTicketDraft(serializeTicketDraft(draft), 6000)).toEqual(draft);
    expect(readTicketDraft(serializeTicketDraft(draft), 5000 + TICKET_DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(readTicketDraft(serializeTicketDraft({ ...draft, savedAt: 10_000_000 }), 0)).toBeNull();
    expect(readTicketDraft('{"version":1,"subject":1}', 0)).toBeNull();
    expect(readTicketDraft("not json", 0)).toBeNull();
    expect(readTicketDraft(null, 0)).toBeNull();
  });
});
