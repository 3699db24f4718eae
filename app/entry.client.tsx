import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { readyWholeStylesheet } from "~/lib/whole-stylesheet";
import wholeStylesheet from "~/styles/app.css?url";

// The whole stylesheet is ready before the page hydrates, so that whatever markup the page gains later
// is styled from its first frame (lib/whole-stylesheet.ts). On an error the page still works with the
// document's own rules: hydrating matters more.
void readyWholeStylesheet(wholeStylesheet)
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
