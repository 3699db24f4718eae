// The frame of a staff record page: at the top the way back to its list, the record's heading and
// the summary the page gives (its status and who works on it); beside the record, the panel of
// forms staff work it with. Props only; the words come from the page.
import type { ReactNode } from "react";
import { Link } from "react-router";

export function RecordHeader({
  back,
  heading,
  children,
}: {
  back: { href: string; label: string };
  heading: string;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={back.href} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {back.label}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900">{heading}</h1>
      {children}
    </>
  );
}

/** A case's status badge and its assignee (or the page's word for nobody), on one line. */
export function CaseSummary({
  badge,
  assigneeName,
  words,
}: {
  badge: ReactNode;
  assigneeName: string | null;
  words: { label: string; nobody: string };
}) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {badge}
      <span>
        {words.label}: {assigneeName ?? words.nobody}
      </span>
    </p>
  );
}

/** The "work on it" panel: the forms that change the record, under one heading. */
export function WorkPanel({
  heading,
  className,
  children,
}: {
  heading: string;
  /** Layout beyond the panel's own spacing, e.g. "lg:self-start" when it stands alone in its column. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="work-heading" className={className ? `space-y-4 ${className}` : "space-y-4"}>
      <h2 id="work-heading" className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** One part of the record (who wrote, the delivery, the headers…): a card under its own heading. */
export function RecordSection({
  id,
  heading,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** Spacing from what stands before it, e.g. "mt-8". */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-4${className ? ` ${className}` : ""}`}
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
