// Serves the browser's files from the production build. Text files were compressed once at build time
// (scripts/precompress.ts writes `name.br` and `name.gz` beside them), so a request picks the variant
// the client accepts instead of compressing the same file again on every request.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

export type Encoding = "br" | "gzip";

const extensionOf: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Fingerprinted build output never changes under its name; other public files may. */
const IMMUTABLE_PREFIX = "/assets/";

type StaticFile = { file: string; encodings: Encoding[] };

/**
 * The encoding to answer with, from an Accept-Encoding header and the variants that exist: the
 * client's highest q-value wins, brotli before gzip on a tie; undefined means the file as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token, ...parameters] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    // A q-value that is not a number refuses rather than accepts.
    const weight = q === undefined ? 1 : Number(q.slice(2).trim() || Number.NaN);
    weights.set(token.trim(), Number.isNaN(weight) ? 0 : weight);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Every file under `dir` by its URL path, with the precompressed variants found beside it. */
function indexFiles(dir: string): Map<string, StaticFile> {
  const names = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  const present = new Set(names);
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) {
      if (present.has(name.slice(0, -3))) continue;
    }
    const encodings = (["br", "gzip"] as const).filter((encoding) => present.has(name + extensionOf[encoding]));
    files.set(`/${name}`, { file: path.join(dir, name), encodings });
  }
  return files;
}

/**
 * Answers GET and HEAD for the files of the client build (listed once at start); anything else goes
 * on to the next handler. Fingerprinted assets are cached for a year, other files for an hour.
 */
export function serveClientFiles(dir: string): RequestHandler {
  const files = indexFiles(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = files.get(req.path);
    if (!found) return next();
    const immutable = req.path.startsWith(IMMUTABLE_PREFIX);
    const encoding = chooseEncoding(req.headers["accept-encoding"], found.encodings);
    if (found.encodings.length > 0) res.vary("Accept-Encoding");
    // The type of the original file, not of its .br/.gz variant.
    res.type(path.extname(found.file));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.sendFile(
      encoding ? found.file + extensionOf[encoding] : found.file,
      { maxAge: immutable ? "1y" : "1h", immutable, dotfiles: "allow", acceptRanges: !encoding },
      (error?: Error & { code?: string }) => {
        // A client that went away mid-transfer is not a server error.
        if (error && error.code !== "ECONNABORTED" && !res.headersSent) next(error);
      },
    );
  };
}
