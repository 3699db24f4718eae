import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("deny everything in the document policy except what the pages use", () => {
    const hashes = { scripts: ["sha256-a", "sha256-b"], styles: ["sha256-c"] };
    const policy = contentSecurityPolicy(hashes, { isDevelopment: false }).split("; ");
    expect(policy[0]).toBe("default-src 'none'");
    for (const directive of [
      "script-src 'self' 'sha256-a' 'sha256-b' 'strict-dynamic'",
      "style-src 'self' 'sha256-c'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "manifest-src 'self'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(contentSecurityPolicy(hashes, { isDevelopment: true })).toContain("connect-src 'self' ws:");
  });

  it("send HSTS (a year, subdomains) only when the public origin is https", () => {
    expect(securityHeaders({ publicUrl: "https://www.ananthait.in" })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(securityHeaders({ publicUrl: "http://localhost:3000" })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ publicUrl: "http://localhost:3000" })["X-Content-Type-Options"]).toBe("nosniff");
  });
});
