import { Link } from "react-router";
import type { Route } from "./+types/visit-new";
import { BookingForm } from "~/components/staff/visit-forms";
import { staffVisitCopy as copy } from "~/content/staff-visits";
import { staffMeta } from "~/lib/casework/page";
import { idValue } from "~/lib/casework/list-codec";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { notFound, staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { newVisitForm } from "~/lib/visits/staff-actions.server";
import { bookingChoices } from "~/lib/visits/staff.server";
import type { NewVisitActionData } from "~/lib/visits/staff-query";

/** ?ticket=ID books a visit for a ticket; ?visit=ID books a contract's due visit; anything else is the 404. */
function originOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const ticketId = idValue(params.get("ticket"));
  if (ticketId !== null) return { ticketId };
  const visitId = idValue(params.get("visit"));
  if (visitId !== null) return { visitId };
  throw notFound(request);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context);
  const choices = await bookingChoices(context.get(dbContext), originOf(request));
  if (!choices) throw notFound(request);
  const deviceIndex = choices.deviceId === null ? -1 : choices.devices.findIndex((one) => one.id === choices.deviceId);
  return {
    choices,
    initial: {
      kind: choices.visit?.kind ?? "repair",
      deviceId: deviceIndex >= 0 ? String(choices.deviceId) : "",
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, newVisitForm(staffOf(args.context), originOf(args.request)));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.newTitle);

export default function NewVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, initial } = loaderData;
  const answer: NewVisitActionData | undefined = actionData;
  const back = choices.ticket ? `/staff/tickets/${choices.ticket.number}` : "/staff/visits";
  return (
    <>
      <Link to={back} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {choices.ticket ? choices.ticket.number : copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.newTitle}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.newIntro(choices.customerName)}</p>
      <p className="mt-1 max-w-3xl text-slate-700">
        {choices.ticket
          ? copy.newForTicket(choices.ticket.number, choices.ticket.subject)
          : copy.newForDue(choices.visit?.contractId ?? null)}
      </p>
      <div className="mt-6 max-w-3xl">
        <BookingForm choices={choices} initial={initial} answer={answer} submitLabel={copy.submitBook} />
      </div>
    </>
  );
}
