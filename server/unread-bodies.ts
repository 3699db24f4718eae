// What happens to the rest of a request body that the app refused without reading it (too large, not a
// form, another site). The answer goes out at once; the rest of the body is then pulled off the
// connection and dropped here, at the socket, so nothing is copied into the app's streams. The
// connection stays open while the client is still sending, even when it asked to close it: closing
// a socket with unread data resets it, and the client would see a broken connection instead of the
// 413 (nginx calls this a lingering close). A client that goes on sending past the limit, or past
// the request timeout, is cut off.
import type { NextFunction, Request, Response } from "express";

/** The most a refused body may still send after its answer before the connection is cut. */
export const UNREAD_BODY_LIMIT_BYTES = 256 * 1024 * 1024;

export function discardUnreadBodies(req: Request, res: Response, next: NextFunction) {
  if (req.complete) return next();
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWhileReceiving(this: Response, ...args: Parameters<Response["writeHead"]>) {
    // Answered before the body ended: not the connection's last response, so Node keeps it open.
    if (!req.complete) this.shouldKeepAlive = true;
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    // React Router's body stream still listens; nobody will read it any more.
    req.removeAllListeners("data");
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.byteLength;
      if (dropped > UNREAD_BODY_LIMIT_BYTES) req.destroy();
    });
    req.resume();
  });
  next();
}
