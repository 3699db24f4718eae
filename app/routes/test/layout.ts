import { data } from "react-router";
import type { Route } from "./+types/layout";
import { envContext } from "~/lib/http/request-context.server";

/**
 * The one gate of the test-only routes (/__test/…): unless the server runs with ENABLE_TEST_ROUTES=1
 * every one of them is an ordinary 404, thrown here before any of their loaders or actions runs —
 * pages get the site's not-found page from the page boundary, the resource routes a bare 404. Their
 * set-up code lives in app/testing, which a lint rule lets only these routes import.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (!context.get(envContext).ENABLE_TEST_ROUTES) throw data("Not Found", { status: 404 });
  },
];
