import type { Route } from "./+types/calendar-feed";
import { dbContext } from "~/lib/http/request-context.server";
import { calendarFeedText } from "~/lib/visits/feeds.server";

/**
 * /calendar/{token}.ics: a technician's visits for their phone's calendar. No session (a calendar
 * app has none): the secret token is the key; an unknown or revoked one is a plain 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = params.file ?? "";
  const text = file.endsWith(".ics") ? await calendarFeedText(context.get(dbContext), file.slice(0, -4)) : null;
  if (text === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
