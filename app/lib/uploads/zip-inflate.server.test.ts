import { describe, expect, it } from "vitest";
import { samples } from "../../../tests/support/file-samples";
import { zipBombDocx } from "../../../tests/support/zip-bomb";
import { acceptFileOnServer } from "./accept-file.server";
import { MIB } from "./kinds";
import { zipInflatesWithinLimits } from "./zip-inflate.server";

const rule = { kinds: ["docx", "pdf"] as const, maxFileBytes: 5 * MIB };

describe("zipInflatesWithinLimits", () => {
  it("takes a real Word document", async () => {
    expect(await zipInflatesWithinLimits(samples.docx)).toBe(true);
  });

  it("refuses an entry that inflates past its declared size, stopping there", async () => {
    const lying = await zipBombDocx(16 * MIB, 1024);
    const started = performance.now();
    expect(await zipInflatesWithinLimits(lying)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses an entry that says less than it holds only by a little, and one that says more", async () => {
    expect(await zipInflatesWithinLimits(await zipBombDocx(64 * 1024, 64 * 1024 - 1))).toBe(false);
    expect(await zipInflatesWithinLimits(await zipBombDocx(64 * 1024, 64 * 1024 + 1))).toBe(false);
  });

  it("refuses an honest entry compressed a thousandfold (runs of zeros), however truthfully declared", async () => {
    expect(await zipInflatesWithinLimits(await zipBombDocx(16 * MIB))).toBe(false);
    // Small parts compress well too and are taken: the ratio counts only past a floor.
    expect(await zipInflatesWithinLimits(await zipBombDocx(64 * 1024))).toBe(true);
  });

  it("refuses an archive whose compressed data is cut short, and one past its time limit", async () => {
    const bomb = await zipBombDocx(16 * MIB);
    expect(await zipInflatesWithinLimits(bomb, 0)).toBe(false);
    const cut = new Uint8Array(samples.docx);
    // The first entry's compressed size, in its central directory record, halved.
    const view = new DataView(cut.buffer);
    const directory = view.getUint32(cut.length - 22 + 16, true);
    view.setUint32(directory + 20, Math.floor(view.getUint32(directory + 20, true) / 2), true);
    expect(await zipInflatesWithinLimits(cut)).toBe(false);
  });
});

describe("acceptFileOnServer", () => {
  it("refuses a zip bomb as not a Word document, and takes what the browser's check takes", async () => {
    expect(await acceptFileOnServer("cv.docx", await zipBombDocx(16 * MIB, 1024), rule)).toMatchObject({
      ok: false,
      reason: "wrong-kind",
      name: "cv.docx",
    });
    expect(await acceptFileOnServer("cv.docx", samples.docx, rule)).toMatchObject({ ok: true, kind: "docx" });
    expect(await acceptFileOnServer("cv.pdf", samples.pdf, rule)).toMatchObject({ ok: true, kind: "pdf" });
  });
});
