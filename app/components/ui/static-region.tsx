import { type StaticRegionData, useStaticRegionHtml } from "~/lib/static-regions";

/** A server-rendered part of the page (see app/lib/static-regions.ts); adds no box of its own. */
export function StaticRegion({ region }: { region: StaticRegionData }) {
  const html = useStaticRegionHtml(region);
  return (
    <div
      id={region.id}
      data-static-region=""
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by our own components from static content on the server.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
