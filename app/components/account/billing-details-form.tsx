// /account/billing below its page header: the customer's billing details as a plain form post (works
// without JavaScript). Rendered by the loader as a static region for the visitor alone, with the
// server's answer to a post drawn beside its fields. Props only.
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-fields";
import { KERALA_STATE_CODE } from "~/content/gst";
import {
  BILLING_LIMITS,
  type BillingActionData,
  type BillingDetails,
  type BillingWords,
  stateChoices,
} from "~/lib/invoices/billing-details";

export function BillingDetailsForm({
  details,
  answer,
  words,
}: {
  /** What is kept now, or null: none given yet. */
  details: BillingDetails | null;
  answer: BillingActionData | null;
  /** The form's words in the page's language. */
  words: BillingWords;
}) {
  const { copy } = words;
  // After a refused post, what the customer typed; otherwise what is kept.
  const shown = answer?.values ?? {
    legalName: details?.legalName,
    address: details?.address,
    stateCode: details?.stateCode,
    gstin: details?.gstin ?? "",
  };
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="container-page max-w-2xl py-12">
      <section aria-labelledby="billing-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="billing-heading" className="text-lg font-bold text-slate-900">
          {copy.formHeading}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{copy.appliesFromNow}</p>
        {details ? null : <p className="mt-2 text-sm text-slate-700">{copy.noneYet}</p>}
        {answer?.message ? (
          // The page is the answer to the customer's post: the cursor starts on what it says.
          // biome-ignore lint/a11y/noAutofocus: focus on the server's answer, as a form shows its errors.
          <div tabIndex={-1} autoFocus className="mt-4 outline-none">
            <FormAlert message={answer.message} />
          </div>
        ) : null}
        <form method="post" className="mt-6 space-y-5">
          <TextField
            name="legalName"
            label={copy.legalName}
            description={copy.legalNameHint}
            autoComplete="organization"
            maxLength={BILLING_LIMITS.legalName}
            error={errors.legalName}
            defaultValue={shown.legalName}
          />
          <TextAreaField
            name="address"
            label={copy.address}
            rows={4}
            maxLength={BILLING_LIMITS.address}
            error={errors.address}
            defaultValue={shown.address}
          />
          <SelectField
            name="stateCode"
            label={copy.state}
            description={copy.stateHint}
            options={stateChoices(words)}
            error={errors.stateCode}
            defaultValue={shown.stateCode || KERALA_STATE_CODE}
          />
          <TextField
            name="gstin"
            label={copy.gstin}
            description={copy.gstinHint}
            required={false}
            optionalNote={copy.optional}
            autoComplete="off"
            maxLength={20}
            error={errors.gstin}
            defaultValue={shown.gstin}
          />
          <SubmitButton busy={false} label={copy.submit} busyLabel={copy.busy} fullWidth={false} />
        </form>
      </section>
    </div>
  );
}
