import { Bot, RotateCcw, X } from "./chat-icons";
import { useChatScript } from "./chat-script";

type ChatPanelHeaderProps = {
  titleId: string;
  subtitleId: string;
  /** Offered once the visitor has said something. */
  canStartOver: boolean;
  onStartOver: () => void;
  onClose: () => void;
};

/** Netra's name and tagline (the dialog's label and description), start over, and close. */
export function ChatPanelHeader({ titleId, subtitleId, canStartOver, onStartOver, onClose }: ChatPanelHeaderProps) {
  const { ui } = useChatScript();
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 bg-brand-700 px-4 py-3 text-white">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
        <Bot aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base font-semibold">
          {ui.panelTitle}
        </h2>
        <p id={subtitleId} className="text-xs text-brand-100">
          {ui.panelSubtitle}
        </p>
      </div>
      {canStartOver ? (
        <button
          type="button"
          onClick={onStartOver}
          className="flex items-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium text-white hover:bg-white/15"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{ui.startOver}</span>
        </button>
      ) : null}
      <button type="button" onClick={onClose} className="rounded-md p-1.5 text-white hover:bg-white/15">
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{ui.closeChat}</span>
      </button>
    </div>
  );
}
