// The bounded reader every POST body goes through before anything else: a form encoding only, a size
// cap enforced while streaming (whatever Content-Length claims), and undecodable input answered as the
// client's mistake rather than a server error.
import { formBodyMessages } from "~/content/forms";

/** Large enough for the longest contact message in any script, small enough to refuse junk early. */
export const MAX_FORM_BYTES = 64 * 1024;

export type FormReadResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a form post without trusting it: the content type must be a form encoding (415), the body
 * at most `maxBytes` whatever Content-Length claims (413), and undecodable input is a 400, never a 500.
 * Invalid UTF-8 decodes to U+FFFD, as browsers do, rather than failing.
 */
// A refused body is left unread: the server drops the rest at the socket once the answer is sent
// (server/unread-bodies.ts), so the client receives the refusal and no memory is spent on it.
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormReadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) {
    return { ok: false, status: 415, message: formBodyMessages.wrongType };
  }
  const tooLarge = { ok: false, status: 413, message: formBodyMessages.tooLarge } as const;
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    return tooLarge;
  }

  let bytes: Uint8Array<ArrayBuffer>;
  try {
    const read = await readLimited(request, maxBytes);
    if (!read) return tooLarge;
    bytes = read;
  } catch {
    return { ok: false, status: 400, message: formBodyMessages.unreadable };
  }
  try {
    if (mediaType === "application/x-www-form-urlencoded") {
      const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
      const form = new FormData();
      for (const [name, value] of new URLSearchParams(text)) form.append(name, value);
      return { ok: true, form };
    }
    const copy = new Response(bytes, { headers: { "content-type": contentType } });
    return { ok: true, form: await copy.formData() };
  } catch {
    return { ok: false, status: 400, message: formBodyMessages.unreadable };
  }
}

/** The body's bytes, or null when it passes the limit (the rest is left unread). */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
