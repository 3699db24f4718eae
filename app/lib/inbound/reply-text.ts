// What a person wrote in an emailed reply, without the history their mail client quoted below it
// and without their signature. Pure: the job that posts replies (app/lib/tickets) and the
// unit tests use it. Mail clients differ, so this recognises the common shapes — Gmail's and Apple
// Mail's "On … wrote:", Outlook's "-----Original Message-----" and "From: … Sent: …" block, `>`
// quotes, the "-- " signature delimiter, "Sent from my iPhone" — and, for a mail with only HTML,
// cuts at the quoting markup before converting it to text. Every pattern is anchored to a line and
// linear, so a hostile message cannot make it backtrack (ASVS 1.3.12).

/** Lines that start the quoted history: everything from them on is dropped. */
const HISTORY_STARTS: readonly RegExp[] = [
  /^-{2,}\s*(original message|forwarded message|mensaje original|message d'origine|ursprüngliche nachricht)\s*-{2,}$/i,
  // Outlook's separator line above its header block.
  /^_{20,}$/,
  /^begin forwarded message:$/i,
];

/** "On Mon, 23 Nov 2026 at 10:00, Asha <asha@example.com> wrote:", possibly wrapped over 3 lines. */
const WROTE_START = /^(on|le|am|el|il|op)\s/i;
const WROTE_END = /(wrote|a écrit|schrieb|escribió|ha scritto|schreef)\s*:$/i;

/** Outlook's quoted header block: "From:" followed closely by "Sent:"/"Date:" and "To:"/"Subject:". */
const HEADER_FROM = /^\*?(from|von|de|da)\s*:\*?\s/i;
const HEADER_NEXT = /^\*?(sent|date|to|subject|cc|gesendet|envoyé|enviado|an|à|para|objet|betreff|asunto)\s*:/i;

/** The signature delimiter ("-- ", often trimmed to "--" by clients) and sign-offs of phone clients. */
const SIGNATURE_DELIMITER = /^--\s?$/;
const DEVICE_SIGNATURES: readonly RegExp[] = [
  /^sent from my (iphone|ipad|android|mobile|phone|galaxy|samsung)/i,
  /^sent from (outlook|mail) for (ios|android|windows)/i,
  /^get outlook for (ios|android)/i,
  /^sent from (yahoo mail|proton mail|protonmail)/i,
  /^sent via /i,
];

function startsHistory(lines: readonly string[], index: number): boolean {
  const line = (lines[index] ?? "").trim();
  if (HISTORY_STARTS.some((pattern) => pattern.test(line))) return true;
  if (WROTE_START.test(line)) {
    // Gmail and Apple Mail wrap a long attribution line; look at most three lines ahead.
    let joined = "";
    for (let offset = 0; offset < 3 && index + offset < lines.length; offset++) {
      joined = `${joined} ${(lines[index + offset] ?? "").trim()}`.trim();
      if (joined.length > 400) break;
      if (WROTE_END.test(joined)) return true;
    }
  }
  if (HEADER_FROM.test(line)) {
    const next = lines.slice(index + 1, index + 4).map((value) => value.trim());
    return next.filter((value) => HEADER_NEXT.test(value)).length >= 2;
  }
  return false;
}

/**
 * The new text of a plain-text reply: cut at the quoted history or the signature, `>` lines
 * dropped (an answer written between quotes is kept), blank lines tidied.
 */
export function stripQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (startsHistory(lines, index)) break;
    if (SIGNATURE_DELIMITER.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line.replace(/\s+$/, ""));
  }
  // Phone clients' sign-offs at the end ("Sent from my iPhone").
  while (kept.length > 0) {
    const last = (kept[kept.length - 1] ?? "").trim();
    if (last === "" || DEVICE_SIGNATURES.some((pattern) => pattern.test(last))) kept.pop();
    else break;
  }
  while (kept.length > 0 && (kept[0] ?? "").trim() === "") kept.shift();
  return kept.join("\n").replace(/\n{3,}/g, "\n\n");
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Where the quoted history begins in the HTML of common clients: Gmail's `gmail_quote`, Apple
 * Mail's and Thunderbird's `<blockquote type="cite">`, Outlook's `divRplyFwdMsg` / `appendonsend`,
 * Yahoo's `yahoo_quoted`. The text is cut there before it is converted.
 */
const HTML_HISTORY_MARKERS: readonly RegExp[] = [
  /<div[^>]*class="[^"]*gmail_quote/i,
  /<blockquote[^>]*type="?cite/i,
  /<div[^>]*id="?(divRplyFwdMsg|appendonsend)/i,
  /<div[^>]*class="[^"]*yahoo_quoted/i,
  /<hr[^>]*id="?stopSpelling/i,
];

/**
 * The text of an HTML-only message: the history cut off, scripts and styles dropped, block ends
 * turned into line breaks, tags removed, entities decoded. The result is only ever shown as text
 * (escaped), so it need not be a faithful rendering, only a readable one.
 */
export function htmlToText(html: string): string {
  let cut = html.length;
  for (const marker of HTML_HISTORY_MARKERS) {
    const found = marker.exec(html);
    if (found && found.index < cut) cut = found.index;
  }
  return decodeEntities(
    html
      .slice(0, cut)
      .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|div|li|tr|h[1-6]|blockquote|table|ul|ol|pre)\s*>/gi, "\n")
      .replace(/<li\b[^>]*>/gi, "• ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The new text of a reply from its text part, or from its HTML when it has none. */
export function replyTextOf(message: { text?: string | null; html?: string | null }): string {
  const text = message.text?.trim() ? message.text : message.html ? htmlToText(message.html) : "";
  return stripQuotedText(text);
}
