// The browser's early look at the files a person chose, with the server's own rules and words: too
// many, too large, empty, or not of a kind the form takes (decided by the very same function the
// server uses, accept-file.ts). For instant messages at the file field only — the server checks again
// and is the authority. Pure: no server or React imports; load it lazily from the form. Its words
// come written out from the page's loader (chosenFileMessages), so this chunk carries no language.
import type { UploadMessages } from "~/content/uploads";
import { fillTemplate } from "~/lib/i18n/locale";
import { acceptFile, refusalMessage } from "./accept-file";
import { sanitizeFileName } from "./file-name";
import type { UploadRule } from "./kinds";

/** What a file input's FileList holds (a File is a Blob with a name). */
type ChosenFile = Blob & { name: string };

/** The early check's messages, written out for one rule in one language: templates with a `{name}` slot for the file's. */
export type ChosenFileMessages = Record<"required" | "tooMany" | "empty" | "tooLarge" | "wrongKind", string>;

/** The messages of `uploadMessages` (the page's language) for `rule`, as plain text a loader can hand over. */
export function chosenFileMessages(uploadMessages: UploadMessages, rule: UploadRule): ChosenFileMessages {
  const about = (reason: "empty" | "too-large" | "wrong-kind") =>
    refusalMessage({ ok: false, reason, name: "{name}" }, rule, uploadMessages);
  return {
    required: uploadMessages.required,
    tooMany: uploadMessages.tooMany(rule.maxFiles),
    empty: about("empty"),
    tooLarge: about("too-large"),
    wrongKind: about("wrong-kind"),
  };
}

/** The message for the file field, or null when the chosen files look acceptable. */
export async function checkChosenFiles(
  files: readonly ChosenFile[],
  rule: UploadRule,
  messages: ChosenFileMessages,
): Promise<string | null> {
  const chosen = files.filter((file) => !(file.size === 0 && file.name === ""));
  if (chosen.length === 0) return rule.required ? messages.required : null;
  if (chosen.length > rule.maxFiles) return messages.tooMany;
  const about = (template: string, file: ChosenFile) => fillTemplate(template, { name: sanitizeFileName(file.name) });
  for (const file of chosen) {
    // Before reading it: a file over the limit is never loaded into the page's memory.
    if (file.size > rule.maxFileBytes) return about(messages.tooLarge, file);
    const verdict = acceptFile(file.name, new Uint8Array(await file.arrayBuffer()), rule);
    if (!verdict.ok) return about(verdict.reason === "empty" ? messages.empty : messages.wrongKind, file);
  }
  return null;
}
