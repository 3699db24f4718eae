import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import wholeStylesheet from "~/styles/app.css?url";

/**
 * The document inlines only the style rules its own markup uses (app/lib/http/css-subset.server.ts).
 * Islands add classes at run time (a dialog, a toast, the carousel's controls) and client-side
 * navigations render other pages, so the whole stylesheet is in place before the page hydrates. It is
 * fetched only now, after the first paint, and cached for a year like every asset.
 *
 * It is adopted as a constructed stylesheet rather than added as a `<link>`: a stylesheet a script adds
 * to `<head>` blocks rendering until it arrives, and one added for print and then switched on (the
 * way around that) made Chromium lay the whole page out again although no computed style changed —
 * 20–30 ms on a Malayalam page, where laying text out costs most (docs/decisions/012-performance-budgets.md).
 * Adopted, it costs the style recalculation only. Adopted sheets come after the document's own, and
 * the whole sheet holds every inlined rule in its own order, so the cascade is the whole sheet's.
 */
async function applyWholeStylesheet(): Promise<void> {
  // A long page links the whole sheet itself, after its first screen (components/layout/first-screen-end.tsx);
  // one still loading, or failed, is made up for below.
  const linked = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${wholeStylesheet}"]`);
  if (linked?.sheet) return;
  const constructable = "adoptedStyleSheets" in Document.prototype && "replace" in CSSStyleSheet.prototype;
  if (!constructable) return linkForPrintThenAll();
  const response = await fetch(wholeStylesheet);
  if (!response.ok) return;
  const sheet = await new CSSStyleSheet().replace(await response.text());
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** For a browser without constructed stylesheets: a sheet loaded for print does not block rendering. */
function linkForPrintThenAll(): Promise<void> {
  const link = Object.assign(document.createElement("link"), {
    rel: "stylesheet",
    href: wholeStylesheet,
    media: "print",
  });
  const settled = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  }).then(() => {
    link.media = "all";
  });
  document.head.append(link);
  return settled;
}

// On an error the page still works with the document's own rules: hydrating matters more.
void applyWholeStylesheet()
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
