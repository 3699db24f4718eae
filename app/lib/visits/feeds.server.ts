// A technician's calendar feed: a secret URL (/calendar/{token}.ics) their phone's calendar
// subscribes to, with their upcoming visits and those of the last 30 days. Only the token's SHA-256
// is kept, so the URL is shown once when made; making a new one revokes the old (one live feed per
// person), and a revoked or unknown token is the site's 404.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, ne } from "drizzle-orm";
import { visitEmailWords as words } from "~/content/visit-emails";
import { visitKindLabels } from "~/content/visits";
import type { Database } from "~/db/client.server";
import { calendarFeeds, tickets, users, visits } from "~/db/schema";
import { getEnv } from "~/lib/env.server";
import { visitFeed } from "./ics";
import { organizer, siteLine, visitSequenceColumn, visitUid } from "./notices.server";

/** How far back a feed reaches: a technician looks up last week's visit, not last year's. */
export const FEED_DAYS_BACK = 30;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed's address for a token. */
export const feedUrl = (token: string, publicUrl = getEnv().PUBLIC_URL) =>
  new URL(`/calendar/${token}.ics`, publicUrl).href;

/** Makes a new feed for the person (revoking their live one) and returns its token, shown once. */
export async function createCalendarFeed(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    await tx.insert(calendarFeeds).values({ userId, tokenHash: hashOf(token), createdAt: now });
  });
  return token;
}

/** Revokes the person's live feed; false when they had none. */
export async function revokeCalendarFeed(db: Database, userId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** When the person's live feed was made, or null when they have none. */
export async function liveCalendarFeed(db: Database, userId: number): Promise<{ createdAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

/** The feed a token opens, as iCalendar text, or null for a token unknown or revoked. */
export async function calendarFeedText(db: Database, token: string, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, fullName: users.fullName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(calendarFeeds.revokedAt)));
  if (!feed) return null;
  const since = new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000);
  const rows = await db
    .select({
      id: visits.id,
      kind: visits.kind,
      status: visits.status,
      windowStartsAt: visits.windowStartsAt,
      windowEndsAt: visits.windowEndsAt,
      siteAddress: visits.siteAddress,
      siteArea: visits.siteArea,
      customerName: users.fullName,
      ticketNumber: tickets.number,
      sequence: visitSequenceColumn,
    })
    .from(visits)
    .innerJoin(users, eq(users.id, visits.userId))
    .leftJoin(tickets, eq(tickets.id, visits.ticketId))
    .where(
      and(
        eq(visits.technicianId, feed.userId),
        gte(visits.windowEndsAt, since),
        inArray(visits.status, ["booked", "on_the_way", "on_site", "completed", "missed"]),
        ne(visits.mode, "remote"),
      ),
    )
    .orderBy(asc(visits.windowStartsAt), asc(visits.id));
  const publicUrl = getEnv().PUBLIC_URL;
  const events = rows.flatMap((row) =>
    row.windowStartsAt && row.windowEndsAt
      ? [
          {
            uid: visitUid(row.id, publicUrl),
            sequence: row.sequence,
            stamp: now,
            start: row.windowStartsAt,
            end: row.windowEndsAt,
            summary: words.calendar.staffSummary(visitKindLabels[row.kind], row.customerName),
            location: siteLine(row),
            description: words.calendar.staffDescription(
              row.ticketNumber,
              new URL(`/staff/visits/${row.id}`, publicUrl).href,
            ),
            organizer,
          },
        ]
      : [],
  );
  return visitFeed(words.calendar.feedName(feed.fullName), events);
}
