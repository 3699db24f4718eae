import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./origin.server";

function post(headers: Record<string, string>, url = "http://127.0.0.1:4206/logout") {
  return new Request(url, { method: "POST", headers });
}

describe("isSameOriginRequest", () => {
  it("accepts this site's origin and the configured public origin", () => {
    expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:4206" }))).toBe(true);
    expect(isSameOriginRequest(post({ origin: "https://example.in" }), "https://example.in")).toBe(true);
  });

  it("rejects another origin, and the opaque 'null' origin", () => {
    expect(isSameOriginRequest(post({ origin: "https://evil.test" }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: "http://127.0.0.1:9999" }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: "null" }))).toBe(false);
  });

  it("falls back to Sec-Fetch-Site and Referer without an Origin", () => {
    expect(isSameOriginRequest(post({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOriginRequest(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post({ referer: "https://evil.test/page" }))).toBe(false);
    expect(isSameOriginRequest(post({ referer: "http://127.0.0.1:4206/account" }))).toBe(true);
    expect(isSameOriginRequest(post({ referer: "::not a url::" }))).toBe(false);
  });

  it("lets through clients that send no browser headers (they carry no victim's cookies)", () => {
    expect(isSameOriginRequest(post({}))).toBe(true);
  });
});
