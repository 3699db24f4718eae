import type { ReactNode } from "react";

/** A block named by its h2: the heading carries the id that aria-labelledby points at. */
type TitledProps = {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  children: ReactNode;
};

/** A section of a page, announced with its title. */
export function TitledSection({
  id,
  title,
  titleClassName = "text-2xl font-bold tracking-tight text-slate-900",
  className,
  children,
}: TitledProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card beside a page's main column (a job's facts, a project's details). */
export function SidePanel({
  id,
  title,
  titleClassName = "text-lg font-semibold text-slate-900",
  className,
  children,
}: TitledProps) {
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
