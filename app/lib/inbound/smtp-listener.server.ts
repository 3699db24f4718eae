// The SMTP listener that receives support mail (docs/decisions/019-replies-by-email.md).
// The company's MX, or a forwarding rule of its mailbox provider, delivers mail for the support
// address to it. It takes only recipients `acceptRecipient` allows (never a relay), at most
// `maxRecipients` of them, and messages up to `maxBytes` (SIZE; larger ones get 552). A message is
// written to the database as it arrives (openInboundReceipt), never held whole, and only
// `maxLargeAtOnce` messages past their first part are received at once: the others wait, their
// connection unread (TCP holds the sender back), so memory stays bounded however many large messages
// come together. A message is answered 250 only once it is stored (the row and its processing job
// commit together); a database failure answers 451, so the sending server keeps the message and
// tries again later.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import type { Database } from "~/db/client.server";
import { INBOUND_PART_BYTES, openInboundReceipt } from "./store.server";
import { consoleLog } from "~/lib/log/logger.server";

export type InboundSmtpOptions = {
  db: Database;
  port: number;
  host: string;
  maxBytes: number;
  maxRecipients: number;
  /** Whether mail for this address is ours (the support address and its +token forms). */
  acceptRecipient: (address: string) => boolean;
  /** Messages larger than a part received at the same time (default 2); further ones wait. */
  maxLargeAtOnce?: number;
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

/** A counting semaphore: `acquire` resolves when one of `size` slots is free. */
function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    acquire(): Promise<void> {
      if (free > 0) {
        free -= 1;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

export async function startInboundSmtp(options: InboundSmtpOptions): Promise<InboundSmtpListener> {
  const { db, maxBytes, maxRecipients, acceptRecipient, log = consoleLog } = options;
  const largeMessages = slots(options.maxLargeAtOnce ?? 2);
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
      const receipt = openInboundReceipt(db);
      let size = 0;
      let holdsSlot = false;
      let failed: unknown = null;
      // One chunk at a time: the stream waits while a chunk is written (or a slot awaited).
      let writing = Promise.resolve();
      const take = async (chunk: Buffer) => {
        if (!holdsSlot && size > INBOUND_PART_BYTES) {
          await largeMessages.acquire();
          holdsSlot = true;
        }
        await receipt.write(chunk);
      };
      const finish = async (): Promise<string> => {
        await writing;
        if (failed) throw failed;
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const stored = await receipt.finish({
          mailFrom,
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          remoteAddress: session.remoteAddress,
        });
        return stored.duplicate ? "Already received" : `Queued as ${stored.id}`;
      };
      const settle = (outcome: () => void) => {
        if (holdsSlot) largeMessages.release();
        holdsSlot = false;
        outcome();
      };
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit the rest is read and dropped: the answer (552) comes at the end of DATA.
        if (size > maxBytes || failed) return;
        stream.pause();
        writing = take(chunk).then(
          () => void stream.resume(),
          (error: unknown) => {
            failed = error;
            stream.resume();
          },
        );
      });
      stream.on("error", (error) => {
        void writing.then(() => receipt.discard()).catch(() => {});
        settle(() => callback(error));
      });
      stream.on("end", () => {
        if (stream.sizeExceeded || size > maxBytes) {
          log.warn(`[inbound] refused a message of more than ${maxBytes} bytes from ${session.remoteAddress}`);
          void writing
            .then(() => receipt.discard())
            .catch(() => {})
            .finally(() =>
              settle(() =>
                callback(smtpError(552, `Message size exceeds fixed maximum message size (${maxBytes} bytes)`)),
              ),
            );
          return;
        }
        finish().then(
          (answer) => settle(() => callback(null, answer)),
          (error: unknown) => {
            log.error("[inbound] could not store a message:", error instanceof Error ? error.message : error);
            void receipt.discard().catch(() => {});
            settle(() => callback(smtpError(451, "Temporary failure, please try again later")));
          },
        );
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
