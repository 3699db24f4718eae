// The draft form of a contract (new, and a draft's edit page): customer, plan, billing, start date,
// the quote of a quoted plan, and the covered sites as rows of fieldsets. "Add another site" is a
// plain submit that comes back with one more row and everything typed kept, so the form works without
// JavaScript; it stands after the save button, so Enter in a field (which presses the first button)
// saves. A refused save shows its
// message at the top and puts the cursor in the first field marked wrong. Props only; the words come
// from the page.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, SelectField, SubmitButton, TextField } from "~/components/ui/form-fields";
import type { contractDraftCopy } from "~/content/staff-contracts";

type Option = { value: string; label: string };

type DraftAnswer = {
  intent: string | null;
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
  siteRows?: number;
};

export type DraftFormValues = Partial<Record<string, string>>;

const secondaryButtonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";

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
  customer: { kind: "email" } | { kind: "fixed"; text: string; planRequestId?: number };
  plans: readonly Option[];
  periods: readonly Option[];
  /** The values the form starts with (a draft's own, or the plan request's). */
  initial: DraftFormValues;
  initialSiteRows: number;
  answer: DraftAnswer | undefined;
  submitLabel: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  // What the server answered replaces what the form started with (a refused save, another site row).
  const values = answer ? answer.values : initial;
  const errors = answer?.fieldErrors ?? {};
  const siteRows = answer?.siteRows ?? initialSiteRows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer.
  useEffect(() => {
    if (!answer) return;
    // The first field marked wrong, in the page's order (the fields mark themselves aria-invalid).
    if (answer.intent === "save") formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    // A new site row: the cursor goes to its address.
    if (answer.intent === "addSite" && !answer.message) {
      formRef.current?.querySelector<HTMLElement>(`[name='siteAddress${siteRows}']`)?.focus();
    }
  }, [answer]);
  // Keyed by the answer, so the fields show the values it carries back.
  const formKey = `${answer?.intent ?? "start"}-${siteRows}-${answer?.message ?? ""}`;
  const c = words.custom;
  return (
    <Form method="post" ref={formRef} key={formKey} noValidate className="mt-6 max-w-3xl space-y-6">
      <FormAlert message={answer?.message} />
      {customer.kind === "email" ? (
        <TextField
          name="customerEmail"
          type="email"
          label={words.customer.label}
          description={words.customer.hint}
          autoComplete="off"
          maxLength={254}
          defaultValue={values.customerEmail}
          error={errors.customerEmail}
        />
      ) : (
        <>
          <p className="text-slate-800">{customer.text}</p>
          {customer.planRequestId ? <input type="hidden" name="planRequest" value={customer.planRequestId} /> : null}
          {errors.customerEmail ? <FormAlert message={errors.customerEmail} /> : null}
        </>
      )}
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
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} label={submitLabel} busyLabel={words.busy} fullWidth={false} />
        <button type="submit" name="intent" value="addSite" className={secondaryButtonClass}>
          {words.sites.addAnother}
        </button>
        {/* After the buttons: a press of "Add another site" posts its own intent first (form data
            follows the page's order), which the server reads; saving posts only this one. */}
        <input type="hidden" name="intent" value="save" />
      </div>
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
