// The one form handler of every staff record page: each of the page's forms posts an `intent`, and
// the case form dispatches it to that intent's handler. Success is post/redirect/get with a toast;
// invalid input (400), a change based on a stale page (409) and a record that vanished (404) come
// back to the page as data in one shape, so pages type their action data once.
import type { Env } from "~/lib/env.server";
import type { FieldErrors } from "~/lib/forms/fields";
import { stringFields } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { defineForm, type FormSubmission } from "~/lib/forms/pipeline.server";
import type { CaseActionData } from "./case-form";
import { type FlashMessage, redirectWithToast } from "~/lib/toast/flash.server";

export type CaseFormEnv = Pick<Env, "APP_SECRET" | "NODE_ENV" | "PUBLIC_URL" | "MAIL_FROM">;

/** The answers an intent's handler gives, bound to the page. */
export type CaseAnswers<Intent extends string, Field extends string, Extra extends object = object> = {
  /** Back to the page (or `path`) with a toast. */
  done(
    message: string,
    type?: FlashMessage["type"],
    path?: string,
  ): Promise<Outcome<CaseActionData<Intent, Field, Extra>>>;
  /** The page again with a message and field errors (400, 409, 404…). */
  answer(
    status: number,
    fields: Partial<CaseActionData<Intent, Field, Extra>>,
  ): Outcome<CaseActionData<Intent, Field, Extra>>;
  /** The page again with the invalid field's error. */
  invalid(field: Field, message: string): Outcome<CaseActionData<Intent, Field, Extra>>;
  /** The page again with a form's validation errors and what was typed. */
  rejected(errors: {
    fieldErrors: FieldErrors<string>;
    values: Record<string, string>;
  }): Outcome<CaseActionData<Intent, Field, Extra>>;
  /** The record vanished after the route found it. */
  missing(): Outcome<CaseActionData<Intent, Field, Extra>>;
};

/** What an intent's handler is given: the checked post (form, db, env…) and the page's answers. */
export type CaseIntentArgs<
  Intent extends string,
  Field extends string,
  Extra extends object = object,
> = FormSubmission<CaseFormEnv> & CaseAnswers<Intent, Field, Extra>;

type IntentHandler<Intent extends string, Field extends string, Extra extends object> = (
  args: CaseIntentArgs<Intent, Field, Extra>,
) => Promise<Outcome<CaseActionData<Intent, Field, Extra>>>;

export function defineCaseForm<Intent extends string, Field extends string, Extra extends object = object>(config: {
  name: string;
  /** The record page, where success returns. */
  page: string;
  /** Room for the longest field (characters may take 4 bytes each) and the rest. */
  maxBytes?: number;
  /** The message of a failure nobody can fix by editing the form (503, a vanished record). */
  failed: string;
  /** Text fields kept when the database is unavailable, so nothing typed is lost. */
  keep: readonly Field[];
  intents: Record<Intent, IntentHandler<Intent, Field, Extra>>;
}) {
  const intents = Object.keys(config.intents) as Intent[];
  const intentOf = (form: FormData) => intents.find((intent) => intent === form.get("intent")) ?? null;
  const reply = (
    intent: Intent | null,
    status: number,
    fields: Partial<CaseActionData<Intent, Field>> | Partial<CaseActionData<Intent, Field, Extra>>,
  ) =>
    dataOutcome<CaseActionData<Intent, Field, Extra>>(status, {
      intent,
      message: null,
      fieldErrors: {},
      values: {},
      ...fields,
      // Extra's fields are optional (see CaseActionData): every answer without them is one.
    } as CaseActionData<Intent, Field, Extra>);
  return defineForm<CaseActionData<Intent, Field, Extra>, CaseFormEnv>({
    name: config.name,
    maxBytes: config.maxBytes ?? 64 * 1024,
    sameOriginOnly: true,
    refused: (status, message) => reply(null, status, { message }),
    unavailable: ({ form }) =>
      reply(intentOf(form), 503, {
        message: config.failed,
        values: stringFields(form, config.keep) as Partial<Record<Field, string>>,
      }),
    async handle(args) {
      const intent = intentOf(args.form);
      if (intent === null) return reply(null, 400, { message: config.failed });
      const answers: CaseAnswers<Intent, Field, Extra> = {
        done: (message, type = "success", path = config.page) => redirectWithToast(args.env, path, { type, message }),
        answer: (status, fields) => reply(intent, status, fields),
        invalid: (field, message) =>
          reply(intent, 400, { message, fieldErrors: { [field]: message } as Partial<Record<Field, string>> }),
        rejected: ({ fieldErrors, values }) =>
          reply(intent, 400, {
            fieldErrors: fieldErrors as Partial<Record<Field, string>>,
            values: values as Partial<Record<Field, string>>,
          }),
        missing: () => reply(intent, 404, { message: config.failed }),
      };
      return config.intents[intent]({ ...args, ...answers });
    },
  });
}
