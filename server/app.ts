// The HTTP application (Express): security headers, /healthz, the browser's files, React Router.
// It is the input of the SSR build, so the app, the routes and the runtime are one module graph in
// build/server/index.js; `npm run dev` loads this same module through Vite. The process around it
// (listening, signals, timeouts) is server/index.ts.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import { getCurrentUser } from "~/lib/auth/auth.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/log/logger.server";
import { keptStampsAreCurrent } from "~/lib/public-snapshot/snapshot.server";
import { createLoadContext, runtimeDatabase } from "~/lib/runtime.server";
import { securityHeaders } from "~/lib/security-headers";

export { EnvError, getEnv } from "~/lib/env.server";
export { startRuntime, stopRuntime } from "~/lib/runtime.server";
export { serveClientFiles } from "./static-assets";
import { type Audience, audienceOf, audiences, buildFor } from "./console-routes";
import { documentCache } from "./document-cache";
import { requestMetrics } from "./metrics";
import { countAs, requestRoute, STATIC_LABEL } from "./route-label";
import { logRequests } from "./request-log";
import { discardUnreadBodies } from "./unread-bodies";

export type AppOptions = {
  /** The browser's files: the client build in production, Vite's middleware in development. */
  assets: express.RequestHandler;
  /**
   * Where a stop stands: "serving" until SIGTERM; "draining" while the load balancer's health check
   * learns of it (/healthz answers 503, everything else is served as usual); "closing" once the server
   * has stopped listening (every response then asks the client to close its connection).
   */
  shutdownPhase: () => ShutdownPhase;
};

export type ShutdownPhase = "serving" | "draining" | "closing";

/** The methods the site answers; anything else is refused before routing. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
const ALLOW = [...ALLOWED_METHODS, "OPTIONS"].join(", ");

/**
 * Refuses what no route can answer, before it reaches React Router (where it would be a 500): a
 * method other than GET, HEAD and POST (405 with Allow; OPTIONS gets the list), and a missing, empty
 * or malformed Host header, from which no request URL can be built (400).
 */
const refuseMalformedRequests: express.RequestHandler = (req, res, next) => {
  if (!ALLOWED_METHODS.includes(req.method)) {
    res.setHeader("Allow", ALLOW);
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    res.status(405).type("text/plain").send("Method not allowed");
    return;
  }
  if (!req.headers.host?.trim() || !isUsableHostname(req.hostname)) {
    res.status(400).type("text/plain").send("Bad request: missing or invalid Host header");
    return;
  }
  next();
};

/**
 * Whether a request URL can be built from the host name Express read (from Host, or from
 * X-Forwarded-Host behind a trusted proxy), cut the way React Router's Express adapter cuts it.
 */
function isUsableHostname(hostname: string | undefined) {
  const name = hostname?.split(/[\\/?#@]/)[0];
  return Boolean(name) && URL.canParse(`http://${name}`);
}

/**
 * A malformed URL (e.g. a broken percent-escape) or a body error is the client's mistake: answer
 * 4xx in one log line, never a stack trace or a 500. Anything else is logged in full.
 */
const answerErrors: express.ErrorRequestHandler = (error, req, res, next) => {
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (res.headersSent) return next(error);
  if (error instanceof URIError || (status !== undefined && status >= 400 && status < 500)) {
    // The path without its query, which may hold a token; the request line beside it has the id.
    logger.warn(`[http] ${req.method} ${req.path.slice(0, 200)}: ${status ?? 400} ${(error as Error).message}`);
    res
      .status(status ?? 400)
      .type("text/plain")
      .send(status === 413 ? "Request body too large" : "Bad request");
    return;
  }
  logger.error(error);
  res.status(500).type("text/plain").send("Internal server error");
};

let productionBuild: Promise<ServerBuild> | undefined;

/**
 * The server build: its routes, for React Router and for the metrics' route labels. Imported once in
 * production: a dynamic import on every request paid the module loader's resolution each time (about
 * 3 ms a request). In development Vite hands out a new build after an edit, so it is asked every time.
 */
function serverBuild(): Promise<ServerBuild> {
  const load = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
  if (import.meta.env.DEV) return load();
  productionBuild ??= load();
  return productionBuild;
}

/** The request's context, made before routing so that the visitor's audience is known (below). */
const routerContext = (res: express.Response) => res.locals.routerContext as RouterContextProvider;

/**
 * React Router, on the route table this visitor may see (server/console-routes.ts): the session is
 * looked up here, once — loaders read the same lookup through the context — and a visitor without a
 * staff role is routed on a table without the console.
 */
function routeByAudience(mode: string): express.RequestHandler {
  // React Router works out its route matcher once from a build it is handed, but again on every
  // request from a function that returns one (about 2 ms a request for these routes): so one handler
  // per build and audience, each handed its build.
  const handlersByBuild = new WeakMap<ServerBuild, Record<Audience, express.RequestHandler>>();
  const handlersFor = (build: ServerBuild) => {
    let handlers = handlersByBuild.get(build);
    if (!handlers) {
      handlers = Object.fromEntries(
        audiences.map((audience) => [
          audience,
          createRequestHandler({
            build: buildFor(build, audience),
            mode,
            getLoadContext: (_req, res) => routerContext(res),
          }),
        ]),
      ) as Record<Audience, express.RequestHandler>;
      handlersByBuild.set(build, handlers);
    }
    return handlers;
  };
  return async (req, res, next) => {
    const context = createLoadContext(req.ip);
    res.locals.routerContext = context;
    const audience = await audienceOfRequest(req, context);
    const build = await serverBuild();
    // Which console routes a route-discovery answer lists depends on who asks: no shared cache may
    // keep one for someone else (React Router marks it public; its URL carries the audience's version).
    if (req.path === build.routeDiscovery.manifestPath)
      replaceHeader(res, "Cache-Control", "private, max-age=31536000, immutable");
    await handlersFor(build)[audience](req, res, next);
  };
}

/** The visitor's audience from their session; with the database unavailable, the public table. */
async function audienceOfRequest(req: express.Request, context: RouterContextProvider): Promise<Audience> {
  // The lookup reads only the Cookie header; loaders get the same lookup from the context.
  const request = new Request("http://site.invalid/", { headers: { cookie: req.headers.cookie ?? "" } });
  try {
    return audienceOf((await getCurrentUser(request, context))?.role ?? null);
  } catch {
    return "public"; // the page's own lookup then meets the same failure and answers as it does today
  }
}

/** Makes React Router's value of `name` on this response `value` instead. */
function replaceHeader(res: express.Response, name: string, value: string) {
  const append = res.append;
  res.append = function appendOrReplace(this: express.Response, field: string, given?: string | string[]) {
    if (field.toLowerCase() === name.toLowerCase()) return this.set(name, value);
    return append.call(this, field, given);
  };
}

export function createApp({ assets, shutdownPhase }: AppOptions): express.Express {
  const env = getEnv();
  const app = express();
  app.disable("x-powered-by");
  // Behind a load balancer the client address comes from X-Forwarded-For (only when told so).
  if (env.TRUST_PROXY !== undefined) app.set("trust proxy", env.TRUST_PROXY);
  // The pattern a request was answered under ("/blog/:slug"), for its access line and its metrics.
  const route = requestRoute(serverBuild);
  // First: every request, even one refused below, gets its id and its access line.
  app.use(logRequests(route));

  const headers = Object.entries(securityHeaders({ publicUrl: env.PUBLIC_URL }));
  const defaultNames = new Set(headers.map(([name]) => name.toLowerCase()));
  app.use((_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (shutdownPhase() === "closing") res.setHeader("Connection", "close");
    // React Router's adapter appends a route's headers to these; a route that sets one of them
    // (a file download's own nosniff and Cross-Origin-Resource-Policy) replaces it instead, since a
    // repeated value such as "same-origin, same-origin" is invalid and browsers would ignore it.
    const append = res.append;
    res.append = function appendOrReplace(this: express.Response, field: string, value?: string | string[]) {
      if (defaultNames.has(field.toLowerCase()) && value !== undefined) return this.set(field, value);
      return append.call(this, field, value);
    };
    next();
  });
  // Every response is timed from here, /metrics included (answered here to those allowed).
  app.use(requestMetrics({ env, route, database: runtimeDatabase }));
  app.use(refuseMalformedRequests);
  app.use(discardUnreadBodies);

  // A stopping server fails its health check first, so the load balancer sends it no new requests
  // before it stops accepting connections.
  app.get("/healthz", (_req, res) => {
    if (shutdownPhase() === "serving") res.type("text/plain").send("ok");
    else res.status(503).type("text/plain").send("stopping");
  });

  // Before compression: static files come precompressed from the build.
  app.use(countAs(STATIC_LABEL, assets));
  // Documents are rendered per request, so they are compressed on the fly...
  app.use(compression());
  // ...except the pages kept for anonymous visitors, which are compressed once (after compression
  // in the chain, so it sees the page before it is compressed).
  app.use(
    documentCache({
      // A help article answered from memory is still a reader's view: counted as its loader would.
      onKeptView: (view, req) => runtimeDatabase()?.helpViews.count(view, req.headers["user-agent"] ?? ""),
      // A kept opening or post page is answered from memory only while its records are unchanged.
      stampsAreCurrent: async (stamps) => {
        const runtime = runtimeDatabase();
        return runtime ? keptStampsAreCurrent(runtime.db, stamps) : false;
      },
    }),
  );

  // RFC 8058 one-click unsubscribe: the mail provider POSTs to the List-Unsubscribe URL from its
  // own servers, sometimes with its own Origin (or "null"). React Router refuses a UI route's
  // action whose Origin is another site, so that header is dropped for this one URL: the signed
  // token in the query is the only authority the action needs, and all it can do is unsubscribe
  // the token's owner — what anyone holding the link may do anyway.
  app.post("/newsletter/unsubscribe", (req, _res, next) => {
    req.headers.origin = undefined;
    next();
  });

  app.all("/{*splat}", routeByAudience(env.NODE_ENV));
  app.use(answerErrors);
  return app;
}
