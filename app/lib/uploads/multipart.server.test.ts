import { describe, expect, it } from "vitest";
import { samples } from "../../../tests/support/file-samples";
import { multipartBody, multipartRequest } from "../../../tests/support/multipart";
import { MIB, type UploadRule } from "./kinds";
import { readMultipartUpload } from "./multipart.server";

const rule: UploadRule = {
  field: "attachments",
  maxFiles: 3,
  maxFileBytes: 1 * MIB,
  kinds: ["png", "jpeg", "pdf", "text"],
};
const TEXT_CAP = 64 * 1024;

describe("readMultipartUpload", () => {
  it("reads text fields and files, sniffed, hashed and named safely", async () => {
    const result = await readMultipartUpload(
      multipartRequest([
        { name: "subject", value: "Printer jam" },
        { name: "attachments", fileName: "../../etc/shot.pdf", bytes: samples.png, contentType: "application/pdf" },
        { name: "attachments", fileName: "log.txt", bytes: samples.text },
      ]),
      rule,
      TEXT_CAP,
    );
    expect(result.ok).toBe(true);
    if (!result.ok || !result.uploads.ok) throw new Error("expected files");
    expect(result.form.get("subject")).toBe("Printer jam");
    expect(result.form.has("attachments")).toBe(false);
    expect(result.uploads.files.map((file) => [file.fileName, file.kind, file.size])).toEqual([
      ["shot.pdf.png", "png", samples.png.byteLength],
      ["log.txt", "text", samples.text.byteLength],
    ]);
    expect(result.uploads.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(result.uploads.files[0]?.bytes).toEqual(samples.png);
  });

  it("treats an empty file input as no file, and says so when one is required", async () => {
    const parts = [
      { name: "subject", value: "x" },
      { name: "attachments", fileName: "", bytes: new Uint8Array() },
    ];
    const optional = await readMultipartUpload(multipartRequest(parts), rule, TEXT_CAP);
    expect(optional).toMatchObject({ ok: true, uploads: { ok: true, files: [] } });
    const required = await readMultipartUpload(multipartRequest(parts), { ...rule, required: true }, TEXT_CAP);
    expect(required).toMatchObject({ ok: true, uploads: { ok: false, message: "Please choose a file." } });
  });

  it("answers too many files and a wrong kind at the field, keeping the text fields", async () => {
    const four = [1, 2, 3, 4].map((n) => ({ name: "attachments", fileName: `${n}.png`, bytes: samples.png }));
    const tooMany = await readMultipartUpload(
      multipartRequest([...four, { name: "subject", value: "after the files" }]),
      rule,
      TEXT_CAP,
    );
    expect(tooMany).toMatchObject({ ok: true, uploads: { ok: false, message: "Please choose at most 3 files." } });
    if (tooMany.ok) expect(tooMany.form.get("subject")).toBe("after the files");

    const wrong = await readMultipartUpload(
      multipartRequest([{ name: "attachments", fileName: "setup.png", bytes: samples.gif, contentType: "image/png" }]),
      rule,
      TEXT_CAP,
    );
    expect(wrong).toMatchObject({ ok: true, uploads: { ok: false, message: expect.stringContaining("setup.png") } });
  });

  it("refuses a file over its limit with 413 before reading the rest", async () => {
    const big = new Uint8Array(rule.maxFileBytes + 1).fill(0x61);
    const result = await readMultipartUpload(
      multipartRequest([{ name: "attachments", fileName: "big.txt", bytes: big }]),
      rule,
      TEXT_CAP,
    );
    expect(result).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses text fields over the form limit with 413", async () => {
    const result = await readMultipartUpload(
      multipartRequest([{ name: "note", value: "a".repeat(TEXT_CAP + 1) }]),
      rule,
      TEXT_CAP,
    );
    expect(result).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses a declared Content-Length over the total without reading", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(1024 * MIB) },
    });
    expect(await readMultipartUpload(request, rule, TEXT_CAP)).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 400 for a body cut off before its closing boundary, or without a boundary", async () => {
    const { body, contentType } = multipartBody([{ name: "attachments", fileName: "a.png", bytes: samples.png }]);
    const cut = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: body.subarray(0, body.length - 30),
    });
    expect(await readMultipartUpload(cut, rule, TEXT_CAP)).toMatchObject({ ok: false, status: 400 });
    const noBoundary = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "junk",
    });
    expect(await readMultipartUpload(noBoundary, rule, TEXT_CAP)).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 415 for a body that is not multipart", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "subject=x",
    });
    expect(await readMultipartUpload(request, rule, TEXT_CAP)).toMatchObject({ ok: false, status: 415 });
  });

  it("reads what a browser's FormData sends", async () => {
    const form = new FormData();
    form.append("subject", "From FormData");
    form.append("attachments", new Blob([samples.pdf], { type: "text/html" }), "scan.pdf");
    const result = await readMultipartUpload(
      new Request("http://localhost/", { method: "POST", body: form }),
      rule,
      TEXT_CAP,
    );
    expect(result).toMatchObject({ ok: true, uploads: { ok: true, files: [{ fileName: "scan.pdf", kind: "pdf" }] } });
  });
});
