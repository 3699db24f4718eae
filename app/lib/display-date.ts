// Dates in content are ISO days ("2026-11-02"). They are formatted in UTC so the server (any time
// zone) and the browser print the same day and hydration matches.
const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** '2 November 2026'. */
export function formatLongDate(isoDay: string): string {
  return longDate.format(new Date(`${isoDay}T00:00:00Z`));
}

/** 'November 2026'. */
export function formatMonthYear(isoDay: string): string {
  return monthYear.format(new Date(`${isoDay}T00:00:00Z`));
}
