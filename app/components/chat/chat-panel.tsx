import { type KeyboardEvent, useEffect, useId } from "react";
import type { ChatScript } from "~/content/schema";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { ChatPanelHeader } from "./chat-panel-header";
import { ChatQuickTopics } from "./chat-quick-topics";
import { ChatScriptContext } from "./chat-script";
import { handOffToTicket } from "./ticket-hand-off";
import { useChatComposer } from "./use-chat-composer";
import { useChatConversation } from "./use-chat-conversation";

type ChatPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The script of the page's language, loaded beside the panel. */
  script: ChatScript;
};

/** Netra's chat panel ("Chat widget"). Loaded on first open by ChatLauncher. */
export default function ChatPanel({ id, open, onClose, script }: ChatPanelProps) {
  const { ui, assistantName } = script;
  const { conversation, announcement, send, startOver } = useChatConversation(script);
  const composer = useChatComposer(send);
  const titleId = useId();
  const subtitleId = useId();

  const { inputRef } = composer;
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open, inputRef]);

  function restart() {
    composer.clear();
    startOver();
    composer.focus();
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose();
  }

  // On a phone the panel covers the page, so following one of its links closes it.
  function closeIfCovering() {
    if (window.matchMedia("(max-width: 639px)").matches) onClose();
  }

  return (
    <ChatScriptContext value={script}>
      <div
        id={id}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={subtitleId}
        hidden={!open}
        onKeyDown={closeOnEscape}
        className="pointer-events-auto fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-800 shadow-2xl sm:inset-auto sm:right-6 sm:bottom-24 sm:h-[min(40rem,calc(100dvh-11rem))] sm:w-96"
      >
        <ChatPanelHeader
          titleId={titleId}
          subtitleId={subtitleId}
          canStartOver={!conversation.isFirstMessage}
          onStartOver={restart}
          onClose={onClose}
        />
        <ChatMessageList
          conversation={conversation}
          open={open}
          onSuggestion={composer.chooseSuggestion}
          onNavigate={closeIfCovering}
          onOpenTicket={() => {
            handOffToTicket(conversation, script);
            closeIfCovering();
          }}
        />
        {conversation.showQuickPrompts ? (
          <ChatQuickTopics disabled={composer.quickTopicQueued} onChoose={composer.chooseQuickTopic} />
        ) : null}
        <ChatComposer
          inputRef={composer.inputRef}
          draft={composer.draft}
          onDraftChange={composer.setDraft}
          onSend={composer.submit}
        />
        <div aria-live="polite" className="sr-only">
          {/* Keyed by message, so the same reply twice in a row is announced twice. */}
          {announcement ? (
            <p key={announcement.key}>
              {`${announcement.reply.priority === "high" ? `${ui.urgent}. ` : ""}${assistantName}: ${announcement.reply.content}`}
            </p>
          ) : null}
        </div>
      </div>
    </ChatScriptContext>
  );
}
