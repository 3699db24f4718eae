/**
 * The document's Content-Security-Policy. Everything is denied unless named: scripts and the inlined
 * stylesheet carry the per-request nonce, and nothing is loaded from another origin (the site makes
 * no third-party requests). `<base>` is forbidden, so no injected tag can redirect relative URLs.
 */
export function contentSecurityPolicy(nonce: string, { isDevelopment }: { isDevelopment: boolean }) {
  const directives = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
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
