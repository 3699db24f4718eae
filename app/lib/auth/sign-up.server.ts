// Signing up and confirming the address. Sign-up reveals nothing about which addresses have
// accounts (docs/decisions/010-accounts-and-sessions.md): every valid sign-up gets the same "check
// your inbox" answer after the same time; a new address gets a confirmation link that signs its
// owner in, a registered one gets a notice instead.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
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
import { alreadyRegisteredMessage, verifyEmailMessage } from "./emails.server";
import { hashPassword } from "./password.server";
import { accountWords, authValidation, requestLocale } from "./account-words.server";
import { afterAuthPath } from "./redirect";
import { type SignupField, type SignupValues, tokenOrNull, validateSignupForm } from "./schema";
import { emailKey } from "./tokens.server";
import { logger } from "~/lib/log/logger.server";

const MINUTE = 60_000;

/** A second confirmation email for the same account is sent at most this often. */
const VERIFY_RESEND_MS = 2 * MINUTE;

export type SignupActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<SignupField>; values: SignupValues }
  | (ErrorBody & { values?: SignupValues })
  | { status: "check-inbox"; email: string };

export type VerifyActionData = ErrorBody | { status: "link-problem"; problem: LinkProblem };

/**
 * A new confirmation link for an account not yet confirmed, unless one went out moments ago: in the
 * account's language (the one it signed up in).
 */
export async function resendVerification(
  db: Database,
  env: AuthEnv,
  user: typeof users.$inferSelect,
  redirectTo: string,
) {
  const [latest] = await db
    .select({ createdAt: authTokens.createdAt })
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.purpose, "verify-email"), isNull(authTokens.usedAt)));
  if (latest && Date.now() - latest.createdAt.getTime() < VERIFY_RESEND_MS) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "verify-email", redirectTo);
    const link = siteLink(env, `/verify-email?token=${token}`, user.locale);
    await sendEmail(tx, verifyEmailMessage(user.email, user.fullName, link, user.locale));
  });
}

/** POST /signup. */
export const signupHandler = defineForm<SignupActionData, AuthEnv>({
  name: "signup",
  ...accountForm,
  unavailable: ({ request, form }) => {
    const typed = stringFields(form, ["fullName", "email", "terms"]);
    const values = {
      fullName: typed.fullName.slice(0, 200),
      email: typed.email.slice(0, 254),
      terms: typed.terms === "on",
    };
    return errorOutcome(503, accountWords[requestLocale(request)].authToasts.signupFailed, { values });
  },
  async handle({ request, form, db, clientAddress, env }) {
    // The page's language becomes the account's: its emails, starting with this one, speak it.
    const locale = requestLocale(request);
    const validation = validateSignupForm(form, authValidation[locale]);
    if (!validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
    }
    const { fullName, email, password } = validation.data;
    const values: SignupValues = { fullName, email, terms: true };
    // From here the work differs for new, pending and registered addresses (and bots); the answer
    // comes after the same floor in every case, so its timing says nothing about the address.
    return withMinimumDuration(STEADY_TIMING_MS.signup, async () => {
      const limited = await checkLimits<SignupActionData>(
        db,
        env,
        locale,
        [
          ["signupIp", clientAddress],
          ["signupAccount", emailKey(email)],
        ],
        { values },
      );
      if (limited) return limited;
      const checkInbox = dataOutcome<SignupActionData>(200, { status: "check-inbox", email });
      // A bot that filled the hidden field gets the usual answer; nothing is stored or sent.
      if (isHoneypotFilled(form)) return checkInbox;
      const passwordHash = await hashPassword(password);
      const redirectTo = afterAuthPath(form.get("redirectTo"), form.get("plan"), locale);
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email, fullName, passwordHash, locale })
          .onConflictDoNothing({ target: users.email })
          .returning();
        const [user] = created ? [created] : await tx.select().from(users).where(eq(users.email, email)).for("update");
        if (!user) throw new Error("user row vanished");
        if (user.emailVerifiedAt) {
          // To the owner of the account, in the language they chose (whatever page this came from).
          const { locale: ownLocale } = user;
          await sendEmail(
            tx,
            alreadyRegisteredMessage(
              email,
              siteLink(env, "/login", ownLocale),
              siteLink(env, "/forgot-password", ownLocale),
              ownLocale,
            ),
          );
          return;
        }
        if (!created) {
          // Nobody has proved they own this address yet: the latest sign-up's details win, and
          // the links mailed for earlier ones stop working (issueToken replaces them).
          await tx
            .update(users)
            .set({ fullName, passwordHash, locale, updatedAt: sql`now()` })
            .where(eq(users.id, user.id));
        }
        const token = await issueToken(tx, user.id, "verify-email", redirectTo);
        const link = siteLink(env, `/verify-email?token=${token}`, locale);
        await sendEmail(tx, verifyEmailMessage(email, fullName, link, locale));
      });
      return checkInbox;
    });
  },
});

/** POST /verify-email: the link confirms the address and signs its owner in. */
export const verifyEmailHandler = defineForm<VerifyActionData, AuthEnv>({
  name: "verify-email",
  ...accountForm,
  unavailable: ({ request }) => errorOutcome(503, accountWords[requestLocale(request)].authMessages.unavailable),
  async handle({ request, form, db, clientAddress, env }) {
    const locale = requestLocale(request);
    const limited = await checkLimits<VerifyActionData>(db, env, locale, [["tokenIp", clientAddress]]);
    if (limited) return limited;
    const consumed = await consumeToken(db, tokenOrNull(form.get("token")), "verify-email");
    if (!consumed.ok) return dataOutcome(400, { status: "link-problem", problem: consumed.problem });
    await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, consumed.userId));
    const signedIn = await redirectSignedIn(
      { request, db, clientAddress, env },
      { userId: consumed.userId, persistent: false },
      afterAuthPath(consumed.redirectTo, null, locale),
      { type: "success", message: accountWords[locale].authToasts.signupSuccess },
    );
    logger.info(`[auth] user ${consumed.userId} confirmed their email`);
    return signedIn;
  },
});
