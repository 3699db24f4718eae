// Reading a CSV file as banks export them (RFC 4180): fields quoted when they hold a comma, a quote
// or a line break, quotes doubled inside them; records ended by CRLF or LF; a UTF-8 byte-order mark
// at the start (Excel's "CSV UTF-8" writes one). Lenient where banks are sloppy — a quote in the middle
// of an unquoted field is kept as a character, and a file cut inside a quoted field keeps what it
// read — because a statement is read for its figures, not validated. Pure and browser-safe.

const BYTE_ORDER_MARK = "\uFEFF";

/** The records of a CSV text, each a list of its fields; blank lines are kept as one empty field. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let index = 0;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (index < source.length) {
    const char = source[index] as string;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === "") quoted = true;
    else if (char === ",") endField();
    else if (char === "\r" && source[index + 1] === "\n") {
      endRecord();
      index += 1;
    } else if (char === "\n" || char === "\r") endRecord();
    else field += char;
    index += 1;
  }
  // The last record, unless the text ended with its line break.
  if (field !== "" || record.length > 0 || quoted) endRecord();
  return records;
}
