// The customer's device pages below the site's header: the register on /account/devices and a
// device's page with its form (add or edit) and the retire form. Their loaders render them as static
// regions for the visitor alone (app/lib/static-regions.ts), so none of this, nor its words, is in the
// browser's JavaScript. The forms are plain HTML form posts: the server answers with the page again,
// its messages beside the fields they belong to, or a redirect with a toast.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DevicePhotoForm } from "~/components/devices/device-photo-form";
import { Checkbox, FormAlert, SelectField, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-fields";
import * as contractsEn from "~/content/contracts-customer";
import * as contractsMl from "~/content/contracts-customer.ml";
import * as devicesEn from "~/content/devices";
import * as devicesMl from "~/content/devices.ml";
import * as customerEn from "~/content/devices-customer";
import * as customerMl from "~/content/devices-customer.ml";
import { ticketStatusLabels } from "~/content/tickets";
import * as visitsEn from "~/content/visits";
import * as visitsMl from "~/content/visits.ml";
import { deviceKinds } from "~/db/devices-schema";
import {
  type CustomerDeviceList as DeviceList,
  type CustomerDevicePage,
  type CustomerDeviceRow,
  type DeviceCoverage,
  type DeviceWork,
  deviceName,
} from "~/lib/devices/customer-view";
import { DEVICE_LIMITS, RECORDER_RANGES } from "~/lib/devices/device-details";
import { type DeviceActionData, OTHER_SITE } from "~/lib/devices/device-form";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatDate, formatDateTime, formatLongDate } from "~/lib/india-time";

// Static regions, rendered on the server only: both languages may be imported here.
const contractWords = localized(contractsEn, contractsMl);
const deviceWords = localized(devicesEn, devicesMl);
const customerWords = localized(customerEn, customerMl);
const visitWords = localized(visitsEn, visitsMl);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
const sectionClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

function coverageText(coverage: DeviceCoverage, locale: Locale): string {
  const { deviceCoverageCopy } = customerWords[locale];
  const { contractFactsCopy } = contractWords[locale];
  switch (coverage.state) {
    case "covered":
      return deviceCoverageCopy.covered(contractFactsCopy.reference(coverage.contractId));
    case "outside":
      return deviceCoverageCopy.outside(coverage.limit);
    case "not-counted":
      return deviceCoverageCopy.notCounted;
    default:
      return deviceCoverageCopy.noContract;
  }
}

/** `lang`: the value's language when it is not the page's (what the customer typed, on a Malayalam page). */
function Fact({ term, children, lang }: { term: string; children: ReactNode; lang?: string }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900" lang={lang}>
        {children}
      </dd>
    </div>
  );
}

const siteText = (device: Pick<CustomerDeviceRow, "siteAddress" | "siteArea">, none: string) =>
  [device.siteAddress, device.siteArea].filter(Boolean).join(", ") || none;

/** A device's facts, on the register and on its page. */
function DeviceFacts({ device }: { device: CustomerDeviceRow }) {
  const locale = useLocale();
  const { deviceListCopy } = customerWords[locale];
  // What the customer typed (its address), marked as such on a page in another language.
  const typed = locale === "en" ? undefined : "en";
  return (
    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
      <Fact term={deviceListCopy.serial} lang={device.serialNumber ? typed : undefined}>
        {device.serialNumber ?? deviceListCopy.none}
      </Fact>
      <Fact term={deviceListCopy.site} lang={device.siteAddress || device.siteArea ? typed : undefined}>
        {siteText(device, deviceListCopy.none)}
      </Fact>
      <Fact term={deviceListCopy.warranty}>
        {device.warrantyEndsOn ? formatLongDate(device.warrantyEndsOn, locale) : deviceListCopy.none}
        {device.warrantyEnded ? ` (${deviceListCopy.warrantyEnded})` : null}
      </Fact>
      <Fact term={deviceListCopy.coverage}>{coverageText(device.coverage, locale)}</Fact>
      <Fact term={deviceListCopy.verified}>
        {device.verified ? deviceListCopy.verified : deviceListCopy.notVerified}
      </Fact>
    </dl>
  );
}

/** /account/devices below its page header: the count against the contract, then each device's card. */
export function CustomerDeviceList({ list }: { list: DeviceList }) {
  const locale = useLocale();
  const to = useLocalePath();
  const { deviceListCopy } = customerWords[locale];
  const { deviceKindLabels } = deviceWords[locale];
  return (
    <div className="container-page py-12">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        {list.contract ? (
          <p className="font-semibold text-slate-900">
            {list.contract.limit === null
              ? deviceListCopy.coveredNoLimit(list.contract.covered)
              : deviceListCopy.coveredCount(list.contract.covered, list.contract.limit)}
          </p>
        ) : (
          <span />
        )}
        <span className="flex flex-wrap gap-4">
          {list.devices.length > 0 ? (
            <Link to={to("/account/devices/labels")} className={linkClass}>
              {deviceListCopy.printAll}
            </Link>
          ) : null}
          <Link to={to("/account/devices/new")} className={linkClass}>
            {deviceListCopy.add}
          </Link>
        </span>
      </div>
      {list.devices.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          {deviceListCopy.empty}
        </p>
      ) : (
        <ul className="mt-6 space-y-6">
          {list.devices.map((device) => (
            <li key={device.id}>
              <article
                aria-labelledby={`device-${device.id}`}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2
                  id={`device-${device.id}`}
                  className="text-lg font-bold text-slate-900"
                  // Its make and model, as the customer typed them.
                  lang={locale === "en" ? undefined : "en"}
                >
                  <Link
                    to={to(`/account/devices/${device.id}`)}
                    className="text-brand-800 underline underline-offset-2"
                  >
                    {deviceName(device)}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">{deviceKindLabels[device.kind]}</p>
                <DeviceFacts device={device} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A device's tickets and visits, newest first, each linking to its page. */
function DeviceWorkSection({ deviceId, work }: { deviceId: number; work: DeviceWork }) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = customerWords[locale].deviceFormCopy;
  const { visitKindLabels, visitStatusLabels } = visitWords[locale];
  return (
    <section aria-labelledby="device-work" className={sectionClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="device-work" className="text-lg font-bold text-slate-900">
          {copy.workHeading}
        </h2>
        <Link to={to(`/account/tickets/new?device=${deviceId}`)} className={`text-sm ${linkClass}`}>
          {copy.newTicket}
        </Link>
      </div>
      <h3 className="mt-4 font-semibold text-slate-900">{copy.ticketsHeading}</h3>
      {work.tickets.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{copy.noTickets}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {work.tickets.map((ticket) => (
            <li key={ticket.number}>
              <Link to={to(`/account/tickets/${ticket.number}`)} className={linkClass}>
                {ticket.number}
                {": "}
                {locale === "en" ? ticket.subject : <span lang="en">{ticket.subject}</span>}
              </Link>{" "}
              <span className="text-slate-700">
                · {ticketStatusLabels[ticket.status]} · {formatDate(ticket.createdAt, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 font-semibold text-slate-900">{copy.visitsHeading}</h3>
      {work.visits.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{copy.noVisits}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {work.visits.map((visit) => (
            <li key={visit.id}>
              <Link to={to(`/account/visits/${visit.id}`)} className={linkClass}>
                {visitKindLabels[visit.kind]}
              </Link>{" "}
              <span className="text-slate-700">
                · {visitStatusLabels[visit.status]}
                {visit.startsAt
                  ? ` · ${formatDateTime(visit.startsAt, locale)}`
                  : visit.periodStartsOn
                    ? ` · ${formatLongDate(visit.periodStartsOn, locale)}`
                    : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The device's label: print it, or revoke the labels already printed. */
function DeviceLabelSection({ deviceId, labelled }: { deviceId: number; labelled: boolean }) {
  const to = useLocalePath();
  const copy = customerWords[useLocale()].deviceFormCopy;
  return (
    <section aria-labelledby="device-label" className={sectionClass}>
      <h2 id="device-label" className="text-lg font-bold text-slate-900">
        {copy.labelHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{copy.labelIntro}</p>
      <p className="mt-3 text-sm text-slate-700">{labelled ? copy.labelInUse : copy.labelNone}</p>
      <p className="mt-3 text-sm">
        <Link to={to(`/account/devices/labels?device=${deviceId}`)} className={linkClass}>
          {copy.labelPrint}
        </Link>
      </p>
      {labelled ? (
        <form method="post" className="mt-4 space-y-3">
          <p className="text-sm text-slate-700">{copy.labelRevokeIntro}</p>
          <button
            type="submit"
            name="intent"
            value="revoke-label"
            className="inline-flex rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {copy.labelRevoke}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** The form's starting values: what was just posted, else the device as stored. */
function startingValues(page: CustomerDevicePage, answer: DeviceActionData | null): Record<string, string> {
  if (answer?.intent === "save") return answer.values as Record<string, string>;
  const device = page.device;
  if (!device) return { covered: page.hasContract ? "on" : "", site: page.sites.length > 0 ? "0" : OTHER_SITE };
  const siteIndex = page.sites.findIndex(
    (site) => site.address === device.siteAddress && site.area === device.siteArea,
  );
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    kind: device.kind,
    make: device.make,
    model: device.model,
    serialNumber: text(device.serialNumber),
    site: siteIndex >= 0 ? String(siteIndex) : OTHER_SITE,
    siteAddress: siteIndex >= 0 ? "" : text(device.siteAddress),
    siteArea: siteIndex >= 0 ? "" : text(device.siteArea),
    purchasedOn: text(device.purchasedOn),
    warrantyEndsOn: text(device.warrantyEndsOn),
    notes: text(device.notes),
    cameraChannels: text(device.cameraChannels),
    diskGb: text(device.diskGb),
    retentionDays: text(device.retentionDays),
    covered: device.covered ? "on" : "",
  };
}

/** /account/devices/new and /account/devices/{id}: the device's facts, its form, and retiring it. */
export function DevicePageView({ page, answer }: { page: CustomerDevicePage; answer: DeviceActionData | null }) {
  const locale = useLocale();
  const to = useLocalePath();
  const { deviceFormCopy: copy, deviceListCopy } = customerWords[locale];
  const { deviceKindLabels } = deviceWords[locale];
  const device = page.device;
  const values = startingValues(page, answer);
  const errors = answer?.fieldErrors ?? {};
  const optional = { required: false, optionalNote: copy.optional };
  // A key per answer makes React render the fields afresh with the values posted (uncontrolled inputs).
  const formKey = answer ? "answered" : "stored";
  return (
    <>
      <Link to={to("/account/devices")} className={`text-sm ${linkClass}`}>
        {copy.back}
      </Link>
      <h1
        className="mt-3 text-2xl font-bold break-words text-slate-900 md:text-3xl"
        // A device's make and model, as the customer typed them.
        lang={device && locale !== "en" ? "en" : undefined}
      >
        {device ? deviceName(device) : copy.newTitle}
      </h1>
      {answer?.message ? (
        // biome-ignore lint/a11y/noAutofocus: focus on the server's answer, as a form shows its errors.
        <div tabIndex={-1} autoFocus className="mt-4 outline-none">
          <FormAlert message={answer.message} />
        </div>
      ) : null}
      {device ? (
        <section aria-label={deviceListCopy.coverage} className={sectionClass}>
          <p className="text-sm text-slate-700">{deviceKindLabels[device.kind]}</p>
          <DeviceFacts device={device} />
        </section>
      ) : null}

      {device && page.work ? <DeviceWorkSection deviceId={device.id} work={page.work} /> : null}
      {device ? <DeviceLabelSection deviceId={device.id} labelled={page.labelled} /> : null}

      <section aria-labelledby="device-details" className={sectionClass}>
        <h2 id="device-details" className="text-lg font-bold text-slate-900">
          {copy.detailsHeading}
        </h2>
        <form key={formKey} method="post" className="mt-4 max-w-xl space-y-4">
          <input type="hidden" name="intent" value="save" />
          <SelectField
            name="kind"
            label={copy.kind}
            error={errors.kind}
            defaultValue={values.kind ?? ""}
            options={[
              { value: "", label: copy.chooseKind },
              ...deviceKinds.map((kind) => ({ value: kind, label: deviceKindLabels[kind] })),
            ]}
          />
          <TextField
            name="make"
            label={copy.make}
            error={errors.make}
            defaultValue={values.make}
            maxLength={DEVICE_LIMITS.make}
          />
          <TextField
            name="model"
            label={copy.model}
            error={errors.model}
            defaultValue={values.model}
            maxLength={DEVICE_LIMITS.model}
          />
          <TextField
            name="serialNumber"
            label={copy.serial}
            {...optional}
            error={errors.serialNumber}
            defaultValue={values.serialNumber}
            maxLength={DEVICE_LIMITS.serialNumber}
          />
          {page.sites.length > 0 ? (
            <SelectField
              name="site"
              label={copy.site}
              description={copy.siteHint}
              error={errors.site}
              defaultValue={values.site ?? OTHER_SITE}
              options={[
                ...page.sites.map((site, index) => ({
                  value: String(index),
                  label: `${site.address}, ${site.area}`,
                  lang: locale === "en" ? undefined : "en",
                })),
                { value: OTHER_SITE, label: copy.otherSite },
              ]}
            />
          ) : (
            <input type="hidden" name="site" value={OTHER_SITE} />
          )}
          <TextField
            name="siteAddress"
            label={copy.siteAddress}
            {...optional}
            error={errors.siteAddress}
            defaultValue={values.siteAddress}
            maxLength={DEVICE_LIMITS.siteAddress}
          />
          <TextField
            name="siteArea"
            label={copy.siteArea}
            {...optional}
            error={errors.siteArea}
            defaultValue={values.siteArea}
            maxLength={DEVICE_LIMITS.siteArea}
          />
          <TextField
            type="date"
            name="purchasedOn"
            label={copy.purchasedOn}
            {...optional}
            error={errors.purchasedOn}
            defaultValue={values.purchasedOn}
          />
          <TextField
            type="date"
            name="warrantyEndsOn"
            label={copy.warrantyEndsOn}
            {...optional}
            error={errors.warrantyEndsOn}
            defaultValue={values.warrantyEndsOn}
          />
          <TextAreaField
            name="notes"
            label={copy.notes}
            {...optional}
            rows={3}
            error={errors.notes}
            defaultValue={values.notes}
            maxLength={DEVICE_LIMITS.notes}
          />
          <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">{copy.recorderHeading}</legend>
            <p className="text-sm text-slate-700">{copy.recorderHint}</p>
            {(["cameraChannels", "diskGb", "retentionDays"] as const).map((name) => (
              <TextField
                key={name}
                name={name}
                label={copy[name]}
                {...optional}
                description={copy.wholeNumber(RECORDER_RANGES[name].min, RECORDER_RANGES[name].max)}
                error={errors[name]}
                defaultValue={values[name]}
              />
            ))}
          </fieldset>
          <Checkbox name="covered" error={errors.covered} defaultChecked={values.covered === "on"}>
            {copy.covered}
          </Checkbox>
          <SubmitButton
            busy={false}
            label={device ? copy.submitEdit : copy.submitNew}
            busyLabel={copy.busy}
            fullWidth={false}
          />
        </form>
      </section>

      {device ? (
        <section aria-labelledby="device-photo" className={sectionClass}>
          <h2 id="device-photo" className="text-lg font-bold text-slate-900">
            {copy.photoHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{copy.photoIntro}</p>
          <p className="mt-3 text-sm">
            {page.photo ? (
              <a
                href={`/account/devices/${device.id}/photo/${page.photo.id}`}
                download={page.photo.fileName}
                className={`break-all ${linkClass}`}
              >
                {copy.photoCurrent}
              </a>
            ) : (
              copy.photoNone
            )}
          </p>
          <DevicePhotoForm
            words={{ field: copy.photoField, submit: copy.photoSubmit, replace: copy.photoReplace, busy: copy.busy }}
            hasPhoto={page.photo !== null}
            error={errors.photo}
            className="mt-4 max-w-xl space-y-4"
          />
        </section>
      ) : null}

      {device ? (
        <section aria-labelledby="device-retire" className={sectionClass}>
          <h2 id="device-retire" className="text-lg font-bold text-slate-900">
            {copy.retireHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{copy.retireIntro}</p>
          <form method="post" className="mt-4 space-y-4">
            <Checkbox name="confirm" required error={errors.confirm}>
              {copy.retireConfirm}
            </Checkbox>
            <button
              type="submit"
              name="intent"
              value="retire"
              className="inline-flex rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {copy.retireSubmit}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
