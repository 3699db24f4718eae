// "Was this helpful?" on a help article (POST /help/{slug}): Yes or No, once per visitor per article,
// rate-limited per client address. No cookie: the visitor is recognised by helpVisitorKey.
import { createContext } from "react-router";
import * as helpCentreEn from "~/content/help-centre";
import * as helpCentreMl from "~/content/help-centre.ml";
import type { Env } from "~/lib/env.server";
import { dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { helpVisitorKey, publishedHelpArticle, recordHelpVote } from "./public-articles.server";

/** Per client address: a household or an office behind one router reads many articles. */
export const helpVoteRateLimit: RateLimitRule = { name: "help-vote", limit: 30, windowMs: 10 * 60_000 };

export type HelpVoteAnswer = { outcome: "recorded" | "already" | "refused"; message: string };

/** The action's answer, left for the page's loader (run after it in the same request) to render. */
export const helpVoteAnswer = createContext<HelpVoteAnswer | null>(null);

const helpCentre = localized(helpCentreEn, helpCentreMl);

/** The answers in the language of the article's page the vote was posted from. */
const wordsFor = (request: Request) => helpCentre[localeOf(new URL(request.url).pathname)].helpCentreCopy;

type HelpVoteEnv = Pick<Env, "APP_SECRET" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

const refused = (status: number, message: string, headers?: Headers) =>
  dataOutcome<HelpVoteAnswer>(status, { outcome: "refused", message }, headers);

export const helpVoteForm = defineForm<HelpVoteAnswer, HelpVoteEnv>({
  name: "help-vote",
  maxBytes: 1024,
  sameOriginOnly: true,
  refused,
  unavailable: ({ request }) => refused(503, wordsFor(request).voteFailed),
  async handle({ form, db, env, clientAddress, request, session }) {
    const words = wordsFor(request);
    const helpful = form.get("helpful");
    const slug = form.get("article");
    if ((helpful !== "yes" && helpful !== "no") || typeof slug !== "string") return refused(400, words.voteRefused);
    const limit = await consumeRateLimit(db, helpVoteRateLimit, clientAddress, env.RATE_LIMIT_MULTIPLIER);
    if (!limit.allowed) return refused(429, words.voteTooMany, retryAfterHeaders(limit.retryAfterSeconds));
    // Only a published article takes votes: any other slug is as unknown as on the page itself.
    const article = await publishedHelpArticle(db, slug);
    if (!article) return refused(404, words.voteRefused);
    const user = await session();
    const visitor = user
      ? { userId: user.id }
      : { clientAddress, userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500) };
    const outcome = await recordHelpVote(
      db,
      article.id,
      helpVisitorKey(env.APP_SECRET ?? "", visitor),
      helpful === "yes",
    );
    return dataOutcome<HelpVoteAnswer>(200, {
      outcome,
      message: outcome === "recorded" ? words.voteThanks : words.voteAlready,
    });
  },
});
