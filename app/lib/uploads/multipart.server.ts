// The streaming reader of a form that takes files (the form pipeline calls it instead of the
// bounded reader when a form declares `uploads`). Every limit holds while the body arrives, before
// it is all in: the whole body, each file, the number of files, and the text fields (the same 64 KB
// as any form). Files are judged by content once the body is in (accept-file.server.ts: a Word
// document is also inflated to check its size), and kept in memory only until the form's
// handler has stored them in the database. Nothing here writes anywhere.
//
// Answers: a file over its limit, or a body over the total, is a 413 and the rest of the body is
// left unread (server/unread-bodies.ts drops it at the socket, after the answer went out); a body
// that is not multipart is a 415; a malformed or cut-off body is a 400. Too many files, a file of a
// kind the form does not take, an empty file or a missing required file are not refusals of the
// post: the text fields are read to the end and the handler gets them with a message for the file
// field, so the form can be shown again with what was typed.
import { createHash } from "node:crypto";
import Busboy from "@fastify/busboy";
import * as formsEn from "~/content/forms";
import * as formsMl from "~/content/forms.ml";
import * as uploadsEn from "~/content/uploads";
import * as uploadsMl from "~/content/uploads.ml";
import { localeOf } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { refusalMessage } from "./accept-file";
import { acceptFileOnServer } from "./accept-file.server";
import { type FileKind, mediaTypes, type UploadRule } from "./kinds";

/** A file that passed every check, ready to be stored (store.server.ts). */
export type UploadedFile = {
  /** Sanitised, with an extension that fits its content (file-name.ts). */
  fileName: string;
  kind: FileKind;
  mediaType: string;
  size: number;
  /** Hex SHA-256 of the bytes: shown to staff, lets a duplicate be recognised. */
  sha256: string;
  bytes: Uint8Array;
};

/** The form's file field as its handler sees it: the files, or the one message to show at the field. */
export type UploadResult = { ok: true; files: UploadedFile[] } | { ok: false; message: string };

export type MultipartReadResult =
  | { ok: true; form: FormData; uploads: UploadResult }
  | { ok: false; status: 400 | 413 | 415; message: string };

/** Room for the multipart framing: boundaries and part headers of a few hundred parts. */
const FRAMING_BYTES = 64 * 1024;
const MAX_PARTS = 200;

/** The most a post to this form may weigh: every file at its limit, the text fields, the framing. */
/**
 * Whether a post carries files (multipart/form-data): a page whose file form sits beside plain-field
 * forms (a device's photo, a visit's photos) tells its forms apart by this.
 */
export function isMultipartPost(request: Request): boolean {
  const mediaType = (request.headers.get("content-type") ?? "").split(";", 1)[0]?.trim().toLowerCase();
  return mediaType === "multipart/form-data";
}

export function maxUploadBodyBytes(rule: UploadRule, maxTextBytes: number) {
  return rule.maxFiles * rule.maxFileBytes + maxTextBytes + FRAMING_BYTES;
}

type Refusal = { ok: false; status: 400 | 413 | 415; message: string };

const forms = localized(formsEn, formsMl);
const uploads = localized(uploadsEn, uploadsMl);

export async function readMultipartUpload(
  request: Request,
  rule: UploadRule,
  maxTextBytes: number,
): Promise<MultipartReadResult> {
  // Its messages in the language of the page that posted (a Malayalam page's path is under /ml).
  const locale = localeOf(new URL(request.url).pathname);
  const { formBodyMessages } = forms[locale];
  const { uploadMessages } = uploads[locale];
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  // A form with a file field is always multipart; anything else did not come from it.
  if (mediaType !== "multipart/form-data") return { ok: false, status: 415, message: formBodyMessages.wrongType };

  const maxBody = maxUploadBodyBytes(rule, maxTextBytes);
  const bodyTooLarge: Refusal = {
    ok: false,
    status: 413,
    message: uploadMessages.bodyTooLarge(rule.maxFiles, rule.maxFileBytes),
  };
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBody) return bodyTooLarge;
  const unreadable: Refusal = { ok: false, status: 400, message: formBodyMessages.unreadable };

  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defCharset: "utf8",
      limits: {
        fieldNameSize: 200,
        // One byte more than allowed, so that a field at the limit is told from one over it.
        fieldSize: maxTextBytes + 1,
        fields: MAX_PARTS,
        parts: MAX_PARTS,
        fileSize: rule.maxFileBytes,
        headerPairs: 16,
        headerSize: 8 * 1024,
      },
    });
  } catch {
    // No boundary, or a content type busboy cannot read.
    return unreadable;
  }

  let refusal: Refusal | null = null;
  let signalRefusal: () => void = () => {};
  const refused = new Promise<void>((resolve) => {
    signalRefusal = resolve;
  });
  const refuse = (answer: Refusal) => {
    refusal ??= answer;
    signalRefusal();
  };

  const form = new FormData();
  /** The files of the rule's field, in the order sent, judged once the body is in. */
  const offered: { rawName: string; bytes: Uint8Array }[] = [];
  let textBytes = 0;
  const fileEnds: Promise<void>[] = [];

  parser.on("field", (name, value, nameTruncated, valueTruncated) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (nameTruncated || valueTruncated || textBytes > maxTextBytes) {
      refuse({ ok: false, status: 413, message: formBodyMessages.tooLarge });
      return;
    }
    form.append(name, value);
  });

  parser.on("file", (name, stream, rawName) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Files of other fields, and files past the limit of this one, are read past and dropped.
    let keep = name === rule.field;
    stream.on("limit", () =>
      refuse({ ok: false, status: 413, message: uploadMessages.fileTooLarge(rule.maxFileBytes) }),
    );
    stream.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (keep && refusal === null) chunks.push(chunk);
    });
    fileEnds.push(
      new Promise<void>((resolve) => {
        stream.on("error", () => {
          refuse(unreadable);
          resolve();
        });
        stream.on("end", () => {
          // An empty file input is sent as a part with no name and no bytes: no file was chosen.
          if (size === 0 && rawName === "") keep = false;
          // Past the rule's number of files only the count matters: the bytes are not kept.
          if (keep && refusal === null) {
            const buffer = offered.length < rule.maxFiles ? Buffer.concat(chunks, size) : Buffer.alloc(0);
            offered.push({ rawName, bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) });
          }
          chunks.length = 0;
          resolve();
        });
      }),
    );
  });

  let parsed = false;
  const finished = new Promise<void>((resolve) => {
    parser.on("finish", () => {
      parsed = true;
      resolve();
    });
    parser.on("partsLimit", () => refuse({ ok: false, status: 413, message: formBodyMessages.tooLarge }));
    parser.on("fieldsLimit", () => refuse({ ok: false, status: 413, message: formBodyMessages.tooLarge }));
    parser.on("error", () => refuse(unreadable));
  });

  const reader = request.body?.getReader();
  let received = 0;
  try {
    while (reader && refusal === null) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBody) {
        refuse(bodyTooLarge);
        break;
      }
      const written = new Promise<void>((resolve) => parser.write(value, () => resolve()));
      await Promise.race([written, refused]);
    }
    if (refusal === null) {
      parser.end();
      await Promise.race([finished, refused]);
      await Promise.race([Promise.all(fileEnds), refused]);
    }
  } catch {
    // The client went away or the connection broke mid-body.
    refuse(unreadable);
  }
  if (refusal !== null) {
    // Left unread rather than cancelled: cancelling would destroy the socket and the client would
    // see a reset instead of the answer (server/unread-bodies.ts drains what is still coming).
    reader?.releaseLock();
    parser.destroy();
    return refusal;
  }
  if (!parsed) return unreadable;

  if (offered.length > rule.maxFiles)
    return { ok: true, form, uploads: { ok: false, message: uploadMessages.tooMany(rule.maxFiles) } };
  const files: UploadedFile[] = [];
  for (const { rawName, bytes } of offered) {
    const verdict = await acceptFileOnServer(rawName, bytes, rule);
    if (!verdict.ok)
      return { ok: true, form, uploads: { ok: false, message: refusalMessage(verdict, rule, uploadMessages) } };
    files.push(uploadedFile(verdict, bytes));
  }
  if (files.length === 0 && rule.required)
    return { ok: true, form, uploads: { ok: false, message: uploadMessages.required } };
  return { ok: true, form, uploads: { ok: true, files } };
}

/** An accepted file (accept-file.ts), ready to be stored: the form's upload or an email's attachment. */
export function uploadedFile(accepted: { kind: FileKind; fileName: string }, bytes: Uint8Array): UploadedFile {
  return {
    fileName: accepted.fileName,
    kind: accepted.kind,
    mediaType: mediaTypes[accepted.kind],
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  };
}
