import type { Route } from "./+types/visits-today";
import { VisitsTodayView } from "~/components/visits/visits-today-view";
import { visitsTodayCopy as copy } from "~/content/visits-field";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { takeRemoteCheckForm } from "~/lib/visits/field-actions.server";
import { todaysVisits } from "~/lib/visits/field.server";

/**
 * `GET /staff/visits/today`: the signed-in technician's visits today (India date), their remote
 * checks due, and the remote checks due that nobody has taken.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  return todaysVisits(context.get(dbContext), staff.id);
}

/** `POST /staff/visits/today`: take an unassigned remote health check. */
export async function action(args: Route.ActionArgs) {
  return formAction(args, takeRemoteCheckForm(staffOf(args.context)));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export default function VisitsToday({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <VisitsTodayView
      day={loaderData.day}
      visits={loaderData.visits}
      remote={loaderData.remote}
      unassigned={loaderData.unassigned}
      takeMessage={actionData?.message ?? null}
    />
  );
}
