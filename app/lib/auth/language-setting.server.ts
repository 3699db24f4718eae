// The customer's language for emails and messages (POST /account, from the form on the account
// page): a plain form post through the pipeline (origin check, bounded body), rate-limited per
// account, kept on users.locale with an audit entry in one transaction. Saving the language the
// account already has changes and records nothing. The answer is the account page again, in the
// language of the page that posted, with a toast.
import { eq, sql } from "drizzle-orm";
import { users } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import type { Env } from "~/lib/env.server";
import { textOutcome } from "~/lib/forms/outcome";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { isLocale, pathIn } from "~/lib/i18n/locale";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { accountWords, requestLocale } from "./account-words.server";

export const ACCOUNT_PATH = "/account";

/** A customer changes this rarely; a wall for a script looping on one account. */
export const languageSettingRateLimit: RateLimitRule = { name: "language-setting", limit: 20, windowMs: 60 * 60_000 };

type LanguageSettingEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

/** POST /account (and /ml/account), for the signed-in customer. */
export function languageSettingForm(customer: SignedInUser) {
  return defineForm<never, LanguageSettingEnv>({
    name: "language-setting",
    maxBytes: 1024,
    sameOriginOnly: true,
    // Refused before the handler (another site, too large, not a form): a plain 4xx.
    refused: (status, message) => textOutcome(status, message),
    unavailable: ({ request, env }) => {
      const locale = requestLocale(request);
      return redirectWithToast(env, pathIn(locale, ACCOUNT_PATH), {
        type: "error",
        message: accountWords[locale].authMessages.unavailable,
      });
    },
    async handle({ request, form, db, env }) {
      const pageLocale = requestLocale(request);
      const { languageSettingCopy: words, authMessages } = accountWords[pageLocale];
      const back = pathIn(pageLocale, ACCOUNT_PATH);
      const limit = await consumeRateLimit(
        db,
        languageSettingRateLimit,
        String(customer.id),
        env.RATE_LIMIT_MULTIPLIER,
      );
      if (!limit.allowed) {
        const message = authMessages.rateLimited(Math.ceil(limit.retryAfterSeconds / 60));
        return redirectWithToast(env, back, { type: "error", message });
      }
      const chosen = form.get("locale");
      // Only a tampered form sends anything else: the page again, saying what it takes.
      if (!isLocale(chosen)) return redirectWithToast(env, back, { type: "error", message: words.invalid });
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.id, customer.id))
          .for("update");
        if (!before || before.locale === chosen) return false;
        await tx.update(users).set({ locale: chosen, updatedAt: sql`now()` }).where(eq(users.id, customer.id));
        await recordAudit(tx, customer, {
          action: "account.language",
          subjectType: "user",
          subjectId: customer.id,
          before: { locale: before.locale },
          after: { locale: chosen },
        });
        return true;
      });
      return redirectWithToast(env, back, {
        type: changed ? "success" : "info",
        message: changed ? words.saved : words.unchanged,
      });
    },
  });
}
