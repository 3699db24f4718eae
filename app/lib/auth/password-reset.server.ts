// A forgotten password: the request (the same answer after the same time whether or not the
// address has an account) and the reset, which ends every session of the account.
import { and, eq, isNull, sql } from "drizzle-orm";
import { authTokens, users } from "~/db/schema";
import { sendEmail } from "~/lib/email/outbox.server";
import { type FieldErrors, stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { dataOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import { withMinimumDuration } from "~/lib/http/steady-timing";
import {
  accountForm,
  type AuthEnv,
  checkLimits,
  type ErrorBody,
  errorOutcome,
  redirectSignedIn,
  siteLink,
  STEADY_TIMING_MS,
} from "./account-forms.server";
import { consumeToken, issueToken, type LinkProblem } from "./email-links.server";
import { passwordChangedMessage, resetPasswordMessage } from "./emails.server";
import { accountWords, authValidation, requestLocale } from "./account-words.server";
import { hashPassword } from "./password.server";
import { type ResetField, validateForgotForm, validateResetForm } from "./schema";
import { destroyUserSessions } from "./session.server";
import { emailKey } from "./tokens.server";
import { logger } from "~/lib/log/logger.server";
import { pathIn } from "~/lib/i18n/locale";

export type ForgotActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<"email">; values: { email: string } }
  | (ErrorBody & { values?: { email: string } })
  | { status: "sent" };

export type ResetActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<ResetField> }
  | ErrorBody
  | { status: "link-problem"; problem: LinkProblem };

/** POST /forgot-password: mails a reset link when the address has an account. */
export const forgotPasswordHandler = defineForm<ForgotActionData, AuthEnv>({
  name: "forgot-password",
  ...accountForm,
  unavailable: ({ request, form }) =>
    errorOutcome(503, accountWords[requestLocale(request)].authMessages.unavailable, {
      values: { email: stringFields(form, ["email"]).email.slice(0, 254) },
    }),
  async handle({ request, form, db, clientAddress, env }) {
    const locale = requestLocale(request);
    const validation = validateForgotForm(form, authValidation[locale]);
    if (!validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
    }
    const { email } = validation.data;
    // A registered address costs a token and an email more than an unknown one: from here both
    // answer after the same floor, so the time taken says nothing about the address.
    return withMinimumDuration(STEADY_TIMING_MS.forgotPassword, async () => {
      const limited = await checkLimits<ForgotActionData>(db, env, locale, [
        ["resetIp", clientAddress],
        ["resetAccount", emailKey(email)],
      ]);
      if (limited) return limited;
      const honeypot = isHoneypotFilled(form);
      await db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.email, email));
        if (!user || honeypot) return;
        const token = await issueToken(tx, user.id, "reset-password");
        // In the account's language, whichever page asked: the account's owner reads it.
        const link = siteLink(env, `/reset-password?token=${token}`, user.locale);
        await sendEmail(tx, resetPasswordMessage(user.email, user.fullName, link, user.locale));
      });
      // The same answer whether or not the address has an account.
      return dataOutcome<ForgotActionData>(200, { status: "sent" });
    });
  },
});

// ——— Password reset ———

/** POST /reset-password: the link sets the new password and signs its owner in. */
export const resetPasswordHandler = defineForm<ResetActionData, AuthEnv>({
  name: "reset-password",
  ...accountForm,
  unavailable: ({ request }) => errorOutcome(503, accountWords[requestLocale(request)].authMessages.unavailable),
  async handle({ request, form, db, clientAddress, env }) {
    const locale = requestLocale(request);
    const validation = validateResetForm(form, authValidation[locale]);
    if (!validation.success) {
      if (validation.fieldErrors.token) return dataOutcome(400, { status: "link-problem", problem: "invalid" });
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors });
    }
    const limited = await checkLimits<ResetActionData>(db, env, locale, [["tokenIp", clientAddress]]);
    if (limited) return limited;
    const { token, password } = validation.data;
    const passwordHash = await hashPassword(password);
    const result = await db.transaction(async (tx) => {
      const consumed = await consumeToken(tx, token, "reset-password");
      if (!consumed.ok) return consumed;
      const [user] = await tx
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          // Opening a link sent to the address proves it is theirs.
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, consumed.userId))
        .returning();
      if (!user) return { ok: false as const, problem: "invalid" as const };
      // Every session of the account ends, wherever it was; other reset links stop working too.
      await destroyUserSessions(tx, user.id);
      await tx
        .delete(authTokens)
        .where(
          and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt)),
        );
      const forgotLink = siteLink(env, "/forgot-password", user.locale);
      await sendEmail(tx, passwordChangedMessage(user.email, user.fullName, forgotLink, user.locale));
      return { ok: true as const, userId: user.id };
    });
    if (!result.ok) return dataOutcome(400, { status: "link-problem", problem: result.problem });
    const signedIn = await redirectSignedIn(
      { request, db, clientAddress, env },
      { userId: result.userId, persistent: false },
      pathIn(locale, "/account"),
      { type: "success", message: accountWords[locale].authToasts.passwordReset },
    );
    logger.info(`[auth] user ${result.userId} reset their password`);
    return signedIn;
  },
});
