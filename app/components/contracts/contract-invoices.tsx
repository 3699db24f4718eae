// A contract's invoices, on its pages (the customer's, in a static region; the staff's): number (to
// the invoice's page on that side of the site), billing period, total and standing in words. Props only.
import { Link } from "react-router";
import { TableScroller } from "~/components/ui/table-scroller";
import { contractInvoicesCopy as invoicesCopyEn } from "~/content/contract-billing";
import { contractInvoicesCopy as invoicesCopyMl } from "~/content/contract-billing.ml";
import { invoiceStandingLabels as standingEn } from "~/content/invoice-document";
import { invoiceStandingLabels as standingMl } from "~/content/invoice-document.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import type { InvoiceStanding } from "~/lib/invoices/invoice-state";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";

export type ContractInvoiceLine = {
  id: number;
  number: string;
  periodStartsOn: string | null;
  periodEndsOn: string | null;
  dueDate: string;
  totalPaise: number;
  standing: InvoiceStanding;
};

// Server-rendered where a customer reads it; the staff console hydrates it. Words are paired export by
// export, never as whole modules (`import * as`): a module's namespace object built in the browser makes
// Rolldown keep its helpers in a file of their own, one more request on every page.
const invoicesCopies = localized(invoicesCopyEn, invoicesCopyMl);
const standingLabels = localized(standingEn, standingMl);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
const cellClass = "px-3 py-2 text-left align-top";

export function ContractInvoices({
  invoices,
  invoiceBase,
  className,
}: {
  invoices: readonly ContractInvoiceLine[];
  /** The invoices' pages on this side of the site: `/account/invoices` or `/staff/invoices`. */
  invoiceBase: string;
  className?: string;
}) {
  const locale = useLocale();
  const copy = invoicesCopies[locale];
  const invoiceStandingLabels = standingLabels[locale];
  return (
    <section
      aria-labelledby="contract-invoices-heading"
      className={`rounded-xl border border-slate-200 bg-white p-4${className ? ` ${className}` : ""}`}
    >
      <h2 id="contract-invoices-heading" className="text-lg font-bold text-slate-900">
        {copy.heading}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{copy.none}</p>
      ) : (
        <TableScroller label={copy.heading} className="mt-3">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={cellClass}>
                  {copy.number}
                </th>
                <th scope="col" className={cellClass}>
                  {copy.period}
                </th>
                <th scope="col" className={cellClass}>
                  {copy.due}
                </th>
                <th scope="col" className={`${cellClass} text-right`}>
                  {copy.total}
                </th>
                <th scope="col" className={cellClass}>
                  {copy.status}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <Link to={`${invoiceBase}/${invoice.id}`} className={linkClass}>
                      {invoice.number}
                    </Link>
                  </th>
                  <td className={cellClass}>
                    {invoice.periodStartsOn && invoice.periodEndsOn
                      ? copy.periodValue(
                          formatLongDate(invoice.periodStartsOn, locale),
                          formatLongDate(invoice.periodEndsOn, locale),
                        )
                      : "—"}
                  </td>
                  <td className={cellClass}>{formatLongDate(invoice.dueDate, locale)}</td>
                  <td className={`${cellClass} text-right tabular-nums`}>{formatRupeesExact(invoice.totalPaise)}</td>
                  <td className={cellClass}>{invoiceStandingLabels[invoice.standing]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
