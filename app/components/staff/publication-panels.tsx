// The pieces of a published record's pages (a blog post, a job opening): the list's filters; the
// form's end (note, Save, Preview) and its preview frame; the side panels — the publishing box
// (publish / unpublish / archive, shown disabled with the reason to staff who may not) and the
// versions (who, when, the note; restore an older one). Plain forms: no JavaScript needed. Props
// only; the words come from the page.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { DateTime } from "~/components/staff/date-time";
import { ChoiceFilter, SearchFilter } from "~/components/staff/list-filters";
import { ActionBox, RecordSection } from "~/components/staff/record-page";
import { TextField } from "~/components/ui/form-fields";
import { publicationStatusLabels } from "~/content/staff-publishing";
import type { PublicationStatus } from "~/db/publishing-schema";
import type { PublicationMove } from "~/lib/publishing/moves";
import { publicationStatusNames } from "~/lib/publishing/staff-query";

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
};

export function VersionHistory({
  words,
  current,
  versions,
  status,
}: {
  words: HistoryWords;
  current: number;
  versions: readonly { version: number; editedAt: Date | string; editorName: string | null; note: string | null }[];
  /** What the last restore or save said, for screen readers. */
  status: string | null;
}) {
  return (
    <RecordSection id="versions-heading" heading={words.heading}>
      <p className="sr-only" role="status">
        {status}
      </p>
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

/**
 * The end of a published record's form: the note kept with the version, "Save" and "Preview" (plain
 * submits, so both work without JavaScript).
 */
export function PublicationFormEnd({
  words,
  note,
  noteError,
  noteMaxLength,
  submitLabel,
  busy,
}: {
  words: { note: string; noteHint: string; fieldsOptional: string; preview: string };
  note: string;
  noteError?: string;
  noteMaxLength: number;
  submitLabel: string;
  busy: boolean;
}) {
  return (
    <>
      <TextField
        name="note"
        label={words.note}
        required={false}
        optionalNote={words.fieldsOptional}
        description={words.noteHint}
        defaultValue={note}
        error={noteError}
        maxLength={noteMaxLength}
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
    </>
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

type ListFilterWords = { status: string; any: string; search: string; searchHint: string };

/** A published kind's list filters: its status, and words of the title or address. */
export function PublicationFilters({
  words,
  status,
  q,
}: {
  words: ListFilterWords;
  status: PublicationStatus | null;
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
      <SearchFilter id="filter-q" label={words.search} hint={words.searchHint} defaultValue={q} maxLength={100} />
    </>
  );
}
