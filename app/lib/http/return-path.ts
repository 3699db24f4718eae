// A return path taken from a query string or a hidden field ('/blog?tag=Cloud'): only ever a path on
// this site. Open redirects hide in what URL parsers and browsers normalise away, so the value is
// refused when any reading of it — as typed, after dot segments are resolved, or percent-decoded —
// could name another origin: '//host', '/\host', '/.//host', '/x/..//host', '/%2F%2Fhost',
// '/%5Chost', or tabs and line breaks that browsers strip ('/\t/host').

const BASE = "http://site.invalid";
const MAX_LENGTH = 500;

/** Two leading slashes or backslashes, in any mix: a protocol-relative URL to a browser. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make a path unsafe
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The value percent-decoded until it stops changing (a few rounds at most), or null if undecodable. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function pointsElsewhere(path: string): boolean {
  const withoutStripped = path.replace(/[\t\n\r]/g, "");
  return PROTOCOL_RELATIVE.test(withoutStripped) || withoutStripped.includes("\\");
}

/** The normalised same-site path (`pathname + search + hash`), or null when it is not one. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH || !value.startsWith("/")) return null;
  if (CONTROL.test(value) || pointsElsewhere(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Dot segments resolved: '/.//evil.example' has become '//evil.example'.
  if (PROTOCOL_RELATIVE.test(url.pathname)) return null;
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || pointsElsewhere(decodedPath)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page a request is for, as a path to come back to: a client-side navigation asks for
 * `/staff/team.data?_routes=…` (React Router's data request), which is not a page.
 */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  return `${pathname}${url.search}`;
}
