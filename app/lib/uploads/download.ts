// How a stored file leaves the site: only ever as a download (ASVS 3.2.1, 5.4.1, 5.4.2). The browser
// is told to save it, not to show it (Content-Disposition: attachment), not to guess its type
// (nosniff; the type comes from the sniffed kind, text as text/plain), and — should it render it
// anyway — to run nothing from it (CSP sandbox). Never kept by a cache. Who may download it is
// decided by the caller's loader before it calls this. Pure (no server imports): unit-tested.
import { type FileKind, mediaTypes } from "./kinds";

/**
 * RFC 6266 Content-Disposition with both forms of the name: a plain ASCII `filename` for old clients
 * (anything else, and quotes and backslashes, as "_") and the exact name as RFC 8187 (ex-5987)
 * `filename*`, which every current browser prefers.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\u0020-\u007e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type DownloadableFile = { fileName: string; kind: FileKind; bytes: Uint8Array };

/** The one answer for a stored file (a loader returns it as is). */
export function fileDownloadResponse(file: DownloadableFile): Response {
  const body = new Uint8Array(file.bytes.byteLength);
  body.set(file.bytes);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": mediaTypes[file.kind],
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": contentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // Only this site's own pages may load it (ASVS 3.5.8); a link from elsewhere still downloads.
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Robots-Tag": "noindex",
    },
  });
}
