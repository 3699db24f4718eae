// India's financial year, 1 April to 31 March, of a calendar day in India time; and the numbers of
// documents issued in it: one consecutive series per financial year, at most 16 characters.
// Pure and browser-safe.

/** '2026-27' for any day from 2026-04-01 to 2027-03-31 (a 'YYYY-MM-DD' calendar day). */
export function financialYearOf(day: string): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const year = Number(match[1]);
  const startYear = Number(match[2]) >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/** The first and last day of a financial year ('2026-27' → 2026-04-01 … 2027-03-31). */
export function financialYearDays(financialYear: string): { from: string; to: string } {
  const startYear = Number(financialYear.slice(0, 4));
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

/** The characters a GST document number may have (Rule 46: letters, digits, '-' and '/'), at most 16. */
export const DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;

/** Digits of the sequence: five (99,999 documents a year in a series). */
const SEQUENCE_DIGITS = 5;

/** 'AIT/26-27/00042': the series' prefix, the financial year (two digits each) and the sequence. */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`not a sequence number: ${sequence}`);
  const number = `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
  if (!DOCUMENT_NUMBER.test(number)) throw new RangeError(`document number ${number} is longer than 16 characters`);
  return number;
}

/** The longest prefix whose numbers stay within 16 characters ('/26-27/00042' takes 12). */
export const MAX_SERIES_PREFIX_LENGTH = 16 - 12;
