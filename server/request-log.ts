// The request id and the access line, first in the chain (server/app.ts): each request gets an id
// (HAProxy's X-Request-Id when well-formed, else a fresh one: app/lib/log/request-id.ts), answers
// with it in X-Request-Id, and runs in a log context carrying it, so every line it causes — loaders,
// actions, the form pipeline, the emails and jobs it queues — names it. When the response is done
// (or the client went away) one "request" line says what happened, with the route pattern it was
// answered under (server/route-label.ts); a passed health check's line is
// at debug level.
import type express from "express";
import { logger, withLogContext } from "~/lib/log/logger.server";
import { requestIdFrom } from "~/lib/log/request-id";
import type { RequestRoute } from "./route-label";

export function logRequests(routeOf: RequestRoute): express.RequestHandler {
  return (req, res, next) => logRequest(routeOf, req, res, next);
}

function logRequest(routeOf: RequestRoute, req: express.Request, res: express.Response, next: express.NextFunction) {
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  const started = process.hrtime.bigint();
  const pathname = req.path;
  res.setHeader("X-Request-Id", requestId);
  let logged = false;
  const logAccess = () => {
    if (logged) return;
    logged = true;
    const path = pathnameOf(req.originalUrl);
    const line = {
      requestId,
      method: req.method,
      // The pathname only: a query string may carry a token (a signed link), never logged.
      path,
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      clientAddress: req.ip,
      // Closed before the answer was complete: the client left, or the server cut the request.
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    // The load balancer's health checks (every second, per server) would drown the rest: debug.
    const write = (route?: string) => {
      const entry = route === undefined ? line : { ...line, route };
      if (path === "/healthz" && res.statusCode === 200) logger.debug(entry, "request");
      else logger.info(entry, "request");
    };
    routeOf(req, res, pathname).then(write, () => write());
  };
  res.once("finish", logAccess);
  res.once("close", logAccess);
  withLogContext({ requestId }, next);
}

function pathnameOf(url: string) {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, 500);
}
