// What the shutdown of server/index.ts needs to know about the server's connections and requests,
// which Node does not tell: how long each connection has been idle, which requests are still in
// flight, and whether their body has fully arrived.
//
// - An idle keep-alive connection is closed only once it has been quiet for a moment. Closing it the
//   instant it becomes idle (what http.Server#close and closeIdleConnections do) races a client that
//   is already sending its next request on it: the request is reset instead of answered. A request
//   that arrives meanwhile is answered, with `Connection: close` (server/app.ts).
// - A request whose body is still arriving when the grace period ends is cut: answered 503 with
//   `Connection: close`, its body left unread (server/unread-bodies.ts drains it until the client
//   stops or the socket closes). A request whose body has arrived is always left to be answered.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type Exchange = { req: IncomingMessage; res: ServerResponse };
type SocketState = { inFlight: number; idleSince: number };

export type ConnectionTracker = {
  /** Destroys every connection with no request in flight that has been idle for `quietMs` or more. */
  closeQuietConnections(quietMs: number): void;
  /** Answers 503 to each request whose body has not fully arrived; returns what it cut, for the log. */
  cutTricklingRequests(): string[];
  /** Resolves once every request still in flight has been answered (or its connection has gone). */
  answered(): Promise<void>;
};

export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<Socket, SocketState>();
  const exchanges = new Set<Exchange>();
  let onAnswered: (() => void) | null = null;

  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { inFlight: 0, idleSince: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (state) state.inFlight += 1;
    const exchange = { req, res };
    exchanges.add(exchange);
    // 'close': the response is complete, or its connection went away before it was.
    res.once("close", () => {
      exchanges.delete(exchange);
      if (state) {
        state.inFlight -= 1;
        state.idleSince = Date.now();
      }
      if (exchanges.size === 0) onAnswered?.();
    });
  });

  return {
    closeQuietConnections(quietMs) {
      const now = Date.now();
      for (const [socket, state] of sockets) {
        if (state.inFlight === 0 && now - state.idleSince >= quietMs) socket.destroy();
      }
    },
    cutTricklingRequests() {
      const cut: string[] = [];
      for (const { req, res } of exchanges) {
        if (req.complete || res.headersSent) continue;
        // The app still holds this request and may try to answer it later: that write goes nowhere.
        res.on("error", () => {});
        res.writeHead(503, {
          "Content-Type": "text/plain; charset=utf-8",
          Connection: "close",
          "Retry-After": "10",
        });
        res.end("The server is restarting: please send this again in a moment.\n");
        const declared = req.headers["content-length"];
        cut.push(`${req.method} ${req.url?.slice(0, 200)}${declared ? ` (${declared} bytes declared)` : ""}`);
      }
      return cut;
    },
    answered() {
      if (exchanges.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        onAnswered = resolve;
      });
    },
  };
}
