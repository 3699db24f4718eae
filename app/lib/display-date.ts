// Dates in content are ISO days ("2026-11-02"), printed the Indian English way ("2 November 2026").
// Written out here rather than with Intl.DateTimeFormat: a browser's first Intl formatter loads its
// locale data, about 17 ms of main-thread work on a page that only wants a month's name
// (docs/decisions/012-performance-budgets.md, "Fifth step"). The tests hold it to Intl's output.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parts(isoDay: string) {
  const [year, month, day] = isoDay.slice(0, 10).split("-").map(Number);
  return { year: year ?? 0, month: MONTHS[(month ?? 1) - 1] ?? "", day: day ?? 0 };
}

/** '2 November 2026'. */
export function formatLongDate(isoDay: string): string {
  const { year, month, day } = parts(isoDay);
  return `${day} ${month} ${year}`;
}

/** 'November 2026'. */
export function formatMonthYear(isoDay: string): string {
  const { year, month } = parts(isoDay);
  return `${month} ${year}`;
}
