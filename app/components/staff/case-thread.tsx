// A record's history as staff read it: the record's own first entry (the message, the application…)
// then every event, oldest first, each titled and timed, its text kept as written. Props only: the
// page says how each event reads (its title, tone and any extra words such as an email's state).
import type { ReactNode } from "react";
import { formatDateTime, isoString } from "~/lib/india-time";

export type ThreadEntry = {
  id: number | string;
  title: ReactNode;
  createdAt: Date | string;
  body?: string | null;
  /** What the body is, for screen readers (e.g. "Message to the customer"). */
  bodyLabel?: string;
  /** Words after the time (e.g. whether the reply's email went out). */
  extra?: ReactNode;
  /** Border and background classes: replies, notes and changes look different. */
  tone: string;
};

export function CaseThread({
  heading,
  entries,
  empty,
  className,
}: {
  heading: string;
  entries: readonly ThreadEntry[];
  /** Shown when there are no entries yet (a record whose history starts with its first change). */
  empty?: string;
  /** The section's spacing where the page's column does not space it (RecordPage does). */
  className?: string;
}) {
  return (
    <section aria-labelledby="thread-heading" className={className}>
      <h2 id="thread-heading" className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className={`rounded-xl border p-4 ${entry.tone}`}>
              <p className="text-sm font-semibold text-slate-900">
                {entry.title} ·{" "}
                <time dateTime={isoString(entry.createdAt)} className="font-normal text-slate-700">
                  {formatDateTime(entry.createdAt)}
                </time>
                {entry.extra ? <span className="font-normal text-slate-700"> · {entry.extra}</span> : null}
              </p>
              {entry.body ? (
                <p className="mt-2 break-words whitespace-pre-line text-slate-900">
                  {entry.bodyLabel ? <span className="sr-only">{entry.bodyLabel}: </span> : null}
                  {entry.body}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The tones every history uses: the record itself, a reply, a note, a change. */
export const threadTones = {
  record: "border-brand-200 bg-brand-50",
  reply: "border-slate-300 bg-white",
  note: "border-amber-200 bg-amber-50",
  change: "border-slate-200 bg-slate-50",
} as const;

type HistoryEvent = {
  id: number;
  kind: string;
  body: string | null;
  emailStatus: string | null;
  createdAt: Date | string;
};

/**
 * A record's history from its events: each titled by the page, in its kind's tone, with what became
 * of the email it sent; `first` is the record's own entry (the message as it came), when it has one.
 */
export function CaseHistory<Event extends HistoryEvent>({
  heading,
  first,
  events,
  title,
  tones,
  email,
}: {
  heading: string;
  first?: ThreadEntry;
  events: readonly Event[];
  title: (event: Event) => ReactNode;
  tones: Record<Event["kind"], string>;
  /** The words for each state of an entry's email (queued, sent…). */
  email: Record<string, string>;
}) {
  const entries = events.map(
    (event): ThreadEntry => ({
      id: event.id,
      title: title(event),
      createdAt: event.createdAt,
      body: event.body,
      tone: tones[event.kind as Event["kind"]],
      extra: event.emailStatus ? email[event.emailStatus] : null,
    }),
  );
  return <CaseThread heading={heading} entries={first ? [first, ...entries] : entries} />;
}
