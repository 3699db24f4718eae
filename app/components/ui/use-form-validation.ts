import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "~/lib/forms/fields";

type Validate<Field extends string> = (
  form: FormData,
) => { success: true } | { success: false; fieldErrors: FieldErrors<Field> };

type Options<Field extends string> = {
  /**
   * Loads the form's own validation, the same schema the server checks with (validateForm over it):
   * `() => import("~/lib/auth/schema").then((schema) => schema.validateLoginForm)`. Loaded after the
   * page is interactive, so zod never weighs on the first load (docs/decisions/012-performance-budgets.md).
   */
  validator: () => Promise<Validate<Field>>;
  /** The fields in the order they appear, to put the cursor on the first one that is wrong. */
  fields: readonly Field[];
  /** The server's field messages from its last answer, if any. */
  serverErrors?: FieldErrors<Field>;
  /** The server's last answer: a new one replaces what the browser found. */
  answer?: unknown;
};

/** Puts the cursor in the first field (in `fields` order) that has a message. */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement | null,
  errors: FieldErrors<Field>,
  fields: readonly Field[],
) {
  const first = fields.find((name) => errors[name]);
  if (first) form?.querySelector<HTMLElement>(`[name='${first}']`)?.focus();
}

/**
 * The one client-side validation of a form, with JavaScript: on submit, the schema runs first and a
 * form with mistakes is not sent (messages by the fields, cursor on the first); once a field shows a
 * message it is re-checked as the visitor corrects it. Without JavaScript the server's answer shows
 * the very same messages. In the rare case a form is sent before its schema has loaded, it simply goes
 * to the server, which answers with those same messages.
 */
export function useFormValidation<Field extends string>({ validator, fields, serverErrors, answer }: Options<Field>) {
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field> | null>(null);
  const validateRef = useRef<Validate<Field> | null>(null);
  const sentForm = useRef<HTMLFormElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is fixed for a form; load it once.
  useEffect(() => {
    let current = true;
    validator().then(
      (validate) => {
        if (current) validateRef.current = validate;
      },
      // Offline or a new deployment: the server still validates every post.
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer.
  useEffect(() => {
    setClientErrors(null);
    // The server found mistakes in a form sent from this page (before its checks had loaded, or ones
    // only the server can find): the cursor goes to the first, as when the browser finds them.
    if (serverErrors) focusFirstInvalid(sentForm.current, serverErrors, fields);
  }, [answer]);
  const errors: FieldErrors<Field> = clientErrors ?? serverErrors ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    sentForm.current = event.currentTarget;
    const validate = validateRef.current;
    if (!validate) return;
    const validation = validate(new FormData(event.currentTarget));
    if (validation.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(validation.fieldErrors);
    focusFirstInvalid(event.currentTarget, validation.fieldErrors, fields);
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const name = (event.target as { name?: string }).name as Field;
    const validate = validateRef.current;
    if (!errors[name] || !validate) return;
    const validation = validate(new FormData(event.currentTarget));
    const message = validation.success ? undefined : validation.fieldErrors[name];
    setClientErrors({ ...errors, [name]: message });
  }

  return { errors, onSubmit, onChange, setErrors: setClientErrors };
}
