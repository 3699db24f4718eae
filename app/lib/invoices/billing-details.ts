// The customer's billing details form, without its handling: the fields, their rules and the
// GSTIN's checks in the customer's words. Pure and browser-safe (the page draws the form from it;
// billing-details.server.ts validates the post with the same rules).
import * as z from "zod/mini";
import { billingDetailsCopy, stateNames as englishStateNames } from "~/content/account-billing";
import { type FieldMessages, fieldMessages } from "~/content/forms";
import { gstStateName, gstStates, KERALA_STATE_CODE } from "~/content/gst";
import { optionalLine, requiredLine, requiredText } from "~/lib/forms/fields";
import { gstinProblem, gstinStateCode, normaliseTaxId } from "./gstin";

export const BILLING_LIMITS = { legalName: 200, address: 500 } as const;

export const billingFieldNames = ["legalName", "address", "stateCode", "gstin"] as const;
export type BillingField = (typeof billingFieldNames)[number];

export type BillingDetails = { legalName: string; address: string; stateCode: string; gstin: string | null };

/** What the form answers when it does not redirect: the message, each field's error, what was typed. */
export type BillingActionData = {
  message: string | null;
  fieldErrors: Partial<Record<BillingField, string>>;
  values: Partial<Record<BillingField, string>>;
};

/** The form's words in one language: its copy and the states' names (app/content/account-billing). */
export type BillingWords = { copy: typeof billingDetailsCopy; stateNames: Readonly<Record<string, string>> };

const englishWords: BillingWords = { copy: billingDetailsCopy, stateNames: englishStateNames };

/** The fields' rules, their messages in the form's language. */
export function billingDetailsSchema(
  { copy: words }: BillingWords = englishWords,
  messages: FieldMessages = fieldMessages,
) {
  return z.object({
    legalName: requiredLine(words.fieldNames.legalName, BILLING_LIMITS.legalName, undefined, messages),
    address: requiredText(words.fieldNames.address, BILLING_LIMITS.address, undefined, messages),
    stateCode: z.enum(gstStates.map((state) => state.code) as [string, ...string[]], words.errors.state),
    gstin: optionalLine(words.gstin, 20, messages),
  });
}

export const BillingDetailsSchema = billingDetailsSchema();

/** The state codes offered, Kerala first (the company's and most customers' state), then by name. */
export function stateChoices({ stateNames }: BillingWords) {
  const named = gstStates.map((state) => ({ value: state.code, label: stateNames[state.code] ?? state.name }));
  return [
    ...named.filter((state) => state.value === KERALA_STATE_CODE),
    ...named.filter((state) => state.value !== KERALA_STATE_CODE).toSorted((a, b) => a.label.localeCompare(b.label)),
  ];
}

export const billingStateChoices = stateChoices(englishWords);

/**
 * What is wrong with a GSTIN as typed, for the chosen state, in the customer's words; null when it
 * is fine or left empty. Its state must be the billing address's: the place of supply follows it.
 */
export function gstinFieldError(
  typed: string,
  stateCode: string,
  { copy: words, stateNames }: BillingWords = englishWords,
): string | null {
  const gstin = normaliseTaxId(typed);
  if (gstin === "") return null;
  switch (gstinProblem(gstin)) {
    case "format":
      return words.errors.gstinFormat;
    case "state":
      return words.errors.gstinState(gstin.slice(0, 2));
    case "check":
      return words.errors.gstinCheck;
    default:
      break;
  }
  const registered = gstinStateCode(gstin);
  if (registered !== stateCode && gstStateName(stateCode) !== null) {
    return words.errors.gstinOtherState(stateNames[registered] ?? registered, stateNames[stateCode] ?? stateCode);
  }
  return null;
}

/** The details as kept: the GSTIN normalised (upper case, no spaces), or null when left empty. */
export function billingDetailsOf(data: z.output<typeof BillingDetailsSchema>): BillingDetails {
  const gstin = normaliseTaxId(data.gstin);
  return { legalName: data.legalName, address: data.address, stateCode: data.stateCode, gstin: gstin || null };
}
