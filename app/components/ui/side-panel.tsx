import type { ReactNode } from "react";

/** A card beside a page's main column (a job's facts, a project's details), named by its heading. */
export function SidePanel({
  id,
  title,
  titleClassName = "text-lg font-semibold text-slate-900",
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <aside aria-labelledby={id} className={className}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
        {children}
      </div>
    </aside>
  );
}
