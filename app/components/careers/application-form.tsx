// The application form. Without JavaScript it is a plain multipart form posting to the
// opening's page, which answers with the confirmation (post/redirect/get) or this form with its
// messages. With JavaScript the fields are checked as the applicant goes (the server's own schema and
// file rules, loaded lazily), and the form is sent with XMLHttpRequest to /careers/{id}/apply (under
// /ml on a Malayalam page) — the same form pipeline answering JSON — so that the upload's progress can
// be shown and read out. Its words come from the loader in the page's language: none in its code.
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FileField } from "~/components/ui/file-field";
import {
  Checkbox,
  FormAlert,
  SelectField,
  SubmissionKeyField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/ui/form-fields";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { focusFirstInvalid, useFormValidation } from "~/components/ui/use-form-validation";
import type { ApplicationFormWords } from "~/lib/careers/apply-words";
import {
  APPLICATION_LIMITS,
  type ApplicationActionData,
  type ApplicationField,
  type ApplicationJsonAnswer,
  applicationFieldNames,
  applicationScriptPath,
  PROGRESS_STEP,
  resumeUploadRule,
} from "~/lib/careers/apply-form";
import type { ChosenFileMessages } from "~/lib/uploads/check-files";
import { useLocalePath } from "~/lib/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  opening: { id: string; title: string };
  /** The form's words and choices in the page's language, from the loader (lib/careers/apply-words.ts). */
  words: ApplicationFormWords;
  /** The server's answer to a post sent without JavaScript (mistakes, rate limit, closed, outage). */
  actionData?: ApplicationActionData;
};

/** The resume field's instant check, with the server's own rules and words (loaded when a file is chosen). */
async function checkResume(
  input: HTMLInputElement | null | undefined,
  messages: ChosenFileMessages,
): Promise<string | null> {
  const files = Array.from(input?.files ?? []);
  try {
    const { checkChosenFiles } = await import("~/lib/uploads/check-files");
    return await checkChosenFiles(files, resumeUploadRule, messages);
  } catch {
    // Offline or a new deployment: the server checks the file anyway.
    return null;
  }
}

export function ApplicationForm({ opening, words, actionData }: Props) {
  const { copy } = words;
  const navigate = useNavigate();
  const to = useLocalePath();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const resumeInput = () =>
    formRef.current?.elements.namedItem(resumeUploadRule.field) as HTMLInputElement | null | undefined;
  // The script path's last answer replaces the no-JavaScript one.
  const [scriptAnswer, setScriptAnswer] = useState<ApplicationActionData | null>(null);
  const answer = scriptAnswer ?? actionData;
  // The browser's own check of the chosen file (null: fine), once made; until then the server's message.
  const [checkedResume, setResumeError] = useState<string | null | undefined>(undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<string>("");
  const { errors, onSubmit, onChange } = useFormValidation<ApplicationField>({
    validator: () =>
      import("~/lib/careers/apply-schema").then(
        (schema) => (form: FormData) => schema.validateApplicationForm(form, words.schema),
      ),
    fields: applicationFieldNames,
    serverErrors: answer?.fieldErrors,
    answer,
  });
  // A new server answer brings its own résumé message (or none).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server answer.
  useEffect(() => setResumeError(undefined), [answer]);
  const resumeError = checkedResume === undefined ? answer?.fieldErrors.resume : (checkedResume ?? undefined);
  useEffect(() => {
    if (!scriptAnswer) return;
    if (Object.keys(scriptAnswer.fieldErrors).some((name) => scriptAnswer.fieldErrors[name as ApplicationField])) {
      focusFirstInvalid(formRef.current, scriptAnswer.fieldErrors, [...applicationFieldNames, "resume"]);
    }
  }, [scriptAnswer]);

  const values = answer?.values ?? {};
  const busy = progress !== null;
  const formError =
    answer?.message ?? (answer && Object.values(answer.fieldErrors).some(Boolean) ? copy.fixErrors : null);

  function reportProgress(percent: number) {
    setProgress(percent);
    setAnnounced((previous) => {
      const next = percent >= 100 ? copy.progressDone : (copy.progress[Math.floor(percent / PROGRESS_STEP)] ?? "");
      return previous === next ? previous : next;
    });
  }

  function send(form: HTMLFormElement) {
    const request = new XMLHttpRequest();
    request.open("POST", to(applicationScriptPath(opening.id)));
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) reportProgress(Math.min(100, Math.floor((event.loaded * 100) / event.total)));
    });
    request.addEventListener("load", () => {
      const body = request.response as ApplicationJsonAnswer | null;
      setProgress(null);
      setAnnounced("");
      if (body && "redirect" in body) {
        navigate(body.redirect);
        return;
      }
      setScriptAnswer(body && "fieldErrors" in body ? body : { fieldErrors: {}, values: {}, message: copy.failed });
    });
    request.addEventListener("error", () => {
      setProgress(null);
      setAnnounced("");
      setScriptAnswer({ fieldErrors: {}, values: {}, message: copy.connectionLost });
    });
    reportProgress(0);
    request.send(new FormData(form));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    // The schema's check (prevents the post when a field is wrong), then the résumé's, then the send.
    onSubmit(event);
    const fieldsWrong = event.defaultPrevented;
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const fileMessage = await checkResume(resumeInput(), words.resume.messages);
    setResumeError(fileMessage);
    if (fieldsWrong) return;
    if (fileMessage) {
      resumeInput()?.focus();
      return;
    }
    send(form);
  }

  async function change(event: ChangeEvent<HTMLFormElement>) {
    onChange(event);
    if ((event.target as EventTarget) === resumeInput())
      setResumeError(await checkResume(resumeInput(), words.resume.messages));
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={to(`/careers/${opening.id}#apply`)}
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      onChange={change}
      aria-describedby="application-form-note"
      // Marks the form as enhanced (instant checks, upload progress): the end-to-end tests wait for it.
      data-enhanced={hydrated ? "" : undefined}
      className="relative mt-6 space-y-6"
    >
      <p id="application-form-note" className="text-sm text-slate-600">
        {copy.requiredNote}
      </p>
      {!busy ? <FormAlert message={formError} /> : null}
      <SubmissionKeyField />
      <HoneypotField label={copy.honeypotLabel} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="fullName"
          label={copy.labels.fullName}
          requiredMark
          autoComplete="name"
          maxLength={APPLICATION_LIMITS.fullName}
          defaultValue={values.fullName ?? ""}
          error={errors.fullName}
        />
        <TextField
          name="email"
          type="email"
          label={copy.labels.email}
          requiredMark
          autoComplete="email"
          defaultValue={values.email ?? ""}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          label={copy.labels.phone}
          requiredMark
          autoComplete="tel"
          description={copy.hints.phone}
          maxLength={APPLICATION_LIMITS.phone}
          defaultValue={values.phone ?? ""}
          error={errors.phone}
        />
        <TextField
          name="currentLocation"
          label={copy.labels.currentLocation}
          requiredMark
          autoComplete="address-level2"
          description={copy.hints.currentLocation}
          maxLength={APPLICATION_LIMITS.currentLocation}
          defaultValue={values.currentLocation ?? ""}
          error={errors.currentLocation}
        />
        <SelectField
          name="yearsExperience"
          label={copy.labels.yearsExperience}
          requiredMark
          options={words.yearChoices}
          defaultValue={values.yearsExperience ?? ""}
          error={errors.yearsExperience}
        />
        <SelectField
          name="noticePeriod"
          label={copy.labels.noticePeriod}
          requiredMark
          options={words.noticeChoices}
          defaultValue={values.noticePeriod ?? ""}
          error={errors.noticePeriod}
        />
      </div>
      <TextField
        name="profileUrl"
        label={copy.labels.profileUrl}
        required={false}
        optionalNote={copy.optional}
        autoComplete="url"
        description={copy.hints.profileUrl}
        maxLength={APPLICATION_LIMITS.profileUrl}
        defaultValue={values.profileUrl ?? ""}
        error={errors.profileUrl}
      />
      <TextAreaField
        name="coverNote"
        label={copy.labels.coverNote}
        requiredMark
        description={copy.hints.coverNote}
        maxLength={APPLICATION_LIMITS.coverNote}
        rows={6}
        defaultValue={values.coverNote ?? ""}
        error={errors.coverNote}
      />
      <FileField
        name={resumeUploadRule.field}
        label={copy.labels.resume}
        required
        requiredMark
        hint={words.resume.hint}
        accept={words.resume.accept}
        error={resumeError}
      />
      <div>
        <Checkbox name="consent" defaultChecked={values.consent === "on"} error={errors.consent}>
          {copy.labels.consent}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>{" "}
          <span className="text-slate-600">
            {copy.hints.consent}{" "}
            <a href={to("/privacy")} className="font-medium text-brand-800 underline underline-offset-2">
              {copy.privacyLink}
            </a>
            .
          </span>
        </Checkbox>
      </div>
      {busy ? (
        <div className="space-y-1.5">
          <label htmlFor="application-progress" className="block text-sm font-medium text-slate-800">
            {copy.progressLabel}
          </label>
          <progress
            id="application-progress"
            max={100}
            value={progress ?? 0}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {announced}
      </p>
      <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} fullWidth={false} />
    </form>
  );
}
