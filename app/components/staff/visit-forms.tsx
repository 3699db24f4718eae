// The forms that book a visit and move one: the window (India time) and the technician, the
// technician's overlapping visits when the server found some (with the "Book anyway" box), and — to
// book — the kind, the device and the site. Plain posts: they work without JavaScript. Props only;
// the words come from the page.
import { Form } from "react-router";
import { Checkbox, FormAlert, SelectField, TextField } from "~/components/ui/form-fields";
import { visitFormCopy } from "~/content/staff-visits";
import { visitKindLabels } from "~/content/visits";
import { formatTimeWindow } from "~/lib/india-time";
import type { BookingField, ConflictLine } from "~/lib/visits/staff-query";
import { OTHER_SITE, VISIT_LIMITS, visitKindNames } from "~/lib/visits/staff-query";

const words = visitFormCopy;
const buttonClass = "rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800";

type Values = Partial<Record<BookingField, string>>;
type Errors = Partial<Record<BookingField, string>>;

/** The technician's visits that overlap the window asked for. */
export function ConflictList({ conflicts }: { conflicts: readonly ConflictLine[] }) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="conflicts-heading" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h3 id="conflicts-heading" className="text-sm font-semibold text-amber-900">
        {words.conflictsHeading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
        {conflicts.map((visit) => (
          <li key={visit.id}>
            <a href={`/staff/visits/${visit.id}`} className="text-brand-800 underline underline-offset-2">
              {words.conflictLine(
                visitKindLabels[visit.kind],
                visit.customerName,
                formatTimeWindow(visit.windowStartsAt, visit.windowEndsAt),
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** When and who: the window's two ends and the technician; "Book anyway" once overlaps were shown. */
export function SlotFields({
  technicians,
  values,
  errors,
  conflicts,
}: {
  technicians: readonly { id: number; fullName: string }[];
  values: Values;
  errors: Errors;
  conflicts: readonly ConflictLine[];
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          name="windowStart"
          label={words.windowStart}
          defaultValue={values.windowStart}
          error={errors.windowStart}
        />
        <TextField
          type="datetime-local"
          name="windowEnd"
          label={words.windowEnd}
          defaultValue={values.windowEnd}
          error={errors.windowEnd}
        />
      </div>
      <SelectField
        name="technicianId"
        label={words.technician}
        defaultValue={values.technicianId ?? ""}
        error={errors.technicianId}
        options={[
          { value: "", label: words.chooseTechnician },
          ...technicians.map((member) => ({ value: String(member.id), label: member.fullName })),
        ]}
      />
      <ConflictList conflicts={conflicts} />
      {conflicts.length > 0 ? <Checkbox name="bookAnyway">{words.bookAnyway}</Checkbox> : null}
    </>
  );
}

export type BookingFormChoices = {
  devices: readonly { id: number; name: string }[];
  sites: readonly { address: string; area: string }[];
  technicians: readonly { id: number; fullName: string }[];
};

/** The whole booking form (intent=book). */
export function BookingForm({
  choices,
  initial,
  answer,
  submitLabel,
}: {
  choices: BookingFormChoices;
  initial: Values;
  answer?: { message: string | null; fieldErrors: Errors; values: Values; conflicts?: ConflictLine[] };
  submitLabel: string;
}) {
  const values = answer ? { ...initial, ...answer.values } : initial;
  const errors = answer?.fieldErrors ?? {};
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="book" />
      <FormAlert message={answer?.message} />
      <SelectField
        name="kind"
        label={words.kind}
        defaultValue={values.kind}
        error={errors.kind}
        options={visitKindNames.map((kind) => ({ value: kind, label: visitKindLabels[kind] }))}
      />
      <SelectField
        name="deviceId"
        label={words.device}
        required={false}
        defaultValue={values.deviceId ?? ""}
        error={errors.deviceId}
        options={[
          { value: "", label: words.noDevice },
          ...choices.devices.map((device) => ({ value: String(device.id), label: device.name })),
        ]}
      />
      <SelectField
        name="site"
        label={words.site}
        defaultValue={values.site ?? (choices.sites.length > 0 ? "0" : OTHER_SITE)}
        error={errors.site}
        options={[
          ...choices.sites.map((site, index) => ({
            value: String(index),
            label: site.area ? `${site.address}, ${site.area}` : site.address,
          })),
          { value: OTHER_SITE, label: words.otherSite },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="siteAddress"
          label={words.siteAddress}
          description={words.siteAddressHint}
          required={false}
          maxLength={VISIT_LIMITS.address}
          defaultValue={values.siteAddress}
          error={errors.siteAddress}
        />
        <TextField
          name="siteArea"
          label={words.siteArea}
          required={false}
          maxLength={VISIT_LIMITS.area}
          defaultValue={values.siteArea}
          error={errors.siteArea}
        />
      </div>
      <SlotFields
        technicians={choices.technicians}
        values={values}
        errors={errors}
        conflicts={answer?.conflicts ?? []}
      />
      <button type="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}
