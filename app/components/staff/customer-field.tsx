// The customer of a record staff create (a contract draft, a device, an invoice): the email address
// of their account, typed; or fixed by what the record starts from (a plan request, a visit) — its
// sentence and hidden field, with the server's refusal shown above. Props only; the words come from the page.
import { FormAlert, TextField } from "~/components/ui/form-fields";

export type CustomerChoice =
  | { kind: "email" }
  | { kind: "fixed"; text: string; hidden?: { name: string; value: string | number } };

export function CustomerField({
  customer,
  words,
  value,
  error,
}: {
  customer: CustomerChoice;
  words: { label: string; hint: string };
  value?: string;
  error?: string;
}) {
  if (customer.kind === "email") {
    return (
      <TextField
        name="customerEmail"
        type="email"
        label={words.label}
        description={words.hint}
        autoComplete="off"
        maxLength={254}
        defaultValue={value}
        error={error}
      />
    );
  }
  return (
    <>
      <p className="text-slate-800">{customer.text}</p>
      {customer.hidden ? <input type="hidden" name={customer.hidden.name} value={customer.hidden.value} /> : null}
      {error ? <FormAlert message={error} /> : null}
    </>
  );
}
