// The URL rule for links in articles (/blog/{slug}): only http, https, irc, ircs,
// mailto and xmpp, or a relative URL. Anything else — javascript:, data:, vbscript:, file: … —
// becomes an empty URL, so the link renders but goes nowhere.

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * Returns url unchanged when it is relative or uses a safe protocol, and "" otherwise.
 * A colon that comes after the first "/", "?" or "#" belongs to a path, query or fragment, so
 * "/a:b", "?x=y:z" and "#p:1" are relative; "JaVaScRiPt:" and "java\tscript:" are not safe.
 */
export function sanitizeUrl(url: string): string {
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  const firstDelimiter = Math.min(...["/", "?", "#"].map((c) => url.indexOf(c)).filter((i) => i !== -1), Infinity);
  if (colon > firstDelimiter) return url;
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : "";
}
