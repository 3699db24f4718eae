/** The SHA-256 hashes of a document's inline scripts and styles, as CSP sources ('sha256-…'). */
export type InlineHashes = { scripts: readonly string[]; styles: readonly string[] };

/**
 * The document's Content-Security-Policy. Everything is denied unless named: each inline script and
 * the inlined stylesheet is allowed by the hash of its exact text (so the same document can be served
 * to every visitor from a cache, and an injected tag never matches), the scripts they load are
 * trusted through 'strict-dynamic', and nothing is loaded from another origin (the site makes no
 * third-party requests). `<base>` is forbidden, so no injected tag can redirect relative URLs.
 */
export function contentSecurityPolicy(hashes: InlineHashes, { isDevelopment }: { isDevelopment: boolean }) {
  const quoted = (sources: readonly string[]) => sources.map((source) => ` '${source}'`).join("");
  const directives = [
    "default-src 'none'",
    `script-src 'self'${quoted(hashes.scripts)} 'strict-dynamic'`,
    `style-src 'self'${quoted(hashes.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    // Development's hot reload talks to the dev server over a WebSocket.
    isDevelopment ? "connect-src 'self' ws:" : "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** Browsers remember for a year to use https only, for every subdomain too. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/**
 * Headers for every response of the server (documents, assets, resource routes). HSTS only when the
 * site's public origin is https: sent over plain http it would be meaningless, and in development
 * it would pin localhost to https.
 */
export function securityHeaders({ publicUrl }: { publicUrl: string }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    ...(new URL(publicUrl).protocol === "https:" ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}
