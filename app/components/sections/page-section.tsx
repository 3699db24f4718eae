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
  children: ReactNode;
};

/** One band of a marketing page: a labelled <section> with its heading, content and optional link. */
export function PageSection({ id, copy, tone = "white", align = "center", action, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "muted" ? "bg-slate-50" : "bg-white"}>
      <div className="container-page py-16 md:py-20">
        <SectionHeading id={headingId} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} align={align} />
        <div className="mt-10">{children}</div>
        {action ? (
          <div className={`mt-10 flex ${align === "center" ? "justify-center" : ""}`}>
            <ButtonLink to={action.href} variant="secondary">
              {action.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
