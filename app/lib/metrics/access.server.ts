// Who may read /metrics: a scraper at a configured address, or one that sends the configured token.
// Anyone else is told nothing, not even that the address exists (server/metrics.ts answers 404).
import { createHash, timingSafeEqual } from "node:crypto";
import type { Env } from "~/lib/env.server";
import { isListed } from "./address-list";

export type MetricsClient = {
  /** The client's address as Express reads it (req.ip: behind TRUST_PROXY, the forwarded one). */
  address: string | undefined;
  authorization: string | undefined;
};

/** The same-length digests of two strings: compared in constant time, whatever their lengths. */
const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The access rule of the configuration: a client at an address of METRICS_ALLOW, or one whose
 * `Authorization: Bearer …` is METRICS_TOKEN (compared in constant time, so the answer's timing
 * says nothing of how much of a guess was right). With neither set, nobody.
 */
export function metricsAccess(env: Pick<Env, "METRICS_ALLOW" | "METRICS_TOKEN">): (client: MetricsClient) => boolean {
  const { METRICS_ALLOW: allowed, METRICS_TOKEN: token } = env;
  const expected = token === undefined ? undefined : digest(token);
  return ({ address, authorization }) => {
    if (allowed && isListed(allowed, address)) return true;
    if (!expected || !authorization) return false;
    const given = /^bearer +(\S+) *$/i.exec(authorization)?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}
