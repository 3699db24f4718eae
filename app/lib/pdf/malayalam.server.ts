// Malayalam in the PDFs pdfkit draws (invoices, receipts, service reports). Two things pdfkit does
// not do by itself:
// - No single font on the machines carries both Latin and Malayalam letters (Noto Sans Malayalam has
//   no A-Z; DejaVu Sans and Helvetica have no Malayalam), and pdfkit draws a string in one font. So a
//   text with Malayalam in it is split into runs by script, each run drawn in its own font on a shared
//   baseline, and its lines are broken here (pdfkit's own line breaking measures in one font only).
//   Text without Malayalam is left to pdfkit exactly as before, so English documents do not change.
// - fontkit shapes Malayalam right on the page (conjuncts, chillu, vowel signs drawn before their
//   consonant), but a PDF reader extracts glyphs in the order they are drawn: "ോ" would come back
//   as "േ…ാ" around its consonant. Each Malayalam run is therefore marked with its text as
//   ActualText (PDF 14.9.4), which readers (poppler, pdf.js, Acrobat) copy, search and read aloud.
// The font is Debian's Noto Sans Malayalam (fonts-noto-core; OFL), read once per process from the
// system rather than kept in the repository. Without it a document falls back to English labels,
// with a warning, rather than print boxes in place of letters.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Locale } from "~/lib/i18n/locale";
import { logger } from "~/lib/log/logger.server";

/** Where fonts-noto-core installs the Malayalam fonts. */
export const MALAYALAM_FONT_FOLDER = "/usr/share/fonts/truetype/noto";

/** A font as fontkit parsed it (pdfkit draws with it as it does with a font's bytes). */
export type ParsedFont = { layout: (text: string) => unknown };

/** pdfkit's fontkit (pdfkit depends on it; the site does not), resolved from pdfkit's folder. */
export function parseFont(file: string): ParsedFont {
  const require = createRequire(import.meta.url);
  const fontkit = createRequire(require.resolve("pdfkit"))("fontkit") as { create(bytes: Buffer): ParsedFont };
  return fontkit.create(readFileSync(file));
}

export type MalayalamFonts = { regular: ParsedFont; bold: ParsedFont };

/** The Malayalam fonts in `folder`, or null (with a warning) when they cannot be read. */
export function loadMalayalamFonts(folder: string): MalayalamFonts | null {
  try {
    return {
      regular: parseFont(path.join(folder, "NotoSansMalayalam-Regular.ttf")),
      bold: parseFont(path.join(folder, "NotoSansMalayalam-Bold.ttf")),
    };
  } catch (error) {
    logger.warn(
      `[pdf] no Malayalam font in ${folder} (${(error as Error).message}): Malayalam documents are printed in English`,
    );
    return null;
  }
}

let systemFonts: MalayalamFonts | null | undefined;

/** The system's Malayalam fonts, parsed once per process (parsing is most of a small PDF's time). */
export function malayalamFonts(): MalayalamFonts | null {
  if (systemFonts === undefined) systemFonts = loadMalayalamFonts(MALAYALAM_FONT_FOLDER);
  return systemFonts;
}

/**
 * The language a document is printed in: the one asked for, unless it is Malayalam and no Malayalam
 * font can be read (English labels are better than boxes in place of letters).
 */
export function printedLanguage(locale: Locale, fonts: MalayalamFonts | null): Locale {
  return locale === "ml" && !fonts ? "en" : locale;
}

/** The Malayalam fonts' names in a document, registered by `registerMalayalam`. */
const MALAYALAM = { regular: "NotoSansMalayalam", bold: "NotoSansMalayalam-Bold" };

/**
 * Registers the Malayalam fonts in `doc` and says which Malayalam font stands in for each of the
 * document's own fonts (its regular and its bold).
 */
export function registerMalayalam(
  doc: PDFKit.PDFDocument,
  fonts: MalayalamFonts,
  own: { regular: string; bold: string },
): MalayalamStandIns {
  // pdfkit's types name only a font's bytes; its code takes a parsed font too.
  doc.registerFont(MALAYALAM.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(MALAYALAM.bold, fonts.bold as unknown as Buffer);
  return { [own.regular]: MALAYALAM.regular, [own.bold]: MALAYALAM.bold };
}

/** For each of a document's fonts, the Malayalam font its Malayalam runs are drawn in. */
export type MalayalamStandIns = Readonly<Record<string, string>>;

/** Part of a text in one of the document's fonts (a bold label, then its value). */
export type TextPiece = { text: string; font: string };

export type TextBox = { width: number; align?: "left" | "right" | "center" };

// The Malayalam block, and the joiners that choose a conjunct's or a chillu's form inside it.
const malayalamCharacter = /[\u0D00-\u0D7F\u200C\u200D]/;
const malayalamRuns = /([\u0D00-\u0D7F\u200C\u200D]+)/;

export function hasMalayalam(text: string): boolean {
  return malayalamCharacter.test(text);
}

/** Whether `pieces` need the mixed-script drawing (some Malayalam, and a font to draw it). */
export function needsMixing(pieces: readonly TextPiece[], standIns: MalayalamStandIns | null): boolean {
  return standIns !== null && pieces.some((piece) => hasMalayalam(piece.text));
}

type Run = { text: string; font: string; malayalam: boolean };
type Atom = { runs: Run[]; width: number; space: boolean; newline: boolean };

/** A piece cut at white space into atoms (words and spaces), each cut into runs by script. */
function atomsOf(doc: PDFKit.PDFDocument, piece: TextPiece, standIns: MalayalamStandIns): Atom[] {
  const malayalamFont = standIns[piece.font] ?? piece.font;
  return piece.text
    .split(/(\s+)/)
    .filter((text) => text !== "")
    .map((text) => {
      const space = /^\s+$/.test(text);
      const runs = (space ? [text] : text.split(malayalamRuns).filter((part) => part !== "")).map((part) => {
        const malayalam = !space && hasMalayalam(part);
        return { text: space ? " " : part, font: malayalam ? malayalamFont : piece.font, malayalam };
      });
      const width = runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
      return { runs, width, space, newline: space && text.includes("\n") };
    });
}

/** Breaks atoms into lines no wider than `width` (a word wider than the line gets a line of its own). */
function breakLines(atoms: readonly Atom[], width: number): Atom[][] {
  const lines: Atom[][] = [[]];
  let lineWidth = 0;
  let pendingSpace: Atom | null = null;
  for (let index = 0; index < atoms.length; ) {
    const atom = atoms[index] as Atom;
    if (atom.space) {
      if (atom.newline) {
        lines.push([]);
        lineWidth = 0;
        pendingSpace = null;
      } else pendingSpace = atom;
      index++;
      continue;
    }
    // A word: the atoms up to the next space (a bold label's colon and its value's first letters
    // may belong to one word).
    const word: Atom[] = [];
    while (index < atoms.length && !(atoms[index] as Atom).space) word.push(atoms[index++] as Atom);
    const wordWidth = word.reduce((sum, part) => sum + part.width, 0);
    const line = lines[lines.length - 1] as Atom[];
    const spaceWidth = pendingSpace && line.length > 0 ? pendingSpace.width : 0;
    if (line.length > 0 && lineWidth + spaceWidth + wordWidth > width) {
      lines.push([...word]);
      lineWidth = wordWidth;
    } else {
      if (pendingSpace && line.length > 0) line.push(pendingSpace);
      line.push(...word);
      lineWidth += spaceWidth + wordWidth;
    }
    pendingSpace = null;
  }
  return lines;
}

/** The height and baseline of a line: the tallest of the fonts it may use (Malayalam's are taller). */
function lineMetrics(doc: PDFKit.PDFDocument, pieces: readonly TextPiece[], standIns: MalayalamStandIns) {
  let height = 0;
  let ascent = 0;
  for (const piece of pieces) {
    for (const font of [piece.font, standIns[piece.font] ?? piece.font]) {
      doc.font(font);
      height = Math.max(height, doc.currentLineHeight(true));
      ascent = Math.max(
        ascent,
        ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * size(doc),
      );
    }
  }
  return { height, ascent };
}

const size = (doc: PDFKit.PDFDocument) => (doc as unknown as { _fontSize: number })._fontSize;

/** `pieces` laid out in the box in the current font size: their lines, each line's height and baseline. */
function layOut(doc: PDFKit.PDFDocument, pieces: readonly TextPiece[], box: TextBox, standIns: MalayalamStandIns) {
  const lines = breakLines(
    pieces.flatMap((piece) => atomsOf(doc, piece, standIns)),
    box.width,
  );
  return { lines, ...lineMetrics(doc, pieces, standIns) };
}

/** The height `pieces` take in the box, in the current font size. */
export function mixedHeight(
  doc: PDFKit.PDFDocument,
  pieces: readonly TextPiece[],
  box: TextBox,
  standIns: MalayalamStandIns,
): number {
  const { lines, height } = layOut(doc, pieces, box, standIns);
  leaveIn(doc, pieces);
  return lines.length * height;
}

/** Leaves `doc` in the last piece's own font, as pdfkit's text() would (measuring switched fonts). */
function leaveIn(doc: PDFKit.PDFDocument, pieces: readonly TextPiece[]) {
  const last = pieces[pieces.length - 1];
  if (last) doc.font(last.font);
}

/**
 * Draws `pieces` at (x, y) in the box, in the current font size and colour, and leaves the cursor
 * below them at x, as pdfkit's text() does.
 */
export function drawMixed(
  doc: PDFKit.PDFDocument,
  pieces: readonly TextPiece[],
  x: number,
  y: number,
  box: TextBox,
  standIns: MalayalamStandIns,
): void {
  const { lines, height, ascent } = layOut(doc, pieces, box, standIns);
  lines.forEach((line, index) => {
    const lineWidth = line.reduce((sum, atom) => sum + atom.width, 0);
    const free = box.width - lineWidth;
    let left = x + (box.align === "right" ? free : box.align === "center" ? free / 2 : 0);
    const baseline = y + index * height + ascent;
    for (const run of line.flatMap((atom) => atom.runs)) {
      doc.font(run.font);
      const width = doc.widthOfString(run.text);
      const at = { lineBreak: false, baseline: "alphabetic" } as const;
      if (run.malayalam) actualText(doc, run.text, () => doc.text(run.text, left, baseline, at));
      else doc.text(run.text, left, baseline, at);
      left += width;
    }
  });
  leaveIn(doc, pieces);
  doc.x = x;
  doc.y = y + lines.length * height;
}

/**
 * Draws with `draw`, marking what it draws with `actual` as its ActualText. The marks go inside
 * pdfkit's text object (BT … ET, where the PDF allows them): a reader (poppler) places the text where
 * the span ends, under the transform and font in force there, so a span closed outside pdfkit's
 * q … Q (whose page y-axis is flipped) would read as upside down and out of its line.
 */
function actualText(doc: PDFKit.PDFDocument, actual: string, draw: () => void) {
  const addContent = doc.addContent;
  doc.addContent = (data: string) => {
    if (data === "ET") doc.endMarkedContent();
    addContent.call(doc, data);
    if (data === "BT") doc.markContent("Span", { actual });
    return doc;
  };
  try {
    draw();
  } finally {
    doc.addContent = addContent;
  }
}
