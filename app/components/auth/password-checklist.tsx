import { Check, Circle } from "~/components/ui/icons";
import type { PasswordChecklistWords } from "~/lib/auth/form";
import { checkPassword, passwordRequirements } from "~/lib/auth/password-policy";

/**
 * The live checklist under the password. Advisory: only the length is
 * enforced. Not a live region — it would talk over every keystroke; each item says met / not met.
 * Its words come from the page's loader, in the page's language.
 */
export function PasswordChecklist({
  id,
  password,
  words,
}: {
  id: string;
  password: string;
  words: PasswordChecklistWords;
}) {
  const met = checkPassword(password);
  return (
    <div id={id} className="mt-2 rounded-lg bg-slate-50 p-3">
      <p className="text-xs font-semibold text-slate-700">{words.heading}</p>
      <ul className="mt-1.5 grid gap-1 text-sm sm:grid-cols-2">
        {passwordRequirements.map((item) => (
          <li key={item} className={`flex items-center gap-1.5 ${met[item] ? "text-emerald-800" : "text-slate-600"}`}>
            {met[item] ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5" />
            )}
            <span>
              {words.requirements[item]}
              <span className="sr-only">{met[item] ? words.met : words.notMet}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-xs text-slate-600">{words.note}</p>
    </div>
  );
}
