// Reads the entries of a ZIP file's central directory (PKWARE APPNOTE 4.3.12 and 4.3.16), with every
// offset checked against the buffer: a malformed or hostile archive gives null, never an exception.
// Nothing is decompressed here (this runs in the browser too); the archive is refused when its
// entries say they unpack to more than MAX_UNPACKED_BYTES or number more than MAX_ENTRIES
// (ASVS 5.2.3). What the directory says may be a lie: the server inflates every entry to check it
// (zip-inflate.server.ts) before it takes the file.

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

export const MAX_ENTRIES = 5000;
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated: the only methods a Word document uses. */
  method: number;
  compressedSize: number;
  /** What the directory claims the entry unpacks to. */
  uncompressedSize: number;
  localHeaderOffset: number;
};

export function readZipEntryNames(bytes: Uint8Array): string[] | null {
  return readZipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

export function readZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // ZIP64 markers: a document of a few megabytes never needs them.
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) return null;
  if (count === 0 || count > MAX_ENTRIES) return null;
  if (directoryOffset + directorySize > end) return null;

  const decoder = new TextDecoder("utf-8", { fatal: false });
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_FILE_HEADER) return null;
    const uncompressedSize = view.getUint32(offset + 24, true);
    unpacked += uncompressedSize;
    if (unpacked > MAX_UNPACKED_BYTES) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize,
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset = next;
  }
  return entries;
}

/** The end-of-central-directory record: the last one, searched back over a possible comment. */
function findEndRecord(view: DataView): number | null {
  const last = view.byteLength - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) !== END_OF_CENTRAL_DIRECTORY) continue;
    // The comment must reach exactly to the end of the file.
    if (offset + END_RECORD_SIZE + view.getUint16(offset + 20, true) === view.byteLength) return offset;
  }
  return null;
}
