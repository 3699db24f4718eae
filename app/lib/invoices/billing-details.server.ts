// The customer's billing details (POST /account/billing): read through the form pipeline (origin
// check, bounded body), rate-limited per account, checked (a GSTIN's shape, state and check
// character, and its state equal to the billing address's), then kept in billing_profiles with an
// audit entry, in one transaction. Saving the same details again changes and records nothing. They
// apply to invoices issued afterwards: an issued invoice keeps the particulars it was issued with.
import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import * as billingEn from "~/content/account-billing";
import * as billingMl from "~/content/account-billing.ml";
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import type { Database } from "~/db/client.server";
import { billingProfiles } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import type { Env } from "~/lib/env.server";
import { stringFields } from "~/lib/forms/fields";
import { dataOutcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm, type SignedInUser } from "~/lib/forms/pipeline.server";
import { validateForm } from "~/lib/forms/validate";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import {
  type BillingActionData,
  type BillingDetails,
  type BillingWords,
  billingDetailsOf,
  billingDetailsSchema,
  billingFieldNames,
  gstinFieldError,
} from "./billing-details";

export const BILLING_PATH = "/account/billing";

/** A customer changes these rarely; a wall for a script looping on one account. */
export const billingDetailsRateLimit: RateLimitRule = { name: "billing-details", limit: 20, windowMs: 60 * 60_000 };

/** The page's answer to a post that does not redirect, for its loader to draw beside the form. */
export const billingPageAnswer = createContext<BillingActionData | null>(null);

const billingWords = localized(billingEn, billingMl);
const formWords = localized(formsEn, formsMl);

/** The form's words in a language, for the page (its choices) and the action (its messages). */
export function billingWordsIn(locale: Locale): BillingWords {
  return { copy: billingWords[locale].billingDetailsCopy, stateNames: billingWords[locale].stateNames };
}

const detailsColumns = {
  legalName: billingProfiles.legalName,
  address: billingProfiles.address,
  stateCode: billingProfiles.stateCode,
  gstin: billingProfiles.gstin,
};

/** The customer's billing details, or null when they have given none. */
export async function billingDetailsOfCustomer(db: Database, userId: number): Promise<BillingDetails | null> {
  const [row] = await db.select(detailsColumns).from(billingProfiles).where(eq(billingProfiles.userId, userId));
  return row ?? null;
}

const same = (a: BillingDetails, b: BillingDetails) =>
  a.legalName === b.legalName && a.address === b.address && a.stateCode === b.stateCode && a.gstin === b.gstin;

type BillingFormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "RATE_LIMIT_MULTIPLIER">;

function answer(status: number, fields: Partial<BillingActionData>, headers?: Headers) {
  return dataOutcome<BillingActionData>(status, { message: null, fieldErrors: {}, values: {}, ...fields }, headers);
}

/** POST /account/billing, for the signed-in customer. */
export function billingDetailsForm(customer: SignedInUser, locale: Locale = "en") {
  // The answers in the language the page was posted from, and its redirect back to that language.
  const inLanguage = billingWordsIn(locale);
  const words = inLanguage.copy;
  const schema = billingDetailsSchema(inLanguage, formWords[locale].fieldMessages);
  return defineForm<BillingActionData, BillingFormEnv>({
    name: "billing-details",
    maxBytes: 8 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: ({ form }) =>
      answer(503, { message: words.toasts.failed, values: stringFields(form, billingFieldNames) }),
    async handle({ form, db, env }) {
      const values = stringFields(form, billingFieldNames);
      const limit = await consumeRateLimit(db, billingDetailsRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { values, message: words.toasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      const validation = validateForm(schema, form, {
        crossCheck: (typed) => {
          const problem = gstinFieldError(typed.gstin, typed.stateCode, inLanguage);
          return problem ? { gstin: problem } : {};
        },
      });
      if (!validation.success) {
        return answer(400, { message: words.errors.summary, fieldErrors: validation.fieldErrors, values });
      }
      const details = billingDetailsOf(validation.data);
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select(detailsColumns)
          .from(billingProfiles)
          .where(eq(billingProfiles.userId, customer.id))
          .for("update");
        if (before && same(before, details)) return false;
        const now = new Date();
        await tx
          .insert(billingProfiles)
          .values({ userId: customer.id, ...details, updatedAt: now })
          .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...details, updatedAt: now } });
        await recordAudit(tx, customer, {
          action: "billing-profile.update",
          subjectType: "billing_profile",
          subjectId: customer.id,
          before: before ?? null,
          after: details,
        });
        return true;
      });
      return redirectWithToast(env, pathIn(locale, BILLING_PATH), {
        type: changed ? "success" : "info",
        message: changed ? words.toasts.saved : words.toasts.unchanged,
      });
    },
  });
}
