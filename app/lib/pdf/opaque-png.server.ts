// PNG images made ready for pdfkit. pdfkit embeds a plain PNG (opaque, not interlaced) as it is, at
// once; one with transparency (an alpha channel, or a palette with transparent entries) or interlacing
// it decodes in a callback, after png-js has inflated it in the background. Two consequences:
// - the soft mask holding the transparency gets its object number when that callback runs, so a
//   document with two such images (a visit's photo and its signature) came out with different bytes
//   from run to run, although a report must give the same bytes for the same data;
// - a damaged one throws in that callback, where no `try` catches it, and the PDF never ends.
// So every PNG is decoded here, synchronously, and handed to pdfkit as an opaque 8-bit RGB PNG laid on
// white — what the paper shows under a transparent image anyway.
import { inflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { detectFileKind } from "~/lib/uploads/sniff";

/**
 * Larger images are not drawn (the report lists them by name): a few kilobytes of PNG can claim a
 * picture far larger than its bytes, and decoding allocates four bytes a pixel. 40 megapixels is more
 * than a phone's camera takes.
 */
export const MAX_PNG_PIXELS = 40_000_000;

/** A PNG file's signature, before its first chunk. */
const SIGNATURE_LENGTH = 8;
const WHITE = { red: 255, green: 255, blue: 255 };

/** A PNG's chunks in order: type and data (lengths checked, CRCs not: pngjs checks them). */
function* chunksOf(bytes: Uint8Array): Generator<{ type: string; data: Uint8Array }> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = SIGNATURE_LENGTH;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 8 + length;
    if (end + 4 > bytes.length) throw new Error("A chunk runs past the end of the file");
    yield { type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), data: bytes.subarray(at + 8, end) };
    at = end + 4;
  }
}

/**
 * Whether the file holds a picture of at most MAX_PNG_PIXELS whose compressed data inflates whole.
 * Asked before pngjs decodes it: pngjs allocates the picture's claimed size first, and gives a damaged
 * picture back as blank pixels instead of failing.
 */
function isWhole(bytes: Uint8Array): boolean {
  const chunks = [...chunksOf(bytes)];
  const header = chunks[0];
  if (header?.type !== "IHDR" || header.data.length !== 13) return false;
  const headerView = new DataView(header.data.buffer, header.data.byteOffset, header.data.byteLength);
  const pixels = headerView.getUint32(0) * headerView.getUint32(4);
  if (pixels === 0 || pixels > MAX_PNG_PIXELS) return false;
  const compressed = Buffer.concat(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data));
  // At most 8 bytes a pixel (16-bit RGBA), and a filter byte a row of each of Adam7's passes (under
  // two rows a row of the picture): a stream that inflates to more is refused before it fills memory.
  inflateSync(compressed, { maxOutputLength: pixels * 8 + 2 * headerView.getUint32(4) + 16 });
  return true;
}

/**
 * The same picture as an opaque, non-interlaced 8-bit RGB PNG on a white ground; null when the bytes are
 * not a PNG pdfkit could be given (damaged, or over MAX_PNG_PIXELS).
 */
export function opaquePng(bytes: Uint8Array): Buffer | null {
  if (detectFileKind(bytes) !== "png") return null;
  try {
    if (!isWhole(bytes)) return null;
    // Whatever its colour type and depth, pngjs gives the picture as 8-bit RGBA.
    const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return PNG.sync.write(image, { colorType: 2, inputColorType: 6, inputHasAlpha: true, bgColor: WHITE });
  } catch {
    return null;
  }
}
