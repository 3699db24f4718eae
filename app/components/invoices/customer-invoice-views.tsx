// The customer's invoice pages below the site's header: the list on /account/invoices and an
// invoice's page (the tax invoice, how to pay it by UPI, payments received, references sent, and the
// "I have paid" form). Their loaders render them as static regions for the visitor alone
// (app/lib/static-regions.ts), so none of this, nor its words, is in the browser's JavaScript; the QR
// code is an SVG drawn on the server and the form is a plain HTML post.
import { Link } from "react-router";
import { InvoiceDocument } from "~/components/invoices/invoice-document";
import { UpiPanel } from "~/components/invoices/upi-panel";
import { TableScroller } from "~/components/ui/table-scroller";
import { FormAlert, TextField } from "~/components/ui/form-fields";
import * as documentEn from "~/content/invoice-document";
import * as documentMl from "~/content/invoice-document.ml";
import * as invoicesEn from "~/content/invoices-customer";
import * as invoicesMl from "~/content/invoices-customer.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale, useLocalePath } from "~/lib/i18n/use-locale";
import { formatDate, formatDateTime } from "~/lib/india-time";
import {
  type ClaimAnswer,
  type CustomerInvoiceListing,
  type CustomerInvoicePage,
  claimFields,
} from "~/lib/invoices/customer-view";
import { invoicePdfPath, receiptPdfPath } from "~/lib/invoices/downloads";
import type { InvoiceStanding } from "~/lib/invoices/invoice-state";
import { formatRupeesExact } from "~/lib/money/paise";

// Static regions, rendered on the server only: both languages may be imported here.
const documentWords = localized(documentEn, documentMl);
const invoiceWords = localized(invoicesEn, invoicesMl);

const linkClass = "font-semibold text-brand-800 underline underline-offset-2";
const sectionClass = "mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

const standingTone: Record<Exclude<InvoiceStanding, "credit_note">, string> = {
  due: "bg-amber-100 text-amber-900",
  part_paid: "bg-amber-100 text-amber-900",
  overdue: "bg-red-100 text-red-900",
  paid: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
};

/** An invoice's standing in words; a credit note says which invoice it credits. */
function StandingBadge({ standing, credits }: { standing: InvoiceStanding; credits: string | null }) {
  const locale = useLocale();
  const listCopy = invoiceWords[locale].invoiceListCopy;
  const { invoiceStandingLabels } = documentWords[locale];
  if (standing === "credit_note") {
    return <span className="text-slate-700">{listCopy.creditNoteFor(credits ?? listCopy.none)}</span>;
  }
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${standingTone[standing]}`}>
      {invoiceStandingLabels[standing]}
    </span>
  );
}

/** /account/invoices below its page header: every invoice and credit note, or a note that there is none. */
export function CustomerInvoiceList({ invoices }: { invoices: readonly CustomerInvoiceListing[] }) {
  const locale = useLocale();
  const to = useLocalePath();
  const listCopy = invoiceWords[locale].invoiceListCopy;
  return (
    <div className="container-page py-12">
      {invoices.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{listCopy.empty}</p>
      ) : (
        <TableScroller label={listCopy.caption} className="rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{listCopy.caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[
                  listCopy.number,
                  listCopy.date,
                  listCopy.dueDate,
                  listCopy.total,
                  listCopy.outstanding,
                  listCopy.status,
                  listCopy.pdf,
                ].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
                    <Link to={to(`/account/invoices/${invoice.id}`)} className={linkClass}>
                      {invoice.number}
                    </Link>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={invoice.issueDate}>{formatDate(invoice.issueDate, locale)}</time>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {invoice.kind === "invoice" ? (
                      <time dateTime={invoice.dueDate}>{formatDate(invoice.dueDate, locale)}</time>
                    ) : (
                      listCopy.none
                    )}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                    {formatRupeesExact(invoice.totalPaise)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-900">
                    {invoice.kind === "invoice" ? formatRupeesExact(invoice.outstandingPaise) : listCopy.none}
                  </td>
                  <td className="px-4 py-3">
                    <StandingBadge standing={invoice.standing} credits={invoice.credits} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <a href={to(invoicePdfPath("/account/invoices", invoice.id))} className={linkClass}>
                      {listCopy.pdfLink(invoice.number)}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </div>
  );
}

function ClaimForm({ page, answer }: { page: CustomerInvoicePage; answer: ClaimAnswer | null }) {
  const copy = invoiceWords[useLocale()].invoicePageCopy;
  const outstanding = formatRupeesExact(page.document.totals.outstandingPaise);
  return (
    <section aria-labelledby="claim-heading" className={sectionClass}>
      <h2 id="claim-heading" className="text-xl font-bold text-slate-900">
        {copy.form.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.form.intro}</p>
      <form method="post" className="mt-4 max-w-md space-y-4">
        <FormAlert message={answer?.message} />
        <TextField
          name={claimFields.utr}
          label={copy.form.utr}
          description={copy.form.utrHint}
          error={answer?.fieldErrors.utr}
          defaultValue={answer?.values.utr}
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          name={claimFields.amount}
          label={copy.form.amount}
          description={copy.form.amountHint(outstanding)}
          required={false}
          optionalNote={copy.form.optional}
          error={answer?.fieldErrors.amount}
          defaultValue={answer?.values.amount}
          autoComplete="off"
          maxLength={20}
        />
        <TextField
          type="date"
          name={claimFields.paidOn}
          label={copy.form.paidOn}
          required={false}
          optionalNote={copy.form.optional}
          error={answer?.fieldErrors.paidOn}
          defaultValue={answer?.values.paidOn}
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {copy.form.submit}
        </button>
      </form>
    </section>
  );
}

/** An invoice's page: the document, how to pay it, what was paid and sent, and the "I have paid" form. */
export function CustomerInvoicePageView({ page, answer }: { page: CustomerInvoicePage; answer: ClaimAnswer | null }) {
  const locale = useLocale();
  const to = useLocalePath();
  const copy = invoiceWords[locale].invoicePageCopy;
  const { document } = page;
  return (
    <>
      <Link to={to("/account/invoices")} className={linkClass}>
        {copy.back}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {document.kind === "credit_note" ? copy.creditNoteTitle(document.number) : copy.title(document.number)}
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <StandingBadge standing={document.standing} credits={document.credits?.number ?? null} />
        <a href={to(invoicePdfPath("/account/invoices", document.id))} className={linkClass}>
          {copy.pdf}
        </a>
      </div>
      {/* The tax invoice in the page's language, as its PDF from this page. */}
      <div className="mt-6">
        <InvoiceDocument
          document={document}
          receiptHref={(paymentId) => to(receiptPdfPath("/account/invoices", document.id, paymentId))}
          language={{
            words: documentWords[locale].invoiceDocumentWords,
            paymentMethodLabels: documentWords[locale].paymentMethodLabels,
            locale,
          }}
        />
      </div>
      {document.upi && page.qrSvg ? (
        <UpiPanel upi={document.upi} qrSvg={page.qrSvg} invoiceNumber={document.number} />
      ) : null}
      {page.pendingClaims.length > 0 ? (
        <section aria-labelledby="claims-heading" className={sectionClass}>
          <h2 id="claims-heading" className="text-xl font-bold text-slate-900">
            {copy.claims.heading}
          </h2>
          <ul className="mt-4 space-y-3 text-sm text-slate-900">
            {page.pendingClaims.map((claim) => (
              <li key={claim.utr}>
                <p>{copy.claims.line(claim.utr, formatDateTime(claim.createdAt, locale))}</p>
                {claim.amountPaise !== null ? (
                  <p className="text-slate-700">{copy.claims.amount(formatRupeesExact(claim.amountPaise))}</p>
                ) : null}
                {claim.paidOn ? (
                  <p className="text-slate-700">{copy.claims.paidOn(formatDate(claim.paidOn, locale))}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.mayClaim ? <ClaimForm page={page} answer={answer} /> : null}
    </>
  );
}
