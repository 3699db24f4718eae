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
import type { CaseActor, CaseType } from "./case-type.server";
import { addCaseNote, assignCase, type CaseRow, changeCaseStatus, type StatusChangeExtras } from "./commands.server";

type Args<I extends string, F extends string> = CaseAnswers<I, F> & { form: FormData; db: Database };
type Answer<I extends string, F extends string> = Promise<Outcome<CaseActionData<I, F>>>;

/** A user id, or '' for nobody. */
const assigneeValue = (message: string) => z.string().check(z.regex(/^\d{0,18}$/, message));
const toId = (value: string) => (value === "" ? null : Number(value));

/**
 * intent=status: `<field>` the new status, `expected<Field>` the one the page showed. `extras` adds
 * what the move brings for this type; `after` may answer otherwise on success (e.g. a note that an
 * email went out).
 */
export function statusIntent<S extends string>(options: {
  type: CaseType;
  actor: CaseActor;
  id: number;
  statuses: readonly S[];
  /** The form field's name: 'status', or the type's word ('stage'). */
  field?: string;
  words: {
    error: string;
    conflict: (current: S) => string;
    invalid?: string;
    unchanged: string;
    changed: (to: S) => string;
  };
  extras?: (row: CaseRow, to: S, form: FormData) => StatusChangeExtras;
  after?: (to: S, result: { outboxId?: number }) => { message: string } | null;
}) {
  const field = options.field ?? "status";
  const expectedField = `expected${field[0]?.toUpperCase()}${field.slice(1)}`;
  const choice = z.enum(options.statuses as unknown as [S, ...S[]], { error: options.words.error });
  const schema = z.object({ [field]: choice, [expectedField]: choice });
  return async <I extends string, F extends string>(args: Args<I, F>): Answer<I, F> => {
    const validation = validateForm(schema, args.form);
    if (!validation.success) return args.invalid(field as F, options.words.error);
    const to = validation.data[field] as S;
    const result = await changeCaseStatus<S>(
      args.db,
      options.type,
      options.actor,
      options.id,
      { to, expected: validation.data[expectedField] as S },
      options.extras ? (row, moveTo) => options.extras?.(row, moveTo, args.form) ?? {} : undefined,
    );
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

/** intent=assign: `assignee` (an id or '' for nobody) and `expectedAssignee` (the page's value). */
export function assignIntent(options: {
  type: CaseType;
  actor: CaseActor;
  id: number;
  words: {
    error: string;
    conflict: (currentName: string) => string;
    nobody: string;
    unchanged: string;
    assigned: (name: string) => string;
    unassigned: string;
  };
}) {
  const schema = z.object({
    assignee: assigneeValue(options.words.error),
    expectedAssignee: assigneeValue(options.words.error),
  });
  return async <I extends string, F extends string>(args: Args<I, F>): Answer<I, F> => {
    const validation = validateForm(schema, args.form);
    if (!validation.success) return args.invalid("assignee" as F, options.words.error);
    const assigneeId = toId(validation.data.assignee);
    const result = await assignCase(args.db, options.type, options.actor, options.id, {
      assigneeId,
      expected: toId(validation.data.expectedAssignee),
    });
    switch (result.outcome) {
      case "missing":
        return args.missing();
      case "invalid":
        return args.invalid("assignee" as F, options.words.error);
      case "conflict":
        return args.answer(409, { message: options.words.conflict(result.current || options.words.nobody) });
      case "unchanged":
        return args.done(options.words.unchanged, "info");
      case "changed":
        return args.done(assigneeId === null ? options.words.unassigned : options.words.assigned(result.name));
      default:
        return args.missing();
    }
  };
}

/** intent=note: `note`, required, at most `maxLength` characters. */
export function noteIntent(options: {
  type: CaseType;
  actor: CaseActor;
  id: number;
  fieldName: string;
  maxLength: number;
  words: { added: string };
}) {
  const schema = z.object({ note: requiredText(options.fieldName, options.maxLength) });
  return async <I extends string, F extends string>(args: Args<I, F>): Answer<I, F> => {
    const validation = validateForm(schema, args.form);
    if (!validation.success) return args.rejected(validation);
    const result = await addCaseNote(args.db, options.type, options.actor, options.id, validation.data.note);
    if (result.outcome === "missing") return args.missing();
    return args.done(options.words.added);
  };
}
