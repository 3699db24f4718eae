// The server's decision on a file (a form's upload or an email's attachment): the same as the
// browser's (accept-file.ts), and then what only the server does: a Word document is inflated to
// check it unpacks to what it says (zip-inflate.server.ts), so a zip bomb is refused as not a
// document rather than stored for whoever opens it.
import { type FileVerdict, acceptFile } from "./accept-file";
import { sanitizeFileName } from "./file-name";
import type { UploadRule } from "./kinds";
import { zipInflatesWithinLimits } from "./zip-inflate.server";

export async function acceptFileOnServer(
  rawName: string,
  bytes: Uint8Array,
  rule: Pick<UploadRule, "kinds" | "maxFileBytes">,
): Promise<FileVerdict> {
  const verdict = acceptFile(rawName, bytes, rule);
  if (verdict.ok && verdict.kind === "docx" && !(await zipInflatesWithinLimits(bytes))) {
    return { ok: false, reason: "wrong-kind", name: sanitizeFileName(rawName) };
  }
  return verdict;
}
