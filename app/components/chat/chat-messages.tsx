import { TriangleAlert } from "./chat-icons";
import { Link } from "react-router";
import type { ChatReply } from "~/content/schema";
import type { BotMessage, UserMessage } from "~/lib/chat/conversation";
import { getReply } from "~/lib/chat/reply";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatReadersClockTime } from "~/lib/india-time";
import { ChatIcon } from "./chat-icon";
import { ContactActions } from "./chat-contact-actions";
import { useChatScript } from "./chat-script";

/** Any letter of the Malayalam block: a help article's title in Malayalam rather than English. */
const MALAYALAM = /[\u0D00-\u0D7F]/;

function Time({ timestamp }: { timestamp: number }) {
  const locale = useLocale();
  return (
    <time dateTime={new Date(timestamp).toISOString()} className="mt-1 block text-xs text-slate-600">
      {formatReadersClockTime(timestamp, locale)}
    </time>
  );
}

export function UserMessageItem({ message }: { message: UserMessage }) {
  const { ui } = useChatScript();
  return (
    <li className="flex flex-col items-end">
      <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-3 py-2 text-sm break-words whitespace-pre-wrap text-white">
        <span className="sr-only">{ui.visitorName}: </span>
        {message.content}
      </p>
      <Time timestamp={message.timestamp} />
    </li>
  );
}

export function Avatar({ reply }: { reply?: ChatReply }) {
  const urgent = reply?.priority === "high";
  return (
    <span
      className={`flex size-8 shrink-0 items-center justify-center rounded-full ${urgent ? "bg-red-100 text-red-700" : "bg-brand-100 text-brand-800"}`}
    >
      <ChatIcon name={reply?.icon ?? "bot"} className="size-4" />
    </span>
  );
}

export function BotMessageItem({
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
  const script = useChatScript();
  const { ui, assistantName } = script;
  const locale = useLocale();
  const to = useLocalePath();
  const reply = getReply(script, message.replyId);
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
                    to={to(link.href)}
                    onClick={onNavigate}
                    className={`font-medium underline underline-offset-2 ${urgent ? "text-red-900" : "text-brand-800"}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {message.article ? (
            <p>
              {ui.helpArticle}{" "}
              <Link
                to={to(`/help/${message.article.slug}`)}
                // The help centre may have the article in English only: a screen reader then reads its
                // title as English on a Malayalam page.
                lang={locale === "ml" && !MALAYALAM.test(message.article.title) ? "en" : undefined}
                onClick={onNavigate}
                className={`font-medium underline underline-offset-2 ${urgent ? "text-red-900" : "text-brand-800"}`}
              >
                {message.article.title}
              </Link>
            </p>
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
