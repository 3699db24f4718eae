// Kerala public holidays on which the support desk's business-hours calendar does not count
// (docs/decisions/016-sla-calendar.md). This is the list the company publishes to its customers:
// it follows the Government of Kerala's notification of public holidays under the Negotiable
// Instruments Act, which comes out towards the end of each year. Update it every year, as soon as
// the next year's notification is out: the SLA calculator warns on every date past `coversUntil`
// (it then counts weekends only), and a unit test fails once the data runs out within 45 days.
//
// Only weekdays matter to the calendar, but holidays falling on a weekend are kept so the list
// reads like the published one. Lunar festivals (Id, Bakrid, Muharram, Milad-i-Sherif, Onam,
// Vishu, Sivarathri, Deepavali) move every year and are declared on the sighting of the moon:
// dates marked `provisional` are the expected ones and the office confirms them against the
// government's notification (and any later change it announces) before publishing the list.

export type KeralaHoliday = {
  /** The date in India (IST), YYYY-MM-DD. */
  date: string;
  name: string;
  /** True while the government's notification for that year is not out yet. */
  provisional?: boolean;
};

export const keralaHolidays = {
  /** The first and last day the list is complete for; outside it the calendar warns. */
  coversFrom: "2026-01-01",
  coversUntil: "2027-12-31",
  days: [
    // 2026
    { date: "2026-01-02", name: "Mannam Jayanthi" },
    { date: "2026-01-26", name: "Republic Day" },
    { date: "2026-02-15", name: "Sivarathri" },
    { date: "2026-03-20", name: "Id-ul-Fitr (Ramzan)", provisional: true },
    { date: "2026-04-02", name: "Maundy Thursday" },
    { date: "2026-04-03", name: "Good Friday" },
    { date: "2026-04-05", name: "Easter" },
    { date: "2026-04-14", name: "Vishu; Dr. B.R. Ambedkar Jayanthi" },
    { date: "2026-05-01", name: "May Day" },
    { date: "2026-05-27", name: "Bakrid" },
    { date: "2026-06-26", name: "Muharram", provisional: true },
    { date: "2026-08-12", name: "Karkidaka Vavu", provisional: true },
    { date: "2026-08-15", name: "Independence Day" },
    { date: "2026-08-25", name: "First Onam; Milad-i-Sherif", provisional: true },
    { date: "2026-08-26", name: "Thiruvonam", provisional: true },
    { date: "2026-08-27", name: "Third Onam", provisional: true },
    { date: "2026-08-28", name: "Fourth Onam; Ayyankali Jayanthi", provisional: true },
    { date: "2026-09-04", name: "Sreekrishna Jayanthi", provisional: true },
    { date: "2026-09-21", name: "Sree Narayana Guru Samadhi" },
    { date: "2026-09-26", name: "Sree Narayana Guru Jayanthi", provisional: true },
    { date: "2026-10-02", name: "Gandhi Jayanthi" },
    { date: "2026-10-20", name: "Mahanavami" },
    { date: "2026-10-21", name: "Vijayadasami" },
    { date: "2026-11-08", name: "Deepavali" },
    { date: "2026-12-25", name: "Christmas" },
    // 2027
    { date: "2027-01-02", name: "Mannam Jayanthi" },
    { date: "2027-01-26", name: "Republic Day" },
    { date: "2027-03-06", name: "Sivarathri", provisional: true },
    { date: "2027-03-10", name: "Id-ul-Fitr (Ramzan)", provisional: true },
    { date: "2027-03-25", name: "Maundy Thursday" },
    { date: "2027-03-26", name: "Good Friday" },
    { date: "2027-03-28", name: "Easter" },
    { date: "2027-04-14", name: "Vishu; Dr. B.R. Ambedkar Jayanthi", provisional: true },
    { date: "2027-05-01", name: "May Day" },
    { date: "2027-05-17", name: "Bakrid", provisional: true },
    { date: "2027-06-15", name: "Muharram", provisional: true },
    { date: "2027-08-02", name: "Karkidaka Vavu", provisional: true },
    { date: "2027-08-15", name: "Independence Day; Milad-i-Sherif", provisional: true },
    { date: "2027-08-25", name: "Sreekrishna Jayanthi", provisional: true },
    { date: "2027-08-28", name: "Ayyankali Jayanthi" },
    { date: "2027-09-11", name: "First Onam", provisional: true },
    { date: "2027-09-12", name: "Thiruvonam", provisional: true },
    { date: "2027-09-13", name: "Third Onam", provisional: true },
    { date: "2027-09-14", name: "Fourth Onam; Sree Narayana Guru Jayanthi", provisional: true },
    { date: "2027-09-21", name: "Sree Narayana Guru Samadhi" },
    { date: "2027-10-02", name: "Gandhi Jayanthi" },
    { date: "2027-10-08", name: "Mahanavami", provisional: true },
    { date: "2027-10-09", name: "Vijayadasami", provisional: true },
    { date: "2027-10-28", name: "Deepavali", provisional: true },
    { date: "2027-12-25", name: "Christmas" },
  ] satisfies KeralaHoliday[],
} as const;
