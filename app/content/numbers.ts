// Counts in the site's words ("1,250 characters", "12,34,567 tickets"): digits grouped the Indian way,
// as `toLocaleString("en-IN")` prints them. Written out rather than with Intl: a browser's first
// Intl formatter loads its locale data, about 17 ms of main-thread work while a page hydrates
// (docs/decisions/012-performance-budgets.md, "Fifth step"). The tests hold it to Intl's output.

/** A whole number with its digits grouped: thousands, then lakhs and crores (12,34,567). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const sign = count < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(count)));
  if (digits.length <= 3) return sign + digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}${rest},${lastThree}`;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size, the one way every page and message says it: "69 B", "13 KB", "3.4 MB", "10 MB"
 * (binary units, as the upload limits are set; a whole number of MB without ".0").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${formatCount(bytes)} B`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${formatCount(kilobytes)} KB`;
  const megabytes = Math.round((bytes / MB) * 10) / 10;
  return Number.isInteger(megabytes) ? `${formatCount(megabytes)} MB` : `${megabytes.toFixed(1)} MB`;
}
