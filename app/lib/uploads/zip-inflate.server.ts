// The server's check that a ZIP (a Word document) unpacks to what its directory says, and to no more
// than a document needs: every entry is inflated as a stream and counted, never kept, and inflation
// stops the moment an entry passes its limit (ASVS 5.2.3). The central directory alone (zip.ts) can
// lie: a DOCX declaring 1 KB for an entry of 200 MiB of zeros passes it, and so would whoever opens
// the file later. The limit of an entry is the smallest of
// - its declared size (an archive that says less than it holds is hostile),
// - what is left of MAX_UNPACKED_BYTES for the whole archive,
// - MAX_RATIO times its compressed size (past a floor): text compresses ten- or twenty-fold, only
//   made-up content such as runs of zeros a thousandfold;
// and the whole check stops after INFLATE_TIME_LIMIT_MS, well within the upload's request timeout.
import { createInflateRaw } from "node:zlib";
import { MAX_UNPACKED_BYTES, readZipEntries, type ZipEntry } from "./zip";

const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

/** How many times its compressed size an entry may inflate to, once past RATIO_FLOOR_BYTES. */
export const MAX_RATIO = 100;
const RATIO_FLOOR_BYTES = 1024 * 1024;
export const INFLATE_TIME_LIMIT_MS = 5_000;

/** Whether every entry of the archive inflates to exactly its declared size, within the limits above. */
export async function zipInflatesWithinLimits(
  bytes: Uint8Array,
  timeLimitMs = INFLATE_TIME_LIMIT_MS,
): Promise<boolean> {
  const entries = readZipEntries(bytes);
  if (!entries) return false;
  const deadline = Date.now() + timeLimitMs;
  let budget = MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    if (!data) return false;
    const limit = Math.min(
      entry.uncompressedSize,
      budget,
      Math.max(RATIO_FLOOR_BYTES, MAX_RATIO * entry.compressedSize),
    );
    const size = entry.method === STORED ? data.byteLength : await inflatedSize(data, limit, deadline);
    if (size === null || size !== entry.uncompressedSize || size > limit) return false;
    budget -= size;
  }
  return true;
}

/** The entry's compressed bytes, found through its local header; null when it is not where it says. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.byteLength || view.getUint32(header, true) !== LOCAL_FILE_HEADER) return null;
  if (view.getUint16(header + 6, true) & ENCRYPTED_FLAG) return null;
  if (entry.method !== STORED && entry.method !== DEFLATED) return null;
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) return null;
  return bytes.subarray(start, end);
}

/** Inflates `data` counting the output; null past `limit` bytes, past the deadline, or on corrupt data. */
function inflatedSize(data: Uint8Array, limit: number, deadline: number): Promise<number | null> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw();
    let size = 0;
    inflater.on("data", (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit || Date.now() > deadline) {
        inflater.destroy();
        resolve(null);
      }
    });
    // A cut or corrupt stream (also: a compressed size in the directory smaller than the data).
    inflater.on("error", () => resolve(null));
    inflater.on("end", () => resolve(size));
    inflater.end(data);
  });
}
