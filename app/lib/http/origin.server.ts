// Cross-site request forgery defence for POSTs that React Router's own check does not cover
// (resource routes such as /logout and /plan-requests), and a second line for the account forms.
// Browsers send Origin with every POST; Sec-Fetch-Site and Referer are fallbacks for older ones.
// Together with SameSite=Lax session cookies this follows OWASP's "verify origin" defence.

/** True when the request comes from this site (or carries no browser origin information at all). */
export function isSameOriginRequest(request: Request, publicUrl?: string): boolean {
  const own = new Set<string>([new URL(request.url).origin]);
  if (publicUrl) {
    try {
      own.add(new URL(publicUrl).origin);
    } catch {
      // An unparsable PUBLIC_URL is caught by the env check at start; ignore it here.
    }
  }
  const origin = request.headers.get("origin");
  if (origin !== null) return own.has(origin);
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      return own.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return true;
}
