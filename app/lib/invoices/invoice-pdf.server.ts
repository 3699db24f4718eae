// A tax invoice, a credit note and a payment receipt as PDFs, drawn with pdfkit (as the visits'
// service reports are) from the same document object the page shows, with the same printed rows
// (document-rows.ts): every particular Rule 46 asks of a tax invoice, and the UPI QR code while
// something is owed. The standard PDF fonts cannot draw "₹" (nor names in Malayalam), so DejaVu Sans
// is embedded (subset to the characters used). The layout is one column, top to bottom, so that a
// reader that extracts text (a screen reader, pdftotext, an accountant's copy-paste) gets each
// particular whole and in order; only the tables set cells side by side.
// A document is printed in its customer's language (the caller says which): in Malayalam, its labels
// and dates come from the content's twins and Malayalam is drawn in Noto Sans Malayalam beside DejaVu
// (app/lib/pdf/malayalam.server.ts). The law's own terms (GSTIN, SAC/HSN, CGST…) stay as the law
// writes them, and the title keeps "Tax Invoice" beside its Malayalam so that an officer or an
// accountant recognises the document at a glance.
// The same object gives the same bytes: the dates inside the PDF (and the file identifier pdfkit
// derives from them) are the document's issue date, never the clock.
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import * as documentEn from "~/content/invoice-document";
import * as documentMl from "~/content/invoice-document.ml";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";
import {
  drawMixed,
  type MalayalamFonts,
  type MalayalamStandIns,
  malayalamFonts,
  mixedHeight,
  needsMixing,
  type ParsedFont,
  parseFont,
  printedLanguage,
  registerMalayalam,
  type TextBox,
  type TextPiece,
} from "~/lib/pdf/malayalam.server";
import { rupeesInWordsByLocale } from "./amount-words";
import type { InvoiceDocumentView, PaymentReceiptView } from "./document";
import {
  headRows,
  lineCells,
  type PartyBlock,
  type PrintedRow,
  partyBlocks,
  type PrintedLanguage,
  settlementRows,
  taxColumns,
  summaryCells,
  totalsRows,
} from "./document-rows";
import { qrPng } from "./qr.server";

const MARGIN = 40;
const FOOTER_SPACE = 24;
const QR_SIZE = 120;
const colours = { text: "#111111", muted: "#555555", rule: "#999999", shade: "#f1f5f9" };
const REGULAR = "DejaVuSans";
const BOLD = "DejaVuSans-Bold";

const documentWords = localized(documentEn, documentMl);

type Fonts = { regular: ParsedFont; bold: ParsedFont };
let fonts: Fonts | null = null;

/**
 * DejaVu Sans from the dejavu-fonts-ttf package, found through Node's resolution from this module:
 * it works from the sources (tests) and from the built server bundle alike. Parsed once per process:
 * given a font's bytes, pdfkit parses them again for every document (half of a PDF's time); given a
 * font fontkit parsed already, it draws with that.
 */
function embeddedFonts(): Fonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const folder = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    fonts = {
      regular: parseFont(path.join(folder, "DejaVuSans.ttf")),
      bold: parseFont(path.join(folder, "DejaVuSans-Bold.ttf")),
    };
  }
  return fonts;
}

/** What a document is printed in: its words, its dates' locale, and the fonts for its Malayalam. */
type Printing = PrintedLanguage & {
  content: typeof documentEn;
  standIns: MalayalamStandIns | null;
};

/** Midnight in India on a calendar day: the PDF's creation date. */
const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00+05:30`);

/** The language a document is printed in, with its content and (in Malayalam) its Malayalam fonts. */
type Language = { locale: Locale; content: typeof documentEn; malayalam: MalayalamFonts | null };

/** `locale`, or English when no Malayalam font can be read (see malayalam.server.ts). */
function languageOf(locale: Locale): Language {
  const malayalam = locale === "ml" ? malayalamFonts() : null;
  const printed = printedLanguage(locale, malayalam);
  return { locale: printed, content: documentWords[printed], malayalam: printed === "ml" ? malayalam : null };
}

function newPdf(language: Language, info: { title: string; author: string; subject: string; day: string }) {
  const { title, author, subject, day } = info;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: title,
      Author: author,
      Subject: subject,
      Creator: author,
      Producer: author,
      CreationDate: dayStart(day),
      ModDate: dayStart(day),
    },
  });
  const { regular, bold } = embeddedFonts();
  // pdfkit's types name only a font's bytes; its code takes a parsed font too (see embeddedFonts).
  doc.registerFont(REGULAR, regular as unknown as Buffer);
  doc.registerFont(BOLD, bold as unknown as Buffer);
  const { locale, content, malayalam } = language;
  const standIns = malayalam ? registerMalayalam(doc, malayalam, { regular: REGULAR, bold: BOLD }) : null;
  const printing: Printing = { words: content.invoiceDocumentWords, locale, content, standIns };
  return { doc, printing };
}

/** Draws with `draw` and resolves with the PDF's bytes. */
async function render(doc: PDFKit.PDFDocument, draw: () => Promise<void> | void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  await draw();
  doc.end();
  return done;
}

/**
 * Text in a box at (x, y): pdfkit's own drawing when it has no Malayalam (as English documents always
 * were), else the mixed-script drawing, which pdfkit cannot do. `lineBreak: false` keeps a short
 * label on one line in pdfkit's drawing (the mixed one breaks lines only where the box is too narrow).
 */
function say(
  doc: PDFKit.PDFDocument,
  { standIns }: Printing,
  pieces: readonly TextPiece[],
  x: number,
  y: number,
  box: TextBox & { lineBreak?: false },
) {
  if (standIns && needsMixing(pieces, standIns)) {
    drawMixed(doc, pieces, x, y, box, standIns);
    return;
  }
  pieces.forEach((piece, index) => {
    const continued = index < pieces.length - 1 ? { continued: true } : {};
    doc.font(piece.font);
    if (index === 0) doc.text(piece.text, x, y, { ...box, ...continued });
    else doc.text(piece.text, continued);
  });
}

/** The height of text in the current font and size, in a box `width` wide. */
function heightOf(doc: PDFKit.PDFDocument, { standIns }: Printing, piece: TextPiece, width: number): number {
  if (standIns && needsMixing([piece], standIns)) return mixedHeight(doc, [piece], { width }, standIns);
  return doc.font(piece.font).heightOfString(piece.text, { width });
}

/** The drawing helpers both documents use: one column of text, headings, label-value rows, rules. */
function pen(doc: PDFKit.PDFDocument, printing: Printing) {
  const width = doc.page.width - MARGIN * 2;
  // The font `write` writes in: the last one `body` or `bold` chose.
  let font = REGULAR;
  const body = (size = 9) => {
    font = REGULAR;
    return doc.font(REGULAR).fontSize(size).fillColor(colours.text);
  };
  const bold = (size = 9) => {
    font = BOLD;
    return doc.font(BOLD).fontSize(size).fillColor(colours.text);
  };
  const muted = (size: number) => {
    font = REGULAR;
    return doc.font(REGULAR).fontSize(size).fillColor(colours.muted);
  };
  const roomFor = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const write = (text: string, options: { align?: "right" } = {}) => {
    say(doc, printing, [{ text, font }], MARGIN, doc.y, { width, ...options });
  };
  return {
    doc,
    width,
    body,
    bold,
    muted,
    roomFor,
    write,
    /** Label and value side by side at `x` (in a box `boxWidth` wide), the label in bold. */
    labelled(row: PrintedRow, x = MARGIN, boxWidth = width) {
      say(
        doc,
        printing,
        [
          { text: `${row.label}: `, font: BOLD },
          { text: row.value, font: REGULAR },
        ],
        x,
        doc.y,
        { width: boxWidth },
      );
    },
    /** A heading is never left alone at the foot of a page: it keeps this much room below it. */
    heading(text: string, keepRoom = 40) {
      roomFor(keepRoom + 20);
      doc.moveDown(0.7);
      bold(10.5);
      write(text);
      doc.moveDown(0.2);
      body();
    },
    /** 'Label: value', the label in bold. */
    fact(row: PrintedRow) {
      body();
      this.labelled(row);
    },
    /** A figure right-aligned at the column's end, its label before it (the totals). */
    figure(row: PrintedRow, strong = false) {
      const labelWidth = 190;
      const valueWidth = 100;
      const x = MARGIN + width - labelWidth - valueWidth;
      roomFor(14);
      const y = doc.y;
      if (strong) bold(10);
      else body();
      const label = [{ text: row.label, font }];
      // A Malayalam label's line is taller than the figure's.
      const lineHeight =
        printing.standIns && needsMixing(label, printing.standIns)
          ? mixedHeight(doc, label, { width: labelWidth }, printing.standIns)
          : doc.currentLineHeight(true);
      say(doc, printing, label, x, y, { width: labelWidth, lineBreak: false });
      doc.font(font).text(row.value, x + labelWidth, y, { width: valueWidth, align: "right", lineBreak: false });
      doc.x = MARGIN;
      doc.y = y + lineHeight + 2;
    },
    rule() {
      doc.moveDown(0.4);
      doc
        .strokeColor(colours.rule)
        .lineWidth(0.5)
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .stroke();
      doc.moveDown(0.4);
    },
  };
}

type Column = { header: string; width: number; align?: "left" | "right" };

/** A table's row: its cells, and optionally a line of text across the whole width above them (a line's description). */
type Row = { lead?: string; cells: string[] };

/**
 * A table: a bold header row (drawn again at the top of each new page), then rows whose height is
 * their tallest cell's (plus their lead line's). A row never splits across pages.
 */
function table(
  doc: PDFKit.PDFDocument,
  printing: Printing,
  columns: Column[],
  header: Row,
  rows: readonly Row[],
  fontSize = 7.5,
) {
  const padding = 3;
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const drawRow = (row: Row, font: string) => {
    doc.font(font).fontSize(fontSize).fillColor(colours.text);
    const leadHeight = row.lead
      ? heightOf(doc, printing, { text: row.lead, font }, tableWidth - padding * 2) + padding
      : 0;
    const heights = row.cells.map((cell, index) =>
      heightOf(doc, printing, { text: cell, font }, (columns[index]?.width ?? 0) - padding * 2),
    );
    const height = leadHeight + Math.max(...heights) + padding * 2;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) return false;
    const top = doc.y;
    if (row.lead) {
      say(doc, printing, [{ text: row.lead, font }], MARGIN + padding, top + padding, {
        width: tableWidth - padding * 2,
      });
    }
    let x = MARGIN;
    row.cells.forEach((cell, index) => {
      const column = columns[index] as Column;
      say(doc, printing, [{ text: cell, font }], x + padding, top + leadHeight + padding, {
        width: column.width - padding * 2,
        align: column.align ?? "left",
      });
      x += column.width;
    });
    doc
      .strokeColor(colours.rule)
      .lineWidth(0.4)
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + tableWidth, top + height)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
    return true;
  };
  const drawHeader = () => {
    if (!drawRow(header, BOLD)) {
      doc.addPage();
      drawRow(header, BOLD);
    }
  };
  drawHeader();
  for (const row of rows) {
    if (!drawRow(row, REGULAR)) {
      doc.addPage();
      drawHeader();
      drawRow(row, REGULAR);
    }
  }
  doc.font(REGULAR).fontSize(9);
  doc.moveDown(0.3);
}

/** Widths that fill `total`: every column its own, the flexible one the rest. */
function fill(
  total: number,
  columns: (Column | { header: string; flexible: true; align?: "left" | "right" })[],
): Column[] {
  const fixed = columns.reduce((sum, column) => sum + ("width" in column ? column.width : 0), 0);
  return columns.map((column) => ("width" in column ? column : { ...column, width: total - fixed }));
}

/** Each page's footer, once the number of pages is known (drawn in the bottom margin, which is lifted meanwhile). */
function drawFooters(doc: PDFKit.PDFDocument, printing: Printing, number: string) {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - MARGIN * 2;
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor(colours.muted);
    say(
      doc,
      printing,
      [{ text: printing.words.footer(number, index - range.start + 1, range.count), font: REGULAR }],
      MARGIN,
      doc.page.height - MARGIN,
      { width, align: "center", lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
}

/** A party to the supply (or the receipt): heading, name, address, then its facts. */
function partyBlock(p: ReturnType<typeof pen>, party: PartyBlock) {
  p.heading(party.heading);
  p.bold(9.5);
  p.write(party.name);
  p.body();
  p.write(party.address);
  for (const fact of party.facts) p.fact(fact);
  p.doc.moveDown(0.2);
}

/**
 * The document's title: in Malayalam with the law's English name beside it ("Tax Invoice", "Credit
 * Note"), which an officer or an accountant looks for.
 */
function documentTitle(view: InvoiceDocumentView, { locale, content }: Language): string {
  const english = documentEn.invoiceDocumentWords.title[view.kind];
  return locale === "en" ? english : `${content.invoiceDocumentWords.title[view.kind]} / ${english}`;
}

/** Renders an invoice or credit note in `locale`; resolves with the PDF's bytes. */
export async function renderInvoicePdf(view: InvoiceDocumentView, locale: Locale): Promise<Buffer> {
  const language = languageOf(locale);
  const title = documentTitle(view, language);
  const { doc, printing } = newPdf(language, {
    title: `${title} ${view.number}`,
    author: view.supplier.legalName,
    subject: `${title} ${view.number} — ${view.recipient.name}`,
    day: view.issueDate,
  });
  const { words, content } = printing;
  const { upiPanelWords: upiWords, paymentMethodLabels } = content;
  const qr = view.upi ? await qrPng(view.upi.link, 360) : null;
  return render(doc, () => {
    const p = pen(doc, printing);
    // The title, and the document's own particulars.
    p.bold(18);
    p.write(title);
    doc.moveDown(0.3);
    for (const row of headRows(view, printing)) p.fact(row);
    p.rule();

    const parties = partyBlocks(view, printing);
    partyBlock(p, parties.supplier);
    partyBlock(p, parties.recipient);

    // The lines: each line's number and description across the table, its figures below them, each
    // tax's cell its rate over its amount, so that the figures of a lakh or a crore fit A4's width.
    const taxes = taxColumns(view.intraState);
    const lineColumns = fill(p.width, [
      { header: words.columns.sacCode, width: 48 },
      { header: words.columns.quantity, flexible: true, align: "right" },
      { header: words.columns.rate, width: 66, align: "right" },
      { header: words.columns.amount, width: 66, align: "right" },
      { header: words.columns.discount, width: 60, align: "right" },
      { header: words.columns.taxable, width: 66, align: "right" },
      ...taxes.map((tax) => ({ header: tax.name, width: view.intraState ? 66 : 90, align: "right" as const })),
    ]);
    p.heading(words.linesCaption[view.kind], 60);
    table(
      doc,
      printing,
      lineColumns,
      {
        lead: `${words.columns.position} ${words.columns.description}`,
        cells: lineColumns.map((column) => column.header),
      },
      view.lines.map((line) => {
        const cells = lineCells(line, view.intraState, printing);
        return {
          lead: `${cells.position}. ${cells.description}`,
          cells: [
            cells.sacCode,
            cells.quantity,
            cells.rate,
            cells.amount,
            cells.discount,
            cells.taxable,
            ...cells.taxes.map((tax) => `${tax.rate}\n${tax.amount}`),
          ],
        };
      }),
    );

    // The totals, and the total in words.
    const totals = totalsRows(view, printing);
    p.roomFor(16 * (totals.rows.length + 1) + 30);
    doc.moveDown(0.3);
    for (const row of totals.rows) p.figure(row);
    p.figure(totals.total, true);
    doc.moveDown(0.3);
    // In the language printed, which is English when no Malayalam font could be read.
    p.fact({ label: words.inWords, value: rupeesInWordsByLocale[printing.locale](view.totals.totalPaise) });

    p.heading(words.taxSummaryHeading, 50);
    const summaryColumns = fill(p.width, [
      { header: words.columns.sacCode, flexible: true },
      { header: words.columns.taxable, width: 80, align: "right" },
      ...taxes.flatMap((tax) => [
        { header: words.columns.taxRate(tax.name), width: 56, align: "right" as const },
        { header: words.columns.taxAmount(tax.name), width: 70, align: "right" as const },
      ]),
      { header: words.columns.totalTax, width: 70, align: "right" },
    ]);
    table(
      doc,
      printing,
      summaryColumns,
      { cells: summaryColumns.map((column) => column.header) },
      view.taxSummary.map((row) => {
        const cells = summaryCells(row, view.intraState);
        return {
          cells: [cells.code, cells.taxable, ...cells.taxes.flatMap((tax) => [tax.rate, tax.amount]), cells.totalTax],
        };
      }),
    );

    const settlement = settlementRows(view, printing);
    if (settlement.length > 0 || view.payments.length > 0) {
      p.heading(words.settlementHeading);
      for (const row of settlement) p.fact(row);
      if (view.payments.length > 0) {
        doc.moveDown(0.3);
        const paymentColumns = fill(p.width, [
          { header: words.paymentColumns.receipt, width: 110 },
          { header: words.paymentColumns.date, width: 95 },
          { header: words.paymentColumns.method, width: 75 },
          { header: words.paymentColumns.reference, flexible: true },
          { header: words.paymentColumns.amount, width: 80, align: "right" },
        ]);
        table(
          doc,
          printing,
          paymentColumns,
          { cells: paymentColumns.map((column) => column.header) },
          view.payments.map((payment) => ({
            cells: [
              payment.receiptNumber,
              formatLongDate(payment.receivedOn, printing.locale),
              paymentMethodLabels[payment.method],
              payment.reference ?? words.noReference,
              formatRupeesExact(payment.amountPaise),
            ],
          })),
          8,
        );
      }
    }

    if (view.creditNotes.length > 0) {
      p.heading(words.creditNotesHeading);
      for (const note of view.creditNotes) {
        const line = words.creditNoteLine(
          note.number,
          formatLongDate(note.issueDate, printing.locale),
          formatRupeesExact(note.totalPaise),
        );
        p.write(note.reason ? `${line} — ${note.reason}` : line);
      }
    }

    if (view.notes) {
      p.heading(words.notes);
      p.write(view.notes);
    }

    if (view.upi && qr) {
      p.heading(upiWords.heading, QR_SIZE + 10);
      const top = doc.y;
      doc.image(qr, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
      const x = MARGIN + QR_SIZE + 16;
      const textWidth = p.width - QR_SIZE - 16;
      p.bold(10);
      say(doc, printing, [{ text: upiWords.scanToPay, font: BOLD }], x, top + 6, { width: textWidth });
      p.body();
      for (const row of [
        { label: upiWords.upiId, value: view.upi.payeeAddress },
        { label: upiWords.payee, value: view.upi.payeeName },
        { label: upiWords.amount, value: formatRupeesExact(view.upi.amountPaise) },
        { label: upiWords.note, value: view.number },
      ]) {
        doc.moveDown(0.2);
        p.labelled(row, x, textWidth);
      }
      doc.x = MARGIN;
      doc.y = Math.max(doc.y, top + QR_SIZE) + 6;
    }

    signature(p, printing, view.supplier.legalName);
    drawFooters(doc, printing, view.number);
  });
}

/** The supplier's signature line, right-aligned, with room above it to sign a printed copy. */
function signature(p: ReturnType<typeof pen>, { words }: Printing, legalName: string) {
  p.roomFor(70);
  p.doc.moveDown(2.5);
  p.bold(9.5);
  p.write(words.signature(legalName), { align: "right" });
  p.muted(8);
  p.write(words.computerGenerated, { align: "right" });
}

/** Renders a payment's receipt in `locale`; resolves with the PDF's bytes. */
export async function renderReceiptPdf(receipt: PaymentReceiptView, locale: Locale): Promise<Buffer> {
  const language = languageOf(locale);
  const { paymentReceiptWords: receiptWords, paymentMethodLabels } = language.content;
  const { doc, printing } = newPdf(language, {
    title: `${receiptWords.title} ${receipt.receiptNumber}`,
    author: receipt.supplier.legalName,
    subject: `${receiptWords.title} ${receipt.receiptNumber} — ${receipt.recipient.name}`,
    day: receipt.receivedOn,
  });
  return render(doc, () => {
    const p = pen(doc, printing);
    p.bold(18);
    p.write(receiptWords.title);
    doc.moveDown(0.3);
    p.fact({ label: receiptWords.number, value: receipt.receiptNumber });
    p.fact({ label: receiptWords.date, value: formatLongDate(receipt.receivedOn, printing.locale) });
    p.rule();

    partyBlock(p, {
      heading: receiptWords.supplier,
      name: receipt.supplier.legalName,
      address: receipt.supplier.address,
      facts: [{ label: receiptWords.gstin, value: receipt.supplier.gstin }],
    });
    partyBlock(p, {
      heading: receiptWords.receivedFrom,
      name: receipt.recipient.name,
      address: receipt.recipient.address,
      facts: [{ label: receiptWords.gstin, value: receipt.recipient.gstin ?? receiptWords.unregistered }],
    });

    p.rule();
    for (const row of [
      { label: receiptWords.amount, value: formatRupeesExact(receipt.amountPaise) },
      { label: receiptWords.inWords, value: rupeesInWordsByLocale[printing.locale](receipt.amountPaise) },
      { label: receiptWords.method, value: paymentMethodLabels[receipt.method] },
      ...(receipt.reference ? [{ label: receiptWords.reference, value: receipt.reference }] : []),
      {
        label: receiptWords.against,
        value: receiptWords.againstValue(
          receipt.invoice.number,
          formatLongDate(receipt.invoice.issueDate, printing.locale),
        ),
      },
      { label: receiptWords.invoiceTotal, value: formatRupeesExact(receipt.invoice.totalPaise) },
      { label: receiptWords.outstandingAfter, value: formatRupeesExact(receipt.outstandingAfterPaise) },
    ]) {
      p.fact(row);
    }

    signature(p, printing, receipt.supplier.legalName);
    drawFooters(doc, printing, receipt.receiptNumber);
  });
}
