import type { ReactNode } from "react";
import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button-link";
import type { LinkCopy, SectionCopy } from "~/content/sections";
import { SectionHeading } from "./section-heading";

type PageSectionProps = {
  /** The section's id; its heading gets `${id}-heading` and labels the section. */
  id: string;
  copy: SectionCopy;
  tone?: "white" | "muted";
  align?: "left" | "center";
  /** A link under the content, e.g. 'View All Services'. */
  action?: LinkCopy;
  /** The section starts far below the first screen on any device: see withFarBelow. */
  farBelow?: boolean;
  children: ReactNode;
};

/**
 * `className`, and `far-below` when the block starts at least 1,500 px down on every screen, a phone's or
 * a desktop's: the browser styles, lays out and paints it only as it comes near the viewport (app.css).
 * Never on a block that can start on the first screen: it would be drawn at its placeholder height in
 * the first frame and move what follows it.
 */
export function withFarBelow(className: string, farBelow: boolean): string {
  return farBelow ? `${className} far-below` : className;
}

/** One band of a marketing page: a labelled <section> with its heading, content and optional link. */
export function PageSection({
  id,
  copy,
  tone = "white",
  align = "center",
  action,
  farBelow = false,
  children,
}: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={withFarBelow(sectionToneClass(tone), farBelow)}>
      <div className="container-page py-16 md:py-20">
        <PageSectionHead id={id} copy={copy} align={align} />
        <div className="mt-10">{children}</div>
        {action ? <PageSectionAction action={action} align={align} /> : null}
      </div>
    </section>
  );
}

export function sectionToneClass(tone: "white" | "muted") {
  return tone === "muted" ? "bg-slate-50" : "bg-white";
}

/** A section's heading; its id is `${id}-heading`, which labels the section. */
export function PageSectionHead({ id, copy, align = "center" }: Pick<PageSectionProps, "id" | "copy" | "align">) {
  return (
    <SectionHeading id={`${id}-heading`} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} align={align} />
  );
}

/** The link under a section's content, e.g. 'View All Services'. */
export function PageSectionAction({ action, align = "center" }: { action: LinkCopy; align?: "left" | "center" }) {
  return (
    <div className={`mt-10 flex ${align === "center" ? "justify-center" : ""}`}>
      <ButtonLink to={action.href} variant="secondary">
        {action.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
    </div>
  );
}
