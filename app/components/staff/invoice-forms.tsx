// The staff's invoice forms: the issue form (customer, line rows with "Add another line", notes) and
// the payment form of an invoice's page. The SAC/HSN field offers the company's codes as suggestions
// and takes any other typed. Props only; the words come from the page.
import { Form } from "react-router";
import {
  FieldError,
  FieldLabel,
  FormAlert,
  inputClass,
  SelectField,
  TextAreaField,
  TextField,
  useFieldIds,
} from "~/components/ui/form-fields";
import type { newInvoiceCopy, staffInvoiceCopy } from "~/content/staff-invoices";
import { type CustomerChoice, CustomerField } from "./customer-field";
import { RowsFormButtons, type RowsFormAnswer, useRowsForm } from "./rows-form";

type Answer = RowsFormAnswer & { lineRows?: number };

const intents = { save: "issue", add: "addLine" } as const;

const secondaryButtonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

export function IssueInvoiceForm({
  words,
  customer,
  codes,
  initial,
  initialLineRows,
  answer,
}: {
  words: typeof newInvoiceCopy;
  /** Typed (an invoice by hand), or the visit's (its sentence and the hidden visit id). */
  customer: CustomerChoice;
  /** The SAC and HSN codes offered: value and what it is. */
  codes: readonly { code: string; description: string }[];
  initial: Partial<Record<string, string>>;
  initialLineRows: number;
  answer: Answer | undefined;
}) {
  const lineRows = answer?.lineRows ?? initialLineRows;
  const { formRef, busy, values, errors, formKey } = useRowsForm({
    answer,
    initial,
    rows: lineRows,
    intents,
    rowField: (row) => `description${row}`,
  });
  const l = words.line;
  return (
    <Form method="post" ref={formRef} key={formKey} noValidate className="mt-6 max-w-4xl space-y-6">
      <FormAlert message={answer?.message} />
      <CustomerField
        customer={customer}
        words={words.customer}
        value={values.customerEmail}
        error={errors.customerEmail}
      />
      <section aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="text-lg font-bold text-slate-900">
          {words.linesHeading}
        </h2>
        <p className="text-sm text-slate-600">{words.linesHint}</p>
        <p id="code-hint" className="text-sm text-slate-600">
          {l.codeHint}
        </p>
        {errors.lines ? <FormAlert message={errors.lines} /> : null}
        <datalist id="billing-codes">
          {codes.map((code) => (
            <option key={code.code} value={code.code}>
              {`${code.code} — ${code.description}`}
            </option>
          ))}
        </datalist>
        {Array.from({ length: lineRows }, (_, index) => index + 1).map((row) => (
          <fieldset key={row} className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{l.legend(row)}</legend>
            <div className="grid gap-4 sm:grid-cols-6">
              <div className="sm:col-span-4">
                <TextField
                  name={`description${row}`}
                  label={l.description}
                  required={false}
                  maxLength={300}
                  defaultValue={values[`description${row}`]}
                  error={errors[`description${row}`]}
                />
              </div>
              <div className="sm:col-span-2">
                <CodeField
                  name={`code${row}`}
                  label={l.code}
                  defaultValue={values[`code${row}`]}
                  error={errors[`code${row}`]}
                />
              </div>
              <TextField
                name={`quantity${row}`}
                label={l.quantity}
                required={false}
                maxLength={10}
                defaultValue={values[`quantity${row}`]}
                error={errors[`quantity${row}`]}
              />
              <TextField
                name={`unit${row}`}
                label={l.unit}
                required={false}
                maxLength={10}
                defaultValue={values[`unit${row}`]}
                error={errors[`unit${row}`]}
              />
              <div className="sm:col-span-2">
                <TextField
                  name={`rate${row}`}
                  label={l.rate}
                  required={false}
                  maxLength={20}
                  defaultValue={values[`rate${row}`]}
                  error={errors[`rate${row}`]}
                />
              </div>
              <div className="sm:col-span-2">
                <TextField
                  name={`discount${row}`}
                  label={l.discount}
                  required={false}
                  optionalNote={words.optional}
                  maxLength={20}
                  defaultValue={values[`discount${row}`]}
                  error={errors[`discount${row}`]}
                />
              </div>
            </div>
          </fieldset>
        ))}
      </section>
      <TextAreaField
        name="notes"
        label={words.notes.label}
        description={words.notes.hint}
        required={false}
        rows={3}
        maxLength={2000}
        defaultValue={values.notes}
        error={errors.notes}
      />
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{words.warning}</p>
      <RowsFormButtons
        busy={busy}
        intents={intents}
        words={{ save: words.issue, busy: words.busy, add: words.addLine }}
      />
    </Form>
  );
}

/** The SAC/HSN input: the company's codes as suggestions (a datalist), any other typed. */
function CodeField({
  name,
  label,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
}) {
  const { id, errorId, describedBy } = useFieldIds({ error }, "code-hint");
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={false} />
      <input
        id={id}
        name={name}
        list="billing-codes"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        defaultValue={defaultValue}
        className={`mt-1.5 ${inputClass(Boolean(error))}`}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * The payment form (intent=payment) of an invoice's page: amount, date received, method and
 * reference. `values` are what it shows (a refused post's, or a customer's claim chosen to record).
 */
export function PaymentForm({
  formKey,
  expectedStatus,
  outstanding,
  methods,
  values,
  errors,
  words,
}: {
  formKey: string;
  expectedStatus: string;
  outstanding: string;
  methods: readonly { value: string; label: string }[];
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  words: typeof staffInvoiceCopy.payment;
}) {
  return (
    <Form method="post" action="#payment-heading" key={formKey} noValidate className="space-y-3">
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name="expectedStatus" value={expectedStatus} />
      <p className="text-sm text-slate-700">{words.hint}</p>
      <TextField
        name="amount"
        label={words.amount}
        description={words.amountHint(outstanding)}
        maxLength={20}
        defaultValue={values.amount}
        error={errors.amount}
      />
      <TextField
        name="receivedOn"
        type="date"
        label={words.receivedOn}
        defaultValue={values.receivedOn}
        error={errors.receivedOn}
      />
      <SelectField
        name="method"
        label={words.method}
        options={methods}
        defaultValue={values.method}
        error={errors.method}
      />
      <TextField
        name="reference"
        label={words.reference}
        description={words.referenceHint}
        required={false}
        autoComplete="off"
        maxLength={40}
        defaultValue={values.reference}
        error={errors.reference}
      />
      <button type="submit" className={secondaryButtonClass}>
        {words.submit}
      </button>
    </Form>
  );
}
