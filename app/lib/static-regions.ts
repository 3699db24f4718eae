// Parts of a page that never change once rendered (copy, cards, figures) are rendered on the server
// only: their components and content stay out of the browser's JavaScript. The HTML reaches the
// browser once, inside the document; a client-side navigation gets it in the route's loader data.
// docs/decisions/012-performance-budgets.md explains the design.
import { createContext, useContext, useRef } from "react";

/** What a loader hands its page for one static region: the HTML, or null when the document has it. */
export type StaticRegionData = { id: string; html: string | null };

/** Regions rendered for the document being streamed (server only; empty in the browser). */
export const StaticRegionsContext = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * The region's HTML for this render: from the loader (client-side navigation), from the server's
 * document render, or — while hydrating — read back from the element the server sent, so that both
 * renders agree and the browser never needs the code that made it.
 */
export function useStaticRegionHtml(region: StaticRegionData): string {
  const fromDocument = useContext(StaticRegionsContext).get(region.id);
  // Read back once per region: islands change attributes inside their regions (an open menu, the
  // current slide), and a later render must not read those back as new HTML and replace the nodes.
  const readBack = useRef<{ id: string; html: string } | null>(null);
  if (region.html !== null) return region.html;
  if (fromDocument !== undefined) return fromDocument;
  if (typeof document === "undefined") return "";
  if (readBack.current?.id !== region.id) {
    readBack.current = { id: region.id, html: document.getElementById(region.id)?.innerHTML ?? "" };
  }
  return readBack.current.html;
}
