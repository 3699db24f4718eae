import {
  Bot,
  Mail,
  MessageSquareText,
  Phone,
  RotateCcw,
  SendHorizontal,
  TriangleAlert,
  Wrench,
  X,
} from "~/components/ui/icons";
import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { chatScript } from "~/content/chat";
import type { ChatReply } from "~/content/schema";
import { site } from "~/content/site";
import { contactFormHref, fillTemplate, mailtoHref } from "~/lib/chat/contact-link";
import {
  type BotMessage,
  type Conversation,
  canSend,
  conversationReducer,
  isTyping,
  lastBotMessage,
  MAX_MESSAGE_LENGTH,
  QUICK_PROMPT_DELAY_MS,
  QUICK_TOPICS_SHOWN,
  questionFor,
  restoreConversation,
  STORAGE_KEY,
  serializeConversation,
} from "~/lib/chat/conversation";
import { getReply, replyTo } from "~/lib/chat/reply";
import {
  buildTicketDraft,
  serializeTicketDraft,
  TICKET_DRAFT_STORAGE_KEY,
  TICKET_FROM_CHAT_HREF,
} from "~/lib/chat/ticket-draft";
import { ChatIcon } from "./chat-icon";
import { formatReadersClockTime } from "~/lib/india-time";

const { ui, quickTopics, contactPrefill, assistantName } = chatScript;

function loadConversation(): Conversation {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the conversation simply lasts as long as the page.
  }
  return restoreConversation(raw, { now: Date.now(), isKnownReply: (id) => getReply(id) !== undefined });
}

function saveConversation(conversation: Conversation) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializeConversation(conversation));
  } catch {
    // Full or blocked storage: keep chatting in memory.
  }
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function Time({ timestamp }: { timestamp: number }) {
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="mt-1 block text-xs text-slate-600">
      {formatReadersClockTime(timestamp)}
    </time>
  );
}

type ChatPanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
};

/** Netra's chat panel ("Chat widget"). Loaded on first open by ChatLauncher. */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const [conversation, dispatch] = useReducer(conversationReducer, undefined, loadConversation);
  const [draft, setDraft] = useState("");
  const [quickPromptQueued, setQuickPromptQueued] = useState(false);
  const quickPromptTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();
  const quickTopicsId = useId();
  const typing = isTyping(conversation);
  const lastBot = lastBotMessage(conversation);

  // Replies restored from storage were announced when they arrived; announce only newer ones.
  const [announcedFrom] = useState(() => conversation.nextId);
  const newestBot = conversation.messages.findLast((message): message is BotMessage => message.type === "bot");
  const announced =
    newestBot && Number(newestBot.id.slice(1)) >= announcedFrom ? getReply(newestBot.replyId) : undefined;

  useEffect(() => saveConversation(conversation), [conversation]);

  // Netra "types" for REPLY_DELAY_MS after each message. The timer lives here, not in the reducer,
  // and survives closing the panel (it stays mounted); after a reload an overdue reply comes at once.
  const nextPending = conversation.pending[0];
  useEffect(() => {
    if (!nextPending) return;
    const timer = setTimeout(
      () => dispatch({ type: "deliver", now: Date.now() }),
      Math.max(0, nextPending.dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextPending]);

  useEffect(() => () => clearTimeout(quickPromptTimer.current), []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

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

  function send(text: string) {
    if (!canSend(text)) return;
    dispatch({ type: "send", text, replyId: replyTo(text).id, now: Date.now() });
    setDraft("");
  }

  function chooseQuickTopic(text: string) {
    if (quickPromptTimer.current) return;
    setDraft(text);
    setQuickPromptQueued(true);
    quickPromptTimer.current = setTimeout(() => {
      quickPromptTimer.current = undefined;
      setQuickPromptQueued(false);
      send(text);
      // The prompt buttons disappear with the first message; keep focus in the panel.
      inputRef.current?.focus();
    }, QUICK_PROMPT_DELAY_MS);
  }

  function chooseSuggestion(text: string) {
    setDraft(text);
    inputRef.current?.focus();
  }

  function startOver() {
    clearTimeout(quickPromptTimer.current);
    quickPromptTimer.current = undefined;
    setQuickPromptQueued(false);
    dispatch({ type: "reset", now: Date.now() });
    setDraft("");
    inputRef.current?.focus();
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

  // 'Open a support ticket': the visitor's messages wait in this tab's storage for the form (and
  // through the login page), never in the URL. Emergency words are the emergency rule's own.
  function handOffToTicket() {
    const draft = buildTicketDraft(conversation, {
      now: Date.now(),
      isEmergency: (text) => replyTo(text).priority === "high",
    });
    try {
      if (draft) window.sessionStorage.setItem(TICKET_DRAFT_STORAGE_KEY, serializeTicketDraft(draft));
    } catch {
      // Storage blocked: the form opens empty.
    }
    closeIfCovering();
  }

  return (
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
        {conversation.isFirstMessage ? null : (
          <button
            type="button"
            onClick={startOver}
            className="flex items-center gap-1 rounded-md px-2 py-1.5 text-xs font-medium text-white hover:bg-white/15"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{ui.startOver}</span>
          </button>
        )}
        <button type="button" onClick={onClose} className="rounded-md p-1.5 text-white hover:bg-white/15">
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{ui.closeChat}</span>
        </button>
      </div>

      {/* Focusable so keyboard users can scroll a long conversation. */}
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
              <li key={message.id} className="flex flex-col items-end">
                <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
                  <span className="sr-only">{ui.visitorName}: </span>
                  {message.content}
                </p>
                <Time timestamp={message.timestamp} />
              </li>
            ) : (
              <BotMessageItem
                key={message.id}
                message={message}
                question={questionFor(conversation, message)}
                suggestions={message === lastBot ? (getReply(message.replyId)?.suggestions ?? []) : []}
                onSuggestion={chooseSuggestion}
                onNavigate={closeIfCovering}
                onOpenTicket={handOffToTicket}
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

      {conversation.showQuickPrompts ? (
        <div className="border-t border-slate-200 px-4 py-3">
          <h3 id={quickTopicsId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {ui.quickTopicsHeading}
          </h3>
          <ul aria-labelledby={quickTopicsId} className="mt-2 grid grid-cols-2 gap-2">
            {quickTopics.slice(0, QUICK_TOPICS_SHOWN).map((topic) => (
              <li key={topic.text}>
                <button
                  type="button"
                  disabled={quickPromptQueued}
                  onClick={() => chooseQuickTopic(topic.text)}
                  className="flex h-full w-full items-center gap-2 rounded-lg border border-slate-200 px-2.5 py-2 text-left text-xs font-medium text-slate-800 hover:border-brand-200 hover:bg-brand-50 disabled:opacity-60"
                >
                  <ChatIcon name={topic.icon} className="size-4 shrink-0 text-brand-700" />
                  {topic.text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        onSubmit={(event) => {
          event.preventDefault();
          send(draft);
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
          onChange={(event) => setDraft(event.target.value)}
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

      <div aria-live="polite" className="sr-only">
        {/* Keyed by message, so the same reply twice in a row is announced twice. */}
        {announced && newestBot ? (
          <p key={newestBot.id}>
            {`${announced.priority === "high" ? `${ui.urgent}. ` : ""}${assistantName}: ${announced.content}`}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Avatar({ reply }: { reply?: ChatReply }) {
  const urgent = reply?.priority === "high";
  return (
    <span
      className={`flex size-8 shrink-0 items-center justify-center rounded-full ${urgent ? "bg-red-100 text-red-700" : "bg-brand-100 text-brand-800"}`}
    >
      <ChatIcon name={reply?.icon ?? "bot"} className="size-4" />
    </span>
  );
}

function BotMessageItem({
  message,
  question,
  suggestions,
  onSuggestion,
  onNavigate,
  onOpenTicket,
}: {
  message: BotMessage;
  question: string | undefined;
  suggestions: readonly string[];
  onSuggestion: (text: string) => void;
  onNavigate: () => void;
  onOpenTicket: () => void;
}) {
  const reply = getReply(message.replyId);
  if (!reply) return null;
  const urgent = reply.priority === "high";
  return (
    <li className="flex items-start gap-2" data-reply={reply.id}>
      <Avatar reply={reply} />
      <div className="min-w-0 max-w-[85%]">
        <div
          data-priority={reply.priority}
          className={`space-y-2 rounded-2xl rounded-tl-sm px-3 py-2 text-sm ${
            urgent ? "border border-red-300 bg-red-50 text-red-950" : "bg-slate-100 text-slate-800"
          }`}
        >
          <span className="sr-only">{assistantName}: </span>
          {urgent ? (
            <p className="flex items-center gap-1.5 font-semibold text-red-800">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {ui.urgent}
            </p>
          ) : null}
          {reply.content.split("\n\n").map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {reply.points ? (
            <ul className="list-disc space-y-1 pl-5">
              {reply.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {reply.steps ? (
            <div>
              <p className="font-semibold">{reply.stepsTitle ?? ui.stepsHeading}</p>
              <ol className="mt-1 list-decimal space-y-1 pl-5">
                {reply.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          ) : null}
          {reply.note ? <p>{reply.note}</p> : null}
          {reply.links ? (
            <ul aria-label={ui.linksHeading} className="space-y-1">
              {reply.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    onClick={onNavigate}
                    className={`font-medium underline underline-offset-2 ${urgent ? "text-red-900" : "text-brand-800"}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {reply.showContact ? (
            <ContactActions reply={reply} question={question} onNavigate={onNavigate} onOpenTicket={onOpenTicket} />
          ) : null}
        </div>
        <Time timestamp={message.timestamp} />
        {suggestions.length > 0 ? (
          <ul aria-label={ui.suggestionsLabel} className="mt-2 flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => onSuggestion(suggestion)}
                  className="rounded-full border border-brand-200 bg-white px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

const actionClass =
  "flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

function ContactActions({
  reply,
  question,
  onNavigate,
  onOpenTicket,
}: {
  reply: ChatReply;
  question: string | undefined;
  onNavigate: () => void;
  onOpenTicket: () => void;
}) {
  const emergency = reply.priority === "high";
  const values = { topic: reply.topic, question: question ?? reply.topic };
  return (
    <ul aria-label={ui.contactActionsLabel} className="space-y-2 pt-1">
      <li>
        <a href={emergency ? site.emergencyPhoneHref : site.phoneHref} className={actionClass}>
          <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {emergency ? `${ui.callEmergency}: ${site.emergencyPhone}` : `${ui.call} ${site.phone}`}
        </a>
      </li>
      <li>
        <a href={mailtoHref(site.supportEmail, fillTemplate(contactPrefill.subject, values))} className={actionClass}>
          <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {ui.email}
        </a>
      </li>
      <li>
        <Link
          to={contactFormHref(contactPrefill, { topic: reply.topic, question })}
          onClick={onNavigate}
          className={actionClass}
        >
          <MessageSquareText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {ui.sendMessage}
        </Link>
      </li>
      <li>
        <Link to={TICKET_FROM_CHAT_HREF} onClick={onOpenTicket} className={actionClass}>
          <Wrench aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {ui.openTicket}
        </Link>
      </li>
    </ul>
  );
}
