import type { Route } from "./+types/visits-today";
import { VisitsTodayView } from "~/components/visits/visits-today-view";
import { visitsTodayCopy as copy } from "~/content/visits-field";
import { staffMeta } from "~/lib/casework/page";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { todaysVisits } from "~/lib/visits/field.server";

/** `GET /staff/visits/today`: the signed-in technician's visits today (India date) and remote checks due. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  return todaysVisits(context.get(dbContext), staff.id);
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

export default function VisitsToday({ loaderData }: Route.ComponentProps) {
  return <VisitsTodayView day={loaderData.day} visits={loaderData.visits} remote={loaderData.remote} />;
}
