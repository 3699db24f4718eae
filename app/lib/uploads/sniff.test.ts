import { describe, expect, it } from "vitest";
import { refusedSamples, samples } from "../../../tests/support/file-samples";
import { fileKinds } from "./kinds";
import { detectFileKind, isPlainText } from "./sniff";
import { MAX_ENTRIES, readZipEntryNames } from "./zip";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("detectFileKind", () => {
  it.each(fileKinds)("recognises a real %s file by its bytes", (kind) => {
    expect(detectFileKind(samples[kind])).toBe(kind);
  });

  it("never reads a name: the bytes of a PNG are a PNG whatever it was called", () => {
    // The function has no name to read; this documents that a PNG sent as 'report.pdf' is a PNG.
    expect(detectFileKind(samples.png)).toBe("png");
  });

  it("takes an HTML page with a script as plain text (it is only ever served as a text download)", () => {
    expect(detectFileKind(utf8("<!doctype html><script>alert(1)</script>\n"))).toBe("text");
  });

  it.each(Object.entries(refusedSamples))("refuses %s", (_name, bytes) => {
    expect(detectFileKind(bytes)).toBeNull();
  });

  it("refuses an empty file and a few bytes of nothing", () => {
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(new Uint8Array([0, 0, 0, 0]))).toBeNull();
  });

  it("refuses signatures cut short", () => {
    expect(detectFileKind(samples.png.subarray(0, 4))).toBeNull();
    expect(detectFileKind(samples.webp.subarray(0, 10))).toBeNull();
    expect(detectFileKind(utf8("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
  });

  it("refuses a Word document whose central directory was cut off", () => {
    expect(detectFileKind(samples.docx.subarray(0, samples.docx.length - 30))).toBeNull();
  });
});

describe("isPlainText", () => {
  it("accepts UTF-8 with tabs and line breaks, and a byte-order mark", () => {
    expect(isPlainText(utf8("a\tb\r\nc\n"))).toBe(true);
    expect(isPlainText(utf8("\ufeffhello"))).toBe(true);
  });

  it("refuses NUL, other control characters, C1 controls and invalid UTF-8", () => {
    expect(isPlainText(utf8("a\u0000b"))).toBe(false);
    expect(isPlainText(utf8("form\u000cfeed"))).toBe(false);
    expect(isPlainText(utf8("c1\u0085"))).toBe(false);
    expect(isPlainText(new Uint8Array([0xc3, 0x28]))).toBe(false);
  });
});

describe("readZipEntryNames", () => {
  it("lists the names of the central directory", () => {
    expect(readZipEntryNames(samples.docx)).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
  });

  it("gives null for a central directory pointing outside the file, not an exception", () => {
    const broken = samples.docx.slice();
    const end = broken.length - 22;
    new DataView(broken.buffer).setUint32(end + 16, 0x7fffffff, true);
    expect(readZipEntryNames(broken)).toBeNull();
  });

  it("refuses an archive that claims more entries than a document has", () => {
    const many = samples.docx.slice();
    new DataView(many.buffer).setUint16(many.length - 22 + 10, MAX_ENTRIES + 1, true);
    expect(readZipEntryNames(many)).toBeNull();
  });

  it("refuses entries that would unpack to more than 256 MB (a zip bomb), without unpacking", () => {
    const bomb = samples.docx.slice();
    const view = new DataView(bomb.buffer);
    const directory = view.getUint32(bomb.length - 22 + 16, true);
    view.setUint32(directory + 24, 0xfffffff0, true);
    expect(readZipEntryNames(bomb)).toBeNull();
  });
});
