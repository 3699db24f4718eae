// Malayalam in pdfkit's PDFs: shaped on the page and read back whole and in order (pdftotext, as a
// customer's PDF reader copies or reads it aloud), mixed with Latin on one line, and a document
// in English rather than in boxes when the font is missing.
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { captureLogs } from "~/testing/logs";
import { pdfText } from "../../../tests/support/pdf-text";
import {
  drawMixed,
  loadMalayalamFonts,
  MALAYALAM_FONT_FOLDER,
  malayalamFonts,
  mixedHeight,
  printedLanguage,
  registerMalayalam,
  type TextPiece,
} from "./malayalam.server";

/** A one-page PDF with each of `paragraphs` drawn in turn, 300 points wide. */
async function pdfOf(paragraphs: TextPiece[][]): Promise<Buffer> {
  const fonts = malayalamFonts();
  if (!fonts) throw new Error(`the tests need Noto Sans Malayalam in ${MALAYALAM_FONT_FOLDER} (fonts-noto-core)`);
  const doc = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
  });
  const standIns = registerMalayalam(doc, fonts, { regular: "Helvetica", bold: "Helvetica-Bold" });
  doc.fontSize(10);
  for (const pieces of paragraphs) drawMixed(doc, pieces, 50, doc.y, { width: 300 }, standIns);
  doc.end();
  return done;
}

describe("Malayalam in a PDF", () => {
  it("reads back conjuncts, chillu and vowel signs drawn before their consonant exactly as written", async () => {
    const words = ["ഇൻവോയ്സ്", "സർവീസ്", "ക്ഷ", "ന്റെ", "സ്ത്രീ", "പേയ്മെന്റ് രസീത്"];
    const text = pdfText(await pdfOf(words.map((word) => [{ text: word, font: "Helvetica" }])));
    for (const word of words) expect(text).toContain(word);
  });

  it("reads back amounts in words, their doubled stops, glides and chillu, as written", async () => {
    const amounts = [
      "തൊണ്ണൂറ്റിയൊമ്പത് ലക്ഷത്തി തൊണ്ണൂറ്റിയൊമ്പതിനായിരത്തി തൊള്ളായിരത്തിത്തൊണ്ണൂറ്റിയൊമ്പത് രൂപ മാത്രം",
      "നാല്പത്തിയയ്യായിരത്തി നൂറ്റിപ്പത്ത് രൂപയും എൺപത്തിയെട്ട് പൈസയും മാത്രം",
      "ഒരു കോടി ഇരുപത്തിമൂന്ന് ലക്ഷത്തി എണ്ണായിരത്തി അഞ്ഞൂറ്റിയറുപത് രൂപ മാത്രം",
    ];
    const text = pdfText(await pdfOf(amounts.map((amount) => [{ text: amount, font: "Helvetica" }])));
    for (const amount of amounts) expect(text).toContain(amount);
  });

  it("keeps a bold Malayalam label and a Latin value on one line, in order", async () => {
    const text = pdfText(
      await pdfOf([
        [
          { text: "ഇൻവോയ്സ് നമ്പർ: ", font: "Helvetica-Bold" },
          { text: "AIT/26-27/00042", font: "Helvetica" },
        ],
        [{ text: "സംസ്ഥാനം: Kerala (സംസ്ഥാന കോഡ് 32)", font: "Helvetica" }],
      ]),
    );
    expect(text).toContain("ഇൻവോയ്സ് നമ്പർ: AIT/26-27/00042 സംസ്ഥാനം: Kerala (സംസ്ഥാന കോഡ് 32)");
  });

  it("breaks a long line at spaces within the box", async () => {
    const doc = new PDFDocument({ size: "A4" });
    const fonts = malayalamFonts();
    if (!fonts) throw new Error("no Malayalam font");
    const standIns = registerMalayalam(doc, fonts, { regular: "Helvetica", bold: "Helvetica-Bold" });
    doc.fontSize(10);
    const sentence = [{ text: "ഇത് കമ്പ്യൂട്ടർ തയ്യാറാക്കിയ രേഖയാണ്.", font: "Helvetica" }];
    const oneLine = mixedHeight(doc, sentence, { width: 400 }, standIns);
    expect(mixedHeight(doc, sentence, { width: 80 }, standIns)).toBeGreaterThanOrEqual(3 * oneLine);
    doc.end();
  });

  it("prints in English, with a warning, when the Malayalam font cannot be read", () => {
    using logs = captureLogs("warn");
    expect(loadMalayalamFonts("/nonexistent/fonts")).toBeNull();
    expect(logs.messages("warn").join("\n")).toMatch(/no Malayalam font in \/nonexistent\/fonts/);
    expect(printedLanguage("ml", null)).toBe("en");
    expect(printedLanguage("ml", malayalamFonts())).toBe("ml");
    expect(printedLanguage("en", malayalamFonts())).toBe("en");
  });
});
