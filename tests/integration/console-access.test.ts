// The staff console is checked once, by its layout's middleware, and every console loader and
// action gives that check's answer before anything else: for a request the check refused (here a
// signed-out visitor and a post from another site), no console module touches the database.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { getEnv } from "~/lib/env.server";
import { clientAddressContext, dbContext, envContext } from "~/lib/http/request-context.server";
import { behindConsole } from "./support/routes";

type Handler = (args: never) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

// Every module under app/routes/staff except the second-factor pages, which sit outside the layout.
const modules = Object.entries(import.meta.glob<RouteModule>("../../app/routes/staff/*.{ts,tsx}", { eager: true }))
  .filter(([path]) => !path.includes("second-factor"))
  .map(([path, module]) => [path.replace(/^.*\/routes\//, "routes/"), module] as const);

/** A database that fails the test on any use. */
const untouchable = new Proxy({} as Database, {
  get(_target, property) {
    throw new Error(`the database was used (${String(property)}) for a refused request`);
  },
});

function refusedContext() {
  const context = new RouterContextProvider();
  context.set(dbContext, untouchable);
  context.set(clientAddressContext, "198.51.100.7");
  context.set(envContext, getEnv());
  return context;
}

const params = { id: "1", number: "AIT-2026-00001", fileId: "00000000-0000-0000-0000-000000000000" };

async function answerOf(handler: Handler, request: Request) {
  try {
    await behindConsole(handler)({ request, context: refusedContext(), params } as never);
    return null;
  } catch (thrown) {
    return thrown;
  }
}

describe("the console's one check", () => {
  it("covers every console module", () => {
    expect(modules.length).toBeGreaterThan(15);
  });

  it.each(modules)("%s: a signed-out visitor is sent to sign in, before any database work", async (_, module) => {
    for (const [kind, handler] of [
      ["loader", module.loader],
      ["action", module.action],
    ] as const) {
      if (!handler) continue;
      const request = new Request("http://localhost/staff/x", { method: kind === "loader" ? "GET" : "POST" });
      const answer = (await answerOf(handler, request)) as Response | null;
      expect(answer, kind).toBeInstanceOf(Response);
      expect(answer?.status, kind).toBe(302);
      expect(answer?.headers.get("Location"), kind).toMatch(/^\/login\?/);
    }
  });

  it.each(modules.filter(([, module]) => module.action))(
    "%s: a post from another site is refused with 403 before anything else",
    async (_, module) => {
      const request = new Request("http://localhost/staff/x", {
        method: "POST",
        headers: { origin: "https://evil.test" },
      });
      const answer = (await answerOf(module.action as Handler, request)) as { init?: ResponseInit | null } | null;
      expect(answer?.init?.status).toBe(403);
    },
  );
});
