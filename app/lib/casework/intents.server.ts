// The intents every record page shares — status, assign, note — as ready handlers for
// defineCaseForm: each validates its form (the same schema shape for every type), runs the kernel's
// command and turns its result into the page's answer. A type gives only its words and statuses.
import * as z from "zod/mini";
import type { Database } from "~/db/client.server";
import { requiredText } from "~/lib/forms/fields";
import { validateForm } from "~/lib/forms/validate";
import type { Outcome } from "~/lib/forms/outcome";
import type { CaseActionData } from "./case-form";
import type { CaseAnswers } from "./case-form.server";
import type { CaseActor, CaseType, CaseWriter } from "./case-type.server";
import {
  addCaseNote,
  assignCase,
  type CaseRow,
  changeCaseStatus,
  changeCaseValue,
  type StatusChangeExtras,
} from "./commands.server";

type Args<I extends string, F extends string> = CaseAnswers<I, F> & { form: FormData; db: Database };
type Answer<I extends string, F extends string> = Promise<Outcome<CaseActionData<I, F>>>;

/** A user id, or '' for nobody. */
const assigneeValue = (message: string) => z.string().check(z.regex(/^\d{0,18}$/, message));
const toId = (value: string) => (value === "" ? null : Number(value));

/**
 * intent=status: `<field>` the new status, `expected<Field>` the one the page showed. `extras` adds
 * what the move brings for this type; `after` may answer otherwise on success (e.g. a note that an
 * email went out). With `key`, the same form sets another of the record's values staff choose from
 * a list (a ticket's priority: intent=priority), which has no lifecycle.
 */
export function statusIntent<S extends string>(
  options: CaseRef & {
    statuses: readonly S[];
    /** The form field's name: 'status', or the type's word ('stage'). */
    field?: string;
    /** The record's value it sets, when not the type's status. */
    key?: string;
    words: {
      error: string;
      conflict: (current: S) => string;
      invalid?: string;
      unchanged: string;
      changed: (to: S) => string;
    };
    extras?: (row: CaseRow, to: S, form: FormData, tx: CaseWriter) => StatusChangeExtras | Promise<StatusChangeExtras>;
    after?: (to: S, result: { outboxId?: number }) => { message: string } | null;
  },
) {
  const field = options.field ?? "status";
  const expectedField = `expected${field[0]?.toUpperCase()}${field.slice(1)}`;
  const choice = z.enum(options.statuses as unknown as [S, ...S[]], { error: options.words.error });
  const schema = z.object({ [field]: choice, [expectedField]: choice });
  return async <I extends string, F extends string>(args: Args<I, F>): Answer<I, F> => {
    const validation = validateForm(schema, args.form);
    if (!validation.success) return args.invalid(field as F, options.words.error);
    const change = { to: validation.data[field] as S, expected: validation.data[expectedField] as S };
    const { type, actor, id, key } = options;
    const extras = options.extras
      ? (row: CaseRow, to: S, tx: CaseWriter) => options.extras?.(row, to, args.form, tx) ?? {}
      : undefined;
    const result = key
      ? await changeCaseValue<S>(args.db, type, actor, id, { ...change, key }, extras)
      : await changeCaseStatus<S>(args.db, type, actor, id, change, extras);
    const to = change.to;
    switch (result.outcome) {
      case "missing":
        return args.missing();
      case "conflict":
        return args.answer(409, { message: options.words.conflict(result.current) });
      case "invalid":
        return args.invalid(field as F, options.words.invalid ?? options.words.error);
      case "unchanged":
        return args.done(options.words.unchanged, "info");
      case "changed":
        return args.done(options.after?.(to, result)?.message ?? options.words.changed(to));
      default:
        return args.missing();
    }
  };
}

/** The record an intent works on: its type, who acts, and its id. */
export type CaseRef = { type: CaseType; actor: CaseActor; id: number };

/**
 * The words the assign intent takes, in the shape every record page's copy already has
 * (app/content/staff-*.ts), so a type passes its copy as it is.
 */
export type AssignWords = {
  errors: { assignee: string };
  conflicts: { assignee: (currentName: string) => string };
  assignee: { nobody: string };
  toasts: { unchanged: string; assigned: (name: string) => string; unassigned: string };
};

/** The words the note intent takes, in the same copy shape. */
export type NoteWords = { fieldNames: { note: string }; toasts: { note: string } };

/** intent=assign: `assignee` (an id or '' for nobody) and `expectedAssignee` (the page's value). */
export function assignIntent(options: CaseRef & { words: AssignWords }) {
  const { errors, conflicts, assignee, toasts } = options.words;
  const words = {
    error: errors.assignee,
    conflict: conflicts.assignee,
    nobody: assignee.nobody,
    unchanged: toasts.unchanged,
    assigned: toasts.assigned,
    unassigned: toasts.unassigned,
  };
  const schema = z.object({
    assignee: assigneeValue(words.error),
    expectedAssignee: assigneeValue(words.error),
  });
  return async <I extends string, F extends string>(args: Args<I, F>): Answer<I, F> => {
    const validation = validateForm(schema, args.form);
    if (!validation.success) return args.invalid("assignee" as F, words.error);
    const assigneeId = toId(validation.data.assignee);
    const result = await assignCase(args.db, options.type, options.actor, options.id, {
      assigneeId,
      expected: toId(validation.data.expectedAssignee),
    });
    switch (result.outcome) {
      case "missing":
        return args.missing();
      case "invalid":
        return args.invalid("assignee" as F, words.error);
      case "conflict":
        return args.answer(409, { message: words.conflict(result.current || words.nobody) });
      case "unchanged":
        return args.done(words.unchanged, "info");
      case "changed":
        return args.done(assigneeId === null ? words.unassigned : words.assigned(result.name));
      default:
        return args.missing();
    }
  };
}

/** intent=note: `note`, required, at most `maxLength` characters. */
export function noteIntent(options: CaseRef & { maxLength: number; words: NoteWords }) {
  const schema = z.object({ note: requiredText(options.words.fieldNames.note, options.maxLength) });
  return async <I extends string, F extends string>(args: Args<I, F>): Answer<I, F> => {
    const validation = validateForm(schema, args.form);
    if (!validation.success) return args.rejected(validation);
    const result = await addCaseNote(args.db, options.type, options.actor, options.id, validation.data.note);
    if (result.outcome === "missing") return args.missing();
    return args.done(options.words.toasts.note);
  };
}
