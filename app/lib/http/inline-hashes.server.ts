// The hashes that let a document's own inline scripts and styles run under the Content-Security-Policy
// (script-src/style-src 'sha256-…'). Computed from the finished HTML, so they cover exactly what was
// rendered: React Router's bootstrap and route data, React's own inline scripts, the inlined stylesheet.
import { createHash } from "node:crypto";
import type { InlineHashes } from "~/lib/security-headers";

// Script and style are raw-text elements: their content runs to the first closing tag, exactly as
// the browser's parser reads it (React escapes "</" inside the data it inlines).
// A data block (JSON-LD, `type="application/ld+json"`) never runs, so the policy needs no hash for it.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function sha256(text: string) {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

function hashesOf(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(pattern)) hashes.add(sha256(match[1] ?? ""));
  return [...hashes];
}

export function inlineHashes(html: string): InlineHashes {
  return { scripts: hashesOf(html, INLINE_SCRIPT), styles: hashesOf(html, INLINE_STYLE) };
}
