// The name an uploaded file is kept and offered under. The uploader's name is only a label: files
// are stored and found by their id (ASVS 5.3.2), so the point here is a name that is safe to show
// and to put in a Content-Disposition header, and that saves sanely on any operating system.
import { type FileKind, kindExtensions } from "./kinds";

/** In UTF-8 bytes: well under every file system's 255-byte limit, with room for an added extension. */
export const MAX_FILE_NAME_BYTES = 180;
export const FALLBACK_FILE_NAME = "file";

// C0/C1 controls, DEL, and the bidirectional marks and overrides that can make "evil‮fdp.exe" read
// as "evilexe.pdf"; zero-width characters that hide in names too.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
// What Windows refuses in a name (the rest of the world refuses "/").
const RESERVED = /[<>:"/\\|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).byteLength;

/**
 * The last path segment of what the browser sent ("C:\\x\\y.pdf" → "y.pdf", "../../etc/passwd" →
 * "passwd"), without control or bidi characters, characters Windows refuses, leading dots or
 * trailing dots and spaces; at most MAX_FILE_NAME_BYTES, cut in the stem so the extension stays;
 * FALLBACK_FILE_NAME when nothing is left.
 */
export function sanitizeFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? "";
  let name = lastSegment
    .toWellFormed()
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(RESERVED, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "");
  if (WINDOWS_DEVICE.test(name)) name = `_${name}`;
  name = truncateKeepingExtension(name, MAX_FILE_NAME_BYTES);
  return name || FALLBACK_FILE_NAME;
}

function truncateKeepingExtension(name: string, maxBytes: number) {
  if (byteLength(name) <= maxBytes) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  let stem = extension ? name.slice(0, dot) : name;
  const codePoints = Array.from(stem);
  while (codePoints.length > 0 && byteLength(codePoints.join("") + extension) > maxBytes) codePoints.pop();
  stem = codePoints.join("").trimEnd();
  return stem + extension;
}

/** The extension (lower case, without the dot), or "" for none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * The name a file is stored under: sanitised, and ending in an extension that fits what its content
 * is — a PNG sent as "report.pdf" becomes "report.pdf.png", an HTML page sent as text "page.html.txt".
 */
export function storedFileName(raw: string, kind: FileKind): string {
  const name = sanitizeFileName(raw);
  const extensions = kindExtensions[kind];
  if (extensions.includes(fileExtension(name))) return name;
  const extension = `.${extensions[0]}`;
  return truncateKeepingExtension(name, MAX_FILE_NAME_BYTES - byteLength(extension)) + extension;
}
