// The site's URL patterns as data, so content links can be checked against them in unit tests
// without loading the router. Keep in step with app/routes.ts (route table).

export const sitePathPatterns = [
  "/",
  "/about",
  "/services",
  "/services/:slug",
  "/amc-plans",
  "/portfolio",
  "/portfolio/:slug",
  "/blog",
  "/blog/:slug",
  "/help",
  "/help/:slug",
  "/insights",
  "/contact",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/testimonials",
  "/clients/:id",
  "/careers",
  "/careers/:id",
  "/privacy",
  "/terms",
  "/service-levels",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/account",
  // The support desk, customer side (signed-in customers only; never in the sitemap).
  "/account/tickets",
  "/account/tickets/new",
  // AMC contracts, customer side (signed-in customers only; never in the sitemap).
  "/account/contracts",
  // Invoices and credit notes, customer side (signed-in customers only; never in the sitemap).
  "/account/invoices",
  // Billing details, customer side (signed-in customers only; never in the sitemap).
  "/account/billing",
  // The device register, customer side (signed-in customers only; never in the sitemap).
  "/account/devices",
  "/account/devices/new",
  "/account/devices/labels",
  // A satisfaction rating from the 'resolved' email (noindex, never in the sitemap).
  "/ticket-rating",
  // A contract's renewal from a reminder email (noindex, never in the sitemap).
  "/contract-renewal",
  // A device label's QR code (noindex, never in the sitemap).
  "/d/:token",
  // The staff console (signed-in staff only; never in the sitemap).
  "/staff",
  "/staff/tickets",
  "/staff/tickets/follow-ups",
  "/staff/messages",
  "/staff/plan-requests",
  "/staff/contracts",
  "/staff/devices",
  "/staff/visits",
  "/staff/visits/new",
  "/staff/visits/feed",
  "/staff/devices/labels",
  "/staff/visits/today",
  "/staff/visits/today/:id",
  "/staff/invoices",
  "/staff/invoices/new",
  "/staff/invoices/statements",
  "/staff/invoices/gst",
  "/staff/invoices/:id",
  "/staff/newsletter",
  "/staff/help",
  "/staff/help/new",
  "/staff/help/:id",
  "/staff/blog",
  "/staff/blog/new",
  "/staff/blog/:id",
  "/staff/openings",
  "/staff/openings/new",
  "/staff/openings/:id",
  "/staff/email",
  "/staff/reports",
  "/staff/applications",
  "/staff/team",
  "/staff/audit",
] as const;

export type SitePathPattern = (typeof sitePathPatterns)[number];

export interface KnownSlugs {
  serviceSlugs: readonly string[];
  projectSlugs: readonly string[];
  clientIds: readonly string[];
  /** When given, /blog/:slug must name one of these; when omitted, any blog slug is accepted. */
  blogSlugs?: readonly string[];
  /** When given, /careers/:id must name one of these; when omitted, any opening id is accepted. */
  jobIds?: readonly string[];
}

export interface SitePathMatch {
  pattern: SitePathPattern;
  params: Record<string, string>;
}

/** The path part of an internal href: query and hash removed, trailing slash dropped. */
export function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape such as "%E0" is kept as written and simply won't match
  }
}

/** Matches an internal href against the route patterns; null for external or unknown paths. */
export function matchSitePath(href: string): SitePathMatch | null {
  // Protocol-relative ("//host") and absolute URLs are not internal routes.
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const segments = pathOf(href).split("/").slice(1);
  for (const pattern of sitePathPatterns) {
    const parts = pattern.split("/").slice(1);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? "";
      if (part.startsWith(":")) {
        params[part.slice(1)] = safeDecode(segment);
        return segment.length > 0;
      }
      return part === segment;
    });
    if (matches) return { pattern, params };
  }
  return null;
}

/** True when href is an internal path whose route exists and whose :slug/:id names known content. */
export function resolvesToRoute(href: string, known: KnownSlugs): boolean {
  const match = matchSitePath(href);
  if (!match) return false;
  const param = match.params.slug ?? match.params.id ?? "";
  switch (match.pattern) {
    case "/services/:slug":
      return known.serviceSlugs.includes(param);
    case "/portfolio/:slug":
      return known.projectSlugs.includes(param);
    case "/clients/:id":
      return known.clientIds.includes(param);
    case "/blog/:slug":
      return known.blogSlugs ? known.blogSlugs.includes(param) : true;
    case "/careers/:id":
      return known.jobIds ? known.jobIds.includes(param) : true;
    default:
      return true;
  }
}
