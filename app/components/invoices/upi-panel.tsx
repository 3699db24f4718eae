// "Pay by UPI" beside an invoice that is still owed: the QR code any UPI app scans (an SVG the
// loader drew on the server from the invoice's upi:// link: no script in the browser), the payee, the
// exact amount and the note the app fills in, and — on a phone, where the code cannot be scanned
// from its own screen — an "Open UPI app" link to the same upi:// address. The caller renders it only
// when the document has a UPI link.
import { useId } from "react";
import * as documentEn from "~/content/invoice-document";
import * as documentMl from "~/content/invoice-document.ml";
import { localized } from "~/lib/i18n/localized";
import { useLocale } from "~/lib/i18n/use-locale";
import type { InvoiceDocumentView } from "~/lib/invoices/document";
import { formatRupeesExact } from "~/lib/money/paise";

// Server-rendered only (static regions): both languages may be imported here.
const documentWords = localized(documentEn, documentMl);

export function UpiPanel({
  upi,
  qrSvg,
  invoiceNumber,
}: {
  upi: NonNullable<InvoiceDocumentView["upi"]>;
  qrSvg: string;
  invoiceNumber: string;
}) {
  const id = useId();
  const words = documentWords[useLocale()].upiPanelWords;
  const amount = formatRupeesExact(upi.amountPaise);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-sm sm:p-6 print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {words.heading}
      </h2>
      <p className="mt-1 max-w-prose">{words.intro}</p>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          role="img"
          aria-label={words.qrLabel(amount, invoiceNumber)}
          className="h-48 w-48 shrink-0 bg-white [&>svg]:h-full [&>svg]:w-full"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code's SVG, drawn on the server by the qrcode package from the invoice's own upi:// link.
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <div className="min-w-0">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-semibold text-slate-900">{words.payee}</dt>
            <dd className="break-words">{upi.payeeName}</dd>
            <dt className="font-semibold text-slate-900">{words.upiId}</dt>
            <dd className="break-all">{upi.payeeAddress}</dd>
            <dt className="font-semibold text-slate-900">{words.amount}</dt>
            <dd className="tabular-nums">{amount}</dd>
            <dt className="font-semibold text-slate-900">{words.note}</dt>
            <dd className="break-all">{invoiceNumber}</dd>
          </dl>
          {/* A phone (a narrow screen or a touch screen) opens its UPI app; a desktop scans the code. */}
          <div className="mt-4 hidden max-md:block pointer-coarse:block print:hidden">
            <a
              href={upi.link}
              className="inline-flex rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-900"
            >
              {words.openApp}
            </a>
            <p className="mt-1 text-xs text-slate-600">{words.openAppHint}</p>
          </div>
          <p className="mt-4 text-xs text-slate-600">{words.afterPaying}</p>
        </div>
      </div>
    </section>
  );
}
