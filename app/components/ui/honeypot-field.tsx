import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/**
 * The honeypot input of a public form. Moved off-screen with CSS (not `hidden`, which some bots
 * respect), out of the tab order and without autocomplete, so people never fill it in.
 */
export function HoneypotField({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
