// Signing in and out. A wrong address and a wrong password get the same answer after the same work
// (a dummy hash is checked when there is no account); an address not yet confirmed gets a new link.
import { eq } from "drizzle-orm";
import { users } from "~/db/schema";
import { type FieldErrors, stringFields } from "~/lib/forms/fields";
import { isHoneypotFilled } from "~/lib/forms/honeypot.server";
import { dataOutcome, textOutcome } from "~/lib/forms/outcome";
import { defineForm } from "~/lib/forms/pipeline.server";
import {
  accountForm,
  type AuthEnv,
  checkLimits,
  type ErrorBody,
  errorOutcome,
  MAX_AUTH_FORM_BYTES,
  redirectSignedIn,
  redirectWithSession,
} from "./account-forms.server";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password.server";
import { accountWords, authValidation, requestLocale } from "./account-words.server";
import { afterAuthPath } from "./redirect";
import { type LoginField, type LoginValues, validateLoginForm } from "./schema";
import { destroySession } from "./session.server";
import { resendVerification } from "./sign-up.server";
import { emailKey } from "./tokens.server";
import { cookieSettings } from "~/lib/http/cookies.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import { logger } from "~/lib/log/logger.server";
import { pathIn } from "~/lib/i18n/locale";

export type LoginActionData =
  | { status: "invalid"; fieldErrors: FieldErrors<LoginField>; values: LoginValues }
  | (ErrorBody & { values?: LoginValues })
  | { status: "unverified"; message: string; values: LoginValues };

/** POST /login. */
export const loginHandler = defineForm<LoginActionData, AuthEnv>({
  name: "login",
  ...accountForm,
  unavailable: ({ request, form }) => {
    const typed = stringFields(form, ["email", "remember"]);
    const values = { email: typed.email.slice(0, 254), remember: typed.remember === "on" };
    return errorOutcome(503, accountWords[requestLocale(request)].authMessages.unavailable, { values });
  },
  async handle({ request, form, db, clientAddress, env }) {
    const url = new URL(request.url);
    const locale = requestLocale(request);
    const { authMessages, authToasts } = accountWords[locale];
    const validation = validateLoginForm(form, authValidation[locale]);
    if (!validation.success) {
      return dataOutcome(400, { status: "invalid", fieldErrors: validation.fieldErrors, values: validation.values });
    }
    const { email, password, remember } = validation.data;
    const values: LoginValues = { email, remember: remember === "on" };
    const limited = await checkLimits<LoginActionData>(
      db,
      env,
      locale,
      [
        ["loginIp", clientAddress],
        ["loginAccount", emailKey(email)],
      ],
      { values },
    );
    if (limited) return limited;
    // A bot that filled the hidden field learns only that its credentials failed.
    if (isHoneypotFilled(form)) return errorOutcome(401, authToasts.loginFailed, { values });

    const [user] = await db.select().from(users).where(eq(users.email, email));
    const passwordOk = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !passwordOk) {
      logger.info("[auth] login failed");
      return errorOutcome(401, authToasts.loginFailed, { values });
    }
    if (!user.emailVerifiedAt) {
      // Only someone who knows the password gets here, so saying so reveals nothing new.
      await resendVerification(db, env, user, afterAuthPath(form.get("redirectTo"), form.get("plan"), locale));
      return dataOutcome(403, { status: "unverified", message: authMessages.unverified, values });
    }
    if (needsRehash(user.passwordHash)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, user.id));
    }
    const target = afterAuthPath(
      form.get("redirectTo") ?? url.searchParams.get("redirectTo"),
      form.get("plan") ?? url.searchParams.get("plan"),
      locale,
    );
    const signedIn = await redirectSignedIn(
      { request, db, clientAddress, env },
      { userId: user.id, persistent: values.remember },
      target,
      { type: "success", message: authToasts.loginSuccess },
    );
    logger.info(`[auth] user ${user.id} signed in`);
    return signedIn;
  },
});

/** POST only, from this site only; a resource route, so refusals are plain text. */
export const logoutHandler = defineForm<never, AuthEnv>({
  name: "logout",
  maxBytes: MAX_AUTH_FORM_BYTES,
  sameOriginOnly: true,
  refused: (status, message) => textOutcome(status, message),
  // Still signed in: back to the account page, which says so with a toast.
  unavailable: ({ request, env }) => {
    const locale = requestLocale(request);
    return redirectWithToast(env, pathIn(locale, "/account"), {
      type: "error",
      message: accountWords[locale].authMessages.unavailable,
    });
  },
  async handle({ request, db, env }) {
    const locale = requestLocale(request);
    const cookies = cookieSettings(env);
    const clear = await destroySession(db, request, cookies);
    return redirectWithSession(pathIn(locale, "/"), clear, env, {
      type: "info",
      message: accountWords[locale].authToasts.loggedOut,
    });
  },
});
