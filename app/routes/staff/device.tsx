import { Form, Link } from "react-router";
import type { Route } from "./+types/device";
import { DevicePhotoForm } from "~/components/devices/device-photo-form";
import { CaseHistory, threadTones } from "~/components/staff/case-thread";
import { DateTime } from "~/components/staff/date-time";
import { DeviceForm } from "~/components/staff/device-form";
import { Detail, DetailList, EmailLink } from "~/components/staff/details";
import { NoteForm } from "~/components/staff/record-forms";
import { RecordPage, RecordSection, WorkPanel } from "~/components/staff/record-page";
import { FormAlert } from "~/components/ui/form-fields";
import { deviceKindLabels } from "~/content/devices";
import { deviceFormCopy, staffDeviceCopy as copy } from "~/content/staff-devices";
import { caseAlert } from "~/lib/casework/case-form";
import { staffMeta } from "~/lib/casework/page";
import { isMultipartPost } from "~/lib/uploads/multipart.server";
import { deviceActionForm, devicePhotoActionForm } from "~/lib/devices/staff-actions.server";
import { type DeviceHistoryEvent, getStaffDevice } from "~/lib/devices/staff.server";
import { DEVICE_NOTE_MAX_LENGTH, type DeviceActionData, deviceKindNames } from "~/lib/devices/staff-query";
import { formAction } from "~/lib/form-action.server";
import { formatLongDate } from "~/lib/india-time";
import { ticketStatusLabels } from "~/content/tickets";
import { visitKindLabels, visitStatusLabels } from "~/content/visits";
import { staffPageHeaders } from "~/lib/staff/guard.server";
import { recordForm, recordOfPage } from "~/lib/staff/record-page.server";

export async function loader(args: Route.LoaderArgs) {
  const { record } = await recordOfPage(args, getStaffDevice);
  return record;
}

/** The page's forms; the photo's is the multipart one. */
export async function action(args: Route.ActionArgs) {
  const form = isMultipartPost(args.request) ? devicePhotoActionForm : deviceActionForm;
  return formAction(args, recordForm<DeviceActionData>(args, form));
}

export const headers = staffPageHeaders;

export const meta: Route.MetaFunction = ({ params }) => staffMeta(copy.title(Number(params.id)));

const h = copy.history;
/** An edit's changed fields, as the form names them. */
const fieldLabel = (key: string) => {
  const labels: Record<string, string> = { ...deviceFormCopy, ...deviceFormCopy.recorder } as never;
  return typeof labels[key] === "string" ? labels[key].toLowerCase() : key;
};

function eventTitle(event: DeviceHistoryEvent) {
  switch (event.kind) {
    case "created":
      return h.created(event.actorName);
    case "edited":
      return h.edited(event.actorName, (event.body ?? "").split(", ").filter(Boolean).map(fieldLabel).join(", "));
    case "verified":
      return h.verified(event.actorName);
    case "retired":
      return h.retired(event.actorName);
    case "label_issued":
      return h.labelIssued(event.actorName);
    case "label_revoked":
      return h.labelRevoked(event.actorName);
    default:
      return h.note(event.actorName);
  }
}

const eventTone: Record<DeviceHistoryEvent["kind"], string> = {
  created: threadTones.record,
  edited: threadTones.change,
  verified: threadTones.change,
  note: threadTones.note,
  retired: threadTones.change,
  label_issued: threadTones.change,
  label_revoked: threadTones.change,
};

const buttonClass =
  "rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50";
const dangerClass = "rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800";
const linkClass = "text-brand-800 underline underline-offset-2";
const kinds = deviceKindNames.map((kind) => ({ value: kind, label: deviceKindLabels[kind] }));

type Data = Route.ComponentProps["loaderData"];

/** The form's starting values: the device's own details as text. */
function detailsAsText(device: Data["device"]): Record<string, string> {
  const text = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    kind: device.kind,
    make: device.make,
    model: device.model,
    serialNumber: text(device.serialNumber),
    siteAddress: text(device.siteAddress),
    siteArea: text(device.siteArea),
    purchasedOn: text(device.purchasedOn),
    warrantyEndsOn: text(device.warrantyEndsOn),
    notes: text(device.notes),
    cameraChannels: text(device.cameraChannels),
    diskGb: text(device.diskGb),
    retentionDays: text(device.retentionDays),
    covered: device.covered ? "on" : "",
  };
}

function Coverage({ data }: { data: Data }) {
  const c = copy.coverage;
  const { coverage, device } = data;
  if (coverage.contract === null) {
    return (
      <RecordSection id="coverage-heading" heading={c.heading}>
        <p className="mt-2 text-sm text-slate-700">{c.none}</p>
      </RecordSection>
    );
  }
  const standing = device.retiredAt
    ? c.retired
    : !device.covered
      ? c.notCovered
      : coverage.inside
        ? c.inside
        : c.pastLimit;
  return (
    <RecordSection id="coverage-heading" heading={c.heading}>
      <DetailList>
        <Detail label={c.contract}>
          <Link to={`/staff/contracts/${coverage.contract.id}`} className={linkClass}>
            {c.contractLink(coverage.contract.id, coverage.contract.planName)}
          </Link>
        </Detail>
        <Detail label={c.devices}>{c.devicesValue(coverage.coveredCount, coverage.contract.deviceLimit)}</Detail>
        <Detail label={c.this}>{standing}</Detail>
      </DetailList>
    </RecordSection>
  );
}

/** A box of the work panel whose form is one button: its heading, its message when it answered, a hint. */
function IntentBox({
  intent,
  words,
  alert,
  buttonClassName,
  danger,
}: {
  intent: string;
  words: { heading: string; hint: string; submit: string };
  alert: string | null;
  buttonClassName: string;
  danger?: boolean;
}) {
  return (
    <section
      aria-labelledby={`${intent}-heading`}
      className={`space-y-3 rounded-xl border bg-white p-4 ${danger ? "border-red-200" : "border-slate-200"}`}
    >
      <h3 id={`${intent}-heading`} className="font-semibold text-slate-900">
        {words.heading}
      </h3>
      <FormAlert message={alert} />
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <p className="text-sm text-slate-700">{words.hint}</p>
        <button type="submit" className={buttonClassName}>
          {words.submit}
        </button>
      </Form>
    </section>
  );
}

/** The device's label: print it, or revoke the labels already printed. */
function LabelBox({ data, alert }: { data: Data; alert: string | null }) {
  const l = copy.label;
  const { device } = data;
  return (
    <section aria-labelledby="label-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="label-heading" className="font-semibold text-slate-900">
        {l.heading}
      </h3>
      <FormAlert message={alert} />
      <p className="text-sm text-slate-700">{data.labelled ? l.inUse : l.none}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={`/staff/devices/labels?customer=${device.userId}&device=${device.id}`} className={linkClass}>
          {l.print}
        </Link>
        <Link to={`/staff/devices/labels?customer=${device.userId}`} className={linkClass}>
          {l.printAll}
        </Link>
      </p>
      {data.labelled ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="revoke-label" />
          <p className="text-sm text-slate-700">{l.revokeHint}</p>
          <button type="submit" className={buttonClass}>
            {l.revoke}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

/** The device's photo: upload one, or replace it (the details show the current one). */
function PhotoBox({ data, answer }: { data: Data; answer: DeviceActionData | undefined }) {
  const p = copy.photo;
  const mine = answer?.intent === "photo" ? answer : undefined;
  return (
    <section aria-labelledby="photo-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h3 id="photo-heading" className="font-semibold text-slate-900">
        {p.heading}
      </h3>
      <FormAlert message={mine?.message} />
      <p className="text-sm text-slate-700">{p.hint}</p>
      <DevicePhotoForm words={p} hasPhoto={data.photo !== null} error={mine?.fieldErrors.photo} className="space-y-3" />
    </section>
  );
}

/** The device's tickets and visits, newest first. */
function DeviceWorkSection({ data }: { data: Data }) {
  const w = copy.work;
  const { tickets, visits } = data.work;
  return (
    <RecordSection id="work-heading" heading={w.heading}>
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{w.tickets}</h3>
      {tickets.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{w.noTickets}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {tickets.map((ticket) => (
            <li key={ticket.number}>
              <Link to={`/staff/tickets/${ticket.number}`} className={linkClass}>
                {ticket.number}: {ticket.subject}
              </Link>{" "}
              <span className="text-slate-700">
                · {ticketStatusLabels[ticket.status]} · <DateTime value={ticket.createdAt} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-3 text-sm font-semibold text-slate-900">{w.visits}</h3>
      {visits.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{w.noVisits}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {visits.map((visit) => (
            <li key={visit.id}>
              <Link to={`/staff/visits/${visit.id}`} className={linkClass}>
                {visitKindLabels[visit.kind]}
              </Link>{" "}
              <span className="text-slate-700">
                · {visitStatusLabels[visit.status]}
                {visit.startsAt ? (
                  <>
                    {" · "}
                    <DateTime value={visit.startsAt} />
                  </>
                ) : visit.periodStartsOn ? (
                  ` · ${formatLongDate(visit.periodStartsOn)}`
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

export default function StaffDevice({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const { device } = data;
  const answer: DeviceActionData | undefined = actionData;
  const retired = device.retiredAt !== null;
  const first = retired ? "note" : "save";
  const alertFor = (intent: NonNullable<DeviceActionData["intent"]>) => caseAlert(answer, intent, first);
  const formKey = data.history.length;
  const d = copy.details;
  const name = `${device.make} ${device.model}`;
  return (
    <RecordPage
      back={{ href: "/staff/devices", label: copy.back }}
      heading={copy.heading(name, data.customerName)}
      summary={
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>{deviceKindLabels[device.kind]}</span>
          {retired ? <span>· {d.retired}</span> : null}
        </p>
      }
      side={
        <WorkPanel heading={copy.workHeading}>
          {retired ? (
            <p className="text-sm text-slate-700">{copy.retiredNote}</p>
          ) : (
            <>
              <section
                aria-labelledby="edit-heading"
                className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <h3 id="edit-heading" className="font-semibold text-slate-900">
                  {copy.edit.heading}
                </h3>
                <p className="text-sm text-slate-700">{copy.edit.hint}</p>
                <DeviceForm
                  key={`edit-${formKey}`}
                  words={deviceFormCopy}
                  kinds={kinds}
                  askCustomer={false}
                  initial={detailsAsText(device)}
                  answer={answer?.intent === "save" ? answer : undefined}
                  submitLabel={deviceFormCopy.saveEdit}
                />
              </section>
              {device.verifiedAt ? null : (
                <IntentBox
                  intent="verify"
                  words={copy.verify}
                  alert={alertFor("verify")}
                  buttonClassName={buttonClass}
                />
              )}
              <PhotoBox data={data} answer={answer} />
              <LabelBox data={data} alert={alertFor("revoke-label")} />
              <IntentBox
                intent="retire"
                words={copy.retire}
                alert={alertFor("retire")}
                buttonClassName={dangerClass}
                danger
              />
            </>
          )}
          <NoteForm
            formKey={formKey}
            alert={alertFor("note")}
            maxLength={DEVICE_NOTE_MAX_LENGTH}
            answer={answer}
            words={copy.note}
          />
        </WorkPanel>
      }
    >
      <RecordSection id="details-heading" heading={d.heading}>
        <DetailList>
          <Detail label={d.kind}>{deviceKindLabels[device.kind]}</Detail>
          <Detail label={d.serialNumber}>{device.serialNumber ?? "—"}</Detail>
          <Detail label={d.site}>
            {device.siteAddress ? `${device.siteAddress}${device.siteArea ? ` (${device.siteArea})` : ""}` : "—"}
          </Detail>
          <Detail label={d.purchasedOn}>{device.purchasedOn ? formatLongDate(device.purchasedOn) : "—"}</Detail>
          <Detail label={d.warrantyEndsOn}>
            {device.warrantyEndsOn ? formatLongDate(device.warrantyEndsOn) : "—"}
          </Detail>
          {device.kind === "recorder" ? (
            <Detail label={d.recorder}>
              {d.recorderValue(device.cameraChannels, device.diskGb, device.retentionDays)}
            </Detail>
          ) : null}
          {device.notes ? (
            <Detail label={d.notes}>
              <span className="whitespace-pre-line">{device.notes}</span>
            </Detail>
          ) : null}
          <Detail label={d.verified}>
            {device.verifiedAt ? (
              <>
                <DateTime value={device.verifiedAt} /> {d.verifiedValue(data.verifiedByName)}
              </>
            ) : (
              d.notVerified
            )}
          </Detail>
          <Detail label={d.photo}>
            {data.photo ? (
              <a
                href={`/staff/devices/${device.id}/photo/${data.photo.id}`}
                download={data.photo.fileName}
                className={`break-all ${linkClass}`}
              >
                {d.photoDownload(data.photo.fileName)}
              </a>
            ) : (
              d.noPhoto
            )}
          </Detail>
          {device.retiredAt ? (
            <Detail label={d.retired}>
              <DateTime value={device.retiredAt} />
            </Detail>
          ) : null}
        </DetailList>
      </RecordSection>
      <RecordSection id="customer-heading" heading={copy.customer.heading}>
        <DetailList>
          <Detail label={copy.customer.name}>{data.customerName}</Detail>
          <Detail label={copy.customer.email}>
            <EmailLink email={data.customerEmail} />
          </Detail>
          <Detail label={copy.customer.contracts}>
            <Link to={`/staff/contracts?q=${encodeURIComponent(data.customerEmail)}`} className={linkClass}>
              {copy.customer.contracts}
            </Link>
          </Detail>
        </DetailList>
      </RecordSection>
      <Coverage data={data} />
      <DeviceWorkSection data={data} />
      <CaseHistory
        heading={copy.historyHeading}
        events={data.history}
        title={eventTitle}
        tones={eventTone}
        email={h.email}
      />
    </RecordPage>
  );
}
