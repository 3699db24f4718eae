import { type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import type { Route } from "./+types/ticket";
import { RecordPage, WorkPanel } from "~/components/staff/record-page";
import { AssigneeForms, StatusForm } from "~/components/staff/record-forms";
import { alertFor, TicketFollowUps, TicketMergeForm, TicketReplyForm } from "~/components/staff/ticket-forms";
import {
  panelClass,
  TicketAttachments,
  TicketClocks,
  TicketCustomer,
  TicketSummary,
} from "~/components/staff/ticket-panels";
import { TicketRatings } from "~/components/staff/ticket-ratings";
import { TicketThread } from "~/components/staff/ticket-thread";
import { staffCopy } from "~/content/staff";
import { staffTicketCopy as copy } from "~/content/staff-tickets";
import { staffTicketStatusLabels, ticketPriorityLabels, ticketTypeLabels } from "~/content/tickets";
import { listAssignees } from "~/lib/casework/commands.server";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { ticketNumberParam } from "~/lib/tickets/customer-form";
import { ticketCase } from "~/lib/tickets/events.server";
import { staffStatusMoves } from "~/lib/tickets/lifecycle";
import { listTicketRatings } from "~/lib/tickets/ratings.server";
import { staffTicketClocks } from "~/lib/tickets/sla-sync.server";
import { staffTicketActionForm } from "~/lib/tickets/staff-actions.server";
import type { StaffTicketActionData } from "~/lib/tickets/staff-form";
import { queuePriorities, queueStatuses } from "~/lib/tickets/staff-queue";
import { getStaffTicket } from "~/lib/tickets/staff-queue.server";

const ticketTypes = Object.keys(ticketTypeLabels) as (keyof typeof ticketTypeLabels)[];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const number = ticketNumberParam(params.number);
  const db = context.get(dbContext);
  const ticket = number === null ? null : await getStaffTicket(db, number);
  if (!ticket) throw notFound(request);
  const now = new Date();
  const [members, clocks, ratings] = await Promise.all([
    listAssignees(db, ticketCase),
    staffTicketClocks(db, ticket, now),
    listTicketRatings(db, ticket.id),
  ]);
  return {
    me: staff.id,
    now,
    // Idempotency key of this copy of the reply form; a fresh one each time the page loads.
    submissionId: crypto.randomUUID(),
    members: members.map(({ id, fullName }) => ({ id, fullName })),
    clocks,
    ratings,
    ticket,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const staff = staffOf(context);
  const number = ticketNumberParam(params.number);
  if (number === null) throw notFound(request);
  // A ticket that does not exist answers 404 from the form (after the origin check, before any change).
  return formAction(args, staffTicketActionForm(staff, { number }));
}

// A refused stale change (409) must show the page as it is now, so reload its data then too.
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: staffCopy.title(loaderData ? copy.title(loaderData.ticket.number) : "") },
  { name: "robots", content: "noindex" },
];

export default function StaffTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, members, me, submissionId, clocks, ratings, now } = loaderData;
  const answer: StaffTicketActionData | undefined = actionData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const merged = ticket.mergedIntoId !== null;
  return (
    <RecordPage
      back={{ href: "/staff/tickets", label: copy.back }}
      heading={copy.heading(ticket.number, ticket.subject)}
      summary={<TicketSummary ticket={ticket} now={now} />}
      side={
        <>
          <TicketClocks clocks={clocks} now={now} />
          <TicketCustomer ticket={ticket} />
          <TicketAttachments ticket={ticket} />
          <WorkPanel heading={copy.workHeading}>
            {merged ? null : (
              <StatusForm
                id="ticket-status"
                value={ticket.status}
                options={queueStatuses
                  .filter((value) => value === ticket.status || staffStatusMoves[ticket.status].includes(value))
                  .map((value) => ({ value, label: staffTicketStatusLabels[value] }))}
                alert={alertFor(answer, "status")}
                words={copy.status}
              />
            )}
            <StatusForm
              id="ticket-priority"
              field="priority"
              value={ticket.priority}
              options={queuePriorities.map((value) => ({ value, label: ticketPriorityLabels[value] }))}
              alert={alertFor(answer, "priority")}
              words={copy.priority}
            />
            <StatusForm
              id="ticket-type"
              field="type"
              value={ticket.type}
              options={ticketTypes.map((value) => ({ value, label: ticketTypeLabels[value] }))}
              alert={alertFor(answer, "type")}
              words={copy.type}
            />
            <AssigneeForms
              id="ticket-assignee"
              assigneeId={ticket.assigneeId}
              me={me}
              members={members}
              alert={alertFor(answer, "assign")}
              words={copy.assignee}
            />
            {merged ? null : <TicketMergeForm answer={answer} />}
          </WorkPanel>
          <TicketFollowUps followUps={ticket.followUps} now={now} answer={answer} />
          <TicketRatings ratings={ratings} className={panelClass} />
        </>
      }
    >
      <TicketThread ticket={ticket} />
      <TicketReplyForm
        ticket={ticket}
        submissionId={submissionId}
        formKey={ticket.events.length}
        busy={busy}
        answer={answer}
      />
    </RecordPage>
  );
}
