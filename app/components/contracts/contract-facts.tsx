// A contract's figures as its customer reads them, on /account/contracts and on a contract's page:
// its state, dates and next billing date, the entitlements used and left, and the service we
// measured on the customer's own tickets (the same clocks as /service-levels, linked for how).
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Tone, ToneBadge } from "~/components/ui/tone-badge";
import { contractGraceCopy as graceEn } from "~/content/contract-billing";
import { contractGraceCopy as graceMl } from "~/content/contract-billing.ml";
import { durationWords as durationEn, healthCheckWords as healthChecksEn } from "~/content/contract-terms";
import { durationWords as durationMl, healthCheckWords as healthChecksMl } from "~/content/contract-terms.ml";
import { contractFactsCopy as factsEn, contractStateLabels as stateLabelsEn } from "~/content/contracts-customer";
import { contractFactsCopy as factsMl, contractStateLabels as stateLabelsMl } from "~/content/contracts-customer.ml";
import type { CustomerContractState, CustomerContractSummary, VisitTally } from "~/lib/contracts/customer-state";
import { responseTimeText } from "~/lib/contracts/terms";
import type { Locale } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money/paise";

// Server-rendered where a customer reads it; the staff console hydrates it. Words are paired export by
// export, never as whole modules (`import * as`): a module's namespace object built in the browser makes
// Rolldown keep its helpers in a file of their own, one more request on every page.
const graceCopies = localized(graceEn, graceMl);
const durationWords = localized(durationEn, durationMl);
const healthCheckWords = localized(healthChecksEn, healthChecksMl);
const factsCopies = localized(factsEn, factsMl);
const stateLabels = localized(stateLabelsEn, stateLabelsMl);

const stateTone: Record<CustomerContractState["state"], Tone> = {
  waiting: "blue",
  active: "green",
  ending: "orange",
  grace: "red",
  expired: "grey",
  renewed: "grey",
  cancelled: "grey",
  "awaiting-payment": "orange",
};

export function contractStateText(state: CustomerContractState, locale: Locale = "en"): string {
  const contractStateLabels = stateLabels[locale];
  const contractGraceCopy = graceCopies[locale];
  switch (state.state) {
    case "grace":
      return contractStateLabels.grace(formatLongDate(state.renewBy, locale));
    case "awaiting-payment":
      return contractGraceCopy.state(state.invoice);
    case "renewed":
      return state.nextId ? contractGraceCopy.renewedAs(state.nextId) : contractStateLabels.renewed;
    default:
      return contractStateLabels[state.state];
  }
}

export function ContractStateBadge({ state }: { state: CustomerContractState }) {
  return <ToneBadge tone={stateTone[state.state]}>{contractStateText(state, useLocale())}</ToneBadge>;
}

/** One term and its value of a contract's definition lists. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

type FactsCopy = typeof factsEn;

/** 'n used of N', or 'n so far (no fixed limit)' when the allowance is open. */
function allowance(copy: FactsCopy, used: number, included: number | null, of: (used: number, of: number) => string) {
  return included === null ? copy.noFixedLimit(used) : of(used, included);
}

const tallyText = (copy: FactsCopy, tally: VisitTally) => copy.tally(tally.done, tally.due, tally.missed);

/** The contract's dates, billing and entitlements, as a definition list. */
export function ContractTermsFacts({ contract }: { contract: CustomerContractSummary }) {
  const locale = useLocale();
  const copy = factsCopies[locale];
  const { usage, nextBilling } = contract;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <Fact term={copy.status}>
        <ContractStateBadge state={contract.state} />
      </Fact>
      <Fact term={copy.period}>
        {copy.periodValue(formatLongDate(contract.startsOn, locale), formatLongDate(contract.endsOn, locale))}
      </Fact>
      <Fact term={copy.validTill}>{formatLongDate(contract.endsOn, locale)}</Fact>
      <Fact term={copy.nextBilling}>
        {nextBilling
          ? copy.nextBillingValue(formatLongDate(nextBilling.day, locale), formatRupees(nextBilling.amountPaise))
          : copy.noNextBilling}
      </Fact>
      <Fact term={copy.autoRenew}>{contract.autoRenew ? copy.autoRenewOn : copy.autoRenewOff}</Fact>
      <Fact term={copy.healthChecks}>
        {copy.healthChecksValue(usage.healthChecksDone, healthCheckWords[locale][contract.healthChecks])}
      </Fact>
      <Fact term={copy.visits}>
        {usage.visitsIncluded === 0
          ? copy.remoteOnly
          : allowance(copy, usage.visitsUsed, usage.visitsIncluded, copy.usedOf)}
      </Fact>
      <Fact term={copy.devices}>{allowance(copy, usage.devicesCovered, usage.deviceLimit, copy.coveredOf)}</Fact>
      <Fact term={copy.healthChecksYear}>{tallyText(copy, usage.visits.healthChecks.year)}</Fact>
      {usage.visitsIncluded === 0 ? null : (
        <Fact term={copy.visitsYear}>{tallyText(copy, usage.visits.onSite.year)}</Fact>
      )}
    </dl>
  );
}

/** The customer's own measured service over the contract, with the link to how it is counted. */
export function ContractServiceFacts({
  contract,
  headingId,
}: {
  contract: CustomerContractSummary;
  headingId: string;
}) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = factsCopies[locale];
  const { service } = contract;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {copy.serviceHeading}
      </h3>
      {service ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            {copy.serviceIntro(formatLongDate(service.from, locale), formatLongDate(service.to, locale))}
          </p>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
            <Fact term={copy.opened}>{service.figures.opened}</Fact>
            <Fact term={copy.firstResponses(responseTimeText(contract.responseMinutes, durationWords[locale]))}>
              {copy.nOfM(service.figures.firstResponse.within, service.figures.firstResponse.due)}
              {service.figures.firstResponse.pending > 0 ? (
                <span className="block text-slate-600">{copy.pending(service.figures.firstResponse.pending)}</span>
              ) : null}
            </Fact>
            <Fact term={copy.resolutions}>
              {copy.nOfM(service.figures.resolution.within, service.figures.resolution.resolved)}
            </Fact>
          </dl>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{copy.serviceNotStarted}</p>
      )}
      <p className="mt-3 text-sm">
        <Link to={to(copy.serviceLevelsHref)} className="font-medium text-brand-800 underline underline-offset-2">
          {copy.howCounted}
        </Link>
      </p>
    </section>
  );
}
