// PNGs made opaque for pdfkit: every colour type pngjs can write, a palette with transparent entries
// and an interlaced file (written here chunk by chunk, as pngjs writes neither), each read back as
// opaque 8-bit RGB on white; damaged files, files that claim a huge picture and other formats refused.
import { crc32, deflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { samples } from "../../../tests/support/file-samples";
import { MAX_PNG_PIXELS, opaquePng } from "./opaque-png.server";

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file from its header fields and its chunks after IHDR (IEND is added). */
function pngFile(
  header: { width: number; height: number; depth: number; colorType: number; interlace: 0 | 1 },
  chunks: Buffer[],
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.set([header.depth, header.colorType, 0, 0, header.interlace], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...chunks,
    chunk("IEND", new Uint8Array()),
  ]);
}

/** An RGBA picture written by pngjs as the given colour type and depth. */
function written(width: number, height: number, rgba: number[], colorType: 0 | 2 | 4 | 6, bitDepth: 8 | 16 = 8) {
  const image = new PNG({ width, height });
  // At 16 bits pngjs takes its input as 16-bit values too, in the machine's byte order.
  image.data =
    bitDepth === 8 ? Buffer.from(rgba) : Buffer.from(new Uint16Array(rgba.map((value) => value * 257)).buffer);
  return PNG.sync.write(image, { colorType, bitDepth, inputColorType: 6, inputHasAlpha: true });
}

/** What pdfkit is given: its header, and its pixels as RGB triples. */
function readBack(bytes: Buffer | null) {
  expect(bytes).not.toBeNull();
  const image = PNG.sync.read(bytes as Buffer);
  const rgb: number[][] = [];
  for (let at = 0; at < image.data.length; at += 4) rgb.push([...image.data.subarray(at, at + 3)]);
  return { colorType: image.colorType, depth: image.depth, interlace: image.interlace, alpha: image.alpha, rgb };
}

describe("opaquePng", () => {
  it("lays a transparent picture on white, as opaque 8-bit RGB that is not interlaced", () => {
    const pixels = [255, 0, 0, 255, 255, 0, 0, 0, 0, 0, 255, 128];
    const out = readBack(opaquePng(written(3, 1, pixels, 6)));
    expect(out).toMatchObject({ colorType: 2, depth: 8, interlace: false, alpha: false });
    expect(out.rgb).toEqual([
      [255, 0, 0],
      [255, 255, 255],
      [127, 127, 255],
    ]);
  });

  it("keeps the picture of every colour type and depth", () => {
    const grey = [40, 40, 40, 255, 200, 200, 200, 255];
    expect(readBack(opaquePng(written(2, 1, grey, 0))).rgb).toEqual([
      [40, 40, 40],
      [200, 200, 200],
    ]);
    expect(readBack(opaquePng(written(2, 1, [40, 40, 40, 0, 200, 200, 200, 255], 4))).rgb).toEqual([
      [255, 255, 255],
      [200, 200, 200],
    ]);
    const colour = [10, 20, 30, 255, 250, 128, 0, 255];
    expect(readBack(opaquePng(written(2, 1, colour, 2))).rgb).toEqual([
      [10, 20, 30],
      [250, 128, 0],
    ]);
    expect(readBack(opaquePng(written(2, 1, colour, 6, 16))).rgb).toEqual([
      [10, 20, 30],
      [250, 128, 0],
    ]);
  });

  it("reads a palette with a transparent entry, and an interlaced file", () => {
    // Two entries, red (transparent) and blue; a 2 × 1 picture of each, one byte a pixel.
    const palette = pngFile({ width: 2, height: 1, depth: 8, colorType: 3, interlace: 0 }, [
      chunk("PLTE", Uint8Array.from([255, 0, 0, 0, 0, 255])),
      chunk("tRNS", Uint8Array.from([0, 255])),
      chunk("IDAT", deflateSync(Uint8Array.from([0, 0, 1]))),
    ]);
    expect(readBack(opaquePng(palette)).rgb).toEqual([
      [255, 255, 255],
      [0, 0, 255],
    ]);

    // A 2 × 2 grey picture in Adam7's passes: (0,0) in the first, (1,0) in the sixth, row 1 in the
    // seventh; each pass row starts with its filter byte.
    const interlaced = pngFile({ width: 2, height: 2, depth: 8, colorType: 0, interlace: 1 }, [
      chunk("IDAT", deflateSync(Uint8Array.from([0, 10, 0, 20, 0, 30, 40]))),
    ]);
    const out = readBack(opaquePng(interlaced));
    expect(out.interlace).toBe(false);
    expect(out.rgb).toEqual([
      [10, 10, 10],
      [20, 20, 20],
      [30, 30, 30],
      [40, 40, 40],
    ]);
  });

  it("refuses a damaged file, one claiming a picture over the limit, and other formats", () => {
    const good = written(2, 1, [1, 2, 3, 255, 4, 5, 6, 128], 6);
    const garbled = pngFile({ width: 2, height: 1, depth: 8, colorType: 6, interlace: 0 }, [
      chunk("IDAT", Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8])),
    ]);
    expect(opaquePng(garbled)).toBeNull();
    expect(opaquePng(good.subarray(0, good.length - 20))).toBeNull();

    // 8,000 × 5,001 claimed by a file of a few bytes: refused before anything is allocated.
    const huge = pngFile({ width: 8000, height: 5001, depth: 8, colorType: 6, interlace: 0 }, [
      chunk("IDAT", deflateSync(new Uint8Array(16))),
    ]);
    expect(8000 * 5001).toBeGreaterThan(MAX_PNG_PIXELS);
    expect(opaquePng(huge)).toBeNull();
    // 10 × 10 claimed, with a stream that inflates to a megabyte: refused as soon as it passes 820 bytes.
    const bomb = pngFile({ width: 10, height: 10, depth: 8, colorType: 6, interlace: 0 }, [
      chunk("IDAT", deflateSync(new Uint8Array(1024 * 1024))),
    ]);
    expect(opaquePng(bomb)).toBeNull();

    expect(opaquePng(samples.jpeg)).toBeNull();
    expect(readBack(opaquePng(samples.png)).colorType).toBe(2);
  });
});
