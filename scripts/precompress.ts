// Post-build step of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every text
// file of the client build, so the server sends them as they are (server/static-assets.ts) instead
// of compressing the same file on every request. A copy that would not be smaller is not written.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".txt", ".xml", ".json", ".webmanifest"]);
/** Below this, compression saves less than the extra header and work cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let originalBytes = 0;
let brotliBytes = 0;
let count = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  originalBytes += content.length;
  brotliBytes += Math.min(br.length, content.length);
  count++;
}
console.log(
  `precompressed ${count} files in build/client: ${Math.round(originalBytes / 1024)} kB → ${Math.round(brotliBytes / 1024)} kB (brotli)`,
);
