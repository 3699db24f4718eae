import { useEffect, useRef } from "react";

/**
 * The idempotency key of one copy of a form: a repeated post (a second press, a retry after a lost
 * answer) is stored once. It is made in the browser, so that the page itself is the same for every
 * visitor and may be kept; without JavaScript the field stays empty and the server derives a key from
 * what was sent (app/lib/forms/submission-key.server.ts). A new copy of the form (a new React key)
 * gets a new key.
 *
 * The key is written into the field rather than kept in state: state set while the page hydrates
 * renders the whole form again, synchronously, in the task that finishes hydrating.
 */
export function SubmissionKeyField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current) field.current.value = crypto.randomUUID();
  }, []);
  // No value prop: React would write it back whenever the form renders again.
  return <input ref={field} type="hidden" name="submissionId" />;
}
