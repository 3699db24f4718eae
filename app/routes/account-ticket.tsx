import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/account-ticket";
import { ContractLapsedNote } from "~/components/tickets/contract-lapsed-note";
import {
  TicketClosedNote,
  TicketDetails,
  TicketHeading,
  TicketThread,
} from "~/components/tickets/customer-ticket-views";
import { FileField } from "~/components/ui/file-field";
import { FormAlert, SubmitButton, TextAreaField } from "~/components/ui/form-fields";
import { CustomerTicketVisits } from "~/components/visits/customer-ticket-visits";
import { StaticRegion } from "~/components/ui/static-region";
import * as ticketsCustomerEn from "~/content/tickets-customer";
import * as ticketsCustomerMl from "~/content/tickets-customer.ml";
import { requireUser } from "~/lib/auth/auth.server";
import { formAction } from "~/lib/form-action.server";
import { privateFormPageHeaders } from "~/lib/forms/outcome";
import { dbContext } from "~/lib/http/request-context.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { documentTitle, metaTags } from "~/lib/meta";
import { notFound } from "~/lib/staff/guard.server";
import { staticRegions } from "~/lib/static-regions.server";
import { TICKET_LIMITS, ticketNumberParam } from "~/lib/tickets/customer-form";
import { ticketAttachmentsField } from "~/lib/tickets/customer-form-words";
import { ticketReplyForm } from "~/lib/tickets/customer-actions.server";
import { findCustomerTicketId, getCustomerTicket } from "~/lib/tickets/customer-tickets.server";
import { customerMayReply } from "~/lib/tickets/lifecycle";
import { lapsedContractEnd } from "~/lib/tickets/ticket-contract.server";
import { customerTicketVisits } from "~/lib/visits/customer-visits.server";

const ticketsCustomer = localized(ticketsCustomerEn, ticketsCustomerMl);

export async function loader(args: Route.LoaderArgs) {
  const { request, context, params, url } = args;
  const user = await requireUser(request, context);
  const locale = localeOf(url.pathname);
  const copy = ticketsCustomer[locale].ticketPageCopy;
  const number = ticketNumberParam(params.number);
  // Someone else's ticket answers exactly like a number that does not exist.
  const db = context.get(dbContext);
  const found = number ? await getCustomerTicket(db, user.id, number) : null;
  if (!found) throw notFound(request);
  const contractEndedOn = await lapsedContractEnd(db, user.id, locale);
  const visits = await customerTicketVisits(db, found.id);
  const ticket = {
    number: found.number,
    subject: found.subject,
    status: found.status,
    priority: found.priority,
    type: found.type,
    device: found.device,
    registeredDevice: found.registeredDevice && {
      id: found.registeredDevice.id,
      kind: found.registeredDevice.kind,
      make: found.registeredDevice.make,
      model: found.registeredDevice.model,
      serialNumber: found.registeredDevice.serialNumber,
    },
    location: found.location,
    createdAt: found.createdAt.toISOString(),
    next: found.next ? { step: found.next.step, dueAt: found.next.dueAt.toISOString() } : null,
    mergedInto: found.mergedInto,
    events: found.events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  };
  const mayReply = !ticket.mergedInto && customerMayReply(ticket.status);
  // All but the reply form is server-rendered markup for this customer alone, and the form's words
  // come with the data: none of the page's words or read-only parts is in the browser's JavaScript
  // (app/lib/static-regions.ts).
  const regions = staticRegions(
    args,
    "account-ticket",
    {
      heading: (
        <>
          <TicketHeading ticket={ticket} />
          {contractEndedOn ? <ContractLapsedNote endedOn={contractEndedOn} className="mt-4" /> : null}
        </>
      ),
      thread: <TicketThread ticket={ticket} />,
      details: <TicketDetails ticket={ticket} />,
      // Instead of the reply form once the ticket takes no more replies (a merged ticket's heading
      // says where to reply instead).
      closed: ticket.mergedInto || mayReply ? null : <TicketClosedNote />,
      // The ticket's visits, each to its page (nothing when none was booked).
      visits: <CustomerTicketVisits visits={visits} />,
    },
    { perVisitor: true },
  );
  return {
    meta: [
      { title: documentTitle(copy.title(ticket.number)) },
      { name: "description", content: copy.description },
      { name: "robots", content: "noindex" },
    ],
    regions,
    // The thread's length keys the reply form: a new copy, emptied, once the reply is in the thread.
    eventCount: ticket.events.length,
    // Idempotency key of this copy of the reply form; a fresh one each time the page loads.
    replyKey: crypto.randomUUID(),
    replyForm: mayReply
      ? {
          heading: copy.reply.heading,
          label: copy.reply.label,
          hint: copy.reply.hint,
          maxLength: TICKET_LIMITS.reply,
          submit: copy.reply.submit,
          busy: copy.reply.busy,
          attachments: ticketAttachmentsField(locale),
        }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const user = await requireUser(request, context);
  const number = ticketNumberParam(params.number);
  if (!number || (await findCustomerTicketId(context.get(dbContext), user.id, number)) === null) {
    throw notFound(request);
  }
  return formAction(args, ticketReplyForm(user, number));
}

export const headers = privateFormPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AccountTicket({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { regions, replyForm, replyKey, eventCount } = loaderData;
  const navigation = useNavigation();
  return (
    <div className="container-page py-10">
      <StaticRegion region={regions.heading} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <StaticRegion region={regions.thread} />
          {replyForm ? (
            <section aria-labelledby="reply-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
              <h2 id="reply-heading" className="text-lg font-bold text-slate-900">
                {replyForm.heading}
              </h2>
              <Form
                method="post"
                encType="multipart/form-data"
                key={`reply-${eventCount}`}
                noValidate
                className="mt-3 space-y-4"
              >
                <input type="hidden" name="replyKey" value={replyKey} />
                <FormAlert message={navigation.state === "idle" ? answer?.message : null} />
                <TextAreaField
                  name="reply"
                  label={replyForm.label}
                  description={replyForm.hint}
                  maxLength={replyForm.maxLength}
                  rows={6}
                  error={answer?.fieldErrors.reply}
                  defaultValue={answer?.values.reply}
                />
                <FileField {...replyForm.attachments} multiple error={answer?.fieldErrors.attachments} />
                <SubmitButton
                  busy={navigation.state === "submitting"}
                  label={replyForm.submit}
                  busyLabel={replyForm.busy}
                  fullWidth={false}
                />
              </Form>
            </section>
          ) : (
            <StaticRegion region={regions.closed} />
          )}
        </div>
        <div className="lg:self-start">
          <StaticRegion region={regions.details} />
          <StaticRegion region={regions.visits} />
        </div>
      </div>
    </div>
  );
}
