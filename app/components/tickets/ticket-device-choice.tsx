// The new-ticket form's choice among the customer's registered devices. The page's loader renders it
// as a static region for the visitor alone (app/lib/static-regions.ts) and the form places it among
// its fields: the customer's devices and these words never reach the form's JavaScript.
import { SelectField } from "~/components/ui/form-fields";
import * as en from "~/content/tickets-customer";
import * as ml from "~/content/tickets-customer.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";

const words = localized(en, ml);

export type TicketDeviceOption = { id: number; label: string };

/** `selected`: the device's id as text, or "" for another device. */
export function TicketDeviceChoice({
  options,
  selected,
  error,
}: {
  options: readonly TicketDeviceOption[];
  selected: string;
  error?: string;
}) {
  const copy = words[useLocale()].ticketDeviceCopy;
  return (
    <SelectField
      name="deviceId"
      label={copy.label}
      description={copy.hint}
      required={false}
      defaultValue={selected}
      error={error}
      options={[
        ...options.map((option) => ({ value: String(option.id), label: option.label })),
        { value: "", label: copy.another },
      ]}
    />
  );
}
