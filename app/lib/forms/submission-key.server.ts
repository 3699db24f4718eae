// A form's idempotency key: a repeated post (double click, resubmitted page, retry after a lost
// answer) carries the same key and is stored once. Forms make their key in the browser, so that the
// page itself is the same for every visitor and may be kept by the document cache.
import { createHash, randomUUID } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

type KeyOptions = {
  /** The form field that carries the key. */
  name?: string;
  /** The key of a post without a valid one; by default a fresh one (then no deduplication). */
  otherwise?: () => string;
};

/** The posted key when it is a well-formed UUID (lower-cased), otherwise `otherwise()`. */
export function submissionKey(form: FormData, { name = "submissionId", otherwise = randomUUID }: KeyOptions = {}) {
  const key = String(form.get(name) ?? "");
  return UUID.test(key) ? key.toLowerCase() : otherwise();
}

/**
 * The key of a form sent without one (no JavaScript), derived from what was sent: the same content
 * from the same address on the same day is the same submission, so a resubmitted form is stored
 * once. Shaped as a UUID for the column.
 */
export function derivedSubmissionKey(material: readonly unknown[]): string {
  const hex = createHash("sha256").update(JSON.stringify(material), "utf8").digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
