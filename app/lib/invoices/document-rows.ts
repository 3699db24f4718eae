// An invoice's figures as they are printed, worked out once for the page and the PDF so that both
// say exactly the same: the tax columns (CGST + SGST within Kerala, IGST otherwise), each line's
// cells, the totals with their signed round-off, and what was paid and credited, in the words of
// the language the document is printed in. Pure and browser-safe.
import { invoiceDocumentWords, type TaxName } from "~/content/invoice-document";
import type { Locale } from "~/lib/i18n/locale";
import { formatLongDate } from "~/lib/india-time";
import { formatRupeesExact } from "~/lib/money/paise";
import type { InvoiceDocumentLine, InvoiceDocumentView, TaxSummaryRow } from "./document";
import { formatQuantity, formatTaxRate } from "./gst";

/** The language a document is printed in: its words (invoice-document.ts or its twin) and its dates' locale. */
export type PrintedLanguage = { words: typeof invoiceDocumentWords; locale: Locale };

/** The page's documents (customer's and staff's) are printed in English, as issued. */
const english: PrintedLanguage = { words: invoiceDocumentWords, locale: "en" };

type TaxFigures = Pick<TaxSummaryRow, "taxRateBasisPoints" | "cgstPaise" | "sgstPaise" | "igstPaise">;

/** A tax the invoice charges: its name, its share of a line's rate, and its amount on a line. */
export type TaxColumn = {
  name: TaxName;
  rateOf: (basisPoints: number) => number;
  amountOf: (row: TaxFigures) => number;
};

const columnsByTax: Record<TaxName, TaxColumn> = {
  CGST: { name: "CGST", rateOf: (basisPoints) => basisPoints / 2, amountOf: (row) => row.cgstPaise },
  SGST: { name: "SGST", rateOf: (basisPoints) => basisPoints / 2, amountOf: (row) => row.sgstPaise },
  IGST: { name: "IGST", rateOf: (basisPoints) => basisPoints, amountOf: (row) => row.igstPaise },
};

/** Within the supplier's state, half the rate each as CGST and SGST; to another state, IGST. */
export function taxColumns(intraState: boolean): TaxColumn[] {
  return intraState ? [columnsByTax.CGST, columnsByTax.SGST] : [columnsByTax.IGST];
}

/** An amount that may be negative (the round-off): '−₹0.01' with a true minus sign, '₹0.50'. */
export function signedRupees(paise: number): string {
  return paise < 0 ? `−${formatRupeesExact(-paise)}` : formatRupeesExact(paise);
}

/** '9 %' from a line's 1800 basis points for CGST. */
function taxRateText(column: TaxColumn, basisPoints: number): string {
  return formatTaxRate(column.rateOf(basisPoints));
}

/** A line's cells in the order of the lines table's columns (the taxes: rate, then amount, per tax). */
export function lineCells(line: InvoiceDocumentLine, intraState: boolean, { words }: PrintedLanguage = english) {
  return {
    // Stored from 0; printed from 1.
    position: String(line.position + 1),
    description: line.description,
    sacCode: line.sacCode,
    quantity: words.quantityValue(formatQuantity(line.quantityMilli), line.unit),
    rate: formatRupeesExact(line.ratePaise),
    amount: formatRupeesExact(line.amountPaise),
    discount: formatRupeesExact(line.discountPaise),
    taxable: formatRupeesExact(line.taxablePaise),
    taxes: taxCells(line, intraState),
  };
}

/** Each tax's rate and amount on a line or a summary row. */
function taxCells(row: TaxFigures, intraState: boolean) {
  return taxColumns(intraState).map((column) => ({
    name: column.name,
    rate: taxRateText(column, row.taxRateBasisPoints),
    amount: formatRupeesExact(column.amountOf(row)),
  }));
}

/** A row of the tax summary: the code with its rate, the taxable value, each tax, and the tax in all. */
export function summaryCells(row: TaxSummaryRow, intraState: boolean) {
  return {
    code: `${row.sacCode} (${formatTaxRate(row.taxRateBasisPoints)})`,
    taxable: formatRupeesExact(row.taxablePaise),
    taxes: taxCells(row, intraState),
    totalTax: formatRupeesExact(row.cgstPaise + row.sgstPaise + row.igstPaise),
  };
}

export type PrintedRow = { label: string; value: string };

/**
 * The totals block: the value before discount and the discount (when there is one), the taxable
 * value, each tax per rate ('CGST 9 %'), the round-off (signed) and the total.
 */
export function totalsRows(
  document: InvoiceDocumentView,
  { words }: PrintedLanguage = english,
): { rows: PrintedRow[]; total: PrintedRow } {
  const rows: PrintedRow[] = [];
  const { totals } = document;
  if (totals.discountPaise > 0) {
    rows.push({ label: words.totals.gross, value: formatRupeesExact(totals.grossPaise) });
    rows.push({ label: words.totals.discount, value: formatRupeesExact(totals.discountPaise) });
  }
  rows.push({ label: words.totals.taxable, value: formatRupeesExact(totals.taxablePaise) });
  const rates = [...new Set(document.taxSummary.map((row) => row.taxRateBasisPoints))].sort((a, b) => a - b);
  for (const column of taxColumns(document.intraState)) {
    for (const rate of rates) {
      const amount = document.taxSummary
        .filter((row) => row.taxRateBasisPoints === rate)
        .reduce((sum, row) => sum + column.amountOf(row), 0);
      rows.push({ label: words.totals.tax(column.name, taxRateText(column, rate)), value: formatRupeesExact(amount) });
    }
  }
  rows.push({ label: words.totals.roundOff, value: signedRupees(totals.roundOffPaise) });
  return { rows, total: { label: words.totals.total[document.kind], value: formatRupeesExact(totals.totalPaise) } };
}

/** Paid, credited and outstanding, once anything was paid or credited (else nothing to say). */
export function settlementRows(document: InvoiceDocumentView, { words }: PrintedLanguage = english): PrintedRow[] {
  const { totals } = document;
  if (document.kind !== "invoice" || (totals.paidPaise === 0 && totals.creditedPaise === 0)) return [];
  const rows: PrintedRow[] = [];
  if (totals.paidPaise > 0) rows.push({ label: words.settlement.paid, value: formatRupeesExact(totals.paidPaise) });
  if (totals.creditedPaise > 0)
    rows.push({ label: words.settlement.credited, value: formatRupeesExact(totals.creditedPaise) });
  rows.push({ label: words.settlement.outstanding, value: formatRupeesExact(totals.outstandingPaise) });
  return rows;
}

/** The particulars at the head of the document: number, dates, period, place of supply, reverse charge. */
export function headRows(document: InvoiceDocumentView, { words, locale }: PrintedLanguage = english): PrintedRow[] {
  const rows: PrintedRow[] = [
    { label: words.number[document.kind], value: document.number },
    { label: words.date[document.kind], value: formatLongDate(document.issueDate, locale) },
  ];
  if (document.kind === "invoice") rows.push({ label: words.dueDate, value: formatLongDate(document.dueDate, locale) });
  if (document.period) {
    rows.push({
      label: words.period,
      value: words.periodValue(
        formatLongDate(document.period.from, locale),
        formatLongDate(document.period.to, locale),
      ),
    });
  }
  if (document.credits) {
    rows.push({
      label: words.credits,
      value: words.creditsValue(document.credits.number, formatLongDate(document.credits.issueDate, locale)),
    });
  }
  if (document.reason) rows.push({ label: words.reason, value: document.reason });
  rows.push({
    label: words.placeOfSupply,
    value: words.stateValue(document.placeOfSupply.name, document.placeOfSupply.code),
  });
  rows.push({ label: words.reverseCharge, value: words.reverseChargeValue });
  return rows;
}

export type PartyBlock = { heading: string; name: string; address: string; facts: PrintedRow[] };

/** The two parties: each one's name, address, and GSTIN (PAN too for the supplier) with its state and code. */
export function partyBlocks(
  document: InvoiceDocumentView,
  { words }: PrintedLanguage = english,
): { supplier: PartyBlock; recipient: PartyBlock } {
  const { supplier, recipient } = document;
  return {
    supplier: {
      heading: words.supplier,
      name: supplier.legalName,
      address: supplier.address,
      facts: [
        { label: words.gstin, value: supplier.gstin },
        { label: words.pan, value: supplier.pan },
        { label: words.state, value: words.stateValue(supplier.stateName, supplier.stateCode) },
      ],
    },
    recipient: {
      heading: words.recipient,
      name: recipient.name,
      address: recipient.address,
      facts: [
        { label: words.gstin, value: recipient.gstin ?? words.unregistered },
        { label: words.state, value: words.stateValue(recipient.stateName, recipient.stateCode) },
      ],
    },
  };
}
