// What a record page's action answers, shared by the page (browser) and the server's case form.

/**
 * What a record page's action answers when it does not redirect. `Extra` is what a type's own forms
 * add (optional fields only: the shared intents never set them).
 */
export type CaseActionData<
  Intent extends string = string,
  Field extends string = string,
  Extra extends object = object,
> = Extra & {
  /** Which form answered; null when the post was refused before its fields were read. */
  intent: Intent | null;
  message: string | null;
  fieldErrors: Partial<Record<Field, string>>;
  values: Partial<Record<Field, string>>;
  /** The first step of a two-step action (a deletion): the page shows the confirmation. */
  confirm?: boolean;
};

/**
 * The message one form of a record page shows: the answer's, when that form answered. A post refused
 * before its fields were read (intent null) is reported once, in the page's `first` form.
 */
export function caseAlert<I extends string>(
  answer: { intent: I | null; message: string | null } | undefined,
  intent: I,
  first: I,
): string | null {
  return answer && (answer.intent === intent || (answer.intent === null && intent === first)) ? answer.message : null;
}
