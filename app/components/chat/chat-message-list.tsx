import { useEffect, useRef } from "react";
import { type Conversation, isTyping, lastBotMessage, questionFor } from "~/lib/chat/conversation";
import { getReply } from "~/lib/chat/reply";
import { Avatar, BotMessageItem, UserMessageItem } from "./chat-messages";
import { useChatScript } from "./chat-script";

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

type ChatMessageListProps = {
  conversation: Conversation;
  open: boolean;
  onSuggestion: (text: string) => void;
  onNavigate: () => void;
  onOpenTicket: () => void;
};

/** The conversation so far, with Netra's typing indicator, kept scrolled to the newest message. */
export function ChatMessageList({ conversation, open, onSuggestion, onNavigate, onOpenTicket }: ChatMessageListProps) {
  const script = useChatScript();
  const { ui } = script;
  const logRef = useRef<HTMLElement>(null);
  const typing = isTyping(conversation);
  const lastBot = lastBotMessage(conversation);

  // Keep the newest message in view: instantly when the panel opens, smoothly as messages arrive.
  const newestId = conversation.messages.at(-1)?.id;
  const wasOpen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when messages arrive or typing starts.
  useEffect(() => {
    const log = logRef.current;
    if (!open || !log) {
      wasOpen.current = false;
      return;
    }
    const smooth = wasOpen.current && !prefersReducedMotion();
    wasOpen.current = true;
    const items = log.querySelectorAll<HTMLElement>(":scope > ol > li");
    const newest = items[items.length - 1];
    const bottom = log.scrollHeight - log.clientHeight;
    // A reply taller than the list is read from its start, so bring its top into view, not its end.
    const top = newest ? Math.min(bottom, newest.offsetTop - 16) : bottom;
    log.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
  }, [open, newestId, typing]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <section
      ref={logRef}
      aria-label={ui.conversationLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative flex-1 overflow-y-auto overscroll-contain px-4 py-4"
    >
      <ol className="space-y-4">
        {conversation.messages.map((message) =>
          message.type === "user" ? (
            <UserMessageItem key={message.id} message={message} />
          ) : (
            <BotMessageItem
              key={message.id}
              message={message}
              question={questionFor(conversation, message)}
              suggestions={message === lastBot ? (getReply(script, message.replyId)?.suggestions ?? []) : []}
              onSuggestion={onSuggestion}
              onNavigate={onNavigate}
              onOpenTicket={onOpenTicket}
            />
          ),
        )}
      </ol>
      {typing ? (
        <div className="mt-4 flex items-center gap-2">
          <Avatar />
          <p className="flex items-center gap-2 rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-sm text-slate-700">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce" />
              <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce motion-safe:[animation-delay:150ms]" />
              <span className="size-1.5 rounded-full bg-slate-500 motion-safe:animate-bounce motion-safe:[animation-delay:300ms]" />
            </span>
            {ui.typing}
          </p>
        </div>
      ) : null}
    </section>
  );
}
