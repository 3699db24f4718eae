// The browser's early look at the files a person chose, with the server's own rules and words: too
// many, too large, empty, or not of a kind the form takes (sniffed from the bytes with the very same
// module the server uses). For instant messages at the file field only — the server checks again
// and is the authority. Pure: no server or React imports; load it lazily from the form.
import { uploadMessages } from "~/content/uploads";
import { sanitizeFileName } from "./file-name";
import type { UploadRule } from "./kinds";
import { detectFileKind } from "./sniff";

/** What a file input's FileList holds (a File is a Blob with a name). */
type ChosenFile = Blob & { name: string };

/** The message for the file field, or null when the chosen files look acceptable. */
export async function checkChosenFiles(files: readonly ChosenFile[], rule: UploadRule): Promise<string | null> {
  const chosen = files.filter((file) => !(file.size === 0 && file.name === ""));
  if (chosen.length === 0) return rule.required ? uploadMessages.required : null;
  if (chosen.length > rule.maxFiles) return uploadMessages.tooMany(rule.maxFiles);
  for (const file of chosen) {
    const name = sanitizeFileName(file.name);
    if (file.size > rule.maxFileBytes) return uploadMessages.tooLargeToChoose(name, rule.maxFileBytes);
    if (file.size === 0) return uploadMessages.empty(name);
    const kind = detectFileKind(new Uint8Array(await file.arrayBuffer()));
    if (!kind || !rule.kinds.includes(kind)) return uploadMessages.wrongKind(name, rule.kinds);
  }
  return null;
}
