// The customer's forms on a contract's page (POST /account/contracts/{id}), one per intent: accept
// the terms, switch automatic renewal, renew, ask to change plan. Each is a plain form post (works
// without JavaScript) through the form pipeline: origin check, bounded body, a rate limit per account.
// Success is post/redirect/get with a toast; a refusal comes back as data, shown beside its form.
import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import * as billingEn from "~/content/contract-billing";
import * as billingMl from "~/content/contract-billing.ml";
import * as contractsEn from "~/content/contracts-customer";
import * as contractsMl from "~/content/contracts-customer.ml";
import { users } from "~/db/schema";
import type { Env } from "~/lib/env.server";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { cleanText } from "~/lib/forms/fields";
import { dataOutcome, type Outcome, retryAfterHeaders } from "~/lib/forms/outcome";
import { defineForm, type FormSubmission, type SignedInUser } from "~/lib/forms/pipeline.server";
import { derivedSubmissionKey, submissionKey } from "~/lib/forms/submission-key.server";
import { PLAN_REQUEST_NOTE_MAX_LENGTH } from "~/lib/plan-requests/requests.server";
import { consumeRateLimit, type RateLimitRule } from "~/lib/rate-limit/rate-limit.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import {
  acceptContract,
  renewalInvoiceOf,
  renewalPreview,
  renewContract,
  setContractAutoRenew,
} from "./contracts.server";
import { findCustomerContract, requestPlanChange } from "./customer-contracts.server";
import { type ContractActionData, type ContractIntent, contractIntents, TERMS_HASH_FIELD } from "./customer-form";
import { customerContractState, customerMayRenew } from "./customer-state";
import { contractAcceptedEmail, contractAutoRenewEmail, contractRenewedEmail } from "./emails.server";
import { indiaDay } from "./period";

/** Generous for a customer reading and deciding; a wall for a script looping on one account. */
export const contractFormRateLimit: RateLimitRule = { name: "contract-page", limit: 30, windowMs: 60 * 60_000 };

type ContractFormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "STAFF_EMAIL" | "RATE_LIMIT_MULTIPLIER">;

export const contractPath = (id: number) => `/account/contracts/${id}`;

const billingWords = localized(billingEn, billingMl);
const contractWords = localized(contractsEn, contractsMl);

/**
 * The page's answer to a post that does not redirect: the action leaves it here and the page's
 * loader, run after it in the same request, renders it beside the forms (they are server-rendered
 * markup, so every post is a plain form post that re-renders the page).
 */
export const contractPageAnswer = createContext<ContractActionData | null>(null);

function answer(status: number, fields: Partial<ContractActionData>, headers?: Headers) {
  return dataOutcome<ContractActionData>(
    status,
    { intent: null, message: null, fieldErrors: {}, values: {}, ...fields },
    headers,
  );
}

function intentOf(form: FormData): ContractIntent | null {
  return contractIntents.find((intent) => intent === form.get("intent")) ?? null;
}

/** What the acceptance keeps of the request besides the account: where it came from. */
function acceptanceMeta({
  request,
  clientAddress,
}: Pick<FormSubmission<ContractFormEnv>, "request" | "clientAddress">) {
  return { clientAddress, userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null };
}

/** The "I have read and accept these terms" box, ticked (a checkbox posts "on"). */
const agreed = (form: FormData) => form.get("agree") === "on";

/** POST /account/contracts/{id}, for the signed-in customer the route has checked owns it. */
export function contractPageForm(customer: SignedInUser, id: number, locale: Locale = "en") {
  // The answers in the language the page was posted from, and its redirects back to that language.
  const { contractPageCopy, contractToasts } = contractWords[locale];
  const { renewalInvoiceCopy } = billingWords[locale];
  const here = pathIn(locale, contractPath(id));
  return defineForm<ContractActionData, ContractFormEnv>({
    name: "contract-page",
    maxBytes: 8 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => answer(status, { message }),
    unavailable: ({ form }) =>
      answer(503, {
        intent: intentOf(form),
        message: contractToasts.failed,
        values: { planId: String(form.get("planId") ?? ""), note: String(form.get("note") ?? "") },
      }),
    async handle(submission): Promise<Outcome<ContractActionData>> {
      const { form, db, env } = submission;
      const intent = intentOf(form);
      if (!intent) return answer(400, { message: contractToasts.failed });
      const limit = await consumeRateLimit(db, contractFormRateLimit, String(customer.id), env.RATE_LIMIT_MULTIPLIER);
      if (!limit.allowed) {
        return answer(
          429,
          { intent, message: contractToasts.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)) },
          retryAfterHeaders(limit.retryAfterSeconds),
        );
      }
      // The emails go in the customer's own language (their account's), whichever page they used.
      const [account] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, customer.id));
      const emailTo = { fullName: customer.fullName, email: customer.email, locale: account?.locale };

      switch (intent) {
        case "accept": {
          if (!agreed(form)) {
            return answer(400, { intent, fieldErrors: { agree: contractPageCopy.accept.required } });
          }
          const result = await acceptContract(
            db,
            customer,
            id,
            { termsHash: String(form.get(TERMS_HASH_FIELD) ?? ""), ...acceptanceMeta(submission) },
            (contract) => contractAcceptedEmail(contract, emailTo, env.PUBLIC_URL),
          );
          switch (result.outcome) {
            case "accepted":
              return redirectWithToast(env, here, { type: "success", message: contractToasts.accepted(id) });
            case "already-accepted":
              return answer(409, { intent, message: contractToasts.alreadyAccepted });
            case "outdated":
              return answer(409, { intent, message: contractToasts.outdated });
            case "not-open":
              return answer(409, { intent, message: contractToasts.notOpen });
            default:
              return answer(404, { intent, message: contractToasts.notOpen });
          }
        }

        case "auto-renew": {
          const on = form.get("autoRenew") === "on";
          const result = await setContractAutoRenew(db, customer, id, { on, customerId: customer.id }, (contract) =>
            contractAutoRenewEmail(contract, emailTo, on, env.PUBLIC_URL),
          );
          switch (result.outcome) {
            case "changed":
              return redirectWithToast(env, here, {
                type: "success",
                message: on ? contractToasts.autoRenewOn : contractToasts.autoRenewOff,
              });
            case "unchanged":
              return redirectWithToast(env, here, { type: "info", message: contractToasts.autoRenewUnchanged });
            default:
              return answer(409, { intent, message: contractToasts.autoRenewRefused });
          }
        }

        case "renew": {
          if (!agreed(form)) {
            return answer(400, { intent, fieldErrors: { agree: contractPageCopy.renew.required } });
          }
          const contract = await findCustomerContract(db, customer.id, id);
          if (!contract || !customerMayRenew(customerContractState(contract, indiaDay(new Date())))) {
            return answer(409, { intent, message: contractToasts.notRenewable });
          }
          // The renewal's terms as the page showed them: a plan's price changed since → read them again.
          if ((await renewalPreview(db, contract)).hash !== form.get(TERMS_HASH_FIELD)) {
            return answer(409, { intent, message: contractToasts.renewalOutdated });
          }
          const result = await renewContract(
            db,
            customer,
            id,
            { channel: "portal", acceptedBy: customer.id, customerId: customer.id, ...acceptanceMeta(submission) },
            { renewed: (old, next) => contractRenewedEmail(old, next, emailTo, false, env.PUBLIC_URL) },
          );
          switch (result.outcome) {
            case "renewed":
              // The renewal's page says what its invoice asks and by when, and links to it.
              return redirectWithToast(env, pathIn(locale, contractPath(result.contractId)), {
                type: "success",
                message: result.invoice
                  ? renewalInvoiceCopy.toast(result.contractId, result.invoice.number)
                  : contractToasts.renewed(result.contractId),
              });
            case "already-renewed": {
              const invoice = await renewalInvoiceOf(db, result.contractId);
              return answer(409, {
                intent,
                message: invoice
                  ? renewalInvoiceCopy.alreadyToast(result.contractId, invoice.number)
                  : contractToasts.alreadyRenewed(result.contractId),
              });
            }
            default:
              return answer(409, { intent, message: contractToasts.notRenewable });
          }
        }

        case "change-plan": {
          const planId = String(form.get("planId") ?? "");
          const note = cleanText(String(form.get("note") ?? ""));
          const values = { planId, note };
          if (note.length > PLAN_REQUEST_NOTE_MAX_LENGTH) {
            return answer(400, {
              intent,
              values,
              fieldErrors: { note: contractPageCopy.change.noteTooLong(PLAN_REQUEST_NOTE_MAX_LENGTH) },
            });
          }
          // Without JavaScript a page's key still comes from its loader; a post without one is keyed
          // by what it asks, so a resubmitted form that day records one request.
          const key = submissionKey(form, {
            name: "changeKey",
            otherwise: () =>
              derivedSubmissionKey([customer.id, id, planId, note, new Date().toISOString().slice(0, 10)]),
          });
          const result = await requestPlanChange(
            db,
            customer,
            id,
            { planId, note },
            { staffEmail: env.STAFF_EMAIL, submissionId: key },
          );
          switch (result.outcome) {
            case "requested":
            case "duplicate":
              return redirectWithToast(env, here, { type: "success", message: contractToasts.changeRequested });
            case "invalid-plan":
              return answer(400, { intent, values, fieldErrors: { planId: contractPageCopy.change.planRequired } });
            case "not-open":
              return answer(409, { intent, values, message: contractToasts.changeRefused });
            default:
              return answer(404, { intent, message: contractToasts.changeRefused });
          }
        }
      }
    },
  });
}
