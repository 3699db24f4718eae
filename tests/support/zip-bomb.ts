// Hostile Word documents built at run time (a committed fixture would be hundreds of kilobytes):
// a well-formed DOCX whose word/document.xml inflates to far more than its headers say, or than any
// résumé needs. Node-only (zlib); for the server-side tests.
import { constants, crc32, createDeflateRaw } from "node:zlib";

type Entry = { name: string; data: Buffer; method: 0 | 8; declaredSize: number; crc: number };

const deflated = new Map<number, Promise<Buffer>>();

/** `size` bytes of zeros deflated, made once per size. */
function deflatedZeros(size: number): Promise<Buffer> {
  const made = deflated.get(size) ?? deflateZeros(size);
  deflated.set(size, made);
  return made;
}

/** Deflates `size` bytes of zeros a mebibyte at a time, so the test never holds them all. */
async function deflateZeros(size: number): Promise<Buffer> {
  const deflater = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const chunks: Buffer[] = [];
  deflater.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflater.on("end", resolve);
    deflater.on("error", reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < size; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, size - written));
    if (!deflater.write(part)) await new Promise((resolve) => deflater.once("drain", resolve));
  }
  deflater.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A ZIP of these entries, local headers and central directory declaring `declaredSize` each. */
function zipOf(entries: readonly Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const stored = (name: string, text: string): Entry => {
  const data = Buffer.from(text, "utf8");
  return { name, data, method: 0, declaredSize: data.length, crc: crc32(data) };
};

/**
 * A DOCX whose word/document.xml is `inflatedBytes` of zeros, declared as `declaredBytes` (the lie;
 * by default the truth) in its local header and central directory.
 */
export async function zipBombDocx(inflatedBytes: number, declaredBytes = inflatedBytes): Promise<Uint8Array> {
  return zipOf([
    stored(
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    // The CRC is not the zeros' (computing it would mean holding them): a reader that checks it
    // refuses the file too, but only after inflating it all, which is the attack.
    {
      name: "word/document.xml",
      data: await deflatedZeros(inflatedBytes),
      method: 8,
      declaredSize: declaredBytes,
      crc: 0,
    },
  ]);
}
