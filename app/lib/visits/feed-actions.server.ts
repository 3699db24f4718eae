// The staff member's own calendar feed (POST /staff/visits/feed): make a new address (shown in the
// answer this once: only its hash is kept) or revoke the live one.
import { calendarFeedCopy as copy } from "~/content/staff-visits";
import { defineCaseForm } from "~/lib/casework/case-form.server";
import type { CaseActor } from "~/lib/casework/case-type.server";
import { createCalendarFeed, feedUrl, revokeCalendarFeed } from "./feeds.server";

/** What the feed page's action answers when it does not redirect: the new address, once. */
export type FeedExtra = { feedUrl?: string };

export function calendarFeedForm(actor: CaseActor & { id: number }) {
  return defineCaseForm<"make" | "revoke", never, FeedExtra>({
    name: "staff-calendar-feed",
    page: "/staff/visits/feed",
    maxBytes: 4 * 1024,
    failed: copy.toasts.failed,
    keep: [],
    intents: {
      async make({ db, env, answer }) {
        const token = await createCalendarFeed(db, actor.id);
        // Answered, not redirected: the address must not sit in a URL, a cookie or the history.
        return answer(200, { message: copy.toasts.made, feedUrl: feedUrl(token, env.PUBLIC_URL) });
      },
      async revoke({ db, done }) {
        const revoked = await revokeCalendarFeed(db, actor.id);
        return revoked ? done(copy.toasts.revoked) : done(copy.toasts.none, "info");
      },
    },
  });
}
