// CSV for the subscriber export: RFC 4180 (fields quoted when they hold a comma, a quote or a line
// break; quotes doubled; CRLF after every record), and safe to open in a spreadsheet — a cell that
// begins with =, +, -, @, a tab or a carriage return would be read as a formula (CSV injection,
// OWASP), so it gets a leading apostrophe, which spreadsheets show as text. A plain negative number
// ('-0.01', an invoice's round-off) is no formula and stays a number for accounting imports.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export function csvCell(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly (string | number | Date | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A CSV file as a staff download: saved, not shown; private and never cached or indexed. */
export function csvDownload(body: BodyInit, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
