// The customer's forms on a contract's page, without their handling: what each posts and what the
// action answers when it does not redirect. Browser-safe: the page draws the forms from these.
/** What a post to /account/contracts/{id} asks for (the submit button's value). */
export const contractIntents = ["accept", "auto-renew", "renew", "change-plan"] as const;
export type ContractIntent = (typeof contractIntents)[number];

/** The field a terms-accepting form posts the shown text's SHA-256 in (hex). */
export const TERMS_HASH_FIELD = "termsHash";

export type ContractActionData = {
  /** Which form the answer belongs to (its message is shown there). */
  intent: ContractIntent | null;
  message: string | null;
  fieldErrors: { agree?: string; planId?: string; note?: string };
  values: { planId?: string; note?: string };
};
