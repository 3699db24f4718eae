import type { ReactNode } from "react";

/** A block named by its h2: the heading carries the id that aria-labelledby points at. */
type TitledProps = {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  children: ReactNode;
};

/** The element named by its own first child, the h2. */
function Titled({
  element: Element,
  id,
  title,
  titleClassName,
  className,
  children,
}: TitledProps & { element: "section" | "nav" }) {
  return (
    <Element aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Element>
  );
}

/** A section of a page, announced with its title. */
export function TitledSection({
  titleClassName = "text-2xl font-bold tracking-tight text-slate-900",
  ...props
}: TitledProps) {
  return <Titled element="section" titleClassName={titleClassName} {...props} />;
}

/** A set of links within the page (a table of contents, a shortcut to the openings), titled in small capitals. */
export function TitledNav({
  titleClassName = "text-sm font-semibold tracking-wide text-slate-600 uppercase",
  ...props
}: TitledProps) {
  return <Titled element="nav" titleClassName={titleClassName} {...props} />;
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
