// A stored message, parsed (mailparser): who sent it, its headers, the text of the reply and its
// attachments. Inline images (a signature's logo, cid: parts) are not attachments a person chose.
import { simpleParser } from "mailparser";
import type { HeaderLookup } from "./loop-rules";

export type InboundAttachment = { fileName: string; bytes: Uint8Array };

export type ParsedInboundMail = {
  messageId: string | null;
  /** The first From address, lower-cased; null when there is none. */
  from: string | null;
  fromName: string | null;
  subject: string;
  /** Every address the message was written to (To, Cc, Delivered-To), lower-cased. */
  addressedTo: string[];
  header: HeaderLookup;
  text: string | null;
  html: string | null;
  attachments: InboundAttachment[];
};

type AddressValue = { value: { address?: string; name?: string }[] };

function addressesOf(field: AddressValue | AddressValue[] | undefined): { address: string; name: string }[] {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((entry) =>
    entry.value
      .filter((item): item is { address: string; name?: string } => Boolean(item.address))
      .map((item) => ({ address: item.address.toLowerCase(), name: item.name ?? "" })),
  );
}

export async function parseInboundMail(raw: Uint8Array): Promise<ParsedInboundMail> {
  const parsed = await simpleParser(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
    // An HTML-only message is converted by app/lib/inbound/reply-text.ts, which first cuts the
    // quoted history at the clients' markers; links and HTML renderings of the text are not needed.
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const [sender] = addressesOf(parsed.from as AddressValue | undefined);
  // The raw header lines, not mailparser's structured `headers` (it folds List-* headers into one
  // 'list' object, for example): the loop rules read headers by their own names.
  const lines = new Map<string, string>();
  for (const { key, line } of parsed.headerLines) {
    if (lines.has(key)) continue;
    lines.set(
      key,
      line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n[ \t]+/g, " ")
        .trim(),
    );
  }
  const header: HeaderLookup = (name) => lines.get(name.toLowerCase());
  const deliveredTo = parsed.headerLines
    .filter((entry) => entry.key === "delivered-to" || entry.key === "x-original-to")
    .map((entry) => /<?([^<>\s:]+@[^<>\s]+?)>?\s*$/.exec(entry.line)?.[1]?.toLowerCase())
    .filter((value): value is string => Boolean(value));
  return {
    messageId: parsed.messageId?.toLowerCase() ?? null,
    from: sender?.address ?? null,
    fromName: sender?.name || null,
    subject: parsed.subject ?? "",
    addressedTo: [
      ...addressesOf(parsed.to as AddressValue | AddressValue[] | undefined).map((item) => item.address),
      ...addressesOf(parsed.cc as AddressValue | AddressValue[] | undefined).map((item) => item.address),
      ...deliveredTo,
    ],
    header,
    text: typeof parsed.text === "string" ? parsed.text : null,
    html: typeof parsed.html === "string" ? parsed.html : null,
    attachments: parsed.attachments
      .filter((attachment) => !attachment.related && attachment.contentType !== "message/delivery-status")
      .map((attachment) => ({
        fileName: attachment.filename ?? "attachment",
        bytes: new Uint8Array(attachment.content),
      })),
  };
}
