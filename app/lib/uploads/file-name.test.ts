import { describe, expect, it } from "vitest";
import { FALLBACK_FILE_NAME, MAX_FILE_NAME_BYTES, sanitizeFileName, storedFileName } from "./file-name";

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe("sanitizeFileName", () => {
  it("keeps an ordinary name as it is", () => {
    expect(sanitizeFileName("Invoice 2026-11.pdf")).toBe("Invoice 2026-11.pdf");
    expect(sanitizeFileName("ബയോഡാറ്റ.docx")).toBe("ബയോഡാറ്റ.docx");
  });

  it("keeps only the last path segment (path traversal, Windows and Unix paths)", () => {
    expect(sanitizeFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitizeFileName("C:\\x\\y.pdf")).toBe("y.pdf");
    expect(sanitizeFileName("..\\..\\windows\\win.ini")).toBe("win.ini");
    expect(sanitizeFileName("/")).toBe(FALLBACK_FILE_NAME);
  });

  it("removes control characters and the right-to-left override that disguises an extension", () => {
    expect(sanitizeFileName("evil\u202Efdp.exe")).toBe("evilfdp.exe");
    expect(sanitizeFileName("a\u0000b\r\nc\u0007.txt")).toBe("abc.txt");
    expect(sanitizeFileName("zero\u200Bwidth\uFEFF.png")).toBe("zerowidth.png");
  });

  it("replaces characters Windows refuses and drops leading dots and trailing dots and spaces", () => {
    expect(sanitizeFileName('a<b>c:d"e|f?g*h.txt')).toBe("a_b_c_d_e_f_g_h.txt");
    expect(sanitizeFileName(".htaccess")).toBe("htaccess");
    expect(sanitizeFileName("..")).toBe(FALLBACK_FILE_NAME);
    expect(sanitizeFileName("report.pdf. . ")).toBe("report.pdf");
    expect(sanitizeFileName("CON.txt")).toBe("_CON.txt");
  });

  it("gives the fallback for an empty or invisible name", () => {
    expect(sanitizeFileName("")).toBe(FALLBACK_FILE_NAME);
    expect(sanitizeFileName("   ")).toBe(FALLBACK_FILE_NAME);
    expect(sanitizeFileName("\u202E\u0000")).toBe(FALLBACK_FILE_NAME);
  });

  it("cuts a very long name in its stem, keeping the extension and whole characters", () => {
    const long = sanitizeFileName(`${"a".repeat(1000)}.pdf`);
    expect(bytes(long)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(long.endsWith("a.pdf")).toBe(true);
    const malayalam = sanitizeFileName(`${"ക".repeat(300)}.docx`);
    expect(bytes(malayalam)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(malayalam.endsWith("ക.docx")).toBe(true);
    expect(malayalam.isWellFormed()).toBe(true);
  });

  it("normalises to NFC and repairs lone surrogates", () => {
    expect(sanitizeFileName("Cafe\u0301.txt")).toBe("Café.txt");
    expect(sanitizeFileName("x\uD800.txt")).toBe("x\uFFFD.txt");
  });
});

describe("storedFileName", () => {
  it("keeps an extension that fits the content", () => {
    expect(storedFileName("photo.JPG", "jpeg")).toBe("photo.JPG");
    expect(storedFileName("server.log", "text")).toBe("server.log");
  });

  it("adds the content's extension when the name claims something else", () => {
    expect(storedFileName("report.pdf", "png")).toBe("report.pdf.png");
    expect(storedFileName("page.html", "text")).toBe("page.html.txt");
    expect(storedFileName("resume", "docx")).toBe("resume.docx");
    expect(storedFileName("", "pdf")).toBe(`${FALLBACK_FILE_NAME}.pdf`);
  });

  it("stays within the byte limit with the added extension", () => {
    expect(bytes(storedFileName(`${"b".repeat(500)}.html`, "text"))).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  });
});
