// The job opening form (new, and an opening's page): title, address, department, location, type,
// experience, salary range, description, requirements / responsibilities / skills (one per line), the
// posted date and the last day to apply, and a note. "Save" and "Preview" are plain submits, so both
// work without JavaScript — the preview draws the opening with the careers page's own component, with
// everything typed kept. Props only; the words come from the page.
import { Form, useNavigation } from "react-router";
import { departmentIcons } from "~/components/cards/job-card";
import { CareerOpening } from "~/components/sections/career-opening";
import { PreviewSection, PublicationFormEnd } from "~/components/staff/publication-panels";
import { FormAlert, SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
import { careerOpeningPage } from "~/content/career-opening";
import { careersPage } from "~/content/jobs";
import type { Job } from "~/content/schema";
import type { staffOpeningCopy } from "~/content/staff-publishing";
import { caseAlert } from "~/lib/casework/case-form";
import {
  employmentTypes,
  JOB_OPENING_LIMITS,
  type JobOpeningActionData,
  type JobOpeningField,
} from "~/lib/publishing/staff-query";

export type JobOpeningValues = Record<Exclude<JobOpeningField, "note" | "deadline">, string>;

const departments = (Object.keys(departmentIcons) as Job["department"][]).map((name) => ({ value: name, label: name }));
const types = employmentTypes.map((type) => ({ value: type, label: type }));
const lines = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The typed opening as the careers page's component reads it (null while its department is not one it draws). */
function previewJob(value: (field: keyof JobOpeningValues) => string): Job | null {
  const department = value("department") as Job["department"];
  if (!(department in departmentIcons)) return null;
  return {
    id: value("slug") || "preview",
    title: value("title"),
    department,
    location: value("location") as Job["location"],
    type: value("employmentType") as Job["type"],
    experience: value("experience"),
    salaryRange: value("salaryRange"),
    description: value("description"),
    requirements: lines(value("requirements")),
    responsibilities: lines(value("responsibilities")),
    skills: lines(value("skills")),
    postedDate: value("postedOn"),
    applicationDeadline: value("applicationDeadline"),
  };
}

export function JobOpeningForm({
  words,
  initial,
  version,
  slugFixed,
  answer,
  submitLabel,
}: {
  words: typeof staffOpeningCopy;
  initial: JobOpeningValues;
  /** The version the page shows (an opening's page): a save based on an older one is refused. */
  version: number | null;
  /** The opening has been public: applications name it by its address, which cannot change. */
  slugFixed: boolean;
  answer: JobOpeningActionData | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const typed = answer && (answer.intent === "save" || answer.intent === "preview") ? answer : undefined;
  const value = (field: keyof JobOpeningValues) => typed?.values[field] ?? initial[field];
  const errors = typed?.fieldErrors ?? {};
  const fields = words.fields;
  const preview = typed?.preview ? previewJob(value) : null;
  const line = (name: "location" | "experience" | "salaryRange", description?: string) => (
    <TextField
      name={name}
      label={fields[name]}
      description={description}
      defaultValue={value(name)}
      error={errors[name]}
      maxLength={JOB_OPENING_LIMITS.line}
    />
  );
  const list = (name: "requirements" | "responsibilities" | "skills") => (
    <TextAreaField
      name={name}
      label={fields[name]}
      rows={5}
      description={fields.listHint}
      defaultValue={value(name)}
      error={errors[name]}
      maxLength={JOB_OPENING_LIMITS.list}
    />
  );
  return (
    <div className="mt-6">
      <Form
        method="post"
        // A new key after each answer: the fields show what the server kept, not a stale default.
        key={`${answer?.intent ?? "page"}-${version ?? "new"}`}
        noValidate
        aria-labelledby="opening-form-heading"
        className="max-w-3xl space-y-5"
      >
        <h2 id="opening-form-heading" className="text-lg font-bold text-slate-900">
          {words.formHeading}
        </h2>
        <FormAlert message={caseAlert(answer, answer?.intent === "preview" ? "preview" : "save", "save")} />
        {version === null ? null : <input type="hidden" name="version" value={version} />}
        <TextField
          name="title"
          label={fields.title}
          defaultValue={value("title")}
          error={errors.title}
          maxLength={JOB_OPENING_LIMITS.title}
        />
        {slugFixed ? (
          <div>
            <p className="block text-sm font-medium text-slate-800">{fields.slug}</p>
            <p className="mt-1.5 font-mono text-sm text-slate-900">/careers/{initial.slug}</p>
            <p className="mt-1.5 text-sm text-slate-600">{words.slugFixed}</p>
          </div>
        ) : (
          <TextField
            name="slug"
            label={fields.slug}
            required={false}
            optionalNote={words.fieldsOptional}
            description={fields.slugHint}
            defaultValue={value("slug")}
            error={errors.slug}
            maxLength={120}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="department"
            label={fields.department}
            options={departments}
            defaultValue={value("department")}
            error={errors.department}
          />
          <SelectField
            name="employmentType"
            label={fields.employmentType}
            options={types}
            defaultValue={value("employmentType")}
            error={errors.employmentType}
          />
          {line("location")}
          {line("experience", fields.experienceHint)}
        </div>
        {line("salaryRange", fields.salaryRangeHint)}
        <TextAreaField
          name="description"
          label={fields.description}
          rows={4}
          defaultValue={value("description")}
          error={errors.description}
          maxLength={JOB_OPENING_LIMITS.description}
        />
        {list("responsibilities")}
        {list("requirements")}
        {list("skills")}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="postedOn"
            type="date"
            label={fields.postedOn}
            defaultValue={value("postedOn")}
            error={errors.postedOn}
          />
          <TextField
            name="applicationDeadline"
            type="date"
            label={fields.applicationDeadline}
            description={fields.applicationDeadlineHint}
            defaultValue={value("applicationDeadline")}
            error={errors.applicationDeadline}
          />
        </div>
        <PublicationFormEnd
          words={words}
          note={typed?.values.note ?? ""}
          noteError={errors.note}
          noteMaxLength={JOB_OPENING_LIMITS.note}
          submitLabel={submitLabel}
          busy={busy}
        />
      </Form>
      {preview === null ? null : (
        <PreviewSection id="job-opening-preview" words={words} flush className="mt-8">
          <CareerOpening job={preview} applyHref={null} labels={careersPage.jobLabels} copy={careerOpeningPage} />
        </PreviewSection>
      )}
    </div>
  );
}
