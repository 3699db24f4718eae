// The request id: the one HAProxy set (X-Request-Id, deploy/haproxy/haproxy.cfg) when it looks like
// one, so the balancer's log and the app's lines of a request share it; otherwise a fresh UUID. The
// header comes from outside: its length and characters are bounded before it is written into logs,
// rows and the response (a log-injection or oversized value is replaced, never passed on).
import { randomUUID } from "node:crypto";

/** HAProxy's unique-id (hex, ':' '_' '.'), a UUID, or any similar token of at most 128 characters. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdFrom(header: string | readonly string[] | undefined): string {
  const given = typeof header === "string" ? header.trim() : undefined;
  return given && WELL_FORMED.test(given) ? given : randomUUID();
}
