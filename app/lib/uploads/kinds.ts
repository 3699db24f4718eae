// The kinds of file the site accepts, decided by content (sniff.ts), never by name or declared type.
// Zod-free and server-free: the file field in the browser reads the `accept` hints from here too.

export const fileKinds = ["png", "jpeg", "gif", "webp", "pdf", "text", "docx"] as const;
export type FileKind = (typeof fileKinds)[number];

/** The media type a stored file is served with (text always as UTF-8 plain text, never HTML). */
export const mediaTypes: Record<FileKind, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  text: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * Extensions that fit each kind; the first is added to a stored name whose extension does not fit
 * (a PNG called report.pdf is stored as report.pdf.png, an HTML page sent as text as page.html.txt),
 * so the file a person downloads opens in the program its content is for.
 */
export const kindExtensions: Record<FileKind, readonly string[]> = {
  png: ["png"],
  jpeg: ["jpg", "jpeg"],
  gif: ["gif"],
  webp: ["webp"],
  pdf: ["pdf"],
  text: ["txt", "log", "csv", "md", "json", "yaml", "yml", "ini", "conf", "cfg"],
  docx: ["docx"],
};

/** The `accept` attribute of a file input for these kinds: a hint for the browser's picker only. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  const hints = kinds.flatMap((kind) => [
    ...kindExtensions[kind].map((extension) => `.${extension}`),
    mediaTypes[kind].split(";", 1)[0] ?? "",
  ]);
  return [...new Set(hints)].join(",");
}

export const MIB = 1024 * 1024;

/** What a form accepts in its one file field. */
export type UploadRule = {
  /** The file input's name. */
  field: string;
  /** At most this many files (1 for a single résumé). */
  maxFiles: number;
  /** Each file at most this many bytes; a larger one refuses the whole post with 413. */
  maxFileBytes: number;
  kinds: readonly FileKind[];
  /** A post without a file is answered at the field (default: files are optional). */
  required?: boolean;
};
