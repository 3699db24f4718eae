// The hash that ties an acceptance to the exact terms text the customer was shown.
import { createHash } from "node:crypto";

/** SHA-256 of the terms text, hex (64 characters). */
export function termsHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}
