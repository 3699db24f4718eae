import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV export", () => {
  it("quotes as RFC 4180 says and ends records with CRLF", () => {
    expect(csvCell("plain@reader.in")).toBe("plain@reader.in");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvRow(["a", 1, null, "x,y"])).toBe('a,1,,"x,y"\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    // A plain negative number is no formula: it stays a number (a round-off of −0.01).
    expect(csvCell("-0.01")).toBe("-0.01");
    expect(csvCell("-12")).toBe("-12");
    expect(csvCell("-1e3")).toBe("'-1e3");
    expect(csvCell("=1,2")).toBe('"\'=1,2"');
    // Only the first character matters: an address with these characters inside stays as it is.
    expect(csvCell("a-b+c=d@x.in")).toBe("a-b+c=d@x.in");
  });
});
