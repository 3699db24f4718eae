import { Form, Link } from "react-router";
import type { Route } from "./+types/visit-feed";
import { DateTime } from "~/components/staff/date-time";
import { FormAlert } from "~/components/ui/form-fields";
import { calendarFeedCopy as copy } from "~/content/staff-visits";
import { staffMeta } from "~/lib/casework/page";
import { formAction } from "~/lib/form-action.server";
import { dbContext } from "~/lib/http/request-context.server";
import { staffOf, staffPageHeaders } from "~/lib/staff/guard.server";
import { calendarFeedForm } from "~/lib/visits/feed-actions.server";
import { liveCalendarFeed } from "~/lib/visits/feeds.server";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = staffOf(context);
  return { live: await liveCalendarFeed(context.get(dbContext), staff.id) };
}

export async function action(args: Route.ActionArgs) {
  return formAction(args, calendarFeedForm(staffOf(args.context)));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = () => staffMeta(copy.title);

const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

export default function CalendarFeed({ loaderData, actionData }: Route.ComponentProps) {
  const { live } = loaderData;
  const made = actionData?.feedUrl;
  return (
    <>
      <Link to="/staff/visits" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {copy.back}
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{copy.intro}</p>
      <div className="mt-6 max-w-3xl space-y-4">
        {made ? (
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <p className="font-semibold text-slate-900">{copy.shown}</p>
            <p className="mt-2 font-mono text-sm break-all text-slate-900" data-testid="feed-url">
              {made}
            </p>
          </div>
        ) : (
          <FormAlert message={actionData?.message} />
        )}
        <p className="text-slate-700">
          {live ? (
            <>
              {copy.live.before} <DateTime value={live.createdAt} />
              {copy.live.after}
            </>
          ) : (
            copy.none
          )}
        </p>
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="make" />
          <p className="text-sm text-slate-700">{copy.makeHint}</p>
          <button type="submit" className={buttonClass}>
            {copy.make}
          </button>
        </Form>
        {live ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke" />
            <button type="submit" className={buttonClass}>
              {copy.revoke}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
