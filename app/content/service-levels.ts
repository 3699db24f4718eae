// The public /service-levels page: the Terms' targets (content/legal.ts serviceLevels,
// the same words /terms shows) beside what the support desk achieved over the last 90 days, and the
// links to it from /terms and /amc-plans.
import { formatCount } from "./numbers";
import type { TicketPriority, TicketType } from "~/db/tickets-schema";
import { serviceLevels } from "./service-level-targets";
import type { PageCopy } from "./schema";
import { siteIdentity } from "./site-identity";

export const serviceLevelsPage: PageCopy = {
  title: "Service levels",
  description: `The response and resolution times ${siteIdentity.name}'s Terms promise, beside the times we achieved on real support tickets over the last 90 days.`,
  heading: "Service levels: promised and delivered",
  intro:
    "Our Terms promise response and resolution times. Beside each target is what we actually achieved on real support tickets over the last 90 days, measured by the same clocks that hold every ticket to it.",
};

/** The fewest tickets behind a figure before we publish it: fewer would say more about luck than about us. */
export const MIN_SAMPLE = 30;

/** Row `index` of one of the Terms' tables as label and target (a missing row fails at start and in tests). */
function termsRow(rows: readonly (readonly [string, string])[], index: number) {
  const row = rows[index];
  if (!row) throw new Error(`content/legal.ts serviceLevels has no row ${index}`);
  return { label: row[0], target: row[1] };
}

/** The Terms' rows, keyed (their order in content/legal.ts; a unit test checks they match the SLA targets), in the language of `levels`. */
export function termsTargets(levels: typeof serviceLevels) {
  return {
    responseTargets: {
      critical: termsRow(levels.responseTimes, 0),
      high: termsRow(levels.responseTimes, 1),
      medium: termsRow(levels.responseTimes, 2),
      low: termsRow(levels.responseTimes, 3),
    } satisfies Record<TicketPriority, { label: string; target: string }>,
    resolutionTargets: {
      hardware: termsRow(levels.resolutionTimes, 0),
      software: termsRow(levels.resolutionTimes, 1),
      network: termsRow(levels.resolutionTimes, 2),
      data_recovery: termsRow(levels.resolutionTimes, 3),
    } satisfies Record<Exclude<TicketType, "other">, { label: string; target: string }>,
    /** Every availability row of the Terms: shown with its target, though tickets cannot measure it. */
    availabilityTargets: levels.availability.map((_, index) => termsRow(levels.availability, index)),
    /** The Terms' on-site support row (the last availability row): measured from the engineers' visits instead. */
    onSiteTarget: termsRow(levels.availability, 2),
    qualityTargets: {
      firstContact: termsRow(levels.quality, 0),
      satisfaction: termsRow(levels.quality, 1),
      followUp: termsRow(levels.quality, 2),
    },
  };
}

export const { responseTargets, resolutionTargets, availabilityTargets, onSiteTarget, qualityTargets } =
  termsTargets(serviceLevels);

// Written as the Terms write their targets ("85%"), so a figure reads the same as the target beside it.
const whole = (value: number) => `${Math.round(value)}%`;
const ticketsWord = (n: number) => (n === 1 ? "1 ticket" : `${formatCount(n)} tickets`);
const visitsWord = (n: number) => (n === 1 ? "1 visit" : `${formatCount(n)} visits`);

/** A duration as a customer reads it: "45 min", "3 h 20 min", "2 days 4 h" (24-hour days). */
export function durationText(minutes: number): string {
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  if (total < 48 * 60) {
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(total / (24 * 60));
  const hours = Math.round((total % (24 * 60)) / 60);
  return hours === 0 ? `${days} days` : `${days} days ${hours} h`;
}

export const serviceLevelsCopy = {
  period: (from: string, to: string) =>
    `Measured over the 90 days from ${from} to ${to} India time, and refreshed every hour.`,
  notEnoughOverall: (counted: number) =>
    `We have not yet handled enough support tickets in the last 90 days to publish our figures: ${ticketsWord(counted)} so far, and we publish a figure only once it rests on at least ${MIN_SAMPLE}. The targets below are what we promise in the meantime.`,
  notEnough: (counted: number) => `Not enough tickets yet to publish (${counted} of ${MIN_SAMPLE})`,
  notEnoughVisits: (counted: number) => `Not enough on-site visits yet to publish (${counted} of ${MIN_SAMPLE})`,
  notShown: "Not shown just now",
  unavailable: "Our measured figures cannot be shown just now. The targets below are what we promise.",
  response: {
    caption: "First response by priority",
    columns: ["Priority", "Our Terms promise a first response within", "Measured: answered within that time"],
    figure: (percent: number, counted: number) => `${whole(percent)} of ${ticketsWord(counted)}`,
  },
  resolution: {
    caption: "Resolution by type of issue",
    columns: [
      "Type of issue",
      "Our Terms' target resolution time",
      "Measured: typical time (median)",
      "Measured: 9 in 10 resolved within",
      "Measured: resolved within target",
    ],
    figure: (percent: number, counted: number) => `${whole(percent)} of ${ticketsWord(counted)}`,
  },
  availability: {
    caption: "Service availability",
    columns: ["Service", "Our Terms' target", "Measured"],
    notMeasured: "Not measured from support tickets (see how we measure, below)",
    onSite: (percent: number, within: number, counted: number) =>
      `${whole(percent)} arrived within the booked window, ${formatCount(within)} of ${visitsWord(counted)}, last 90 days`,
  },
  quality: {
    caption: "Quality commitments",
    columns: ["Measure", "Our Terms' target", "Measured"],
    firstContact: (percent: number, counted: number) =>
      `${whole(percent)} of ${ticketsWord(counted)} resolved with one reply`,
    satisfaction: (
      percent: number,
      average: number,
      rated: number,
      resolutions: { count: number; responseRate: number },
    ) =>
      `${whole(percent)} rated us 4 or 5 of 5 (average ${average.toFixed(1)}). ${formatCount(rated)} of ${formatCount(resolutions.count)} resolved tickets were rated (a response rate of ${whole(resolutions.responseRate)}).`,
    followUp: (percent: number, counted: number) =>
      `${whole(percent)} of ${formatCount(counted)} calls made within 48 hours`,
  },
  helpDeflections: {
    figure: (count: number) =>
      `Problems solved by our help articles without a ticket: ${formatCount(count)} in the last 90 days`,
    notEnough: (count: number) =>
      `Problems solved by our help articles without a ticket: not enough yet to publish (${count} of ${MIN_SAMPLE})`,
  },
  howHeading: "How we measure",
  how: [
    "Every support ticket opened in the 90 days counts, on the same clocks as our Terms: critical and high priority around the clock, medium and low in business hours (Monday to Friday, 9:00 AM to 6:00 PM IST, excluding Kerala public holidays), paused while a ticket waits on the customer.",
    "A first response counts as on time when our first reply to the customer came within the ticket's target — the priority's, or the shorter time of the customer's AMC plan. Tickets still inside their target and unanswered are counted once they are answered or late.",
    "Resolution times are for the tickets resolved in the 90 days. Where the Terms give a range we promise its longer end, as the Terms say. Satisfaction comes from the ratings customers send from the page a score in our resolution email opens (opening the link alone records nothing), and we say how many of the resolved tickets were rated.",
    `We publish a figure only when at least ${MIN_SAMPLE} tickets stand behind it, and never anything about a single customer or ticket. Service availability is not measured from support tickets, so its targets are shown without a figure.`,
    `On-site support is measured from our engineers' visits instead: every on-site visit completed in the 90 days that was booked for a time window counts, and it arrived on time when the arrival the engineer recorded on reaching you falls within that window. We publish it once at least ${MIN_SAMPLE} visits stand behind it.`,
    `A problem counts as solved by our help articles when a customer about to open a ticket read an article we suggested and pressed “This solved it”, so no ticket was needed: each press once, in the same 90 days. We publish the count once it reaches ${MIN_SAMPLE}.`,
  ],
  termsLink: "Read the Terms of Service",
};
