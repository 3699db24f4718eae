// The customer's billing details form, without its handling: the fields, their rules and the
// GSTIN's checks in the customer's words. Pure and browser-safe (the page draws the form from it;
// billing-details.server.ts validates the post with the same rules).
import * as z from "zod/mini";
import { billingDetailsCopy } from "~/content/account-billing";
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

const words = billingDetailsCopy;

export const BillingDetailsSchema = z.object({
  legalName: requiredLine(words.fieldNames.legalName, BILLING_LIMITS.legalName),
  address: requiredText(words.fieldNames.address, BILLING_LIMITS.address),
  stateCode: z.enum(gstStates.map((state) => state.code) as [string, ...string[]], words.errors.state),
  gstin: optionalLine(billingDetailsCopy.gstin, 20),
});

/** The state codes offered, Kerala first (the company's and most customers' state), then by name. */
export const billingStateChoices = [
  ...gstStates.filter((state) => state.code === KERALA_STATE_CODE),
  ...gstStates.filter((state) => state.code !== KERALA_STATE_CODE).toSorted((a, b) => a.name.localeCompare(b.name)),
].map((state) => ({ value: state.code, label: state.name }));

/**
 * What is wrong with a GSTIN as typed, for the chosen state, in the customer's words; null when it
 * is fine or left empty. Its state must be the billing address's: the place of supply follows it.
 */
export function gstinFieldError(typed: string, stateCode: string): string | null {
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
    return words.errors.gstinOtherState(gstStateName(registered) ?? registered, gstStateName(stateCode) ?? stateCode);
  }
  return null;
}

/** The details as kept: the GSTIN normalised (upper case, no spaces), or null when left empty. */
export function billingDetailsOf(data: z.output<typeof BillingDetailsSchema>): BillingDetails {
  const gstin = normaliseTaxId(data.gstin);
  return { legalName: data.legalName, address: data.address, stateCode: data.stateCode, gstin: gstin || null };
}
