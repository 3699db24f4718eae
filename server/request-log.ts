// The request id and the access line, first in the chain (server/app.ts): each request gets an id
// (HAProxy's X-Request-Id when well-formed, else a fresh one: app/lib/log/request-id.ts), answers
// with it in X-Request-Id, and runs in a log context carrying it, so every line it causes — loaders,
// actions, the form pipeline, the emails and jobs it queues — names it. When the response is done
// (or the client went away) one "request" line says what happened; a passed health check's line is
// at debug level.
import type express from "express";
import { logger, withLogContext } from "~/lib/log/logger.server";
import { requestIdFrom } from "~/lib/log/request-id";

export const logRequests: express.RequestHandler = (req, res, next) => {
  const requestId = requestIdFrom(req.headers["x-request-id"]);
  const started = process.hrtime.bigint();
  res.setHeader("X-Request-Id", requestId);
  let logged = false;
  const logAccess = () => {
    if (logged) return;
    logged = true;
    const line = {
      requestId,
      method: req.method,
      // The pathname only: a query string may carry a token (a signed link), never logged.
      path: pathnameOf(req.originalUrl),
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      clientAddress: req.ip,
      // Closed before the answer was complete: the client left, or the server cut the request.
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    // The load balancer's health checks (every second, per server) would drown the rest: debug.
    if (line.path === "/healthz" && res.statusCode === 200) logger.debug(line, "request");
    else logger.info(line, "request");
  };
  res.once("finish", logAccess);
  res.once("close", logAccess);
  withLogContext({ requestId }, next);
};

function pathnameOf(url: string) {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, 500);
}
