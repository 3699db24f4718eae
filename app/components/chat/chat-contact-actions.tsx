import { Mail, MessageSquareText, Phone, Wrench } from "./chat-icons";
import { Link } from "react-router";
import type { ChatReply } from "~/content/schema";
import { site } from "~/content/site";
import { contactFormHref, fillTemplate, mailtoHref } from "~/lib/chat/contact-link";
import { TICKET_FROM_CHAT_HREF } from "~/lib/chat/ticket-draft";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useChatScript } from "./chat-script";

const actionClass =
  "flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

export function ContactActions({
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
  const { ui, contactPrefill } = useChatScript();
  const to = useLocalePath();
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
          to={to(contactFormHref(contactPrefill, { topic: reply.topic, question }))}
          onClick={onNavigate}
          className={actionClass}
        >
          <MessageSquareText aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {ui.sendMessage}
        </Link>
      </li>
      <li>
        <Link to={to(TICKET_FROM_CHAT_HREF)} onClick={onOpenTicket} className={actionClass}>
          <Wrench aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {ui.openTicket}
        </Link>
      </li>
    </ul>
  );
}
