// A visit's service report as a PDF, drawn with pdfkit (docs/decisions/029-visits.md, "The service
// report (PDF)") from a plain object: this module reads nothing from the database, so what a report
// says is decided by its caller (reports.server.ts) and the drawing can be tested on its own.
// The same object gives the same bytes: the PDF's dates and its file identifier come from the issue
// time and the info fields, never from the clock.
// A report is printed in its customer's language. The standard PDF fonts (Helvetica) carry only
// Latin text (Windows-1252): other characters are printed as "?" rather than as garbage, except that
// a Malayalam report draws Malayalam in Noto Sans Malayalam beside Helvetica
// (app/lib/pdf/malayalam.server.ts). Without that font it is printed in English.
import PDFDocument from "pdfkit";
import type { FileKind } from "~/lib/uploads/kinds";
import * as reportsEn from "~/content/visit-reports";
import * as reportsMl from "~/content/visit-reports.ml";
import { fullAddress, site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatDateTime } from "~/lib/india-time";
import {
  drawMixed,
  hasMalayalam,
  type MalayalamStandIns,
  malayalamFonts,
  printedLanguage,
  registerMalayalam,
} from "~/lib/pdf/malayalam.server";
import { opaquePng } from "~/lib/pdf/opaque-png.server";
import { detectFileKind } from "~/lib/uploads/sniff";

const reportWords = localized(reportsEn, reportsMl);
const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";

export type ServiceReportPhoto = { fileName: string; kind: FileKind; bytes: Uint8Array };

/** Everything a report prints, already in words (labels of kinds, names) except times. */
export type ServiceReportData = {
  number: string;
  issuedAt: Date;
  /** A corrected report names the one it replaces and why. */
  correction: { supersedesNumber: string; reason: string } | null;
  customer: { name: string; email: string };
  /** Done remotely (a contract's routine health check): no site, and nobody there to sign. */
  remote: boolean;
  site: { address: string; area: string | null } | null;
  device: { kind: string; make: string; model: string; serialNumber: string | null } | null;
  technician: string | null;
  /** e.g. 'Repair · On-site visit'. */
  visitKind: string;
  window: { startsAt: Date; endsAt: Date } | null;
  setOffAt: Date | null;
  arrivedAt: Date | null;
  finishedAt: Date | null;
  workDone: string | null;
  checklist: readonly { item: string; done: boolean }[];
  partsUsed: string | null;
  fixed: boolean | null;
  photos: readonly ServiceReportPhoto[];
  signature:
    | { method: "drawn"; signerName: string; signedAt: Date; png: Uint8Array | null }
    | { method: "typed"; signerName: string; signedAt: Date }
    | null;
};

/** Image kinds pdfkit draws; the others (webp, gif) are listed by name instead. */
const drawableKinds: ReadonlySet<FileKind> = new Set(["png", "jpeg"]);

const MARGIN = 50;
const FOOTER_SPACE = 30;
const PHOTO_BOX = { width: 240, height: 180 };
const SIGNATURE_BOX = { width: 220, height: 90 };
const colours = { text: "#111111", muted: "#555555", rule: "#bbbbbb" };

// Windows-1252's printable characters beyond Latin-1: what the standard fonts can draw.
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

/**
 * Text the standard fonts can draw: other characters become "?" (see the note at the top), but for
 * Malayalam when the report has a Malayalam font to draw it with.
 */
export function printable(text: string, keepMalayalam = false): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    const drawable = code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    const kept = drawable || WIN_ANSI_EXTRAS.includes(char) || (keepMalayalam && hasMalayalam(char));
    out += kept ? char : char === "\t" ? " " : "?";
  }
  return out;
}

/** Renders the report in `locale`; resolves with the PDF's bytes. */
export function renderServiceReport(report: ServiceReportData, locale: Locale): Promise<Buffer> {
  const malayalam = locale === "ml" ? malayalamFonts() : null;
  const printed = printedLanguage(locale, malayalam);
  const words = reportWords[printed].serviceReportWords;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
    bufferPages: true,
    info: {
      Title: `${words.title} ${report.number}`,
      Author: site.legalName,
      Subject: `${report.visitKind} — ${printable(report.customer.name)}`,
      Creator: site.name,
      Producer: site.name,
      CreationDate: report.issuedAt,
      ModDate: report.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  try {
    const standIns =
      printed === "ml" && malayalam ? registerMalayalam(doc, malayalam, { regular: REGULAR, bold: BOLD }) : null;
    draw(doc, report, { words, locale: printed, standIns });
    doc.end();
  } catch (error) {
    return Promise.reject(error);
  }
  return done;
}

/** The language a report is printed in: its words, its times' locale, and the fonts for its Malayalam. */
type Printing = {
  words: typeof reportsEn.serviceReportWords;
  locale: Locale;
  standIns: MalayalamStandIns | null;
};

/** A line of text at the cursor: pdfkit's drawing, or the mixed-script one for Malayalam. */
function say(
  doc: PDFKit.PDFDocument,
  { standIns }: Printing,
  text: string,
  font: string,
  box: { width: number; align?: "center" },
) {
  const shown = printable(text, standIns !== null);
  if (standIns && hasMalayalam(shown)) drawMixed(doc, [{ text: shown, font }], doc.x, doc.y, box, standIns);
  else doc.text(shown, box);
}

function draw(doc: PDFKit.PDFDocument, report: ServiceReportData, printing: Printing) {
  const { words, locale } = printing;
  const time = (at: Date | null) => (at ? formatDateTime(at, locale) : words.notRecorded);
  const width = doc.page.width - MARGIN * 2;
  // The font `write` writes in: the last one chosen below.
  let font = REGULAR;
  const use = (name: string, size: number, colour: string) => {
    font = name;
    return doc.font(name).fontSize(size).fillColor(colour);
  };
  const write = (text: string) => say(doc, printing, text, font, { width });
  const body = () => use(REGULAR, 10, colours.text);
  const muted = () => use(REGULAR, 9, colours.muted);
  const roomFor = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  // A heading is never left alone at the foot of a page: it keeps this much room below it.
  const heading = (text: string, keepRoom = 40) => {
    roomFor(keepRoom + 20);
    doc.moveDown(0.8);
    use(BOLD, 11, colours.text);
    write(text);
    doc.moveDown(0.2);
    body();
  };

  // The company, and the report's number and date.
  use(BOLD, 16, colours.text);
  write(site.name);
  muted();
  write(site.legalName);
  write(fullAddress);
  write(`${site.phone} · ${site.supportEmail}`);
  doc.moveDown(0.8);
  use(BOLD, 14, colours.text);
  write(words.title);
  body();
  write(words.numberLine(report.number));
  write(words.issuedLine(formatDateTime(report.issuedAt, locale)));
  if (report.correction) write(words.correctionLine(report.correction.supersedesNumber, report.correction.reason));
  doc
    .moveDown(0.5)
    .strokeColor(colours.rule)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();

  heading(words.customer);
  write(report.customer.name);
  write(report.customer.email);

  heading(words.site);
  if (report.remote || !report.site) {
    write(words.remote);
  } else {
    write(report.site.address);
    if (report.site.area) write(report.site.area);
  }

  heading(words.device);
  if (report.device) {
    write(`${report.device.kind}: ${report.device.make} ${report.device.model}`);
    if (report.device.serialNumber) write(words.serial(report.device.serialNumber));
  } else {
    write(words.noDevice);
  }

  heading(words.visit);
  write(report.visitKind);
  if (report.technician) write(words.technician(report.technician));
  if (report.window)
    write(
      words.bookedWindow(formatDateTime(report.window.startsAt, locale), formatDateTime(report.window.endsAt, locale)),
    );

  heading(words.times);
  write(`${words.setOff}: ${time(report.setOffAt)}`);
  write(`${words.arrived}: ${time(report.arrivedAt)}`);
  write(`${words.finished}: ${time(report.finishedAt)}`);

  heading(words.workDone);
  write(report.workDone?.trim() || words.nothingWritten);

  heading(words.checklist);
  for (const line of report.checklist) write(`${line.done ? words.ticked : words.unticked} ${line.item}`);

  heading(words.partsUsed);
  write(report.partsUsed?.trim() || words.noParts);

  heading(words.outcome);
  write(report.fixed === null ? words.outcomeNotRecorded : report.fixed ? words.fixed : words.notFixed);

  const drawable = report.photos.filter((photo) => drawableKinds.has(photo.kind));
  const notDrawn = report.photos.filter((photo) => !drawableKinds.has(photo.kind)).map((photo) => photo.fileName);
  if (report.photos.length > 0) {
    heading(words.photos, drawable.length > 0 ? PHOTO_BOX.height + 20 : undefined);
    for (const photo of drawable) {
      roomFor(PHOTO_BOX.height + 30);
      if (!drawImage(doc, photo.bytes, PHOTO_BOX)) notDrawn.push(photo.fileName);
      muted();
      write(photo.fileName);
      body();
      doc.moveDown(0.5);
    }
    if (notDrawn.length > 0) write(words.photosNotDrawn(notDrawn.join(", ")));
  }

  const signature = report.signature;
  // A remote check has nobody on site to sign: its report says nothing about it.
  if (report.remote && !signature) {
    drawFooters(doc, printing, report.number, width);
    return;
  }
  heading(words.acknowledgement, signature?.method === "drawn" ? SIGNATURE_BOX.height + 20 : undefined);
  if (signature?.method === "drawn") {
    if (signature.png) {
      roomFor(SIGNATURE_BOX.height + 30);
      drawImage(doc, signature.png, SIGNATURE_BOX);
    }
    write(words.signedBy(signature.signerName, formatDateTime(signature.signedAt, locale)));
  } else if (signature?.method === "typed") {
    write(words.typedBy(signature.signerName, formatDateTime(signature.signedAt, locale)));
  } else {
    write(words.notAcknowledged);
  }

  drawFooters(doc, printing, report.number, width);
}

/**
 * Each page's footer, once the number of pages is known (drawn below the bottom margin, so the
 * margin is lifted while writing it: otherwise pdfkit would start a new page).
 */
function drawFooters(doc: PDFKit.PDFDocument, printing: Printing, number: string, width: number) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(9).fillColor(colours.muted);
    const footer = printing.words.footer(number, index - range.start + 1, range.count);
    if (printing.standIns) {
      drawMixed(
        doc,
        [{ text: footer, font: REGULAR }],
        MARGIN,
        doc.page.height - MARGIN,
        { width, align: "center" },
        printing.standIns,
      );
    } else {
      doc.text(footer, MARGIN, doc.page.height - MARGIN, { width, align: "center", lineBreak: false });
    }
    doc.page.margins.bottom = bottom;
  }
}

/**
 * Draws an image scaled to fit the box, at the cursor, and moves below it; false when pdfkit cannot
 * read it (a damaged or unusual PNG or JPEG), which the caller lists instead of failing the report.
 */
function drawImage(doc: PDFKit.PDFDocument, bytes: Uint8Array, box: { width: number; height: number }): boolean {
  // A PNG goes to pdfkit decoded and opaque, so that pdfkit embeds it at once (lib/pdf/opaque-png.server.ts).
  const image =
    detectFileKind(bytes) === "png" ? opaquePng(bytes) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!image) return false;
  try {
    doc.x = MARGIN;
    doc.image(image, { fit: [box.width, box.height] });
  } catch {
    return false;
  }
  doc.moveDown(0.3);
  return true;
}
