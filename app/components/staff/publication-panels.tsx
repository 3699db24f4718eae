// The pieces of a published record's pages (a blog post, a job opening): the list's filters; the
// form's frame (title, address, language, note, Save, Preview) and its preview's; the side panels — the publishing box
// (publish / unpublish / archive, shown disabled with the reason to staff who may not) and the
// versions (who, when, the note; restore an older one). Plain forms: no JavaScript needed. Props
// only; the words come from the page.
import type { FormEvent, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { DateTime } from "~/components/staff/date-time";
import { ChoiceFilter, SearchFilter } from "~/components/staff/list-filters";
import { ActionBox, RecordSection } from "~/components/staff/record-page";
import { FormAlert, SelectField, TextField } from "~/components/ui/form-fields";
import { recordLanguageLabels } from "~/content/staff-help";
import { publicationStatusLabels } from "~/content/staff-publishing";
import type { PublicationStatus } from "~/db/publishing-schema";
import { type Locale, locales } from "~/lib/i18n/locale";
import type { PublicationMove } from "~/lib/publishing/moves";
import { SLUG_MAX_LENGTH } from "~/lib/publishing/slug";
import { publicationStatusNames } from "~/lib/publishing/staff-query";

const languageChoices = Object.entries(recordLanguageLabels).map(([value, label]) => ({ value, label }));

export const panelButtonClass =
  "rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60";

type PublishingWords = {
  heading: string;
  publish: string;
  unpublish: string;
  archive: string;
  notAllowed: string;
};

export function PublishingBox({
  words,
  status,
  moves,
  mayPublish,
  alert,
}: {
  words: PublishingWords;
  status: PublicationStatus;
  moves: readonly PublicationMove[];
  mayPublish: boolean;
  alert: string | null;
}) {
  return (
    <ActionBox id="publishing-heading" heading={words.heading} alert={alert}>
      {mayPublish ? null : (
        <p id="publishing-reason" className="text-sm text-slate-700">
          {words.notAllowed}
        </p>
      )}
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="status" value={status} />
        {moves.map((move) => (
          <button
            key={move}
            type="submit"
            name="intent"
            value={move}
            disabled={!mayPublish}
            aria-describedby={mayPublish ? undefined : "publishing-reason"}
            className={`${panelButtonClass} ${move === "publish" ? "bg-brand-700 text-white hover:bg-brand-800" : "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50"}`}
          >
            {words[move]}
          </button>
        ))}
      </Form>
    </ActionBox>
  );
}

type HistoryWords = {
  heading: string;
  version: (n: number) => string;
  by: (name: string) => string;
  unknown: string;
  current: string;
  restore: string;
  restoreLabel: (n: number) => string;
  /** The record's language now (a version does not record its own). */
  language: (language: string) => string;
};

export function VersionHistory({
  words,
  current,
  versions,
  language,
  status,
}: {
  words: HistoryWords;
  current: number;
  /** The record's language now: versions keep the words only, so a restore keeps this language. */
  language: Locale;
  versions: readonly { version: number; editedAt: Date | string; editorName: string | null; note: string | null }[];
  /** What the last restore or save said, for screen readers. */
  status: string | null;
}) {
  return (
    <RecordSection id="versions-heading" heading={words.heading}>
      <p className="sr-only" role="status">
        {status}
      </p>
      <p className="mt-1 text-sm text-slate-600">{words.language(recordLanguageLabels[language])}</p>
      <ol className="mt-3 space-y-3">
        {versions.map((version) => (
          <li
            key={version.version}
            className="border-t border-slate-100 pt-3 text-sm text-slate-700 first:border-t-0 first:pt-0"
          >
            <p className="font-semibold text-slate-900">
              {words.version(version.version)}
              {version.version === current ? ` · ${words.current}` : ""}
            </p>
            <p>
              <DateTime value={version.editedAt} /> {words.by(version.editorName ?? words.unknown)}
            </p>
            {version.note ? <p className="text-slate-600">{version.note}</p> : null}
            {version.version === current ? null : (
              <Form method="post" className="mt-1">
                <input type="hidden" name="version" value={current} />
                <input type="hidden" name="restoreVersion" value={version.version} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={words.restoreLabel(version.version)}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {words.restore}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}

type FormWords = {
  formHeading: string;
  note: string;
  noteHint: string;
  fieldsOptional: string;
  preview: string;
  /** Why the address cannot change: kinds whose address is fixed once public (posts, openings). */
  slugFixed?: string;
  fields: { title: string; slug: string; slugHint: string };
  languageField: { label: string; hint: string };
};

/**
 * A published record's form (new, and a record's page): its heading and answer, the title and the
 * address (fixed once published: shown, not sent), the kind's own fields (`children`), then the note
 * kept with the version, "Save" and "Preview" — plain submits, so both work without JavaScript.
 */
export function PublicationForm({
  id,
  formKey,
  words,
  alert,
  version,
  title,
  slug,
  language,
  note,
  submitLabel,
  onInput,
  children,
}: {
  /** The form's heading's id. */
  id: string;
  /** A new key after each answer: the fields show what the server kept, not a stale default. */
  formKey: string;
  words: FormWords;
  alert: string | null;
  /** The version the page shows (a record's page): a save based on an older one is refused. */
  version: number | null;
  title: { value: string; error?: string; maxLength: number };
  /** `prefix` is the public address before the slug, e.g. "/blog/". */
  slug: { value: string; error?: string; fixed: boolean; prefix: string };
  /** The language the text is written in ("en" or "ml"): which language's pages show it as their own. */
  language: { value: string; error?: string };
  note: { value: string; error?: string; maxLength: number };
  submitLabel: string;
  /** Follows what is typed (a live preview's onInput), when the kind has one. */
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const fields = words.fields;
  return (
    <Form method="post" key={formKey} onInput={onInput} noValidate aria-labelledby={id} className="max-w-3xl space-y-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {words.formHeading}
      </h2>
      <FormAlert message={alert} />
      {version === null ? null : <input type="hidden" name="version" value={version} />}
      <TextField
        name="title"
        label={fields.title}
        defaultValue={title.value}
        error={title.error}
        maxLength={title.maxLength}
      />
      {slug.fixed ? (
        <div>
          <p className="block text-sm font-medium text-slate-800">{fields.slug}</p>
          <p className="mt-1.5 font-mono text-sm text-slate-900">
            {slug.prefix}
            {slug.value}
          </p>
          <p className="mt-1.5 text-sm text-slate-600">{words.slugFixed}</p>
        </div>
      ) : (
        <TextField
          name="slug"
          label={fields.slug}
          required={false}
          optionalNote={words.fieldsOptional}
          description={fields.slugHint}
          defaultValue={slug.value}
          error={slug.error}
          maxLength={SLUG_MAX_LENGTH}
        />
      )}
      <SelectField
        name="language"
        label={words.languageField.label}
        description={words.languageField.hint}
        options={languageChoices}
        defaultValue={language.value}
        error={language.error}
      />
      {children}
      <TextField
        name="note"
        label={words.note}
        required={false}
        optionalNote={words.fieldsOptional}
        description={words.noteHint}
        defaultValue={note.value}
        error={note.error}
        maxLength={note.maxLength}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className={`${panelButtonClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {submitLabel}
        </button>
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy}
          className={`${panelButtonClass} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}
        >
          {words.preview}
        </button>
      </div>
    </Form>
  );
}

/**
 * The server preview beside (or under) the form, with its heading and hint. Its `id` is stable: the
 * live preview attaches there.
 */
export function PreviewSection({
  id,
  words,
  flush = false,
  className = "",
  children,
}: {
  id: string;
  words: { previewHeading: string; previewHint: string };
  /** The preview runs to the frame's edges (a whole page's header, drawn as the public page draws it). */
  flush?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white ${className}`}
    >
      <div className="p-5">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
          {words.previewHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{words.previewHint}</p>
      </div>
      <div className={flush ? "" : "px-5 pb-5"}>{children}</div>
    </section>
  );
}

type ListFilterWords = { status: string; language: string; any: string; search: string; searchHint: string };

/** A published kind's list filters: its status, its language, and words of the title or address. */
export function PublicationFilters({
  words,
  status,
  language,
  q,
}: {
  words: ListFilterWords;
  status: PublicationStatus | null;
  language: Locale | null;
  q: string;
}) {
  return (
    <>
      <ChoiceFilter
        id="filter-status"
        name="status"
        label={words.status}
        value={status}
        any={words.any}
        choices={publicationStatusNames}
        labels={publicationStatusLabels}
      />
      <LanguageFilter label={words.language} any={words.any} value={language} />
      <SearchFilter id="filter-q" label={words.search} hint={words.searchHint} defaultValue={q} maxLength={100} />
    </>
  );
}

/** The language a record is written in, as a list filter (help articles, blog posts, openings). */
export function LanguageFilter({ label, any, value }: { label: string; any: string; value: Locale | null }) {
  return (
    <ChoiceFilter
      id="filter-language"
      name="language"
      label={label}
      value={value}
      any={any}
      choices={locales}
      labels={recordLanguageLabels}
    />
  );
}
