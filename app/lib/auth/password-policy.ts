// The sign-up form's live checklist. Only the length is enforced; the
// upper-case, lower-case and number items are advice, as the spec says — and as ASVS 6.2.5 asks
// (no composition rules).

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS 6.2.9 asks for at least 64); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRequirement = "length" | "uppercase" | "lowercase" | "number";

export const passwordRequirementLabels: Record<PasswordRequirement, string> = {
  length: `At least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: "One uppercase letter",
  lowercase: "One lowercase letter",
  number: "One number",
};

export const passwordRequirements = Object.keys(passwordRequirementLabels) as PasswordRequirement[];

/** Which checklist items a password meets. Letters of any script count, not only A–Z. */
export function checkPassword(password: string): Record<PasswordRequirement, boolean> {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    number: /\p{Nd}/u.test(password),
  };
}
