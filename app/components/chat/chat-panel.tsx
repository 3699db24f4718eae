import { type KeyboardEvent, use, useEffect, useId } from "react";
import type { ChatScript } from "~/content/schema";
import type { Locale } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { ChatPanelHeader } from "./chat-panel-header";
import { ChatQuickTopics } from "./chat-quick-topics";
import { ChatScriptContext } from "./chat-script";
import { handOffToTicket } from "./ticket-hand-off";
import { useChatComposer } from "./use-chat-composer";
import { useChatConversation } from "./use-chat-conversation";

// Each language's script is a chunk of its own, so a page downloads the words of its language only.
const scripts: Record<Locale, () => Promise<{ chatScript: ChatScript }>> = {
  en: () => import("~/content/chat"),
  ml: () => import("~/content/chat.ml"),
};
const loading = new Map<Locale, Promise<ChatScript>>();

/** The chat script of a language, downloaded once (the launcher starts it when the button is hovered). */
export function loadChatScript(locale: Locale): Promise<ChatScript> {
  let script = loading.get(locale);
  if (!script) {
    script = scripts[locale]().then((module) => module.chatScript);
    // A failed download is tried again the next time the panel is mounted.
    script.catch(() => loading.delete(locale));
    loading.set(locale, script);
  }
  return script;
}

type ChatPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
};

/** Netra's chat panel ("Chat widget"). Loaded on first open by ChatLauncher, with the page's script. */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  // Suspends (under the launcher's Suspense) until the script has arrived.
  const script = use(loadChatScript(useLocale()));
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
