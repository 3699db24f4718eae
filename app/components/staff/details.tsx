// A record's facts on a staff page: label and value, one under the other on a phone and side by
// side (a third for the label) from medium screens up. Props only; the words come from the page.
import type { ReactNode } from "react";

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm md:grid-cols-3">{children}</dl>;
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900 md:col-span-2">{children}</dd>
    </>
  );
}
