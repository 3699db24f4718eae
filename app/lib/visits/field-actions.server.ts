// The technician's forms on a visit's work page (POST /staff/visits/today/:id), each through the
// kernel's case form (the bounded reader, the origin check, post/redirect/get with a toast, 4xx as
// the page's data): set off, arrived, save progress, finish with the acknowledgement — and the photos'
// form, multipart, read by the uploads' streaming reader with its limits. Each post's submission id
// makes a repeat of it (an offline form sent again) record nothing. And today's list's form that
// takes a remote health check nobody has (POST /staff/visits/today).
import { fieldVisitCopy as copy, visitsTodayCopy } from "~/content/visits-field";
import { type CaseFormEnv, type CaseIntentArgs, defineCaseForm } from "~/lib/casework/case-form.server";
import { cleanLine, cleanText } from "~/lib/forms/fields";
import { dataOutcome, type Outcome } from "~/lib/forms/outcome";
import { idValue } from "~/lib/casework/list-codec";
import { defineForm } from "~/lib/forms/pipeline.server";
import { submissionKey } from "~/lib/forms/submission-key.server";
import { redirectWithToast } from "~/lib/toast/flash.server";
import {
  type Acknowledgement,
  addVisitPhotos,
  arriveAtVisit,
  type FieldActor,
  type FieldProgress,
  type FieldResult,
  finishVisit,
  saveVisitProgress,
  setOffToVisit,
  signatureFile,
} from "./field.server";
import { assignRemoteCheck } from "./schedule.server";
import { FIELD_LIMITS, type FieldActionData, type FieldField, type FieldIntent, visitPhotoRule } from "./field-form";

export const fieldVisitPath = (id: number) => `/staff/visits/today/${id}`;

/** The text forms' intents (the photos come as multipart, to their own form). */
type TextIntent = Exclude<FieldIntent, "photos">;

type Answers = Pick<CaseIntentArgs<TextIntent, FieldField>, "done" | "answer" | "missing">;

/** The page's answer to a step's result: a toast for done or already done, 409 when it does not fit. */
function answerOf(result: FieldResult, success: string, { done, answer, missing }: Answers) {
  switch (result.outcome) {
    case "changed":
      return done(success);
    case "duplicate":
      return done(copy.toasts.duplicate, "info");
    case "missing":
      return missing();
    default:
      return answer(409, { message: copy.toasts.invalid });
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

type Read<T> = { ok: true; value: T } | { ok: false; fieldErrors: Partial<Record<FieldField, string>> };

/** The checklist's ticks (indexes), notes, parts and fixed-or-not as posted. */
function readProgress(form: FormData): Read<FieldProgress> {
  const done = form
    .getAll("done")
    .map((value) => (typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : -1))
    .filter((index) => index >= 0);
  const workNotes = cleanText(text(form, "workNotes"));
  const partsUsed = cleanText(text(form, "partsUsed")).split("\n").map(cleanLine).filter(Boolean).join("\n");
  const fieldErrors: Partial<Record<FieldField, string>> = {};
  if (workNotes.length > FIELD_LIMITS.workNotes) fieldErrors.workNotes = copy.errors.workNotes;
  if (partsUsed.length > FIELD_LIMITS.partsUsed) fieldErrors.partsUsed = copy.errors.partsUsed;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const fixed = text(form, "fixed");
  return {
    ok: true,
    value: {
      done,
      workNotes: workNotes || null,
      partsUsed: partsUsed || null,
      fixed: fixed === "yes" ? true : fixed === "no" ? false : null,
    },
  };
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The signer's name and, when one was drawn, the signature's bytes (the canvas's PNG data URL). */
function readAcknowledgement(form: FormData): Read<Acknowledgement> {
  const signerName = cleanLine(text(form, "signerName"));
  const drawn = text(form, "signature").trim();
  const fieldErrors: Partial<Record<FieldField, string>> = {};
  if (signerName === "" || signerName.length > FIELD_LIMITS.signerName) fieldErrors.signerName = copy.errors.signerName;
  let signaturePng: Uint8Array | null = null;
  if (drawn !== "") {
    const base64 = PNG_DATA_URL.exec(drawn)?.[1];
    const bytes =
      base64 && base64.length <= Math.ceil((FIELD_LIMITS.signatureBytes * 4) / 3) + 4
        ? new Uint8Array(Buffer.from(base64, "base64"))
        : null;
    // Sniffed here for the form's message; the finish checks the bytes again before storing them.
    if (!bytes || !signatureFile(bytes)) fieldErrors.signature = copy.errors.signature;
    else signaturePng = bytes;
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { signerName, signaturePng } };
}

const typedValues = (form: FormData) => ({
  workNotes: text(form, "workNotes"),
  partsUsed: text(form, "partsUsed"),
  fixed: text(form, "fixed"),
  signerName: text(form, "signerName"),
});

/** The work page's text forms, for a visit the route found (its rules decide who may act on it). */
export function fieldVisitForm(actor: FieldActor, id: number, mode: "on_site" | "remote") {
  const key = (form: FormData) => ({ submissionId: submissionKey(form) });
  return defineCaseForm<TextIntent, FieldField>({
    name: "visit-field",
    page: fieldVisitPath(id),
    // The drawn signature travels as a PNG data URL: room for it at its limit, and the notes.
    maxBytes: Math.ceil((FIELD_LIMITS.signatureBytes * 4) / 3) + 64 * 1024,
    failed: copy.toasts.failed,
    keep: ["workNotes", "partsUsed", "fixed", "signerName"],
    intents: {
      async set_off({ form, db, ...answers }) {
        return answerOf(await setOffToVisit(db, actor, id, key(form)), copy.toasts.setOff, answers);
      },
      async arrived({ form, db, ...answers }) {
        return answerOf(await arriveAtVisit(db, actor, id, key(form)), copy.toasts.arrived, answers);
      },
      async progress({ form, db, ...answers }) {
        const progress = readProgress(form);
        if (!progress.ok) return answers.rejected({ fieldErrors: progress.fieldErrors, values: typedValues(form) });
        return answerOf(
          await saveVisitProgress(db, actor, id, progress.value, key(form)),
          copy.toasts.progress,
          answers,
        );
      },
      async finish({ form, db, ...answers }) {
        const progress = readProgress(form);
        const acknowledgement = mode === "remote" ? null : readAcknowledgement(form);
        const fieldErrors = {
          ...(progress.ok ? {} : progress.fieldErrors),
          ...(acknowledgement && !acknowledgement.ok ? acknowledgement.fieldErrors : {}),
        };
        if (!progress.ok || (acknowledgement && !acknowledgement.ok))
          return answers.rejected({ fieldErrors, values: typedValues(form) });
        const result = await finishVisit(
          db,
          actor,
          id,
          { progress: progress.value, acknowledgement: acknowledgement?.value ?? null },
          key(form),
        );
        return answerOf(result, copy.toasts.finished, answers);
      },
    },
  });
}

const photoAnswer = (status: number, fields: Partial<FieldActionData>) =>
  dataOutcome<FieldActionData>(status, { intent: "photos", message: null, fieldErrors: {}, values: {}, ...fields });

/** The photos' form: pictures checked by content and size while they stream in, then stored. */
export function fieldPhotoForm(actor: FieldActor, id: number) {
  return defineForm<FieldActionData, CaseFormEnv>({
    name: "visit-photos",
    maxBytes: 1024,
    sameOriginOnly: true,
    uploads: visitPhotoRule,
    refused: (status, message) => photoAnswer(status, { message, fieldErrors: { photos: message } }),
    unavailable: () => photoAnswer(503, { message: copy.toasts.failed }),
    async handle({ form, db, env, uploads }): Promise<Outcome<FieldActionData>> {
      if (!uploads.ok || uploads.files.length === 0) {
        const message = uploads.ok ? copy.toasts.failed : uploads.message;
        return photoAnswer(400, { message, fieldErrors: { photos: message } });
      }
      const result = await addVisitPhotos(db, actor, id, uploads.files, { submissionId: submissionKey(form) });
      const here = fieldVisitPath(id);
      switch (result.outcome) {
        case "changed":
          return redirectWithToast(env, here, { type: "success", message: copy.toasts.photos });
        case "duplicate":
          return redirectWithToast(env, here, { type: "info", message: copy.toasts.duplicate });
        case "missing":
          return photoAnswer(404, { message: copy.toasts.failed });
        default:
          return photoAnswer(409, { message: copy.toasts.invalid });
      }
    },
  });
}

/**
 * Today's list's form: take an unassigned remote health check (`visitId`), which makes it the
 * signed-in staff member's. Taking one that is already yours changes nothing; one somebody took
 * first is a 409 naming them.
 */
export function takeRemoteCheckForm(actor: FieldActor) {
  const words = visitsTodayCopy.toasts;
  return defineCaseForm<"take", "visitId">({
    name: "visit-take",
    page: "/staff/visits/today",
    maxBytes: 1024,
    failed: words.failed,
    keep: [],
    intents: {
      async take({ form, db, done, answer, missing }) {
        const raw = form.get("visitId");
        const id = idValue(typeof raw === "string" ? raw : null);
        if (id === null) return answer(400, { message: words.failed });
        const result = await assignRemoteCheck(db, actor, id, { technicianId: actor.id, expected: null });
        switch (result.outcome) {
          case "changed":
            return done(words.taken);
          case "unchanged":
            return done(words.alreadyYours, "info");
          case "conflict":
            return answer(409, { message: words.takenBy(result.current) });
          case "missing":
            return missing();
          default:
            return answer(409, { message: words.notTakeable });
        }
      },
    },
  });
}
