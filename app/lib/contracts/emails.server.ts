// The emails of a contract: each a few plain paragraphs and a link to the contract's page, as text
// and as escaped HTML. Queued by the kernel with the event that sends it (appendCaseEvent), so an
// email exists exactly when its change does.
import * as emailsEn from "~/content/contract-emails";
import * as emailsMl from "~/content/contract-emails.ml";
import * as termsEn from "~/content/contract-terms";
import * as termsMl from "~/content/contract-terms.ml";
import { contractDigestWords } from "~/content/staff-contract-digest";
import { escapeHtml } from "~/lib/email/html";
import { type Locale, pathIn } from "~/lib/i18n/locale";
import { localized } from "~/lib/i18n/localized";
import { formatLongDate } from "~/lib/india-time";
import { formatRupees } from "~/lib/money/paise";
import type { CustomerServiceFigures } from "~/lib/service-metrics/metrics.server";
import type { Contract } from "./contracts.server";
import { addDays, type CalendarDay, ENDING_WITHIN_DAYS, lapseDay } from "./period";
import { responseTimeText } from "./terms";

/** The contract's customer as its emails address them: in their language (users.locale), English when unknown. */
export type ContractCustomer = { fullName: string; email: string; locale?: Locale };

const emailWords = localized(emailsEn, emailsMl);
const termsWords = localized(termsEn, termsMl);

/** A customer's emails' words and formats, in their language. */
function speech(customer: ContractCustomer) {
  const locale = customer.locale ?? "en";
  return {
    locale,
    words: emailWords[locale].contractEmailWords,
    terms: termsWords[locale],
    day: (isoDay: string) => formatLongDate(isoDay, locale),
    responseTime: (minutes: number) => responseTimeText(minutes, termsWords[locale].durationWords),
  };
}

type EmailParts = {
  locale: Locale;
  kind: string;
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: readonly string[];
  /** A button-like link (the renewal's confirmation page), before the contract's own link. */
  action?: { label: string; url: string };
  link: string;
};

/** The one layout of a contract email. */
export function contractEmail(parts: EmailParts) {
  const words = emailWords[parts.locale].contractEmailWords;
  const text = [
    words.greeting(parts.greetingName),
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`] : []),
    `${words.viewLine} ${parts.link}`,
    words.signature,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(words.greeting(parts.greetingName))}</p>`,
    ...parts.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`),
    ...(parts.action
      ? [`<p><a href="${escapeHtml(parts.action.url)}"><strong>${escapeHtml(parts.action.label)}</strong></a></p>`]
      : []),
    `<p>${escapeHtml(words.viewLine)} <a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
  ].join("\n");
  return { kind: parts.kind, to: parts.to, subject: parts.subject, text, html };
}

/** The customer's page of a contract, as an absolute URL (in the customer's language). */
export function contractPageUrl(publicUrl: string, id: number, locale: Locale = "en"): string {
  return new URL(pathIn(locale, `/account/contracts/${id}`), publicUrl).href;
}

const dates = (contract: Pick<Contract, "startsOn" | "endsOn">, day: (isoDay: string) => string) =>
  [day(contract.startsOn), day(contract.endsOn)] as const;

export function contractSentEmail(contract: Contract, customer: ContractCustomer, publicUrl: string) {
  const { locale, words, day } = speech(customer);
  return contractEmail({
    locale,
    kind: "contract.sent",
    to: customer.email,
    subject: words.sent.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: words.sent.lines(contract.planName, ...dates(contract, day)),
    link: contractPageUrl(publicUrl, contract.id, locale),
  });
}

export function contractAcceptedEmail(contract: Contract, customer: ContractCustomer, publicUrl: string) {
  const { locale, words, day, responseTime } = speech(customer);
  return contractEmail({
    locale,
    kind: "contract.accepted",
    to: customer.email,
    subject: words.accepted.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: words.accepted.lines(
      contract.planName,
      ...dates(contract, day),
      responseTime(contract.responseMinutes),
    ),
    link: contractPageUrl(publicUrl, contract.id, locale),
  });
}

export function contractCancelledEmail(
  contract: Contract,
  customer: ContractCustomer,
  reason: string,
  publicUrl: string,
) {
  const { locale, words } = speech(customer);
  return contractEmail({
    locale,
    kind: "contract.cancelled",
    to: customer.email,
    subject: words.cancelled.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: words.cancelled.lines(contract.planName, reason),
    link: contractPageUrl(publicUrl, contract.id, locale),
  });
}

export function contractAutoRenewEmail(contract: Contract, customer: ContractCustomer, on: boolean, publicUrl: string) {
  const { locale, words, day } = speech(customer);
  return contractEmail({
    locale,
    kind: "contract.auto-renew",
    to: customer.email,
    subject: words.autoRenew.subject(contract.id, on),
    greetingName: customer.fullName,
    paragraphs: words.autoRenew.lines(on, day(contract.endsOn)),
    link: contractPageUrl(publicUrl, contract.id, locale),
  });
}

// --- Renewal ----------------------------------------------------------------------------------------

/** The lines of what a contract gives: response time, devices, health checks, on-site visits. */
function entitlementLines(contract: Contract, customer: ContractCustomer): string[] {
  const { words, terms, responseTime } = speech(customer);
  return [
    words.reminder.response(responseTime(contract.responseMinutes)),
    terms.contractTermsWords.devices(contract.deviceLimit),
    terms.contractTermsWords.healthChecks(terms.healthCheckWords[contract.healthChecks]),
    terms.contractTermsWords.visits(contract.onSiteVisitsPerYear),
  ];
}

/** What a reminder shows beside the contract: which reminder, the measured service, the next period, the link. */
export type ReminderDetails = {
  /** Days from today to the end date (0: it ends today; negative: it ended, in grace). */
  daysLeft: number;
  service: CustomerServiceFigures;
  /** The next period as renewal would make it now (renewalPreview). */
  next: Pick<Contract, "startsOn" | "endsOn" | "pricePaisePerMonth" | "billingPeriod">;
  renewUrl: string;
};

function serviceLines(contract: Contract, service: CustomerServiceFigures, customer: ContractCustomer): string {
  const { words, day, responseTime } = speech(customer);
  const response = responseTime(contract.responseMinutes);
  const lines =
    service.opened === 0 && service.firstResponse.due === 0 && service.resolution.resolved === 0
      ? [words.reminder.serviceNone]
      : [
          words.reminder.serviceOpened(service.opened),
          words.reminder.serviceFirstResponse(service.firstResponse.within, service.firstResponse.due, response),
          words.reminder.serviceResolution(service.resolution.within, service.resolution.resolved),
        ];
  return [words.reminder.serviceHeading(day(contract.startsOn)), ...lines].join("\n");
}

/**
 * A renewal reminder: what lapses and when (the plan, its response time and entitlements, the end of
 * grace), the customer's measured service over the contract, whether it renews by itself, and the
 * signed Renew link (its page asks before renewing).
 */
export function contractReminderEmail(
  contract: Contract,
  customer: ContractCustomer,
  details: ReminderDetails,
  publicUrl: string,
) {
  const { locale, words, terms, day } = speech(customer);
  const reminder = words.reminder;
  const end = day(contract.endsOn);
  const graceEnd = day(addDays(lapseDay(contract.endsOn), -1));
  const inGrace = details.daysLeft < 0;
  const next = details.next;
  const price = formatRupees(next.pricePaisePerMonth);
  const billed = terms.billingPeriodWords[next.billingPeriod];
  return contractEmail({
    locale,
    kind: "contract.reminder",
    to: customer.email,
    subject: reminder.subject(contract.id, contract.planName, details.daysLeft, end, contract.autoRenew),
    greetingName: customer.fullName,
    paragraphs: [
      inGrace
        ? reminder.ended(contract.planName, contract.id, end, graceEnd)
        : reminder.ending(contract.planName, contract.id, end),
      [reminder.entitlementsHeading, ...entitlementLines(contract, customer)].join("\n"),
      ...(inGrace || contract.autoRenew ? [] : [reminder.graceAhead(graceEnd)]),
      serviceLines(contract, details.service, customer),
      contract.autoRenew
        ? reminder.autoRenewOn(end, price, billed)
        : reminder.autoRenewOff(day(next.startsOn), day(next.endsOn), price, billed),
    ],
    action: { label: reminder.renewAction(contract.id), url: details.renewUrl },
    link: contractPageUrl(publicUrl, contract.id, locale),
  });
}

/** The contract renewed: the new period's dates and price, linking to the new contract. */
export function contractRenewedEmail(
  old: Contract,
  next: Contract,
  customer: ContractCustomer,
  automatic: boolean,
  publicUrl: string,
) {
  const { locale, words, terms, day } = speech(customer);
  return contractEmail({
    locale,
    kind: "contract.renewed",
    to: customer.email,
    subject: words.renewed.subject(old.id, next.id),
    greetingName: customer.fullName,
    paragraphs: [
      ...words.renewed.lines(next.planName, next.id, ...dates(next, day), automatic),
      words.renewed.price(
        formatRupees(next.pricePaisePerMonth),
        terms.billingPeriodWords[next.billingPeriod],
        formatRupees(next.periodPricePaise),
      ),
    ],
    link: contractPageUrl(publicUrl, next.id, locale),
  });
}

/** The contract expired past grace: what lapsed, the Terms' standard response times now, how to get a plan again. */
export function contractExpiredEmail(contract: Contract, customer: ContractCustomer, publicUrl: string) {
  const { locale, words, day } = speech(customer);
  const graceEnd = day(addDays(lapseDay(contract.endsOn), -1));
  return contractEmail({
    locale,
    kind: "contract.expired",
    to: customer.email,
    subject: words.expired.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: [
      ...words.expired.lines(contract.planName, contract.id, day(contract.endsOn), graceEnd),
      [words.expired.lapsedHeading, ...entitlementLines(contract, customer)].join("\n"),
      words.expired.standardTerms(new URL(pathIn(locale, "/terms"), publicUrl).href),
      words.expired.again(new URL(pathIn(locale, "/amc-plans"), publicUrl).href),
    ],
    link: contractPageUrl(publicUrl, contract.id, locale),
  });
}

/** One contract of the staff digest. */
export type DigestRow = Pick<Contract, "id" | "planName" | "endsOn" | "autoRenew" | "pricePaisePerMonth"> & {
  customerName: string;
};

/**
 * The staff's daily digest of contracts ending within 30 days (or in grace), not renewed: each with
 * a link to its console page, and a link to the console's list filtered the same way.
 */
export function contractDigestEmail(
  staffEmail: string,
  digest: { day: CalendarDay; rows: readonly DigestRow[]; total: number; monthlyPaise: number },
  publicUrl: string,
) {
  const copy = contractDigestWords;
  const listUrl = new URL(`/staff/contracts?ending=${ENDING_WITHIN_DAYS}`, publicUrl).href;
  const rowUrl = (id: number) => new URL(`/staff/contracts/${id}`, publicUrl).href;
  const day = formatLongDate(digest.day);
  const cells = (row: DigestRow) => [
    `AMC-${row.id}`,
    row.customerName,
    row.planName,
    formatLongDate(row.endsOn),
    row.autoRenew ? copy.on : copy.off,
    formatRupees(row.pricePaisePerMonth),
  ];
  const more = digest.total - digest.rows.length;
  const intro = copy.intro(digest.total, formatRupees(digest.monthlyPaise));
  const text = [
    intro,
    digest.rows.map((row) => `${cells(row).join(" · ")}\n  ${rowUrl(row.id)}`).join("\n"),
    ...(more > 0 ? [copy.more(more)] : []),
    `${copy.listLine} ${listUrl}`,
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    "<table>",
    `<tr>${copy.columns.map((column) => `<th align="left">${escapeHtml(column)}</th>`).join("")}</tr>`,
    ...digest.rows.map((row) => {
      const [first, ...rest] = cells(row).map(escapeHtml);
      return `<tr><td><a href="${escapeHtml(rowUrl(row.id))}">${first}</a></td>${rest.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
    }),
    "</table>",
    ...(more > 0 ? [`<p>${escapeHtml(copy.more(more))}</p>`] : []),
    `<p>${escapeHtml(copy.listLine)} <a href="${escapeHtml(listUrl)}">${escapeHtml(listUrl)}</a></p>`,
  ].join("\n");
  return {
    kind: "contract.digest",
    recordType: "contract" as const,
    to: staffEmail,
    subject: copy.subject(digest.total, day),
    text,
    html,
  };
}
