// Dates on staff pages: India time (the company's), formatted the same on the server and in the
// browser so hydration matches.
import { site } from "~/content/site";

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone });

/** '23 Nov 2026, 7:28 pm' from a Date or its ISO string (loader data arrives as either). */
export function formatStaffDateTime(value: Date | string): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}

export function isoString(value: Date | string): string {
  return typeof value === "string" ? value : value.toISOString();
}
