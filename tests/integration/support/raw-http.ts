// Sends bytes over a plain TCP socket and collects the answer until the server closes the
// connection (or `timeoutMs` passes): for requests no HTTP client library would send.
import { connect } from "node:net";

export function rawRequest(port: number, text: string, { timeoutMs = 5_000 } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("latin1"));
    });
    socket.write(text);
  });
}

/** The status code of the first response in a raw answer, or undefined when there was none. */
export function statusOf(answer: string): number | undefined {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
  return match ? Number(match[1]) : undefined;
}
