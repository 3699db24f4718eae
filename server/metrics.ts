// Request metrics and GET /metrics (app/lib/metrics/): times every response under its route's
// pattern, and answers the scrape to the clients METRICS_ALLOW or METRICS_TOKEN admit. Anyone else
// asking for /metrics goes on to the site's not-found page, like for any unknown address.
import type express from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "~/lib/env.server";
import { metricsAccess } from "~/lib/metrics/access.server";
import { createMetrics, type Metrics, type MetricsDatabase } from "~/lib/metrics/metrics.server";
import { routeLabeller } from "./route-label";

export const METRICS_PATH = "/metrics";

/** Where a handler says which label its responses are counted under (see countAs). */
const ROUTE_LABEL = "metricsRouteLabel";

/**
 * Counts what `handler` answers under `label` (e.g. the browser's files as "static"); a request it
 * passes on is labelled by whoever answers it.
 */
export function countAs(label: string, handler: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => {
    res.locals[ROUTE_LABEL] = label;
    handler(req, res, (error?: unknown) => {
      delete res.locals[ROUTE_LABEL];
      next(error);
    });
  };
}

/**
 * An Express route of the app's own (/healthz) by its path; not React Router's catch-all mount
 * (its path has a wildcard), whose requests are labelled by React Router's route table.
 */
function expressRoute(req: express.Request): string | undefined {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === "string" && !path.includes("*") ? path : undefined;
}

export type RequestMetricsOptions = {
  env: Pick<Env, "METRICS_ALLOW" | "METRICS_TOKEN">;
  /** The server build, whose route table gives the route labels. */
  build: () => Promise<ServerBuild>;
  /** The process's database, once the runtime has started. */
  database: () => MetricsDatabase | undefined;
  metrics?: Metrics;
};

/** Times every request, and answers GET /metrics to those allowed. Mounted before anything else answers. */
export function requestMetrics({
  env,
  build,
  database,
  metrics = createMetrics(),
}: RequestMetricsOptions): express.RequestHandler {
  const allowed = metricsAccess(env);
  const open = env.METRICS_ALLOW !== undefined || env.METRICS_TOKEN !== undefined;
  const record = async (req: express.Request, res: express.Response, pathname: string, started: bigint) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = res.locals[ROUTE_LABEL] ?? expressRoute(req) ?? routeLabeller(await build())(pathname);
    metrics.observeRequest({ route, method: req.method, status: res.statusCode, seconds });
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const pathname = req.path;
    // Counted once the answer is handed to the socket; a client that left before then is not counted.
    res.once("finish", () => {
      record(req, res, pathname, started).catch((error: Error) => console.warn(`[metrics] ${error.message}`));
    });
    const scrape =
      open &&
      pathname === METRICS_PATH &&
      (req.method === "GET" || req.method === "HEAD") &&
      allowed({ address: req.ip, authorization: req.headers.authorization });
    if (!scrape) return next();
    res.locals[ROUTE_LABEL] = METRICS_PATH;
    metrics.scrape(database()).then((text) => {
      res.set("Cache-Control", "no-store").type(metrics.contentType).send(text);
    }, next);
  };
}
