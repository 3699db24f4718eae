import { useId } from "react";
import { QUICK_TOPICS_SHOWN } from "~/lib/chat/conversation";
import { ChatIcon } from "./chat-icon";
import { useChatScript } from "./chat-script";

type ChatQuickTopicsProps = {
  /** While a chosen topic waits to be sent, the others cannot be chosen. */
  disabled: boolean;
  onChoose: (text: string) => void;
};

/** The first questions a visitor can ask with one tap, until they have said something. */
export function ChatQuickTopics({ disabled, onChoose }: ChatQuickTopicsProps) {
  const headingId = useId();
  const { ui, quickTopics } = useChatScript();
  return (
    <div className="border-t border-slate-200 px-4 py-3">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {ui.quickTopicsHeading}
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 grid grid-cols-2 gap-2">
        {quickTopics.slice(0, QUICK_TOPICS_SHOWN).map((topic) => (
          <li key={topic.text}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChoose(topic.text)}
              className="flex h-full w-full items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-2 text-left text-xs font-medium text-slate-800 hover:border-brand-200 hover:bg-brand-50 disabled:opacity-60"
            >
              <ChatIcon name={topic.icon} className="size-4 shrink-0 text-brand-700" />
              {topic.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
