import type { Route } from "./+types/layout";
import { requireTestRoutes } from "~/testing/gate";

/**
 * The gate of the test-only set-up and file routes (/__test/…), checked before any of their loaders
 * or actions runs. Their set-up code lives in app/testing, which a lint rule lets only these routes
 * import. The two test PAGES (a failing page, the upload form) sit outside this layout and check the
 * same gate in their loaders and actions, because a refusal thrown by middleware renders at the root,
 * not as the site's own not-found page.
 */
export const middleware: Route.MiddlewareFunction[] = [({ context }) => requireTestRoutes(context)];
