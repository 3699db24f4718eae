// iCalendar (RFC 5545) for visits: the invitation an email carries (one VEVENT, METHOD:REQUEST when
// booked or moved, METHOD:CANCEL when cancelled, RFC 5546) and a technician's calendar feed (many
// VEVENTs, no METHOD: a subscription, not a message). Pure, so the rules of the format — CRLF line
// ends, lines folded at 75 octets without splitting a UTF-8 character, TEXT values escaped — are
// tested on their own.

/** One visit as a calendar event. */
export type CalendarEvent = {
  /** Stable for the visit, e.g. 'visit-42@ananthait.in': a calendar replaces the event it already has. */
  uid: string;
  /** Rises with each change of the visit, so a calendar takes the newer copy. */
  sequence: number;
  /** When this copy was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string | null;
  /** The company, as the event's organiser. */
  organizer: { name: string; email: string };
  /** The customer invited (an email's invitation names who it is for). */
  attendee?: { name: string; email: string } | null;
  /** The visit's page. */
  url?: string | null;
  cancelled?: boolean;
};

const PRODUCT = "-//Anantha IT Solutions//Visits//EN";

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (a name in CN=…): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters cannot appear in a parameter
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** A UTC date-time, '20261201T033000Z'. */
export function utcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space, and
 * a line never breaks inside a UTF-8 character (a calendar would show a broken letter).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // The first line holds 75 octets; each continuation 74 after its leading space.
  let room = 75;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > room) {
      parts.push(current);
      current = "";
      octets = 0;
      room = 74;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`);
  if (event.attendee) {
    lines.push(`ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`);
  }
  lines.push(`STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT");
  return lines;
}

function calendar(head: string[], events: readonly CalendarEvent[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT}`,
    "CALSCALE:GREGORIAN",
    ...head,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The invitation an email carries: METHOD:REQUEST for a booked (or moved) visit, CANCEL for a cancelled one. */
export function visitInvitation(event: CalendarEvent): string {
  return calendar([`METHOD:${event.cancelled ? "CANCEL" : "REQUEST"}`], [event]);
}

/** A technician's calendar feed: their visits, named so a calendar app can show it. */
export function visitFeed(name: string, events: readonly CalendarEvent[]): string {
  return calendar([`X-WR-CALNAME:${escapeText(name)}`], events);
}
