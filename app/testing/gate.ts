// The one gate of the test-only routes (/__test/…): unless the server runs with
// ENABLE_TEST_ROUTES=1, each of them answers exactly what an unknown address answers.
import { data, type RouterContextProvider } from "react-router";
import { envContext } from "~/lib/http/request-context.server";

/** Throws the 404 of an unknown address when test routes are off. */
export function requireTestRoutes(context: Readonly<RouterContextProvider>): void {
  if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
}
