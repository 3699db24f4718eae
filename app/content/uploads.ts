// Words of the shared upload pipeline (app/lib/uploads): what a file field says about its limits and
// what a refused file is told. The forms that take files (support tickets, job applications) label
// their own fields; these messages are the same everywhere.

import { formatFileSize } from "./numbers";

/** Keyed by the kinds of app/lib/uploads/kinds.ts (content imports nothing from lib). */
export const fileKindLabels = {
  png: "PNG",
  jpeg: "JPEG",
  gif: "GIF",
  webp: "WebP",
  pdf: "PDF",
  text: "plain text",
  docx: "Word (DOCX)",
};

export type FileKind = keyof typeof fileKindLabels;

function kindList(kinds: readonly FileKind[]) {
  const labels = kinds.map((kind) => fileKindLabels[kind]);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}

export const uploadMessages = {
  /** Under a file field: what it takes. */
  hint: (kinds: readonly FileKind[], maxFiles: number, maxFileBytes: number) =>
    maxFiles === 1
      ? `One ${kindList(kinds)} file, at most ${formatFileSize(maxFileBytes)}.`
      : `Up to ${maxFiles} files, at most ${formatFileSize(maxFileBytes)} each: ${kindList(kinds)}.`,
  /** 413: a file over its limit; nothing was kept, the form must be filled again. */
  fileTooLarge: (maxFileBytes: number) =>
    `A file is larger than ${formatFileSize(maxFileBytes)}, so nothing was sent. Please choose a smaller file and fill in the form again.`,
  /** 413: the whole post is larger than the form's files and fields can be. */
  bodyTooLarge: (maxFiles: number, maxFileBytes: number) =>
    `The form is too large: it takes at most ${maxFiles} ${maxFiles === 1 ? "file" : "files"} of ${formatFileSize(maxFileBytes)}. Nothing was sent; please fill in the form again.`,
  // At the field, with the other fields kept; the files must be chosen again (a browser cannot be
  // given files back).
  tooMany: (maxFiles: number) =>
    maxFiles === 1 ? "Please choose only one file." : `Please choose at most ${maxFiles} files.`,
  wrongKind: (name: string, kinds: readonly FileKind[]) =>
    `“${name}” is not a ${kindList(kinds)} file. Please choose the file again.`,
  /** In the browser, before sending (check-files.ts): the file can still be swapped for a smaller one. */
  tooLargeToChoose: (name: string, maxFileBytes: number) =>
    `“${name}” is larger than ${formatFileSize(maxFileBytes)}. Please choose a smaller file.`,
  empty: (name: string) => `“${name}” is empty. Please choose the file again.`,
  required: "Please choose a file.",
  /** Added to a message at the field when other files were fine: none of them was kept either. */
  chooseAgain: "Files are not kept when the form has a mistake: please choose them again.",
};

/** The upload messages in one language (uploads.ml.ts is the Malayalam). */
export type UploadMessages = typeof uploadMessages;

/** The page /__test/uploads (only with ENABLE_TEST_ROUTES=1), for the end-to-end tests. */
export const uploadTestPage = {
  title: "Upload test",
  heading: "Upload test",
  note: "Note",
  files: "Attachments",
  submit: "Send",
  busy: "Sending…",
  stored: (count: number) => `Stored ${count} ${count === 1 ? "file" : "files"}.`,
  tableCaption: "Stored files",
  columns: { name: "Name", kind: "Type", size: "Bytes" },
  download: "Download",
};
