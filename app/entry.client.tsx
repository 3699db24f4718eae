import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import wholeStylesheet from "~/styles/app.css?url";

/**
 * The document inlines only the style rules its own markup uses (app/lib/http/css-subset.server.ts).
 * Islands add classes at run time (a dialog, a toast, the carousel's controls) and client-side
 * navigations render other pages, so the whole stylesheet is in place before the page hydrates. It is
 * fetched only now, after the first paint, and cached for a year like every asset.
 */
function loadWholeStylesheet(): Promise<unknown> {
  // Loaded for print first: a stylesheet a script adds to <head> would otherwise block rendering
  // until it arrives, delaying the first and largest paints for rules the page already has inline.
  const link = Object.assign(document.createElement("link"), {
    rel: "stylesheet",
    href: wholeStylesheet,
    media: "print",
  });
  // On an error the page still works with the document's own rules: hydrating matters more.
  const settled = new Promise((resolve) => {
    link.onload = link.onerror = resolve;
  }).then(() => {
    link.media = "all";
  });
  document.head.append(link);
  return settled;
}

void loadWholeStylesheet().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
