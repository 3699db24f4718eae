// The new-ticket form's choice among the customer's registered devices. The page's loader renders it
// as a static region for the visitor alone (app/lib/static-regions.ts) and the form places it among
// its fields: the customer's devices and these words never reach the form's JavaScript.
import { SelectField } from "~/components/ui/form-fields";
import { ticketDeviceCopy as copy } from "~/content/tickets-customer";

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
