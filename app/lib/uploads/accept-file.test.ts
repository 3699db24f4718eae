import { describe, expect, it } from "vitest";
import { refusedSamples, samples } from "../../../tests/support/file-samples";
import { uploadMessages } from "~/content/uploads";
import { acceptFile, refusalMessage } from "./accept-file";
import type { UploadRule } from "./kinds";

const rule: Pick<UploadRule, "kinds" | "maxFileBytes"> = { kinds: ["pdf", "png", "text"], maxFileBytes: 1024 };

describe("acceptFile", () => {
  it("takes a file of an accepted kind by its bytes, whatever its name says, and names it for its content", () => {
    expect(acceptFile("scan.pdf", samples.png, rule)).toEqual({ ok: true, kind: "png", fileName: "scan.pdf.png" });
    expect(acceptFile("C:\\Users\\asha\\quote.pdf", samples.pdf, rule)).toEqual({
      ok: true,
      kind: "pdf",
      fileName: "quote.pdf",
    });
    expect(acceptFile("page.html", new TextEncoder().encode("<b>hi</b>"), rule)).toEqual({
      ok: true,
      kind: "text",
      fileName: "page.html.txt",
    });
  });

  it("refuses an empty file, one over the limit and one of another kind, with its sanitised name", () => {
    expect(acceptFile("../empty.pdf", new Uint8Array(), rule)).toEqual({
      ok: false,
      reason: "empty",
      name: "empty.pdf",
    });
    expect(acceptFile("big.txt", new Uint8Array(1025).fill(0x61), rule)).toEqual({
      ok: false,
      reason: "too-large",
      name: "big.txt",
    });
    expect(acceptFile("setup.pdf", refusedSamples.exe, rule)).toEqual({
      ok: false,
      reason: "wrong-kind",
      name: "setup.pdf",
    });
    expect(acceptFile("cv.docx", samples.docx, rule)).toMatchObject({ ok: false, reason: "wrong-kind" });
    // At the limit is still accepted.
    expect(acceptFile("full.txt", new Uint8Array(1024).fill(0x61), rule)).toMatchObject({ ok: true, kind: "text" });
  });

  it("words each refusal as the file field says it", () => {
    expect(refusalMessage({ ok: false, reason: "empty", name: "a.pdf" }, rule, uploadMessages)).toBe(
      "“a.pdf” is empty. Please choose the file again.",
    );
    expect(refusalMessage({ ok: false, reason: "too-large", name: "a.pdf" }, rule, uploadMessages)).toContain(
      "“a.pdf”",
    );
    expect(refusalMessage({ ok: false, reason: "wrong-kind", name: "a.exe" }, rule, uploadMessages)).toContain(
      "“a.exe”",
    );
  });
});
