// The full terms text of a contract, assembled from its copied figures (never from plans.ts: a later
// price change must not change a running contract or its text). The customer's page shows exactly
// this text; their acceptance keeps it with its SHA-256 (terms.server.ts), and an accept posted with
// the hash of another text (the draft changed since the page was rendered) is refused as outdated.
import {
  billingPeriodWords,
  durationWords,
  contractTermsWords as words,
  healthCheckWords,
} from "~/content/contract-terms";
import {
  type BillingPeriod,
  CONTRACT_TERM_MONTHS,
  type HealthCheckCadence,
  RENEWAL_GRACE_DAYS,
} from "~/content/plan-terms";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money/paise";

/** What the terms are made of: the contract's own columns, its customer and its sites. */
export type ContractTermsSource = {
  id: number;
  planName: string;
  pricePaisePerMonth: number;
  billingPeriod: BillingPeriod;
  discountPercent: number;
  periodPricePaise: number;
  deviceLimit: number | null;
  healthChecks: HealthCheckCadence;
  onSiteVisitsPerYear: number | null;
  responseMinutes: number;
  startsOn: string;
  endsOn: string;
  customerName: string;
  customerEmail: string;
  sites: readonly { address: string; area: string }[];
};

/** '8 hours', '1 hour', '90 minutes', '2 days': a response time as plans.ts writes it. */
export function responseTimeText(minutes: number, said: typeof durationWords = durationWords): string {
  if (minutes % (24 * 60) === 0 && minutes >= 48 * 60) return said.days(minutes / (24 * 60));
  if (minutes % 60 === 0) return minutes === 60 ? said.hour : said.hours(minutes / 60);
  return said.minutes(minutes);
}

/** The terms as paragraphs (blank-line separated in the text). */
export function contractTermsParagraphs(contract: ContractTermsSource): string[] {
  const sites =
    contract.sites.length === 0
      ? [words.noSites]
      : [
          [
            words.sitesHeading,
            ...contract.sites.map((site, index) => words.site(index + 1, site.address, site.area)),
          ].join("\n"),
        ];
  return [
    words.title(contract.id),
    words.parties(contract.customerName, contract.customerEmail),
    [
      words.plan(contract.planName),
      words.period(formatLongDate(contract.startsOn), formatLongDate(contract.endsOn), CONTRACT_TERM_MONTHS),
      words.price(
        formatRupees(contract.pricePaisePerMonth),
        billingPeriodWords[contract.billingPeriod],
        formatRupees(contract.periodPricePaise),
        contract.discountPercent,
      ),
      words.tax,
    ].join("\n"),
    [
      words.devices(contract.deviceLimit),
      words.healthChecks(healthCheckWords[contract.healthChecks]),
      words.visits(contract.onSiteVisitsPerYear),
      words.response(responseTimeText(contract.responseMinutes)),
    ].join("\n"),
    ...sites,
    words.renewal(formatLongDate(contract.endsOn), RENEWAL_GRACE_DAYS, CONTRACT_TERM_MONTHS),
    words.cancellation,
  ];
}

export function contractTermsText(contract: ContractTermsSource): string {
  return contractTermsParagraphs(contract).join("\n\n");
}

/** A contract's number as staff and customers read it: 'AMC-42'. */
export function contractNumber(id: number): string {
  return `AMC-${id}`;
}
