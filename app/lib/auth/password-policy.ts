// The sign-up form's live checklist. Only the length is enforced; the
// upper-case, lower-case and number items are advice, as the spec says — and as ASVS 6.2.5 asks
// (no composition rules).

import { type PasswordChecklistCopy, passwordChecklistCopy } from "~/content/password-checklist";

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS 6.2.9 asks for at least 64); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

export const passwordRequirements = ["length", "uppercase", "lowercase", "number"] as const;

export type PasswordRequirement = (typeof passwordRequirements)[number];

/** The checklist's items in one language, the length's limit filled in. */
export function passwordRequirementTexts(copy: PasswordChecklistCopy): Record<PasswordRequirement, string> {
  const { length, ...others } = copy.requirements;
  return { length: length(PASSWORD_MIN_LENGTH), ...others };
}

/** The checklist's items in English (a page gets them in its own language from its loader). */
// Pure: left out of a page's bundle that does not use it (the checklist takes its page's words).
export const passwordRequirementLabels = /* @__PURE__ */ passwordRequirementTexts(passwordChecklistCopy);

/** Which checklist items a password meets. Letters of any script count, not only A–Z. */
export function checkPassword(password: string): Record<PasswordRequirement, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    number: /\p{Nd}/u.test(password),
  };
}
