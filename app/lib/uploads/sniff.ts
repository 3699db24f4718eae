// Decides a file's kind from its bytes alone (OWASP ASVS 5.2.2): the name and the Content-Type a
// browser sends are the uploader's claims and are never read here. Anything not recognised is null,
// and the caller refuses it.
import type { FileKind } from "./kinds";
import { readZipEntryNames } from "./zip";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0) {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string) {
  return [...text].map((char) => char.charCodeAt(0));
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // Strictly at the start: readers tolerate junk before the header, but nothing we accept needs it.
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return isDocx(bytes) ? "docx" : null;
  return isPlainText(bytes) ? "text" : null;
}

/**
 * A Word document is a ZIP whose central directory (the index at its end, which is what Word
 * itself reads) names `[Content_Types].xml` and parts under `word/`. Nothing is decompressed.
 */
function isDocx(bytes: Uint8Array) {
  const names = readZipEntryNames(bytes);
  if (!names) return false;
  return names.includes("[Content_Types].xml") && names.some((name) => name.startsWith("word/"));
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Plain text: valid UTF-8 with no NUL or other control character than tab, line feed and carriage
 * return (a binary file almost always has some). HTML is text too: it is only ever served as a
 * plain-text download (download.server.ts), so a browser never runs it.
 */
export function isPlainText(bytes: Uint8Array) {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text);
}
