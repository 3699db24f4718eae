// The words of a contract's terms, as the customer reads and accepts them at /account/contracts/{id}
// and as the acceptance record keeps them (app/lib/contracts/terms.ts assembles them from the
// contract's copied figures). Changing these words changes the text of every draft not yet accepted:
// a customer who opened the page before the change is asked to read the new text (its hash differs).
import { site } from "./site";

const visitsText = (visits: number | null) =>
  visits === null ? "as agreed in the quote" : visits === 0 ? "not included (remote support only)" : `${visits} a year`;

export const contractTermsWords = {
  title: (id: number) => `Annual Maintenance Contract AMC-${id}`,
  parties: (customerName: string, customerEmail: string) =>
    `Between ${site.legalName}, Thiruvananthapuram, Kerala ("the company"), and ${customerName} <${customerEmail}> ("the customer").`,
  plan: (planName: string) => `Plan: ${planName}.`,
  period: (from: string, to: string, months: number) => `Period: ${from} to ${to} (${months} months).`,
  price: (monthly: string, periodName: string, periodPrice: string, discountPercent: number) =>
    discountPercent > 0
      ? `Price: ${monthly} a month, billed ${periodName} at ${periodPrice} (${discountPercent} % off), on each billing date from the start date.`
      : `Price: ${monthly} a month, billed ${periodName} at ${periodPrice}, on each billing date from the start date.`,
  tax: "Amounts are in Indian rupees, billed in advance, and exclude GST, which each tax invoice adds at the applicable rate.",
  devices: (limit: number | null) => `Devices covered: ${limit === null ? "no fixed limit" : `up to ${limit}`}.`,
  healthChecks: (cadence: string) => `System health checks: ${cadence}.`,
  visits: (visits: number | null) => `On-site visits: ${visitsText(visits)}.`,
  response: (responseTime: string) =>
    `First response to a support ticket: within ${responseTime}. The Terms of Service's service levels apply to everything else.`,
  sitesHeading: "Sites covered:",
  site: (index: number, address: string, area: string) => `${index}. ${address} (${area})`,
  noSites: "Sites covered: the customer's address on record.",
  renewal: (end: string, graceDays: number, termMonths: number) =>
    `Renewal: the contract ends on ${end}. The company reminds the customer by email 30, 15 and 7 days before, on the day and during a grace period of ${graceDays} days after it, in which the plan's service continues and the customer may renew. Renewal starts a new ${termMonths}-month contract at the plan's price then in force. With automatic renewal switched on (the customer may switch it on or off at any time before the end date), it renews by itself on the end date.`,
  cancellation:
    "Cancellation: either party may cancel the contract by telling the other in writing; the plan's service ends on the day it is cancelled, and a plan change is prorated by billing cycle. The Terms of Service at /terms apply to everything this contract does not say.",
};

/** Billing periods as a sentence says them: 'billed monthly'. */
export const billingPeriodWords = { monthly: "monthly", quarterly: "quarterly", annual: "annually" };

/** Health-check cadences as a sentence says them. */
export const healthCheckWords = { "one-time": "once", monthly: "monthly", weekly: "weekly", daily: "daily" };

/** A response time as a sentence says it: '4 hours', '2 days'. */
export const durationWords = {
  days: (days: number) => `${days} days`,
  hour: "1 hour",
  hours: (hours: number) => `${hours} hours`,
  minutes: (minutes: number) => `${minutes} minutes`,
};

/** Said on a Malayalam page above the terms, which are accepted as written in English. */
export const termsLanguageNote: string = "";
