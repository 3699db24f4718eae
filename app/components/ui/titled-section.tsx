import type { ReactNode } from "react";

const sectionTitle = "text-2xl font-bold tracking-tight text-slate-900";

/**
 * A section of a page named by its heading: the h2 carries the id that aria-labelledby points at,
 * so the section is announced with its title.
 */
export function TitledSection({
  id,
  title,
  titleClassName = sectionTitle,
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
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
