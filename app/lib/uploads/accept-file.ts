// The one decision on a file someone sends us, whichever way it came (a form's file field, checked
// again on the server, or an attachment of an email to the support desk): its kind from its bytes,
// the name it is shown and stored under, and whether the rule takes it. Pure and browser-safe: the
// file field's early check runs it too, so the browser and the server never disagree.
import type { UploadMessages } from "~/content/uploads";
import { sanitizeFileName, storedFileName } from "./file-name";
import type { FileKind, UploadRule } from "./kinds";
import { detectFileKind } from "./sniff";

export type FileVerdict =
  /** `fileName`: sanitised, with an extension that fits its content (file-name.ts). */
  | { ok: true; kind: FileKind; fileName: string }
  /** `name`: the sanitised name, safe to show in a message. */
  | { ok: false; reason: "empty" | "too-large" | "wrong-kind"; name: string };

export type FileRefusal = Extract<FileVerdict, { ok: false }>;

export function acceptFile(
  rawName: string,
  bytes: Uint8Array,
  rule: Pick<UploadRule, "kinds" | "maxFileBytes">,
): FileVerdict {
  const refuse = (reason: FileRefusal["reason"]): FileRefusal => ({
    ok: false,
    reason,
    name: sanitizeFileName(rawName),
  });
  if (bytes.byteLength === 0) return refuse("empty");
  if (bytes.byteLength > rule.maxFileBytes) return refuse("too-large");
  const kind = detectFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) return refuse("wrong-kind");
  return { ok: true, kind, fileName: storedFileName(rawName, kind) };
}

/** What the file field says about a refused file, in the words of the page's language. */
export function refusalMessage(
  refusal: FileRefusal,
  rule: Pick<UploadRule, "kinds" | "maxFileBytes">,
  messages: UploadMessages,
): string {
  switch (refusal.reason) {
    case "empty":
      return messages.empty(refusal.name);
    case "too-large":
      return messages.tooLargeToChoose(refusal.name, rule.maxFileBytes);
    default:
      return messages.wrongKind(refusal.name, rule.kinds);
  }
}
