// The device form (a new device for a customer, and a device's edit box): kind, make and model,
// serial number, site, dates, notes, a recorder's figures, covered. A refused save shows its message
// at the top and puts the cursor in the first field marked wrong. Props only; the words come from the page.
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { Checkbox, FormAlert, SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import type { deviceFormCopy } from "~/content/staff-devices";
import { CustomerField } from "./customer-field";
import { DEVICE_LIMITS, RECORDER_RANGES } from "~/lib/devices/device-details";

const buttonClass = "rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

type Answer = {
  intent: string | null;
  message: string | null;
  fieldErrors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
};

export function DeviceForm({
  words,
  kinds,
  askCustomer,
  initial,
  answer,
  submitLabel,
}: {
  words: typeof deviceFormCopy;
  kinds: readonly { value: string; label: string }[];
  /** A new device asks for the customer's email address. */
  askCustomer: boolean;
  initial: Partial<Record<string, string>>;
  /** The page's action answer, when it was this form's (intent "save"). */
  answer: Answer | undefined;
  submitLabel: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const mine = answer?.intent === "save" ? answer : undefined;
  const values = mine ? mine.values : initial;
  const errors = mine?.fieldErrors ?? {};
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer.
  useEffect(() => {
    if (mine) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [answer]);
  const optional = { required: false, optionalNote: words.optional } as const;
  return (
    <Form method="post" ref={formRef} key={`${mine?.message ?? "start"}`} noValidate className="space-y-4">
      <input type="hidden" name="intent" value="save" />
      <FormAlert message={mine?.message} />
      {askCustomer ? (
        <CustomerField
          customer={{ kind: "email" }}
          words={words.customer}
          value={values.customerEmail}
          error={errors.customerEmail}
        />
      ) : null}
      <SelectField
        name="kind"
        label={words.kind}
        options={[{ value: "", label: "—" }, ...kinds]}
        defaultValue={values.kind}
        error={errors.kind}
      />
      <TextField
        name="make"
        label={words.make}
        maxLength={DEVICE_LIMITS.make}
        defaultValue={values.make}
        error={errors.make}
      />
      <TextField
        name="model"
        label={words.model}
        maxLength={DEVICE_LIMITS.model}
        defaultValue={values.model}
        error={errors.model}
      />
      <TextField
        name="serialNumber"
        label={words.serialNumber}
        maxLength={DEVICE_LIMITS.serialNumber}
        defaultValue={values.serialNumber}
        error={errors.serialNumber}
        {...optional}
      />
      <TextField
        name="siteAddress"
        label={words.siteAddress}
        description={words.siteHint}
        maxLength={DEVICE_LIMITS.siteAddress}
        defaultValue={values.siteAddress}
        error={errors.siteAddress}
        {...optional}
      />
      <TextField
        name="siteArea"
        label={words.siteArea}
        maxLength={DEVICE_LIMITS.siteArea}
        defaultValue={values.siteArea}
        error={errors.siteArea}
        {...optional}
      />
      <TextField
        name="purchasedOn"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        label={words.purchasedOn}
        defaultValue={values.purchasedOn}
        error={errors.purchasedOn}
        {...optional}
      />
      <TextField
        name="warrantyEndsOn"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        label={words.warrantyEndsOn}
        defaultValue={values.warrantyEndsOn}
        error={errors.warrantyEndsOn}
        {...optional}
      />
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">{words.recorder.legend}</legend>
        <p className="text-sm text-slate-600">{words.recorder.hint}</p>
        {(["cameraChannels", "diskGb", "retentionDays"] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={words.recorder[name]}
            maxLength={String(RECORDER_RANGES[name].max).length}
            defaultValue={values[name]}
            error={errors[name]}
            {...optional}
          />
        ))}
      </fieldset>
      <TextAreaField
        name="notes"
        label={words.notes}
        maxLength={DEVICE_LIMITS.notes}
        rows={3}
        compact
        defaultValue={values.notes}
        error={errors.notes}
        {...optional}
      />
      <Checkbox name="covered" defaultChecked={values.covered === "on"} error={errors.covered}>
        {words.covered}
      </Checkbox>
      <button type="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}
