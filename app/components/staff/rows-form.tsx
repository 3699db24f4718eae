// What a staff form with repeatable rows shares (a contract draft's sites, an invoice's lines): the
// server's answer replaces what the form started with, a refused save puts the cursor in the first
// field marked wrong, and a new row puts it in that row's first field. "Add another" is a plain
// submit that comes back with one more row and everything typed kept, so the form works without
// JavaScript; it stands after the save button, so Enter in a field (which presses the first button)
// saves. Props only; the words come from the page.
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/form-fields";

export type RowsFormAnswer = {
  intent: string | null;
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

/**
 * The form's state from the server's answer: `rows` is how many rows to show, `rowField(n)` the
 * name of row n's first field. Key the form by `formKey`, so its fields show the answer's values.
 */
export function useRowsForm({
  answer,
  initial,
  rows,
  intents,
  rowField,
}: {
  answer: RowsFormAnswer | undefined;
  initial: Partial<Record<string, string>>;
  rows: number;
  intents: { save: string; add: string };
  rowField: (row: number) => string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intents.save;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer.
  useEffect(() => {
    if (!answer) return;
    // The first field marked wrong, in the page's order (the fields mark themselves aria-invalid).
    if (answer.intent === intents.save) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    if (answer.intent === intents.add && !answer.message) {
      formRef.current?.querySelector<HTMLElement>(`[name='${rowField(rows)}']`)?.focus();
    }
  }, [answer]);
  return {
    formRef,
    busy,
    values: answer ? answer.values : initial,
    errors: answer?.fieldErrors ?? {},
    formKey: `${answer?.intent ?? "start"}-${rows}-${answer?.message ?? ""}`,
  };
}

const secondaryButtonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

/** The save button, then "Add another …", then the hidden save intent. */
export function RowsFormButtons({
  busy,
  intents,
  words,
}: {
  busy: boolean;
  intents: { save: string; add: string };
  words: { save: string; busy: string; add: string };
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton busy={busy} label={words.save} busyLabel={words.busy} fullWidth={false} />
      <button type="submit" name="intent" value={intents.add} className={secondaryButtonClass}>
        {words.add}
      </button>
      {/* After the buttons: a press of "Add another" posts its own intent first (form data follows
          the page's order), which the server reads; saving posts only this one. */}
      <input type="hidden" name="intent" value={intents.save} />
    </div>
  );
}
