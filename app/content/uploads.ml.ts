// Words of the shared upload pipeline in Malayalam: the twin of uploads.ts (what a file field on an
// /ml page says about its limits, and what a refused file is told).
import { formatFileSize } from "./numbers";
import type * as en from "./uploads";

type FileKind = en.FileKind;

export const fileKindLabels: typeof en.fileKindLabels = {
  png: "PNG",
  jpeg: "JPEG",
  gif: "GIF",
  webp: "WebP",
  pdf: "PDF",
  text: "ടെക്സ്റ്റ്",
  docx: "വേഡ് (DOCX)",
};

function kindList(kinds: readonly FileKind[]) {
  const labels = kinds.map((kind) => fileKindLabels[kind]);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} അല്ലെങ്കിൽ ${labels.at(-1)}`;
}

export const uploadMessages: typeof en.uploadMessages = {
  hint: (kinds: readonly FileKind[], maxFiles: number, maxFileBytes: number) =>
    maxFiles === 1
      ? `പരമാവധി ${formatFileSize(maxFileBytes)} ഉള്ള ഒരു ${kindList(kinds)} ഫയൽ.`
      : `${formatFileSize(maxFileBytes)} വീതം വരെയുള്ള ${maxFiles} ഫയലുകൾ വരെ: ${kindList(kinds)}.`,
  fileTooLarge: (maxFileBytes: number) =>
    `ഒരു ഫയൽ ${formatFileSize(maxFileBytes)}-ൽ കൂടുതലാണ്, അതിനാൽ ഒന്നും അയച്ചില്ല. ചെറിയ ഫയൽ തിരഞ്ഞെടുത്ത് ഫോം വീണ്ടും പൂരിപ്പിക്കുക.`,
  bodyTooLarge: (maxFiles: number, maxFileBytes: number) =>
    `ഫോം വളരെ വലുതാണ്: ${formatFileSize(maxFileBytes)} വീതമുള്ള പരമാവധി ${maxFiles} ഫയലുകൾ മാത്രം. ഒന്നും അയച്ചില്ല; ഫോം വീണ്ടും പൂരിപ്പിക്കുക.`,
  tooMany: (maxFiles: number) => (maxFiles === 1 ? "ഒരു ഫയൽ മാത്രം തിരഞ്ഞെടുക്കുക." : `പരമാവധി ${maxFiles} ഫയലുകൾ തിരഞ്ഞെടുക്കുക.`),
  wrongKind: (name: string, kinds: readonly FileKind[]) =>
    `“${name}” ഒരു ${kindList(kinds)} ഫയൽ അല്ല. ഫയൽ വീണ്ടും തിരഞ്ഞെടുക്കുക.`,
  tooLargeToChoose: (name: string, maxFileBytes: number) =>
    `“${name}” ${formatFileSize(maxFileBytes)}-ൽ കൂടുതലാണ്. ചെറിയ ഫയൽ തിരഞ്ഞെടുക്കുക.`,
  empty: (name: string) => `“${name}” ശൂന്യമാണ്. ഫയൽ വീണ്ടും തിരഞ്ഞെടുക്കുക.`,
  required: "ഒരു ഫയൽ തിരഞ്ഞെടുക്കുക.",
  chooseAgain: "ഫോമിൽ തെറ്റുണ്ടെങ്കിൽ ഫയലുകൾ സൂക്ഷിക്കില്ല: ദയവായി അവ വീണ്ടും തിരഞ്ഞെടുക്കുക.",
};

/** The test page (English only in practice); twinned because the module is one. */
export const uploadTestPage: typeof en.uploadTestPage = {
  title: "അപ്‌ലോഡ് പരിശോധന",
  heading: "അപ്‌ലോഡ് പരിശോധന",
  note: "കുറിപ്പ്",
  files: "ഫയലുകൾ",
  submit: "അയയ്ക്കുക",
  busy: "അയയ്ക്കുന്നു…",
  stored: (count: number) => `${count} ഫയൽ സൂക്ഷിച്ചു.`,
  tableCaption: "സൂക്ഷിച്ച ഫയലുകൾ",
  columns: { name: "പേര്", kind: "തരം", size: "ബൈറ്റുകൾ" },
  download: "ഡൗൺലോഡ്",
};
