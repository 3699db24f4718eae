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
  const headers = parsed.headers;
  const header: HeaderLookup = (name) => {
    const value = headers.get(name.toLowerCase());
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value;
    if (typeof value === "object" && "value" in value && typeof value.value === "string") return value.value;
    if (typeof value === "object" && "text" in value && typeof value.text === "string") return value.text;
    return String(value);
  };
  const deliveredTo = ([] as string[])
    .concat((headers.get("delivered-to") as string | string[] | undefined) ?? [])
    .map((value) => /<?([^<>\s]+@[^<>\s]+)>?/.exec(String(value))?.[1]?.toLowerCase())
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
