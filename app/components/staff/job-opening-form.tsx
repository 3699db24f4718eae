// The job opening form (new, and an opening's page): title, address, department, location, type,
// experience, salary range, description, requirements / responsibilities / skills (one per line), the
// posted date and the last day to apply, and a note. "Save" and "Preview" are plain submits, so both
// work without JavaScript — the preview draws the opening with the careers page's own component, with
// everything typed kept. Props only; the words come from the page.
import { departmentIcons } from "~/components/cards/job-card";
import { CareerOpening } from "~/components/sections/career-opening";
import { PreviewSection, PublicationForm } from "~/components/staff/publication-panels";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-fields";
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
      <PublicationForm
        id="opening-form-heading"
        formKey={`${answer?.intent ?? "page"}-${version ?? "new"}`}
        words={words}
        alert={caseAlert(answer, answer?.intent === "preview" ? "preview" : "save", "save")}
        version={version}
        title={{ value: value("title"), error: errors.title, maxLength: JOB_OPENING_LIMITS.title }}
        slug={{
          value: slugFixed ? initial.slug : value("slug"),
          error: errors.slug,
          fixed: slugFixed,
          prefix: "/careers/",
        }}
        language={{ value: value("language"), error: errors.language }}
        note={{ value: typed?.values.note ?? "", error: errors.note, maxLength: JOB_OPENING_LIMITS.note }}
        submitLabel={submitLabel}
      >
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
      </PublicationForm>
      {preview === null ? null : (
        <PreviewSection id="job-opening-preview" words={words} flush className="mt-8">
          <CareerOpening job={preview} applyHref={null} labels={careersPage.jobLabels} copy={careerOpeningPage} />
        </PreviewSection>
      )}
    </div>
  );
}
