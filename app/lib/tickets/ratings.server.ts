// Satisfaction ratings (ADR 022): the page a rating link opens, recording the rating (a
// second rating of the same resolution replaces the first), and what staff see. Opening a link
// records nothing — mail scanners open every link of an email — it shows the page with the link's
// score chosen, and the page's one button records it (rating-actions.server.ts), so every stored
// rating is one a person sent.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ticketEvents, ticketRatings, tickets } from "~/db/schema";
import { RATING_WINDOW_DAYS, type RatingPageData } from "./rating-form";
import { type RatingLink, verifyRatingToken } from "./rating-links.server";

const WINDOW_MS = RATING_WINDOW_DAYS * 24 * 60 * 60_000;

/** The resolution the link names: a 'resolved' status event of that very ticket, or null. */
async function findResolution(db: Database, link: RatingLink) {
  const [row] = await db
    .select({ number: tickets.number, resolvedAt: ticketEvents.createdAt })
    .from(ticketEvents)
    .innerJoin(tickets, eq(tickets.id, ticketEvents.ticketId))
    .where(
      and(
        eq(ticketEvents.id, link.resolutionEventId),
        eq(ticketEvents.ticketId, link.ticketId),
        eq(ticketEvents.kind, "status"),
        eq(ticketEvents.toValue, "resolved"),
      ),
    );
  return row ?? null;
}

type Checked = { state: "invalid" | "expired" } | { state: "ok"; link: RatingLink; number: string };

/** Whether a rating link still counts: signed by us, naming a real resolution, within the window. */
export async function checkRatingLink(db: Database, token: string, secret: string, now: Date): Promise<Checked> {
  const link = verifyRatingToken(token, secret);
  if (!link) return { state: "invalid" };
  const resolution = await findResolution(db, link);
  if (!resolution) return { state: "invalid" };
  if (now.getTime() - resolution.resolvedAt.getTime() > WINDOW_MS) return { state: "expired" };
  return { state: "ok", link, number: resolution.number };
}

/** What the rating page shows for a link: the form with the clicked score chosen, or why not. Reads only. */
export async function loadRatingPage(db: Database, token: string, secret: string, now = new Date()) {
  const checked = await checkRatingLink(db, token, secret, now);
  if (checked.state !== "ok") return { state: checked.state } satisfies RatingPageData;
  const [current] = await db
    .select({ score: ticketRatings.score, comment: ticketRatings.comment })
    .from(ticketRatings)
    .where(eq(ticketRatings.resolutionEventId, checked.link.resolutionEventId));
  return {
    state: "ready",
    token,
    number: checked.number,
    linkScore: checked.link.score,
    current: current ?? null,
  } satisfies RatingPageData;
}

/**
 * Records the rating of one resolution from the page's form; a later one replaces it, keeping when it
 * was first given. The score comes from the form, not the link: the customer may change their mind
 * on the page.
 */
export async function recordRating(
  db: Database,
  link: RatingLink,
  input: { score: number; comment: string },
  now = new Date(),
) {
  const comment = input.comment === "" ? null : input.comment;
  await db
    .insert(ticketRatings)
    .values({
      ticketId: link.ticketId,
      resolutionEventId: link.resolutionEventId,
      score: input.score,
      comment,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: ticketRatings.resolutionEventId,
      set: { score: input.score, comment, updatedAt: now },
    });
}

/** Every rating of a ticket, newest resolution first, with the resolution's date (staff ticket page). */
export async function listTicketRatings(db: Database, ticketId: number) {
  return db
    .select({
      id: ticketRatings.id,
      score: ticketRatings.score,
      comment: ticketRatings.comment,
      createdAt: ticketRatings.createdAt,
      updatedAt: ticketRatings.updatedAt,
      resolvedAt: ticketEvents.createdAt,
    })
    .from(ticketRatings)
    .innerJoin(ticketEvents, eq(ticketEvents.id, ticketRatings.resolutionEventId))
    .where(eq(ticketRatings.ticketId, ticketId))
    .orderBy(desc(ticketEvents.createdAt), asc(ticketRatings.id));
}

/** The newest rating's score of a ticket, for the queue's badge (one index probe per row). */
export function latestRatingScore(ticketId: typeof tickets.id) {
  return sql<
    number | null
  >`(select ${ticketRatings.score} from ${ticketRatings} where ${ticketRatings.ticketId} = ${ticketId} order by ${ticketRatings.createdAt} desc, ${ticketRatings.id} desc limit 1)`;
}
