import { type RefObject, useId } from "react";
import { SendHorizontal } from "./chat-icons";
import { canSend, MAX_MESSAGE_LENGTH } from "~/lib/chat/conversation";
import { useChatScript } from "./chat-script";

type ChatComposerProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
};

/** The message box and its send button (Enter sends too). */
export function ChatComposer({ inputRef, draft, onDraftChange, onSend }: ChatComposerProps) {
  const inputId = useId();
  const { ui } = useChatScript();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(draft);
      }}
      className="flex items-center gap-2 border-t border-slate-200 p-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {ui.inputLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={ui.inputPlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm"
      />
      <button
        type="submit"
        disabled={!canSend(draft)}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
        <span className="sr-only">{ui.send}</span>
      </button>
    </form>
  );
}
