import type { ReactNode } from "react";
import { StaticRegion } from "~/components/ui/static-region";
import type { StaticRegionData } from "~/lib/static-regions";

/**
 * A PageSection around an interactive island whose heading and closing link are server-rendered
 * regions (PageSectionHead, PageSectionAction): the same markup, without their code and words in
 * the page's JavaScript.
 */
export function IslandSection({
  id,
  tone = "white",
  head,
  action,
  children,
}: {
  id: string;
  tone?: "white" | "muted";
  head: StaticRegionData;
  action?: StaticRegionData;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tone === "muted" ? "bg-slate-50" : "bg-white"}>
      <div className="container-page py-16 md:py-20">
        <StaticRegion region={head} />
        <div className="mt-10">{children}</div>
        {action ? <StaticRegion region={action} /> : null}
      </div>
    </section>
  );
}
