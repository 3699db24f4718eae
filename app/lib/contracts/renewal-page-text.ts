// What the renewal link's page says, worked out from its state and the words of one language. The
// English page works it out in the browser from the English words it already ships; a Malayalam
// page gets it from its loader (or action) as plain text, so its JavaScript carries neither the
// Malayalam words nor, beyond them, anything of the other language. Browser-safe: no words imported.
import type { contractRenewalCopy, contractRenewalPage } from "~/content/contract-renewal";
import type { renewalInvoiceCopy } from "~/content/contract-billing";
import type { Locale } from "~/lib/i18n/locale";
import { pathIn } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";
import type { RenewalPageData } from "./renewal-page.server";

export type RenewalWords = {
  page: typeof contractRenewalPage;
  copy: typeof contractRenewalCopy;
  billing: typeof renewalInvoiceCopy;
  /** Said above the terms on a page not in English (the terms are accepted as written in English). */
  termsNote: string;
};

type Link = { to: string; label: string };

export type RenewalPageText = {
  page: RenewalWords["page"];
  contact: string;
  /** The terms and the button, while there is one to press. */
  ready: {
    whom: string;
    next: string;
    termsHeading: string;
    termsNote: string;
    confirm: string;
    button: string;
  } | null;
  /** What the page says instead, and where to go from it. */
  outcome: { good: boolean; notice: string; link: Link | null } | null;
  /** The renewal's invoice: what it asks and by when, to its page. */
  invoice: { lead: string; amountDue: string; link: Link } | null;
};

export function renewalPageText(page: RenewalPageData, words: RenewalWords, locale: Locale): RenewalPageText {
  const { copy, billing } = words;
  const day = (isoDay: string) => formatLongDate(isoDay, locale);
  const to = (path: string) => pathIn(locale, path);
  const text: RenewalPageText = { page: words.page, contact: copy.contact, ready: null, outcome: null, invoice: null };
  switch (page.state) {
    case "ready":
      return {
        ...text,
        ready: {
          whom: copy.whom(page.contractId, page.customerName, page.planName, day(page.endsOn)),
          next: copy.next(day(page.next.startsOn), day(page.next.endsOn)),
          termsHeading: copy.termsHeading,
          termsNote: words.termsNote,
          confirm: copy.confirm(page.contractId),
          button: copy.button(page.contractId),
        },
      };
    case "renewed":
    case "already-renewed": {
      const { invoice } = page;
      return {
        ...text,
        outcome: {
          good: true,
          notice:
            page.state === "renewed"
              ? copy.renewed(page.contractId, page.nextId, day(page.startsOn), day(page.endsOn))
              : copy.alreadyRenewed(page.contractId, page.nextId),
          link: { to: to(`/account/contracts/${page.nextId}`), label: copy.newContract(page.nextId) },
        },
        invoice: invoice
          ? {
              lead:
                page.state === "renewed"
                  ? billing.renewed(invoice.number)
                  : billing.alreadyRenewed(page.nextId, invoice.number),
              amountDue: billing.amountDue(formatRupeesExact(invoice.totalPaise), day(invoice.dueDate)),
              link: { to: to(`/account/invoices/${invoice.id}`), label: billing.invoiceLink(invoice.number) },
            }
          : null,
      };
    }
    case "not-renewable":
      return {
        ...text,
        outcome: {
          good: false,
          notice: copy.notRenewable(page.contractId),
          link: { to: to(copy.plansLink.href), label: copy.plansLink.label },
        },
      };
    case "refused":
      return { ...text, outcome: { good: false, notice: page.message, link: null } };
    case "invalid":
      return { ...text, outcome: { good: false, notice: copy.invalid, link: null } };
    default:
      return { ...text, outcome: { good: false, notice: copy.unavailable, link: null } };
  }
}
