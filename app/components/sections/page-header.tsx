import { ArrowLeft } from "~/components/ui/icons";
import { Link } from "react-router";
import type { ReactNode } from "react";

type PageHeaderProps = {
  eyebrow?: string;
  heading: string;
  intro: string;
  /** Below the intro: buttons, facts, a back link. */
  children?: ReactNode;
  /** Beside the text on large screens: an illustration or a facts card. */
  aside?: ReactNode;
  /** "always" stacks the aside under the text on small screens; "large" shows it on large screens only. */
  asideVisibility?: "always" | "large";
  /** A link back to the parent list, above the eyebrow. */
  backLink?: { to: string; label: string };
};

/** The opening band of an inner page: its one <h1> and a short introduction. */
export function PageHeader({
  eyebrow,
  heading,
  intro,
  children,
  aside,
  asideVisibility = "always",
  backLink,
}: PageHeaderProps) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      {/* Top-aligned columns: the HTML streams in, and centring would move what is already painted as the rest lands.
          One shrinkable column on small screens, and headings that may break inside a word: a long Malayalam
          word must not widen a 320 px page. */}
      <div
        className={`container-page py-16 md:py-20 ${aside ? "grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]" : ""}`}
      >
        <div>
          {backLink ? (
            <Link
              to={backLink.to}
              className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-100 hover:text-white"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLink.label}
            </Link>
          ) : null}
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight break-words md:text-5xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{intro}</p>
          {children}
        </div>
        {aside ? <div className={asideVisibility === "large" ? "hidden lg:block" : undefined}>{aside}</div> : null}
      </div>
    </section>
  );
}
