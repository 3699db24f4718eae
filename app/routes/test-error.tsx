import { data } from "react-router";
import type { Route } from "./+types/test-error";

/**
 * Throws on purpose so the end-to-end tests can see the error screen of a failing route. It only
 * exists when the server runs with ENABLE_TEST_ROUTES=1; everywhere else it is an ordinary 404.
 */
export function loader(_: Route.LoaderArgs) {
  if (process.env.ENABLE_TEST_ROUTES !== "1") throw data("Not Found", { status: 404 });
  throw new Error("This route failed on purpose (test route).");
}

export default function TestError() {
  return null;
}
