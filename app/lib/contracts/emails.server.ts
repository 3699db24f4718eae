// The emails of a contract: each a few plain paragraphs and a link to the contract's page, as text
// and as escaped HTML. Queued by the kernel with the event that sends it (appendCaseEvent), so an
// email exists exactly when its change does.
import { contractEmailWords as words } from "~/content/contract-emails";
import { escapeHtml } from "~/lib/email/html";
import { formatLongDate } from "~/lib/india-time";
import type { Contract } from "./contracts.server";
import { responseTimeText } from "./terms";

export type ContractCustomer = { fullName: string; email: string };

type EmailParts = {
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

/** The customer's page of a contract, as an absolute URL. */
export function contractPageUrl(publicUrl: string, id: number): string {
  return new URL(`/account/contracts/${id}`, publicUrl).href;
}

const dates = (contract: Pick<Contract, "startsOn" | "endsOn">) =>
  [formatLongDate(contract.startsOn), formatLongDate(contract.endsOn)] as const;

export function contractSentEmail(contract: Contract, customer: ContractCustomer, publicUrl: string) {
  return contractEmail({
    kind: "contract.sent",
    to: customer.email,
    subject: words.sent.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: words.sent.lines(contract.planName, ...dates(contract)),
    link: contractPageUrl(publicUrl, contract.id),
  });
}

export function contractAcceptedEmail(contract: Contract, customer: ContractCustomer, publicUrl: string) {
  return contractEmail({
    kind: "contract.accepted",
    to: customer.email,
    subject: words.accepted.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: words.accepted.lines(contract.planName, ...dates(contract), responseTimeText(contract.responseMinutes)),
    link: contractPageUrl(publicUrl, contract.id),
  });
}

export function contractCancelledEmail(
  contract: Contract,
  customer: ContractCustomer,
  reason: string,
  publicUrl: string,
) {
  return contractEmail({
    kind: "contract.cancelled",
    to: customer.email,
    subject: words.cancelled.subject(contract.id, contract.planName),
    greetingName: customer.fullName,
    paragraphs: words.cancelled.lines(contract.planName, reason),
    link: contractPageUrl(publicUrl, contract.id),
  });
}

export function contractAutoRenewEmail(contract: Contract, customer: ContractCustomer, on: boolean, publicUrl: string) {
  return contractEmail({
    kind: "contract.auto-renew",
    to: customer.email,
    subject: words.autoRenew.subject(contract.id, on),
    greetingName: customer.fullName,
    paragraphs: words.autoRenew.lines(on, formatLongDate(contract.endsOn)),
    link: contractPageUrl(publicUrl, contract.id),
  });
}
