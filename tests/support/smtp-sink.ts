// A real SMTP server for tests: it accepts every message on 127.0.0.1 and keeps it, parsed, in
// memory. Integration tests start one in-process; the end-to-end tests run one in a small process
// (tests/e2e/support/mail-sink.ts) that also serves the received mail over HTTP.
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo: string[];
  /** Header name (lower-case) → first value. */
  headers: Record<string, string>;
  /**
   * Attached files, their bytes in base64 (so that the e2e sink's HTTP API carries them as JSON), and
   * an inline image's Content-ID and disposition ("inline").
   */
  attachments: {
    fileName: string;
    contentType: string;
    base64: string;
    contentId?: string | null;
    disposition?: string | null;
  }[];
  receivedAt: number;
};

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Messages whose DATA was received but not answered yet (see `holdDataMs`). */
  held: ReceivedMail[];
  /** Resolves when `predicate` holds for at least `count` messages (default 1). */
  waitFor(
    predicate: (mail: ReceivedMail) => boolean,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

export type SmtpSinkOptions = {
  port?: number;
  host?: string;
  /** Recipients to refuse with a permanent "550 mailbox unavailable" (to test dead mail). */
  rejectRecipient?: (address: string) => boolean;
  /**
   * How long the sink keeps the client waiting for its answer to DATA (a slow or hung SMTP server);
   * `Infinity` never answers. A held message is in `held`, and moves to `messages` when accepted.
   */
  holdDataMs?: number;
};

export async function startSmtpSink({
  port = 0,
  host = "127.0.0.1",
  rejectRecipient,
  holdDataMs = 0,
}: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const held: ReceivedMail[] = [];
  const holdTimers = new Set<ReturnType<typeof setTimeout>>();
  const server = new SMTPServer({
    // A plain local sink: no TLS, any sender, no authentication required.
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // Stopping must not wait for pooled client connections to hang up by themselves.
    closeTimeout: 200,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (rejectRecipient?.(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            const headers: Record<string, string> = {};
            for (const header of email.headers) headers[header.key] ??= header.value;
            const mail: ReceivedMail = {
              to: (session.envelope.rcptTo ?? []).map((recipient) => recipient.address.toLowerCase()),
              from: email.from?.address ?? "",
              subject: email.subject ?? "",
              text: email.text ?? "",
              html: email.html ?? "",
              messageId: email.messageId ?? "",
              replyTo: (email.replyTo ?? []).map((address) => address.address ?? ""),
              headers,
              attachments: email.attachments.map((file) => ({
                fileName: file.filename ?? "",
                contentType: file.mimeType,
                base64: Buffer.from(
                  typeof file.content === "string" ? Buffer.from(file.content) : new Uint8Array(file.content),
                ).toString("base64"),
                contentId: file.contentId ?? null,
                disposition: file.disposition ?? null,
              })),
              receivedAt: Date.now(),
            };
            if (holdDataMs <= 0) {
              messages.push(mail);
              callback();
              return;
            }
            held.push(mail);
            if (holdDataMs === Number.POSITIVE_INFINITY) return;
            const timer = setTimeout(() => {
              holdTimers.delete(timer);
              held.splice(held.indexOf(mail), 1);
              messages.push({ ...mail, receivedAt: Date.now() });
              callback();
            }, holdDataMs);
            holdTimers.add(timer);
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://${host}:${actualPort}`,
    messages,
    held,
    async waitFor(predicate, { count = 1, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = messages.filter(predicate);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(
            `Timed out waiting for ${count} email(s); ${matching.length} matched of ${messages.length} received`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop() {
      for (const timer of holdTimers) clearTimeout(timer);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
