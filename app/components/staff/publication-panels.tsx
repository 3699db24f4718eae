// The side panels of a published record's page (a blog post, a job opening): the publishing box
// (publish / unpublish / archive, shown disabled with the reason to staff who may not) and the
// versions (who, when, the note; restore an older one). Plain forms: no JavaScript needed. Props
// only; the words come from the page.
import { Form } from "react-router";
import { DateTime } from "~/components/staff/date-time";
import { ActionBox, RecordSection } from "~/components/staff/record-page";
import type { PublicationStatus } from "~/db/publishing-schema";
import type { PublicationMove } from "~/lib/publishing/moves";

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
