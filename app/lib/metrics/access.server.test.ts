import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { metricsAccess } from "./access.server";

const token = "0123456789abcdef0123456789abcdef-metrics";
const accessOf = (settings: Record<string, string>) => metricsAccess(parseEnv(settings));
const from = (address: string | undefined, authorization?: string) => ({ address, authorization });

describe("who may read /metrics", () => {
  it("nobody when neither METRICS_ALLOW nor METRICS_TOKEN is set", () => {
    const allowed = accessOf({});
    expect(allowed(from("127.0.0.1"))).toBe(false);
    expect(allowed(from("127.0.0.1", "Bearer anything"))).toBe(false);
  });

  it("clients at the listed addresses and subnets, IPv4 clients of an IPv6 socket included", () => {
    const allowed = accessOf({ METRICS_ALLOW: "10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8" });
    expect(allowed(from("10.0.0.5"))).toBe(true);
    expect(allowed(from("10.1.200.3"))).toBe(true);
    expect(allowed(from("::ffff:10.1.0.9"))).toBe(true);
    expect(allowed(from("::1"))).toBe(true);
    expect(allowed(from("fd12::4"))).toBe(true);
    expect(allowed(from("10.0.0.6"))).toBe(false);
    expect(allowed(from("10.2.0.1"))).toBe(false);
    expect(allowed(from("203.0.113.7"))).toBe(false);
    expect(allowed(from(undefined))).toBe(false);
    expect(allowed(from("not-an-address"))).toBe(false);
  });

  it("any client with the bearer token, and no one with another", () => {
    const allowed = accessOf({ METRICS_TOKEN: token });
    expect(allowed(from("203.0.113.7", `Bearer ${token}`))).toBe(true);
    expect(allowed(from("203.0.113.7", `bearer ${token}`))).toBe(true);
    expect(allowed(from("203.0.113.7", `Bearer ${token}x`))).toBe(false);
    expect(allowed(from("203.0.113.7", `Bearer ${token.slice(1)}`))).toBe(false);
    expect(allowed(from("203.0.113.7", `Basic ${token}`))).toBe(false);
    expect(allowed(from("203.0.113.7", "Bearer"))).toBe(false);
    expect(allowed(from("203.0.113.7"))).toBe(false);
  });

  it("refuses a configuration that is not addresses, or a short token", () => {
    expect(() => parseEnv({ METRICS_ALLOW: "10.0.0.5, prometheus.internal" })).toThrow(
      /METRICS_ALLOW: .*not: prometheus\.internal/,
    );
    expect(() => parseEnv({ METRICS_ALLOW: "10.0.0.0/33" })).toThrow(/METRICS_ALLOW/);
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 32/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATA_DIR: "memory://", METRICS_TOKEN: `replace-me-${token}` }),
    ).toThrow(/METRICS_TOKEN: still has the example value/);
    expect(parseEnv({ METRICS_ALLOW: " ", METRICS_TOKEN: "" })).toMatchObject({
      METRICS_ALLOW: undefined,
      METRICS_TOKEN: undefined,
    });
  });
});
