import type { ReactNode } from "react";

type PageHeaderProps = {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** Below the intro: buttons, facts, a back link. */
  children?: ReactNode;
  /** Beside the text on large screens (below it on small ones): an illustration or a facts card. */
  aside?: ReactNode;
  /** Above the eyebrow, e.g. a back link. */
  before?: ReactNode;
};

/** The opening band of an inner page: its one <h1> and a short introduction. */
export function PageHeader({ eyebrow, heading, intro, children, aside, before }: PageHeaderProps) {
  const text = (
    <div>
      {before}
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-brand-50">{intro}</p>
      {children}
    </div>
  );
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page py-16 md:py-20">
        {aside ? (
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            {text}
            {aside}
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
