import type { Route } from "./+types/error";
import { requireTestRoutes } from "~/testing/gate";

/** Throws on purpose so the end-to-end tests can see the error screen of a failing route. */
export function loader({ context }: Route.LoaderArgs) {
  requireTestRoutes(context);
  throw new Error("This route failed on purpose (test route).");
}

export default function TestError() {
  return null;
}
