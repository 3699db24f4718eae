import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/** True when the hidden honeypot field has a value: a bot. The caller answers as if all went well. */
export function isHoneypotFilled(form: FormData) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}
