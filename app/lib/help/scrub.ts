// Personal data out of a resolved ticket's text, so it can become the draft of a public help article.
// The draft is always finished by an editor, so this errs on the side of removing: what it removes
// becomes a bracketed placeholder the editor sees and rewrites ("[customer]", "[phone number]").
// It keeps what makes an article useful — product and model names, amounts, dates, times, steps and
// LAN addresses such as 192.168.1.1, which are the same in every home and office.
// Pure and browser-safe (the console may preview a draft). Every pattern is linear or bounded, so a
// hostile ticket cannot make it backtrack.
import { stripQuotedText } from "~/lib/inbound/reply-text";

export type RemovedKind = "name" | "email" | "phone" | "ticket" | "address" | "reference" | "ip" | "link";

export type KnownPersonalData = {
  /** The customer's names (the ticket's customer, their contacts): each becomes "[customer]". */
  names: string[];
  /** Staff who worked the ticket: each becomes "[staff member]". */
  staffNames?: string[];
  emails?: string[];
  phones?: string[];
  addresses?: string[];
};

export type ScrubResult = { text: string; removed: { kind: RemovedKind; count: number }[] };

const PLACEHOLDER = {
  customer: "[customer]",
  staff: "[staff member]",
  email: "[email address]",
  phone: "[phone number]",
  ticket: "[ticket]",
  address: "[address]",
  reference: "[reference]",
  gstin: "[GSTIN]",
  upiId: "[UPI ID]",
  serial: "[serial number]",
  ip: "[IP address]",
  ddns: "[DDNS address]",
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Not preceded / followed by a letter or digit: whole words in any script (Malayalam names too). */
const WORD_START = String.raw`(?<![\p{L}\p{N}_])`;
const WORD_END = String.raw`(?![\p{L}\p{N}_])`;

/**
 * Given names that are also ordinary English words. Such a name is replaced only where it is
 * written as a name — capitalised, and at a sentence's start only before "'s" or a comma — so a
 * customer called Mark leaves "mark the box", "bookmark" and "Mark the box as done." alone.
 */
const COMMON_WORD_NAMES = new Set([
  "april",
  "art",
  "bill",
  "dawn",
  "faith",
  "frank",
  "grace",
  "hope",
  "joy",
  "june",
  "mark",
  "may",
  "pat",
  "ray",
  "rich",
  "rose",
  "sandy",
  "sunny",
  "will",
]);

type Rule = {
  kind: RemovedKind;
  pattern: RegExp;
  /** The replacement of a match, or null to keep it as it is. */
  replace: (match: string, groups: (string | undefined)[], offset: number, input: string) => string | null;
};

class Scrubber {
  private counts = new Map<RemovedKind, number>();
  text: string;
  constructor(text: string) {
    this.text = text;
  }

  apply(rule: Rule): void {
    this.text = this.text.replace(rule.pattern, (match: string, ...rest: unknown[]) => {
      // String.replace passes the groups, then the offset, then the whole input.
      const offsetIndex = rest.findIndex((value) => typeof value === "number");
      const groups = rest.slice(0, offsetIndex) as (string | undefined)[];
      const replacement = rule.replace(match, groups, rest[offsetIndex] as number, rest[offsetIndex + 1] as string);
      if (replacement === null) return match;
      this.counts.set(rule.kind, (this.counts.get(rule.kind) ?? 0) + 1);
      return replacement;
    });
  }

  result(): ScrubResult {
    return { text: this.text, removed: [...this.counts].map(([kind, count]) => ({ kind, count })) };
  }
}

/** URLs: a query string carrying a secret (token=, key=, sig=…) is dropped, the page's address kept. */
const URL = /https?:\/\/[^\s<>()"']+/g;
const SECRET_PARAMETER =
  /[?&#](?:[\w-]*(?:token|key|sig|signature|secret|password|passwd|pwd|auth|code|session|sid)[\w-]*)=/i;
/** A customer's own dynamic-DNS host (their DVR's or NAS's address from outside). */
const DDNS_HOST =
  /(?<![\w.-])[a-z0-9][a-z0-9-]{0,62}\.(?:ddns\.net|dyndns\.org|no-ip\.org|no-ip\.biz|hopto\.org|zapto\.org|duckdns\.org|dvrdns\.org|myddns\.me)(?![\w-])/gi;
const EMAIL = /(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+(?![\w-])/g;
/** A UPI ID (VPA): a handle and a bank's handle without a dot, 'asha.nair@okaxis'. */
const UPI_ID = /(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._-]{1,63}@[A-Za-z][A-Za-z0-9]{1,30}(?![\w@-]|\.\w)/g;
const IPV4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)/g;
/** Ticket numbers as issued (AIT-2026-00042) and as people retype them (AIT 2026 00042, #AIT202600042). */
const TICKET = /(?<![\w-])#?AIT[-\s]?\d{4}[-\s]?\d{5}(?!\d)/gi;
/** Invoice numbers (AIT/26-27/00042) and credit notes: they lead to a customer's invoice. */
const INVOICE = /(?<![\w/])[A-Z]{2,5}\/\d{2}-\d{2}\/\d{1,6}(?!\d)/g;
const GSTIN = /(?<![A-Z0-9])\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![A-Z0-9])/gi;
/**
 * A UPI RRN (12 digits) or a NEFT/RTGS UTR (a bank's letters, then 11 or 17 digits). Grouped in
 * fours ("4123 4567 8901") only after its label, so a list of years ("2024 2025 2026") stays.
 */
const BANK_REFERENCE =
  /(?<![\w+])(?:\d{12}|[A-Z]{4}[A-Z0-9]\d{11}(?:\d{6})?)(?!\w)|(?<=\b(?:UTR|RRN|UPI|ref|reference|txn|transaction(?:\sid)?)[\s:#.-]{1,4}(?:no\.?\s?)?)\d{4}[ -]\d{4}[ -]\d{4}(?!\w)/gi;
/** A serial number written with its label, with a digit in it ("the serial cable" stays): it identifies one device. */
const SERIAL =
  /\b(S\/N|SN|Serial(?:\s+(?:No\.?|Number|#))?)(\s*[:#.-]?\s*)(?=[A-Z-]{0,29}\d)[A-Z0-9][A-Z0-9-]{4,29}\b/gi;
/**
 * Phone-shaped runs: an optional '+' and country code, an optional (area code), groups of digits
 * separated by single spaces or dashes (not dots or commas: 22631.4460, 1,999). Which of them are phone numbers is decided on the digits.
 */
const PHONE_CANDIDATE =
  /(?<![\w+/.,:₹$-])(\+\s?\d{1,3}[\s-]{0,2})?(\(\d{2,5}\)[\s-]?)?\d{2,12}(?:[ -]\d{2,12}){0,4}(?![\w/]|[.,:]\d)/g;
/** A short local number only counts as a phone when it is labelled as one ("Ph: 2961100"). */
const LABELLED_LOCAL_PHONE =
  /\b(ph|phone|mob|mobile|tel|telephone|landline|whatsapp|call)(\.?\s*(?:no\.?)?\s*[:-]?\s*)(\d{3,4}[ -]?\d{3,4})(?!\d)/gi;

function isPhoneNumber(candidate: string, countryCode: string | undefined): boolean {
  const digits = candidate.replace(/\D/g, "");
  // With a '+', any international number: 8 to 15 digits (E.164).
  if (countryCode) return digits.length >= 8 && digits.length <= 15;
  // An Indian mobile (10 digits from 6-9), possibly with 0 or 91 in front.
  if (/^(?:0|91)?[6-9]\d{9}$/.test(digits) && !/^\d{12}$/.test(candidate)) return true;
  // A landline with its STD code: 0 and 10 digits in all (0471 296 1100, 0484-2345678).
  if (/^0[1-9]\d{9}$/.test(digits)) return true;
  return false;
}

function isPrivateIpv4(octets: number[]): boolean {
  const [a, b] = octets as [number, number];
  return (
    a === 10 || a === 127 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254)
  );
}

/**
 * An address written in the ways Kerala writes them: it starts at a house marker ("TC 25/3100",
 * "House No. 12", "Flat 3B", "Door No. 4/221", "2nd Floor") and runs on over capitalised,
 * comma-separated parts and a PIN code ("…, Thampanoor, Thiruvananthapuram 695001").
 */
// A dot belongs to a part only inside it ("P.O.,") or after an abbreviation ("St. Mary's", "Opp. KSRTC"):
// "695001. Also" ends the address.
const ADDRESS_WORD = String.raw`(?:[\w'’/()-]|\.(?!\s)|(?<=\b(?:St|Jn|Rd|Nr|Opp))\.){0,40}`;
const ADDRESS_PART = `[A-Z0-9]${ADDRESS_WORD}(?:[ ][A-Z0-9(]${ADDRESS_WORD}){0,5}`;
const HOUSE_MARKER = String.raw`(?:T\.?\s?C\.?\s?\d{1,3}\/\d{1,5}(?:\([\w ]{1,10}\))?[A-Z]?|(?:House|H\.|Door|Plot|Flat|Villa|Building|Bldg\.?)\s?(?:No\.?|Number|#)\s*[:.]?\s*[A-Z]?\d{1,5}[A-Z]?(?:\/\d{1,5}[A-Z]?)?|Flat\s[A-Z]?\d{1,4}[A-Z]?|\d{1,2}(?:st|nd|rd|th)\s+Floor)`;
const PIN = String.raw`[1-9]\d{2}\s?\d{3}(?!\d)`;
const HOUSE_ADDRESS = new RegExp(
  `(?<![\\w/])${HOUSE_MARKER}(?:,?[ ]${ADDRESS_PART}|,\\s?${ADDRESS_PART}){0,6}(?:[ ,-]{1,3}(?:PIN[: -]{0,3})?${PIN})?`,
  "g",
);
/** Without a house marker: capitalised parts, a comma at least, and a PIN ("Pallavi Towers, Kazhakkoottam 695582"). */
const PIN_ADDRESS = new RegExp(
  `(?<![\\w/])(?:${ADDRESS_PART},\\s?){1,5}${ADDRESS_PART}(?:[ ]?-[ ]?|[ ,]{1,2})(?:PIN[: -]{0,3})?${PIN}|(?<![\\w/])PIN(?:\\s?code)?[: -]{1,3}${PIN}`,
  "g",
);

/** The digits of a phone number written any way, matched with any separators between them. */
function knownPhonePattern(phone: string): RegExp | null {
  const digits = phone.replace(/\D/g, "");
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  if (national.length < 6) return null;
  const body = [...national].join(String.raw`[\s().-]{0,2}`);
  return new RegExp(`(?<![\\d+])(?:\\+?\\s?91[\\s-]{0,2}|0)?${body}(?!\\d)`, "g");
}

/** Text matched with any run of whitespace where it has some, case-insensitively. */
function loosePattern(text: string): RegExp {
  return new RegExp(text.trim().split(/\s+/).map(escapeRegExp).join(String.raw`\s+`), "giu");
}

/** A name's words; an initial ("P.", "K") is a word that only counts next to the others. */
function nameWords(name: string): { words: string[]; initials: string[] } {
  const tokens = name
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const isInitial = (token: string) => /^\p{L}\.?$/u.test(token);
  return {
    words: tokens.filter((token) => !isInitial(token)).map((token) => token.replace(/\.$/, "")),
    initials: tokens.filter(isInitial).map((token) => token.replace(/\.$/, "")),
  };
}

function atSentenceStart(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 4), offset);
  return /^\s*$/.test(text.slice(0, offset)) || /(?:[.!?:]\s+|\n[ \t>*-]*)$/.test(before);
}

/** Rules for one person: their whole name (with any initials), then each of its words alone. */
function nameRules(name: string, placeholder: string): (Rule & { whole: boolean })[] {
  const { words, initials } = nameWords(name);
  if (words.length === 0) return [];
  const initial = initials.length > 0 ? `(?:${initials.map(escapeRegExp).join("|")})` : null;
  const core = words.map(escapeRegExp).join(String.raw`\s+`);
  const rules: (Rule & { whole: boolean })[] = [];
  if (words.length > 1 || initial) {
    // "Anil Kumar P.", "P. Anil Kumar", "Anil Kumar": initials only where the name has them.
    const before = initial ? `(?:${initial}\\.?\\s?)?` : "";
    const after = initial ? `(?:\\s${initial}${WORD_END}\\.?)?` : "";
    rules.push({
      whole: true,
      kind: "name",
      pattern: new RegExp(`${WORD_START}${before}${core}${after}${WORD_END}`, "giu"),
      replace: () => placeholder,
    });
  }
  for (const word of words) {
    if (word.length < 2) continue;
    if (COMMON_WORD_NAMES.has(word.toLowerCase())) {
      const capitalised = word[0]?.toUpperCase() + word.slice(1).toLowerCase();
      rules.push({
        whole: false,
        kind: "name",
        pattern: new RegExp(`${WORD_START}${escapeRegExp(capitalised)}${WORD_END}(?=(['’]s${WORD_END}|,)?)`, "gu"),
        replace: (_match, [possessiveOrComma], offset, input) =>
          atSentenceStart(input, offset) && !possessiveOrComma ? null : placeholder,
      });
      continue;
    }
    rules.push({
      whole: false,
      kind: "name",
      pattern: new RegExp(`${WORD_START}${escapeRegExp(word)}${WORD_END}`, "giu"),
      replace: () => placeholder,
    });
  }
  return rules;
}

/**
 * The text with personal data replaced by bracketed placeholders, and how many of each kind went.
 * Order matters: links, emails and addresses go before phone numbers and names, so a name inside
 * an email address or a number inside an address is removed with the whole of it.
 */
export function scrubPersonalData(text: string, known: KnownPersonalData): ScrubResult {
  const scrubber = new Scrubber(text);

  scrubber.apply({
    kind: "link",
    pattern: URL,
    replace: (url) => {
      const secret = SECRET_PARAMETER.exec(url);
      return secret ? url.slice(0, secret.index) : null;
    },
  });
  scrubber.apply({ kind: "link", pattern: DDNS_HOST, replace: () => PLACEHOLDER.ddns });
  for (const email of known.emails ?? []) {
    if (email.trim()) scrubber.apply({ kind: "email", pattern: loosePattern(email), replace: () => PLACEHOLDER.email });
  }
  scrubber.apply({ kind: "email", pattern: EMAIL, replace: () => PLACEHOLDER.email });
  scrubber.apply({ kind: "reference", pattern: UPI_ID, replace: () => PLACEHOLDER.upiId });
  scrubber.apply({
    kind: "ip",
    pattern: IPV4,
    replace: (_address, octetTexts) => {
      const octets = octetTexts.map(Number);
      if (octets.some((octet) => octet > 255)) return null;
      // LAN addresses are the same in every home ("open 192.168.1.1"): an article needs them.
      return isPrivateIpv4(octets) ? null : PLACEHOLDER.ip;
    },
  });
  scrubber.apply({ kind: "ticket", pattern: TICKET, replace: () => PLACEHOLDER.ticket });
  scrubber.apply({ kind: "reference", pattern: INVOICE, replace: () => PLACEHOLDER.reference });
  scrubber.apply({ kind: "reference", pattern: GSTIN, replace: () => PLACEHOLDER.gstin });
  scrubber.apply({
    kind: "reference",
    pattern: SERIAL,
    replace: (_serial, [label, separator]) => `${label}${separator}${PLACEHOLDER.serial}`,
  });

  for (const address of known.addresses ?? []) {
    if (address.trim())
      scrubber.apply({ kind: "address", pattern: loosePattern(address), replace: () => PLACEHOLDER.address });
  }
  scrubber.apply({ kind: "address", pattern: HOUSE_ADDRESS, replace: () => PLACEHOLDER.address });
  scrubber.apply({ kind: "address", pattern: PIN_ADDRESS, replace: () => PLACEHOLDER.address });

  for (const phone of known.phones ?? []) {
    const pattern = knownPhonePattern(phone);
    if (pattern) scrubber.apply({ kind: "phone", pattern, replace: () => PLACEHOLDER.phone });
  }
  scrubber.apply({
    kind: "phone",
    pattern: PHONE_CANDIDATE,
    replace: (candidate, [countryCode]) => (isPhoneNumber(candidate, countryCode) ? PLACEHOLDER.phone : null),
  });
  scrubber.apply({
    kind: "phone",
    pattern: LABELLED_LOCAL_PHONE,
    replace: (_match, [label, separator]) => `${label}${separator}${PLACEHOLDER.phone}`,
  });
  // After phone numbers, so "+91 94470 24724" is a phone; 12 digits written without a break are a
  // reference even when they start with 91 (a UPI RRN can).
  scrubber.apply({ kind: "reference", pattern: BANK_REFERENCE, replace: () => PLACEHOLDER.reference });

  const people = [
    ...known.names.map((name) => ({ name, placeholder: PLACEHOLDER.customer })),
    ...(known.staffNames ?? []).map((name) => ({ name, placeholder: PLACEHOLDER.staff })),
  ];
  // Whole names before single words, so "Anil Kumar P." goes as one and not as three placeholders.
  const rules = people.flatMap(({ name, placeholder }) => nameRules(name, placeholder));
  for (const rule of [...rules.filter((rule) => rule.whole), ...rules.filter((rule) => !rule.whole)]) {
    scrubber.apply(rule);
  }
  return scrubber.result();
}

export type TicketForArticle = {
  subject: string;
  description: string;
  /** The ticket's public replies in the order they were written (internal notes never come here). */
  publicReplies: { body: string; byStaff: boolean }[];
};

export type ArticleDraft = { title: string; summary: string; body: string; removed: ScrubResult["removed"] };

/** The note an editor sees first and deletes before publishing. */
export const DRAFT_NOTE =
  "> **Draft from a resolved ticket — check before publishing.** Personal data was replaced by [placeholders]; rewrite them, check every step, then delete this note.";

/** "Hi Asha,", "Dear Sir,", "Good morning," — a first line that greets someone. */
const GREETING = /^(?:hi|hello|hey|dear|greetings|namaskaram|good\s(?:morning|afternoon|evening))\b[^\n]{0,40}$/i;
/** "Regards,", "Thanks & regards,", "Best," — a sign-off line; it and what follows it (a name, a title) go. */
const SIGN_OFF =
  /^(?:(?:thanks|thank you|many thanks)(?:\s(?:and|&)\s(?:best\s|warm\s|kind\s)?regards)?|(?:best|warm|kind|with)?\s?regards|best|cheers|sincerely|yours\s(?:truly|sincerely|faithfully)|thanking you)[,.!]?$/i;
/** How many lines a signature may have after its sign-off (name, title, company, phone). */
const SIGNATURE_LINES = 5;

/** What a person wrote, without the quoted history, the greeting and the signature. */
function replyContent(text: string): string {
  // stripQuotedText has dropped the leading blank lines: a greeting is the first line or none.
  const lines = stripQuotedText(text).split("\n");
  if (GREETING.test((lines[0] ?? "").trim())) lines.shift();
  for (let index = Math.max(0, lines.length - 1 - SIGNATURE_LINES); index < lines.length; index++) {
    if (SIGN_OFF.test((lines[index] ?? "").trim())) {
      lines.length = index;
      break;
    }
  }
  return lines.join("\n").trim();
}

function mergeRemoved(results: ScrubResult[]): ScrubResult["removed"] {
  const counts = new Map<RemovedKind, number>();
  for (const { removed } of results) {
    for (const { kind, count } of removed) counts.set(kind, (counts.get(kind) ?? 0) + count);
  }
  return [...counts].map(([kind, count]) => ({ kind, count }));
}

/** The first sentence of a text, at most 160 characters (a search result's and a meta description's length). */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).replace(/\s+\S*$/, "")}…`;
}

/**
 * The draft of a help article from a resolved ticket: the problem is the customer's description
 * (with what they added before staff first answered), what fixed it is the staff's public
 * replies in order. The customer's later replies are left out: they are mostly thanks and
 * confirmations, and an article tells the fix, not the conversation.
 */
export function articleDraftFromTicket(ticket: TicketForArticle, known: KnownPersonalData): ArticleDraft {
  const firstStaffReply = ticket.publicReplies.findIndex((reply) => reply.byStaff);
  const customerAdditions = ticket.publicReplies
    .slice(0, firstStaffReply === -1 ? ticket.publicReplies.length : firstStaffReply)
    .map((reply) => replyContent(reply.body));
  const staffReplies = ticket.publicReplies.filter((reply) => reply.byStaff).map((reply) => replyContent(reply.body));

  const title = scrubPersonalData(ticket.subject.replace(/^(?:\s*(?:re|fwd?|fw)\s*:\s*)+/i, "").trim(), known);
  const problem = scrubPersonalData(
    [replyContent(ticket.description), ...customerAdditions].filter(Boolean).join("\n\n"),
    known,
  );
  const fixes = staffReplies.filter(Boolean).map((reply) => scrubPersonalData(reply, known));

  const body = [
    DRAFT_NOTE,
    "## The problem",
    problem.text,
    "## What fixed it",
    ...(fixes.length > 0 ? fixes.map((fix) => fix.text) : ["(No public reply from staff: write the fix here.)"]),
  ].join("\n\n");
  return {
    title: title.text,
    summary: firstSentence(problem.text),
    body: `${body}\n`,
    removed: mergeRemoved([title, problem, ...fixes]),
  };
}
