// Pages that are the same for every anonymous visitor are rendered once and then served from memory,
// compressed once per encoding, until they expire. Only what a route opts into is kept (the header in
// app/lib/http/anonymous-cache.ts), only for requests without cookies or credentials (a signed-in
// visitor's header differs), and only a 200 HTML answer that sets no cookie. Each app server keeps
// its own copy of derived, public output: nothing here is state that another server needs.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import {
  ANONYMOUS_CACHE_HEADER,
  FORGET_DOCUMENTS_HEADER,
  KEPT_PAGE_STAMPS_HEADER,
  KEPT_VIEW_HEADER,
} from "~/lib/http/anonymous-cache";
import { chooseEncoding, type Encoding } from "./static-assets";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type CachedDocument = {
  headers: [string, string | number | string[]][];
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  expiresAt: number;
  bytes: number;
  /** What the page counts a view of (KEPT_VIEW_HEADER), if it counts its readers. */
  view: string | undefined;
  /** The records the page showed and their stamps (KEPT_PAGE_STAMPS_HEADER), if it names any. */
  stamps: string | undefined;
};

export type DocumentCacheOptions = {
  /** Upper bound of the memory the kept documents use (all encodings). */
  maxBytes?: number;
  now?: () => number;
  /** Counts a view of a kept page answered from memory (KEPT_VIEW_HEADER's value); not awaited. */
  onKeptView?: (view: string, req: Request) => void;
  /**
   * Whether the records a kept page named (KEPT_PAGE_STAMPS_HEADER's value) are unchanged since: asked
   * before each answer from memory; false or a failure renders the page again. Without it, such a page
   * is never answered from memory.
   */
  stampsAreCurrent?: (stamps: string) => Promise<boolean>;
};

/** Headers a kept document is answered with again; the rest (the request's own id too) are per response. */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "x-request-id",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

export function documentCache({
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  onKeptView,
  stampsAreCurrent,
}: DocumentCacheOptions = {}) {
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  const documents = new Map<string, CachedDocument>();
  let totalBytes = 0;

  function remove(key: string) {
    const entry = documents.get(key);
    if (!entry) return;
    documents.delete(key);
    totalBytes -= entry.bytes;
  }

  function store(key: string, entry: CachedDocument) {
    remove(key);
    if (entry.bytes > maxBytes / 4) return;
    documents.set(key, entry);
    totalBytes += entry.bytes;
    for (const oldest of documents.keys()) {
      if (totalBytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function answer(res: Response, entry: CachedDocument, acceptEncoding: string | undefined, head: boolean) {
    const encoding = chooseEncoding(acceptEncoding, Object.keys(entry.encoded) as Encoding[]);
    const body = encoding ? (entry.encoded[encoding] as Buffer) : entry.identity;
    res.status(200);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    // A set Content-Encoding also tells the compression middleware to leave the body alone.
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(head ? undefined : body);
  }

  /** Whether a kept page's records are unchanged; a failed check (the database away) says no. */
  async function stampsStillCurrent(named: string): Promise<boolean> {
    if (!stampsAreCurrent) return false;
    try {
      return await stampsAreCurrent(named);
    } catch {
      return false;
    }
  }

  const middleware: RequestHandler = async (req, res, next) => {
    // Whatever happens to this request, the opt-in header never reaches the client: it is read and
    // removed just before the headers go out (Node sends them through writeHead, implicitly too).
    let keepSeconds = 0;
    let view: string | undefined;
    let stamps: string | undefined;
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      const marker = res.getHeader(ANONYMOUS_CACHE_HEADER);
      if (marker !== undefined) {
        res.removeHeader(ANONYMOUS_CACHE_HEADER);
        keepSeconds = Number(marker) || 0;
      }
      const counted = res.getHeader(KEPT_VIEW_HEADER);
      if (counted !== undefined) {
        res.removeHeader(KEPT_VIEW_HEADER);
        view = String(counted);
      }
      const named = res.getHeader(KEPT_PAGE_STAMPS_HEADER);
      if (named !== undefined) {
        res.removeHeader(KEPT_PAGE_STAMPS_HEADER);
        stamps = String(named);
      }
      if (res.getHeader(FORGET_DOCUMENTS_HEADER) !== undefined) {
        res.removeHeader(FORGET_DOCUMENTS_HEADER);
        for (const kept of [...documents.keys()]) remove(kept);
      }
      return writeHead(...args);
    }) as typeof res.writeHead;

    const head = req.method === "HEAD";
    if ((req.method !== "GET" && !head) || req.headers.cookie || req.headers.authorization) return next();
    // The host is part of the key: a page must never be answered with links built for another host.
    const key = `${req.hostname} ${req.originalUrl}`;
    const hit = documents.get(key);
    const current =
      hit && hit.expiresAt > now() && (hit.stamps === undefined || (await stampsStillCurrent(hit.stamps)));
    if (hit && current) {
      documents.delete(key);
      documents.set(key, hit);
      answer(res, hit, req.headers["accept-encoding"], head);
      if (hit.view !== undefined && !head) onKeptView?.(hit.view, req);
      return;
    }
    // Expired, or an edit since: removed unless another request has kept a newer copy meanwhile.
    if (hit && documents.get(key) === hit) remove(key);
    if (head) return next();

    // A miss: let the page render, and keep a copy of what it writes (before compression).
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      // Headers are out by now (or go out with this end): the opt-in has been read.
      if (!res.headersSent) res.writeHead(res.statusCode);
      const keep =
        keepSeconds > 0 &&
        res.statusCode === 200 &&
        res.getHeader("set-cookie") === undefined &&
        String(res.getHeader("content-type") ?? "").startsWith("text/html");
      if (keep) {
        const identity = Buffer.concat(chunks);
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !PER_RESPONSE_HEADERS.has(name) && name !== "content-encoding" && name !== "vary")
          .map(([name, value]) => [name, value] as [string, string | number | string[]]);
        const expiresAt = now() + keepSeconds * 1000;
        // Compressed once, after the answer has gone out; until then the next misses render again.
        Promise.all([
          brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
          gzipAsync(identity, { level: 9 }),
        ]).then(
          ([br, gz]) => {
            store(key, {
              headers,
              identity,
              encoded: { br, gzip: gz },
              expiresAt,
              bytes: identity.length + br.length + gz.length,
              view,
              stamps,
            });
          },
          (error: unknown) => console.error("[document-cache] could not compress:", error),
        );
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
  return middleware;
}
