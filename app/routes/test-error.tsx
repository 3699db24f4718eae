import { data } from "react-router";
import { envContext } from "~/lib/http/request-context.server";
import type { Route } from "./+types/test-error";

/**
 * Throws on purpose so the end-to-end tests can see the error screen of a failing route. It only
 * exists when the server runs with ENABLE_TEST_ROUTES=1; everywhere else it is an ordinary 404.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  throw new Error("This route failed on purpose (test route).");
}

export default function TestError() {
  return null;
}
