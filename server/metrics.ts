// Request metrics and GET /metrics (app/lib/metrics/): times every response under its route's
// pattern, and answers the scrape to the clients METRICS_ALLOW or METRICS_TOKEN admit. Anyone else
// asking for /metrics goes on to the site's not-found page, like for any unknown address.
import type express from "express";
import type { Env } from "~/lib/env.server";
import { logger } from "~/lib/log/logger.server";
import { metricsAccess } from "~/lib/metrics/access.server";
import { createMetrics, type Metrics, type MetricsDatabase } from "~/lib/metrics/metrics.server";
import { labelAs, type RequestRoute } from "./route-label";

export const METRICS_PATH = "/metrics";

export type RequestMetricsOptions = {
  env: Pick<Env, "METRICS_ALLOW" | "METRICS_TOKEN">;
  /** The route label of a request (server/route-label.ts). */
  route: RequestRoute;
  /** The process's database, once the runtime has started. */
  database: () => MetricsDatabase | undefined;
  metrics?: Metrics;
};

/** Times every request, and answers GET /metrics to those allowed. Mounted before anything else answers. */
export function requestMetrics({
  env,
  route: routeOf,
  database,
  metrics = createMetrics(),
}: RequestMetricsOptions): express.RequestHandler {
  const allowed = metricsAccess(env);
  const open = env.METRICS_ALLOW !== undefined || env.METRICS_TOKEN !== undefined;
  const record = async (req: express.Request, res: express.Response, pathname: string, started: bigint) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = await routeOf(req, res, pathname);
    metrics.observeRequest({ route, method: req.method, status: res.statusCode, seconds });
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const pathname = req.path;
    // Counted once the answer is handed to the socket; a client that left before then is not counted.
    res.once("finish", () => {
      record(req, res, pathname, started).catch((error: Error) => logger.warn(`[metrics] ${error.message}`));
    });
    const scrape =
      open &&
      pathname === METRICS_PATH &&
      (req.method === "GET" || req.method === "HEAD") &&
      allowed({ address: req.ip, authorization: req.headers.authorization });
    if (!scrape) return next();
    labelAs(res, METRICS_PATH);
    metrics.scrape(database()).then((text) => {
      res.set("Cache-Control", "no-store").type(metrics.contentType).send(text);
    }, next);
  };
}
