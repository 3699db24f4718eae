// The signed links of the satisfaction rating (ADR 022): one per score in the 'resolved'
// email, `/ticket-rating?token=<ticket>.<resolution event>.<score>.<mac>`, the MAC an HMAC-SHA256
// under APP_SECRET of those three numbers. Whoever holds the email may rate that one resolution,
// without signing in; a changed number or a link made with another secret is refused before any
// database lookup. Ids are not secret (they only name rows), so the token carries no expiry: the
// rating window is checked against the resolution's own date (ratings.server.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { type RatingScore, ratingScores } from "~/content/ticket-ratings";
import { type Locale, pathIn } from "~/lib/i18n/locale";

export const RATING_PATH = "/ticket-rating";

export type RatingLink = { ticketId: number; resolutionEventId: number; score: RatingScore };

function mac(link: RatingLink, secret: string) {
  return createHmac("sha256", secret)
    .update(`ticket-rating:v1:${link.ticketId}:${link.resolutionEventId}:${link.score}`)
    .digest("base64url");
}

export function signRatingToken(link: RatingLink, secret: string): string {
  return `${link.ticketId}.${link.resolutionEventId}.${link.score}.${mac(link, secret)}`;
}

const TOKEN = /^([1-9]\d{0,15})\.([1-9]\d{0,15})\.([1-5])\.([\w-]{43})$/;

/** The link's ticket, resolution and score, or null when the token is malformed or not ours. */
export function verifyRatingToken(token: string, secret: string): RatingLink | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const link = {
    ticketId: Number(match[1]),
    resolutionEventId: Number(match[2]),
    score: Number(match[3]) as RatingScore,
  };
  if (!Number.isSafeInteger(link.ticketId) || !Number.isSafeInteger(link.resolutionEventId)) return null;
  const expected = Buffer.from(mac(link, secret));
  const given = Buffer.from(match[4] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? link : null;
}

/** The five links of one resolution, lowest score first, as absolute URLs for the email (its page in `locale`). */
export function ratingLinks(
  ticket: { ticketId: number; resolutionEventId: number },
  env: { PUBLIC_URL: string; APP_SECRET: string },
  locale: Locale = "en",
): { score: RatingScore; url: string }[] {
  return ratingScores.map((score) => {
    const url = new URL(pathIn(locale, RATING_PATH), env.PUBLIC_URL);
    url.searchParams.set("token", signRatingToken({ ...ticket, score }, env.APP_SECRET));
    return { score, url: url.href };
  });
}
