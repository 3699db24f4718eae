import type { Route } from "./+types/message";
import { CaseSummary, RecordPage, RecordSection } from "~/components/staff/record-page";
import { Detail, DetailList, EmailLink } from "~/components/staff/details";
import { CaseHistory, threadTones } from "~/components/staff/case-thread";
import { CaseWorkPanel, ReplyForm } from "~/components/staff/record-forms";
import { caseAlert } from "~/lib/casework/case-form";
import { MessageStatusBadge } from "~/components/staff/status-badges";
import { TextAreaField } from "~/components/ui/form-fields";
import { messageStatusLabels, staffMessageCopy as copy } from "~/content/staff-messages";
import { listAssignees } from "~/lib/casework/commands.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { messageActionForm } from "~/lib/contact/inbox-actions.server";
import { contactMessageCase, getMessage, type ThreadEvent } from "~/lib/contact/inbox.server";
import { INBOX_LIMITS, type MessageActionData, messageStatuses } from "~/lib/contact/inbox-query";
import { formAction } from "~/lib/form-action.server";
import { DateTime } from "~/components/staff/date-time";

export async function loader(args: Route.LoaderArgs) {
  const { staff, db, record: message } = await recordOfPage(args, getMessage);
  return {
    me: staff.id,
    // Idempotency key of this copy of the reply form; a fresh one each time the page loads.
    replyKey: crypto.randomUUID(),
    members: await listAssignees(db, contactMessageCase),
    message: {
      id: message.id,
      name: `${message.firstName} ${message.lastName}`,
      email: message.email,
      phone: message.phone,
      company: message.company,
      subject: message.subject,
      text: message.message,
      ipAddress: message.ipAddress,
      userAgent: message.userAgent,
      locale: message.locale,
      createdAt: message.createdAt,
      status: message.status,
      assigneeId: message.assigneeId,
      assigneeName: message.assigneeName,
      events: message.events,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, recordForm(args, messageActionForm));
}

export const shouldRevalidate = reloadAfterConflict;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.title(loaderData.message.id) : "");

function statusLabel(value: string | null) {
  return messageStatusLabels[(value ?? "") as keyof typeof messageStatusLabels] ?? value ?? "";
}

function eventTitle(event: ThreadEvent) {
  switch (event.kind) {
    case "reply":
      return copy.thread.reply(event.actorName);
    case "note":
      return copy.thread.note(event.actorName);
    case "status":
      return copy.thread.status(event.actorName, statusLabel(event.fromValue), statusLabel(event.toValue));
    default:
      return copy.thread.assign(event.actorName, event.fromValue ?? "", event.toValue ?? "");
  }
}

const eventTone: Record<ThreadEvent["kind"], string> = {
  reply: threadTones.reply,
  note: threadTones.note,
  status: threadTones.change,
  assign: threadTones.change,
};

export default function StaffMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, members, me, replyKey } = loaderData;
  const answer: MessageActionData | undefined = actionData;
  // Forms start empty again once the thread has grown (a note or reply was saved).
  const formKey = message.events.length;
  const details: [string, string | null][] = [
    [copy.labels.phone, message.phone],
    [copy.labels.company, message.company],
    // The language of the page it was sent from: the visitor's acknowledgement went out in it.
    [copy.labels.language, copy.languages[message.locale]],
    [copy.labels.address, message.ipAddress],
    [copy.labels.userAgent, message.userAgent],
  ];
  return (
    <RecordPage
      back={{ href: "/staff/messages", label: copy.back }}
      heading={copy.heading(message.id, message.subject)}
      summary={
        <CaseSummary
          badge={<MessageStatusBadge status={message.status} />}
          assigneeName={message.assigneeName}
          words={copy.assignee}
        />
      }
      side={
        <CaseWorkPanel
          name="message"
          words={copy}
          statuses={[
            {
              value: message.status,
              options: messageStatuses.map((status) => ({ value: status, label: messageStatusLabels[status] })),
              words: copy.status,
            },
          ]}
          assignee={{ assigneeId: message.assigneeId, me, members }}
          note={{ formKey, maxLength: INBOX_LIMITS.note }}
          answer={answer}
          first="status"
        />
      }
    >
      <RecordSection id="visitor-heading" heading={copy.visitorHeading}>
        <DetailList>
          <Detail label={copy.labels.name}>{message.name}</Detail>
          <Detail label={copy.labels.email}>
            <EmailLink email={message.email} />
          </Detail>
          <Detail label={copy.labels.received}>
            <DateTime value={message.createdAt} />
          </Detail>
          {details.map(([label, value]) => (
            <Detail key={label} label={label}>
              {value || copy.empty}
            </Detail>
          ))}
        </DetailList>
      </RecordSection>
      <CaseHistory
        heading={copy.threadHeading}
        first={{
          id: "message",
          title: copy.thread.original(message.name),
          createdAt: message.createdAt,
          body: message.text,
          tone: threadTones.record,
        }}
        events={message.events}
        title={eventTitle}
        tones={eventTone}
        email={copy.thread.replyEmail}
      />
      <ReplyForm
        submission={{ name: "replyKey", value: replyKey }}
        formKey={formKey}
        alert={caseAlert(answer, "reply", "status")}
        words={copy.reply}
      >
        <TextAreaField
          name="reply"
          label={copy.reply.label}
          description={copy.reply.hint(message.email)}
          maxLength={INBOX_LIMITS.reply}
          rows={8}
          error={answer?.intent === "reply" ? answer.fieldErrors.reply : undefined}
          defaultValue={answer?.intent === "reply" ? answer.values.reply : undefined}
        />
      </ReplyForm>
    </RecordPage>
  );
}
