// SMTP delivery through nodemailer, behind a two-method interface so the worker can be tested with
// a real SMTP sink and with transports that fail on purpose.
import nodemailer from "nodemailer";

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers?: Record<string, string>;
  /** `contentId`: shown inside the HTML body (`<img src="cid:…">`), not as a file beside it. */
  attachments?: { fileName: string; contentType: string; content: string | Uint8Array; contentId?: string }[];
};

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** An SMTP error with a 5xx reply code is permanent: retrying the same message cannot succeed. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start, port 465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const transporter = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 3,
    // Bounded waits: a hung SMTP server must fail the attempt (and schedule a retry) long before
    // the worker's claim on the row expires.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
        attachments: message.attachments?.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: typeof file.content === "string" ? file.content : Buffer.from(file.content),
          // Base64 keeps a text file's bytes (an .ics's CRLF line ends, RFC 5545) exactly as written.
          contentTransferEncoding: "base64" as const,
          // An image with a Content-ID goes inline, in a multipart/related part with the HTML.
          ...(file.contentId ? { cid: file.contentId } : {}),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}
