import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parse";

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\r\nlines"\r\n1,2,3,4\r\n')).toEqual([
      ["a", "b, c", 'say "hi"', "two\r\nlines"],
      ["1", "2", "3", "4"],
    ]);
  });

  it("drops a UTF-8 byte-order mark and takes LF, CRLF and a last line without a break", () => {
    expect(parseCsv("\uFEFFDate,Credit\n01/11/2026,500\r\n02/11/2026,600")).toEqual([
      ["Date", "Credit"],
      ["01/11/2026", "500"],
      ["02/11/2026", "600"],
    ]);
  });

  it("keeps empty fields and blank lines, and a stray quote inside an unquoted field", () => {
    expect(parseCsv(',,\n\nab"c,"x"\n')).toEqual([["", "", ""], [""], ['ab"c', "x"]]);
  });

  it("keeps what it read of a file cut inside a quoted field", () => {
    expect(parseCsv('a,"unfinished')).toEqual([["a", "unfinished"]]);
    expect(parseCsv("")).toEqual([]);
  });
});
