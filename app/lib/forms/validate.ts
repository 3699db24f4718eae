// The one server-and-browser validation of a form: reads the schema's fields from the FormData as
// strings, parses them with the form's zod/mini schema and answers either the parsed data or the
// first message per field together with what was typed (so the form can show it again).
import type * as z from "zod/mini";
import { type FieldErrors, firstErrorPerField, stringFields } from "./fields";

// biome-ignore lint/suspicious/noExplicitAny: any object schema of any shape.
export type FormSchema = z.ZodMiniObject<any>;

export type FieldName<Schema extends FormSchema> = Extract<keyof z.input<Schema>, string>;

export type FormValidation<Data, Field extends string> =
  | { success: true; data: Data }
  | { success: false; fieldErrors: FieldErrors<Field>; values: Record<Field, string> };

export type ValidateOptions<Field extends string> = {
  /**
   * Rules across fields (e.g. 'Passwords do not match'), given what was typed. Their messages are
   * added only to fields the schema found nothing wrong with.
   */
  crossCheck?: (values: Record<Field, string>) => FieldErrors<Field>;
};

export function formFieldNames<Schema extends FormSchema>(schema: Schema): FieldName<Schema>[] {
  return Object.keys(schema.shape) as FieldName<Schema>[];
}

export function validateForm<Schema extends FormSchema>(
  schema: Schema,
  form: FormData,
  options: ValidateOptions<FieldName<Schema>> = {},
): FormValidation<z.output<Schema>, FieldName<Schema>> {
  const values = stringFields(form, formFieldNames(schema));
  const result = schema.safeParse(values);
  const fieldErrors: FieldErrors<FieldName<Schema>> = result.success
    ? {}
    : firstErrorPerField<FieldName<Schema>>(result.error.issues);
  for (const [field, message] of Object.entries(options.crossCheck?.(values) ?? {})) {
    const name = field as FieldName<Schema>;
    if (message && !fieldErrors[name]) fieldErrors[name] = message as string;
  }
  if (result.success && Object.keys(fieldErrors).length === 0) {
    return { success: true, data: result.data as z.output<Schema> };
  }
  return { success: false, fieldErrors, values };
}
