// The browser's early look at the files a person chose, with the server's own rules and words: too
// many, too large, empty, or not of a kind the form takes (decided by the very same function the
// server uses, accept-file.ts). For instant messages at the file field only — the server checks again
// and is the authority. Pure: no server or React imports; load it lazily from the form.
import { uploadMessages } from "~/content/uploads";
import { acceptFile, refusalMessage } from "./accept-file";
import { sanitizeFileName } from "./file-name";
import type { UploadRule } from "./kinds";

/** What a file input's FileList holds (a File is a Blob with a name). */
type ChosenFile = Blob & { name: string };

/** The message for the file field, or null when the chosen files look acceptable. */
export async function checkChosenFiles(files: readonly ChosenFile[], rule: UploadRule): Promise<string | null> {
  const chosen = files.filter((file) => !(file.size === 0 && file.name === ""));
  if (chosen.length === 0) return rule.required ? uploadMessages.required : null;
  if (chosen.length > rule.maxFiles) return uploadMessages.tooMany(rule.maxFiles);
  for (const file of chosen) {
    // Before reading it: a file over the limit is never loaded into the page's memory.
    if (file.size > rule.maxFileBytes)
      return refusalMessage({ ok: false, reason: "too-large", name: sanitizeFileName(file.name) }, rule);
    const verdict = acceptFile(file.name, new Uint8Array(await file.arrayBuffer()), rule);
    if (!verdict.ok) return refusalMessage(verdict, rule);
  }
  return null;
}
