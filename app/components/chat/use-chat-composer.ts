import { useEffect, useRef, useState } from "react";
import { canSend, QUICK_PROMPT_DELAY_MS } from "~/lib/chat/conversation";

/**
 * What the visitor is typing, and the box it is typed in. A quick topic is typed into the box and sent QUICK_PROMPT_DELAY_MS
 * later, so the visitor sees what is sent; one at a time. A suggestion is only typed in.
 */
export function useChatComposer(send: (text: string) => void) {
  const [draft, setDraft] = useState("");
  const [quickTopicQueued, setQuickTopicQueued] = useState(false);
  const quickTopicTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => clearTimeout(quickTopicTimer.current), []);

  function focus() {
    inputRef.current?.focus();
  }

  function submit(text: string) {
    if (!canSend(text)) return;
    send(text);
    setDraft("");
  }

  function chooseQuickTopic(text: string) {
    if (quickTopicTimer.current) return;
    setDraft(text);
    setQuickTopicQueued(true);
    quickTopicTimer.current = setTimeout(() => {
      quickTopicTimer.current = undefined;
      setQuickTopicQueued(false);
      submit(text);
      // The prompt buttons disappear with the first message; keep focus in the panel.
      focus();
    }, QUICK_PROMPT_DELAY_MS);
  }

  function chooseSuggestion(text: string) {
    setDraft(text);
    focus();
  }

  /** Empties the box and forgets a quick topic still waiting to be sent. */
  function clear() {
    clearTimeout(quickTopicTimer.current);
    quickTopicTimer.current = undefined;
    setQuickTopicQueued(false);
    setDraft("");
  }

  return { draft, setDraft, inputRef, focus, quickTopicQueued, submit, chooseQuickTopic, chooseSuggestion, clear };
}
