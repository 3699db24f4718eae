// The SMTP listener that receives support mail (docs/decisions/019-replies-by-email.md).
// The company's MX, or a forwarding rule of its mailbox provider, delivers mail for the support
// address to it. It takes only recipients `acceptRecipient` allows (never a relay), at most
// `maxRecipients` of them, and messages up to `maxBytes` (SIZE; larger ones get 552 and are not
// kept in memory beyond the limit). A message is answered 250 only once it is stored
// (storeInboundMail commits the row and its processing job); a database failure answers 451, so
// the sending server keeps the message and tries again later.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import type { Database } from "~/db/client.server";
import { storeInboundMail } from "./store.server";

export type InboundSmtpOptions = {
  db: Database;
  port: number;
  host: string;
  maxBytes: number;
  maxRecipients: number;
  /** Whether mail for this address is ours (the support address and its +token forms). */
  acceptRecipient: (address: string) => boolean;
  /** The name the server greets with. */
  name?: string;
  log?: Pick<Console, "warn" | "error" | "log">;
};

export interface InboundSmtpListener {
  port: number;
  stop(): Promise<void>;
}

function smtpError(responseCode: number, message: string) {
  return Object.assign(new Error(message), { responseCode });
}

export async function startInboundSmtp(options: InboundSmtpOptions): Promise<InboundSmtpListener> {
  const { db, maxBytes, maxRecipients, acceptRecipient, log = console } = options;
  const server = new SMTPServer({
    name: options.name,
    banner: "support mail",
    // Behind the MX on a private network (or loopback): plain SMTP, no login (see the ADR).
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    size: maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    closeTimeout: 1000,
    onMailFrom(address: SMTPServerAddress, _session, callback) {
      // The client's own size claim (RFC 1870): refused before a byte of the body is sent.
      const args = address.args as Record<string, string> | false | undefined;
      const declared = args ? Number(args.SIZE ?? 0) : 0;
      if (declared > maxBytes) {
        callback(smtpError(552, `Message size exceeds fixed maximum message size (${maxBytes} bytes)`));
        return;
      }
      callback();
    },
    onRcptTo(address, session, callback) {
      if (!acceptRecipient(address.address)) {
        callback(smtpError(550, "No such user here"));
        return;
      }
      if (session.envelope.rcptTo.length >= maxRecipients) {
        callback(smtpError(452, "Too many recipients"));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the rest is read and dropped: the answer (552) comes at the end of DATA.
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        if (stream.sizeExceeded || size > maxBytes) {
          log.warn(`[inbound] refused a message of more than ${maxBytes} bytes from ${session.remoteAddress}`);
          callback(smtpError(552, `Message size exceeds fixed maximum message size (${maxBytes} bytes)`));
          return;
        }
        const raw = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        storeInboundMail(db, raw, {
          mailFrom,
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          remoteAddress: session.remoteAddress,
        })
          .then((stored) => {
            callback(null, stored.duplicate ? "Already received" : `Queued as ${stored.id}`);
          })
          .catch((error: unknown) => {
            log.error("[inbound] could not store a message:", error instanceof Error ? error.message : error);
            callback(smtpError(451, "Temporary failure, please try again later"));
          });
      });
    },
  });
  server.on("error", (error) => log.error("[inbound] SMTP listener error:", error.message));
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(options.port, options.host, () => {
      server.server.off("error", onError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
