// The frame of a staff record page: at the top the way back to its list, the record's heading and
// the summary the page gives (its status and who works on it); beside the record, the panel of
// forms staff work it with. Props only; the words come from the page.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/ui/form-fields";

/**
 * The whole page: the way back, the heading and `summary` on top; then the record (`children`, two
 * thirds of a wide screen) and beside it `side` (the panels and forms staff work it with).
 */
export function RecordPage({
  back,
  heading,
  summary,
  side,
  children,
}: {
  back: { href: string; label: string };
  heading: string;
  summary: ReactNode;
  side: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={back.href} className="text-sm font-semibold text-brand-800 underline underline-offset-2">
        {back.label}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-slate-900">{heading}</h1>
      {summary}
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">{children}</div>
        <div className="space-y-4 lg:self-start">{side}</div>
      </div>
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
export function WorkPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="work-heading" className="space-y-4">
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

/** A box of the work panel: its heading, its message when it answered, and its form. */
export function ActionBox({
  id,
  heading,
  alert,
  danger,
  children,
}: {
  /** The heading's id, which names the box. */
  id: string;
  heading: string;
  alert: string | null;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`space-y-3 rounded-xl border bg-white p-4 ${danger ? "border-red-200" : "border-slate-200"}`}
    >
      <h3 id={id} className="font-semibold text-slate-900">
        {heading}
      </h3>
      <FormAlert message={alert} />
      {children}
    </section>
  );
}
