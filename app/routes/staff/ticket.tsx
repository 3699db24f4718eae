import type { Route } from "./+types/ticket";
import { RecordPage } from "~/components/staff/record-page";
import { CaseWorkPanel } from "~/components/staff/record-forms";
import { TicketFollowUps, TicketMergeForm, TicketReplyForm } from "~/components/staff/ticket-forms";
import {
  panelClass,
  TicketAttachments,
  TicketClocks,
  TicketCustomer,
  TicketSummary,
} from "~/components/staff/ticket-panels";
import { TicketArticle } from "~/components/staff/ticket-article";
import { TicketRatings } from "~/components/staff/ticket-ratings";
import { TicketThread } from "~/components/staff/ticket-thread";
import { TicketVisits } from "~/components/staff/ticket-visits";
import { staffTicketCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";
import { customerLocale } from "~/lib/auth/auth.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";
import { listAssignees } from "~/lib/casework/commands.server";
import { reloadAfterConflict, staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { articleOfTicket } from "~/lib/help/articles.server";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { ticketNumberParam } from "~/lib/tickets/customer-form";
import { ticketCase } from "~/lib/tickets/events.server";
import { staffStatusMoves } from "~/lib/tickets/lifecycle";
import { listTicketRatings } from "~/lib/tickets/ratings.server";
import { staffTicketClocks } from "~/lib/tickets/sla-sync.server";
import { staffTicketActionForm } from "~/lib/tickets/staff-actions.server";
import type { StaffTicketActionData } from "~/lib/tickets/staff-form";
import { queuePriorities, queueStatuses } from "~/lib/tickets/staff-queue";
import { getStaffTicket } from "~/lib/tickets/staff-queue.server";
import { ticketVisits } from "~/lib/visits/staff.server";

const ticketTypes = Object.keys(ticketTypeLabels) as (keyof typeof ticketTypeLabels)[];

const numberOf = (params: { number?: string }) => ticketNumberParam(params.number);

export async function loader(args: Route.LoaderArgs) {
  const { staff, db, record: ticket } = await recordOfPage(args, getStaffTicket, numberOf);
  const now = new Date();
  const [members, clocks, ratings, visits, articleId, customerLanguage] = await Promise.all([
    listAssignees(db, ticketCase),
    staffTicketClocks(db, ticket, now),
    listTicketRatings(db, ticket.id),
    ticketVisits(db, ticket.id),
    articleOfTicket(db, ticket.id),
    // The language the customer's emails go out in (the console stays English).
    customerLocale(db, ticket.customerId),
  ]);
  return {
    me: staff.id,
    now,
    // Idempotency key of this copy of the reply form; a fresh one each time the page loads.
    submissionId: crypto.randomUUID(),
    members,
    clocks,
    ratings,
    ticket,
    customerLanguage,
    visits,
    articleId,
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(
    args,
    recordForm(args, (staff, number) => staffTicketActionForm(staff, { number }), numberOf),
  );
}

export const shouldRevalidate = reloadAfterConflict;

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? copy.title(loaderData.ticket.number) : "");

export default function StaffTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, members, me, submissionId, clocks, ratings, now, visits, articleId } = loaderData;
  const answer: StaffTicketActionData | undefined = actionData;
  const merged = ticket.mergedIntoId !== null;
  return (
    <RecordPage
      back={{ href: "/staff/tickets", label: copy.back }}
      heading={copy.heading(ticket.number, ticket.subject)}
      summary={<TicketSummary ticket={ticket} now={now} />}
      side={
        <>
          <TicketClocks clocks={clocks} now={now} />
          <TicketCustomer ticket={ticket} language={loaderData.customerLanguage} />
          <TicketAttachments ticket={ticket} />
          <TicketVisits ticketId={ticket.id} visits={visits} />
          <CaseWorkPanel
            name="ticket"
            words={copy}
            statuses={[
              ...(merged
                ? []
                : [
                    {
                      value: ticket.status,
                      options: queueStatuses
                        .filter((value) => value === ticket.status || staffStatusMoves[ticket.status].includes(value))
                        .map((value) => ({ value, label: staffTicketStatusLabels[value] })),
                      words: copy.status,
                    },
                  ]),
              {
                field: "priority",
                value: ticket.priority,
                options: queuePriorities.map((value) => ({ value, label: ticketPriorityLabels[value] })),
                words: copy.priority,
              },
              {
                field: "type",
                value: ticket.type,
                options: ticketTypes.map((value) => ({ value, label: ticketTypeLabels[value] })),
                words: copy.type,
              },
            ]}
            assignee={{ assigneeId: ticket.assigneeId, me, members }}
            answer={answer}
            first="reply"
          >
            {merged ? null : <TicketMergeForm answer={answer} />}
          </CaseWorkPanel>
          <TicketFollowUps followUps={ticket.followUps} now={now} answer={answer} />
          <TicketRatings ratings={ratings} className={panelClass} />
          <TicketArticle ticketId={ticket.id} status={ticket.status} articleId={articleId} />
        </>
      }
    >
      <TicketThread ticket={ticket} />
      <TicketReplyForm ticket={ticket} submissionId={submissionId} formKey={ticket.events.length} answer={answer} />
    </RecordPage>
  );
}
