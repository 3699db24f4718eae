// HR's promise to an applicant: "we will contact you within 5 business days". Defined
// precisely as the END of the 5th Kerala business day AFTER the day of the application — 18:00 IST
// on that day. The day the application arrives never counts, whatever the hour (an application at
// 09:05 on a Monday and one at 23:55 the same Monday are both due by Monday of the next week), and
// weekends and Kerala public holidays (app/content/kerala-holidays.ts, through the SLA calendar)
// are skipped. Pure: the same answer on every server.
import { BUSINESS_DAY_END_MS, businessHoursCalendar, IST_OFFSET_MS, type SlaCalendar } from "~/lib/sla/calendar";

export const CONTACT_WITHIN_BUSINESS_DAYS = 5;

const DAY_MS = 24 * 60 * 60_000;
const NOON_MS = 12 * 60 * 60_000;

/** The instant HR should have contacted an applicant who applied at `appliedAt`. */
export function applicationContactBy(
  appliedAt: Date,
  calendar: SlaCalendar = businessHoursCalendar(),
  businessDays = CONTACT_WITHIN_BUSINESS_DAYS,
): Date {
  // Midnight IST of the application's day, as epoch ms.
  let midnight = Math.floor((appliedAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  let counted = 0;
  // A year is far more than 5 business days can ever span; the bound only guards a broken calendar.
  for (let step = 0; step < 366; step++) {
    midnight += DAY_MS;
    // A day is a business day when the calendar counts time at its noon (weekends and holidays do not).
    if (calendar.counts(midnight + NOON_MS)) counted++;
    if (counted === businessDays) return new Date(midnight + BUSINESS_DAY_END_MS);
  }
  throw new Error(`no ${businessDays} business days within a year of ${appliedAt.toISOString()}`);
}
