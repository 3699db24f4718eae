// The draft form of a contract (new, and a draft's edit page): customer, plan, billing, start date,
// the quote of a quoted plan, and the covered sites as rows of fieldsets with "Add another site"
// (rows-form.tsx). A refused save shows its message at the top. Props only; the words come from the page.
import { Form } from "react-router";
import { FormAlert, SelectField, TextField } from "~/components/ui/form-fields";
import type { contractDraftCopy } from "~/content/staff-contracts";
import { type CustomerChoice, CustomerField } from "./customer-field";
import { RowsFormButtons, type RowsFormAnswer, useRowsForm } from "./rows-form";

type Option = { value: string; label: string };

type DraftAnswer = RowsFormAnswer & { siteRows?: number };

export type DraftFormValues = Partial<Record<string, string>>;

const intents = { save: "save", add: "addSite" } as const;

export function ContractDraftForm({
  words,
  customer,
  plans,
  periods,
  initial,
  initialSiteRows,
  answer,
  submitLabel,
}: {
  words: typeof contractDraftCopy;
  /** The customer: typed (a new draft without a plan request), or fixed (its sentence and any hidden field). */
  customer: CustomerChoice;
  plans: readonly Option[];
  periods: readonly Option[];
  /** The values the form starts with (a draft's own, or the plan request's). */
  initial: DraftFormValues;
  initialSiteRows: number;
  answer: DraftAnswer | undefined;
  submitLabel: string;
}) {
  const siteRows = answer?.siteRows ?? initialSiteRows;
  const { formRef, busy, values, errors, formKey } = useRowsForm({
    answer,
    initial,
    rows: siteRows,
    intents,
    rowField: (row) => `siteAddress${row}`,
  });
  const c = words.custom;
  return (
    <Form method="post" ref={formRef} key={formKey} noValidate className="mt-6 max-w-3xl space-y-6">
      <FormAlert message={answer?.message} />
      <CustomerField
        customer={customer}
        words={words.customer}
        value={values.customerEmail}
        error={errors.customerEmail}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          name="planId"
          label={words.plan}
          options={plans}
          defaultValue={values.planId}
          error={errors.planId}
        />
        <SelectField
          name="billingPeriod"
          label={words.billingPeriod}
          options={periods}
          defaultValue={values.billingPeriod}
          error={errors.billingPeriod}
        />
        <DateField
          name="startsOn"
          label={words.startsOn.label}
          hint={words.startsOn.hint}
          defaultValue={values.startsOn}
          error={errors.startsOn}
        />
      </div>
      <label className="flex items-start gap-2.5 text-sm text-slate-800">
        <input
          type="checkbox"
          name="autoRenew"
          defaultChecked={values.autoRenew === "on"}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        {words.autoRenew}
      </label>
      <fieldset className="rounded-xl border border-slate-200 bg-white p-4" aria-describedby="custom-hint">
        <legend className="px-1 text-base font-bold text-slate-900">{c.legend}</legend>
        <p id="custom-hint" className="text-sm text-slate-600">
          {c.hint}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            name="price"
            label={c.price}
            description={c.priceHint}
            required={false}
            maxLength={20}
            defaultValue={values.price}
            error={errors.price}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              name="responseHours"
              label={c.responseHours}
              required={false}
              maxLength={6}
              defaultValue={values.responseHours}
              error={errors.responseHours}
            />
            <TextField
              name="responseMinutes"
              label={c.responseMinutes}
              required={false}
              maxLength={6}
              defaultValue={values.responseMinutes}
              error={errors.responseMinutes}
            />
          </div>
          <TextField
            name="deviceLimit"
            label={c.deviceLimit}
            description={c.deviceLimitHint}
            required={false}
            maxLength={6}
            defaultValue={values.deviceLimit}
            error={errors.deviceLimit}
          />
          <TextField
            name="visits"
            label={c.visits}
            description={c.visitsHint}
            required={false}
            maxLength={6}
            defaultValue={values.visits}
            error={errors.visits}
          />
        </div>
      </fieldset>
      <section aria-labelledby="sites-heading" className="space-y-3">
        <h2 id="sites-heading" className="text-lg font-bold text-slate-900">
          {words.sites.heading}
        </h2>
        <p className="text-sm text-slate-600">{words.sites.hint}</p>
        {Array.from({ length: siteRows }, (_, index) => index + 1).map((row) => (
          <fieldset key={row} className="rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{words.sites.legend(row)}</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="sm:col-span-2">
                <TextField
                  name={`siteAddress${row}`}
                  label={words.sites.address}
                  required={false}
                  maxLength={300}
                  defaultValue={values[`siteAddress${row}`]}
                  error={errors[`siteAddress${row}`]}
                />
              </div>
              <TextField
                name={`siteArea${row}`}
                label={words.sites.area}
                required={false}
                maxLength={100}
                defaultValue={values[`siteArea${row}`]}
                error={errors[`siteArea${row}`]}
              />
            </div>
          </fieldset>
        ))}
      </section>
      <RowsFormButtons
        busy={busy}
        intents={intents}
        words={{ save: submitLabel, busy: words.busy, add: words.sites.addAnother }}
      />
    </Form>
  );
}

/** A labelled date input (the form fields have none), with its hint and error read out with it. */
function DateField({
  name,
  label,
  hint,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  hint: string;
  defaultValue?: string;
  error?: string;
}) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        defaultValue={defaultValue}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 ${error ? "border-red-600" : "border-slate-300"}`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
