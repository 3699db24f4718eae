// The technician's work page of one visit, for a phone: where and when, the steps (set off,
// arrived), the work (checklist, notes, parts, fixed), photos, and the customer's sign-off. Plain
// form posts (they work without JavaScript); with it, the forms marked `data-keep-offline` are kept
// on the phone while the signal is gone (KeptFormsPanel). Props only.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RecordSection } from "~/components/staff/record-page";
import { DateTime } from "~/components/staff/date-time";
import { FormAlert, TextAreaField, TextField } from "~/components/ui/form-fields";
import { visitKindLabels, visitModeLabels, visitStatusLabels } from "~/content/visits";
import { fieldVisitCopy as copy } from "~/content/visits-field";
import type { VisitChecklistItem, VisitKind, VisitMode, VisitSignatureMethod, VisitStatus } from "~/db/visits-schema";
import { acceptAttribute } from "~/lib/uploads/kinds";
import { type FieldActionData, type FieldIntent, FIELD_LIMITS, mapLink, visitPhotoRule } from "~/lib/visits/field-form";
import { canMoveVisit, isVisitAtWork } from "~/lib/visits/transitions";
import { KeptFormsPanel } from "./kept-forms-panel";
import { SignaturePad } from "./signature-pad";

export type FieldVisitViewData = {
  visit: {
    id: number;
    kind: VisitKind;
    mode: VisitMode;
    status: VisitStatus;
    windowStartsAt: Date | string | null;
    windowEndsAt: Date | string | null;
    siteAddress: string | null;
    siteArea: string | null;
    checklist: VisitChecklistItem[];
    workNotes: string | null;
    partsUsed: string | null;
    fixed: boolean | null;
    setOffAt: Date | string | null;
    arrivedAt: Date | string | null;
    finishedAt: Date | string | null;
    signerName: string | null;
    signatureMethod: VisitSignatureMethod | null;
  };
  customerName: string;
  customerEmail: string;
  photos: { id: string; fileName: string }[];
  /** A fresh submission id per form, so each post is recorded once however often it is sent. */
  keys: { steps: string; work: string; photos: string };
};

const bigButton =
  "min-h-12 w-full rounded-lg bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const plainButton =
  "min-h-12 w-full rounded-lg border border-brand-700 bg-white px-5 text-base font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";
const linkClass = "font-semibold text-brand-800 underline underline-offset-2";

/**
 * A form of the page: a plain post to the page (without JavaScript too), with its submission id, kept
 * on the phone when it cannot be sent (`data-keep-offline`, KeptFormsPanel) under `label`.
 */
function KeptForm({
  action,
  label,
  submissionId,
  multipart,
  className,
  children,
}: {
  action: string;
  label: string;
  submissionId: string;
  multipart?: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      data-keep-offline
      data-keep-label={label}
      className={className}
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      {children}
    </form>
  );
}

/** One fact of the visit: its name and its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function FieldVisitView({ data, answer }: { data: FieldVisitViewData; answer: FieldActionData | undefined }) {
  const { visit, keys } = data;
  const path = `/staff/visits/today/${visit.id}`;
  const remote = visit.mode === "remote";
  const atWork = isVisitAtWork(visit);
  const alert = (intents: FieldIntent[]) =>
    answer && intents.includes(answer.intent as FieldIntent) ? answer.message : null;
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? {};
  const address = [visit.siteAddress, visit.siteArea].filter(Boolean).join(", ");
  const fixedNow = values.fixed ?? (visit.fixed === null ? "" : visit.fixed ? "yes" : "no");
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <Link to="/staff/visits/today" className={linkClass}>
        {copy.back}
      </Link>
      <h1 className="text-2xl font-bold break-words text-slate-900">
        {copy.heading(remote ? visitModeLabels.remote : visitKindLabels[visit.kind], data.customerName)}
      </h1>
      <KeptFormsPanel />
      {answer?.intent === null && answer.message ? <FormAlert message={answer.message} /> : null}
      <dl className="grid gap-2 text-base text-slate-800">
        <Fact label={copy.status}>
          <span data-testid="visit-status">{visitStatusLabels[visit.status]}</span>
        </Fact>
        <Fact label={copy.email}>
          <a href={`mailto:${data.customerEmail}`} className={`break-all ${linkClass}`}>
            {data.customerEmail}
          </a>
        </Fact>
        {visit.windowStartsAt && visit.windowEndsAt ? (
          <Fact label={copy.window}>
            <DateTime value={visit.windowStartsAt} /> – <DateTime value={visit.windowEndsAt} />
          </Fact>
        ) : null}
        {address ? (
          <Fact label={copy.address}>
            {address}{" "}
            <a href={mapLink(address)} className={linkClass} target="_blank" rel="noreferrer">
              {copy.map}
            </a>
          </Fact>
        ) : null}
        {(
          [
            [copy.steps.setOffAt, visit.setOffAt],
            [copy.steps.arrivedAt, visit.arrivedAt],
            [copy.steps.finishedAt, visit.finishedAt],
          ] as const
        ).map(([label, at]) =>
          at ? (
            <Fact key={label} label={label}>
              <DateTime value={at} />
            </Fact>
          ) : null,
        )}
      </dl>

      {canMoveVisit(visit.status, "on_site", visit.mode) ? (
        <RecordSection id="steps-heading" heading={copy.steps.heading}>
          <FormAlert message={alert(["set_off", "arrived"])} />
          <KeptForm action={path} label={copy.steps.heading} submissionId={keys.steps} className="mt-3 grid gap-3">
            {visit.status === "booked" ? (
              <button type="submit" name="intent" value="set_off" className={bigButton}>
                {copy.steps.setOff}
              </button>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="arrived"
              className={visit.status === "booked" ? plainButton : bigButton}
            >
              {copy.steps.arrived}
            </button>
          </KeptForm>
        </RecordSection>
      ) : null}

      {atWork ? (
        <RecordSection id="work-heading" heading={copy.work.heading}>
          <FormAlert message={alert(["progress", "finish"])} />
          <KeptForm action={path} label={copy.work.heading} submissionId={keys.work} className="mt-3 space-y-5">
            <fieldset>
              <legend className="text-base font-semibold text-slate-900">{copy.work.checklist}</legend>
              <ul className="mt-2 space-y-1">
                {visit.checklist.map((line, index) => (
                  <li key={line.item}>
                    <label className="flex min-h-12 items-center gap-3 text-base text-slate-800">
                      <input
                        type="checkbox"
                        name="done"
                        value={index}
                        defaultChecked={line.done}
                        className="size-6 shrink-0 accent-brand-700"
                      />
                      {line.item}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <TextAreaField
              name="workNotes"
              label={copy.work.workNotes}
              description={copy.work.workNotesHint}
              required={false}
              rows={4}
              maxLength={FIELD_LIMITS.workNotes}
              defaultValue={values.workNotes ?? visit.workNotes ?? ""}
              error={errors.workNotes}
            />
            <TextAreaField
              name="partsUsed"
              label={copy.work.partsUsed}
              description={copy.work.partsUsedHint}
              required={false}
              rows={3}
              maxLength={FIELD_LIMITS.partsUsed}
              defaultValue={values.partsUsed ?? visit.partsUsed ?? ""}
              error={errors.partsUsed}
            />
            <fieldset>
              <legend className="text-base font-semibold text-slate-900">{copy.work.fixed}</legend>
              <div className="mt-2 flex flex-wrap gap-x-5">
                {(
                  [
                    ["yes", copy.work.fixedYes],
                    ["no", copy.work.fixedNo],
                    ["", copy.work.fixedUnknown],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex min-h-12 items-center gap-2 text-base text-slate-800">
                    <input
                      type="radio"
                      name="fixed"
                      value={value}
                      defaultChecked={fixedNow === value}
                      className="size-6 accent-brand-700"
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" name="intent" value="progress" formNoValidate className={plainButton}>
              {copy.work.save}
            </button>
            <section aria-labelledby="sign-off-heading" className="space-y-3 border-t border-slate-200 pt-4">
              <h3 id="sign-off-heading" className="text-lg font-bold text-slate-900">
                {copy.signOff.heading}
              </h3>
              {remote ? (
                <p className="text-base text-slate-700">{copy.signOff.remoteHint}</p>
              ) : (
                <>
                  <p className="text-base text-slate-700">{copy.signOff.hint}</p>
                  <TextField
                    name="signerName"
                    label={copy.signOff.signerName}
                    maxLength={FIELD_LIMITS.signerName}
                    autoComplete="off"
                    defaultValue={values.signerName ?? ""}
                    error={errors.signerName}
                  />
                  <SignaturePad words={copy.signOff} finishIntent="finish" />
                  {errors.signature ? <FormAlert message={errors.signature} /> : null}
                </>
              )}
              <button type="submit" name="intent" value="finish" className={bigButton}>
                {copy.signOff.finish}
              </button>
            </section>
          </KeptForm>
        </RecordSection>
      ) : null}

      {visit.status === "completed" ? (
        <RecordSection id="done-heading" heading={copy.done.heading}>
          {visit.signerName && visit.signatureMethod ? (
            <p className="mt-2 text-base text-slate-800" data-testid="visit-signed">
              {copy.done.signedBy(visit.signerName, copy.done[visit.signatureMethod])}
            </p>
          ) : null}
        </RecordSection>
      ) : null}

      <RecordSection id="photos-heading" heading={copy.photos.heading}>
        {data.photos.length === 0 ? (
          <p className="mt-2 text-base text-slate-700">{copy.photos.none}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {data.photos.map((photo) => (
              <li key={photo.id}>
                <a href={`${path}/photos/${photo.id}`} download={photo.fileName} className={`break-all ${linkClass}`}>
                  {copy.photos.download(photo.fileName)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {visit.status === "completed" || visit.status === "cancelled" || visit.status === "missed" ? null : (
          <KeptForm
            action={path}
            label={copy.photos.heading}
            submissionId={keys.photos}
            multipart
            className="mt-3 space-y-3"
          >
            <FormAlert message={alert(["photos"])} />
            <label htmlFor="visit-photos" className="block text-base font-semibold text-slate-900">
              {copy.photos.label}
            </label>
            <input
              id="visit-photos"
              type="file"
              name={visitPhotoRule.field}
              multiple
              required
              accept={acceptAttribute(visitPhotoRule.kinds)}
              aria-invalid={errors.photos ? true : undefined}
              className="block w-full text-base text-slate-800 file:mr-3 file:min-h-12 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold"
            />
            <button type="submit" name="intent" value="photos" className={plainButton}>
              {copy.photos.submit}
            </button>
          </KeptForm>
        )}
      </RecordSection>
    </div>
  );
}
