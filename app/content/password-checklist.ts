// The live checklist under a new password (sign-up, reset): its items, and what a screen reader
// hears after each. On its own, so that the checklist's code needs no other account words.
export const passwordChecklistCopy = {
  requirements: {
    length: (min: number) => `At least ${min} characters`,
    uppercase: "One uppercase letter",
    lowercase: "One lowercase letter",
    number: "One number",
  },
  met: " (met)",
  notMet: " (not met yet)",
};

export type PasswordChecklistCopy = typeof passwordChecklistCopy;
