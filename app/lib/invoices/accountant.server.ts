// The accountant's month: the invoices and credit notes issued in it, as a CSV in the columns of a
// GST sales voucher import (Tally's: one row per document, money as plain decimals, the round-off
// signed) and as the GSTR-1 summary (gstr1.ts). Downloads are audited like the contracts' export.
import { and, asc, between, eq, inArray } from "drizzle-orm";
import { accountantCopy } from "~/content/staff-invoice-reconciliation";
import { gstStateName } from "~/content/gst";
import type { Database } from "~/db/client.server";
import { invoiceLines, invoices } from "~/db/schema";
import { recordAudit } from "~/lib/audit/audit.server";
import { addMonths, type CalendarDay } from "~/lib/contracts/period";
import { paiseToDecimal } from "~/lib/money/paise";
import { type Gstr1, type Gstr1Document, gstr1Of } from "./gstr1";

/** A month as the picker sends it ('2026-11') with its first and last day; null when it is not one. */
export function parseMonth(text: string | null): { month: string; from: CalendarDay; to: CalendarDay } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text ?? "");
  if (!match || Number(match[1]) < 2017) return null;
  const from = `${match[1]}-${match[2]}-01`;
  const next = addMonths(from, 1);
  const to = new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { month: `${match[1]}-${match[2]}`, from, to };
}

/** The month before a day's ('2026-11-26' → '2026-10'): what the accountant files next. */
export function previousMonth(today: CalendarDay): string {
  return addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The documents issued in a month, in the order they were issued (per series), with their lines. */
export async function monthDocuments(
  db: Database,
  month: { from: CalendarDay; to: CalendarDay },
): Promise<Gstr1Document[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(between(invoices.issueDate, month.from, month.to))
    .orderBy(asc(invoices.issueDate), asc(invoices.series), asc(invoices.sequence));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const creditedIds = [...new Set(rows.flatMap((row) => (row.creditedInvoiceId ? [row.creditedInvoiceId] : [])))];
  const credited =
    creditedIds.length === 0
      ? []
      : await db
          .select({
            id: invoices.id,
            number: invoices.number,
            issueDate: invoices.issueDate,
            totalPaise: invoices.totalPaise,
          })
          .from(invoices)
          .where(and(inArray(invoices.id, creditedIds), eq(invoices.kind, "invoice")));
  return rows.map((row) => {
    const original = credited.find((invoice) => invoice.id === row.creditedInvoiceId);
    return {
      kind: row.kind,
      number: row.number,
      series: row.series,
      sequence: row.sequence,
      issueDate: row.issueDate,
      status: row.status,
      recipientName: row.recipientName,
      recipientGstin: row.recipientGstin,
      placeOfSupply: row.placeOfSupply,
      supplierStateCode: row.supplier.stateCode,
      totalPaise: row.totalPaise,
      roundOffPaise: row.roundOffPaise,
      lines: lines.filter((line) => line.invoiceId === row.id),
      credited: original
        ? { number: original.number, issueDate: original.issueDate, totalPaise: original.totalPaise }
        : null,
    };
  });
}

type Staff = { id: number; email: string };
type CsvValue = string | number | null;

/** Signed money as a plain decimal ('-0.01'): the round-off, a net B2C small row. */
const decimal = (paise: number) => (paise < 0 ? `-${paiseToDecimal(-paise)}` : paiseToDecimal(paise));
/** A rate in basis points as a plain percentage ('18', '9', '2.5'). */
const percent = (basisPoints: number) => String(basisPoints / 100);
/** dd-mm-yyyy, the date Tally's import reads. */
const tallyDate = (day: CalendarDay) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const sum = (lines: Gstr1Document["lines"], key: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") =>
  lines.reduce((total, line) => total + line[key], 0);

/** The month's documents in the accounting package's columns (audited: a copy of the books left the system). */
export async function tallyCsvRecords(
  db: Database,
  staff: Staff,
  month: { month: string; from: CalendarDay; to: CalendarDay },
): Promise<CsvValue[][]> {
  await recordAudit(db, staff, { action: "invoice.export", subjectType: "invoice", after: { month: month.month } });
  const words = accountantCopy.tally;
  const documents = await monthDocuments(db, month);
  return [
    [...words.header],
    ...documents.map((document) => {
      const rates = [...new Set(document.lines.map((line) => line.taxRateBasisPoints))];
      const rate = (share: number, amount: number) =>
        amount === 0 ? "" : rates.map((bp) => percent(bp / share)).join("/");
      const cgst = sum(document.lines, "cgstPaise");
      const sgst = sum(document.lines, "sgstPaise");
      const igst = sum(document.lines, "igstPaise");
      return [
        tallyDate(document.issueDate),
        words.voucherTypes[document.kind],
        document.number,
        document.credited?.number ?? "",
        document.credited ? tallyDate(document.credited.issueDate) : "",
        document.recipientName,
        document.recipientGstin ?? "",
        gstStateName(document.placeOfSupply) ?? document.placeOfSupply,
        document.placeOfSupply,
        [...new Set(document.lines.map((line) => line.sacCode))].join(" "),
        decimal(sum(document.lines, "taxablePaise")),
        rate(2, cgst),
        decimal(cgst),
        rate(2, sgst),
        decimal(sgst),
        rate(1, igst),
        decimal(igst),
        decimal(document.roundOffPaise),
        decimal(document.totalPaise),
        words.statuses[document.status as keyof typeof words.statuses] ?? document.status,
      ];
    }),
  ];
}

/** The month's GSTR-1 summary. */
export async function gstr1OfMonth(db: Database, month: { from: CalendarDay; to: CalendarDay }): Promise<Gstr1> {
  return gstr1Of(await monthDocuments(db, month));
}

/** The GSTR-1 summary as one CSV, a section per row (audited like the export). */
export async function gstr1CsvRecords(
  db: Database,
  staff: Staff,
  month: { month: string; from: CalendarDay; to: CalendarDay },
): Promise<CsvValue[][]> {
  await recordAudit(db, staff, {
    action: "invoice.gstr1_export",
    subjectType: "invoice",
    after: { month: month.month },
  });
  const report = await gstr1OfMonth(db, month);
  const words = accountantCopy.gstr1Csv;
  const state = (code: string) => `${code}-${gstStateName(code) ?? ""}`;
  const row = (section: string, fields: Partial<Record<(typeof words.header)[number], CsvValue>>): CsvValue[] =>
    words.header.map((column) => (column === "Section" ? section : (fields[column] ?? "")));
  const taxes = (entry: {
    taxRateBasisPoints: number;
    taxablePaise: number;
    igstPaise: number;
    cgstPaise: number;
    sgstPaise: number;
  }) => ({
    "Rate (%)": percent(entry.taxRateBasisPoints),
    "Taxable Value": decimal(entry.taxablePaise),
    IGST: decimal(entry.igstPaise),
    CGST: decimal(entry.cgstPaise),
    SGST: decimal(entry.sgstPaise),
  });
  const documentFields = (entry: { number: string; issueDate: string; totalPaise: number; placeOfSupply: string }) => ({
    "Document Number": entry.number,
    "Document Date": entry.issueDate,
    "Document Value": decimal(entry.totalPaise),
    "Place of Supply": state(entry.placeOfSupply),
  });
  const s = words.sections;
  return [
    [...words.header],
    ...report.b2b.map((entry) =>
      row(s.b2b, {
        "Recipient GSTIN": entry.recipientGstin,
        "Recipient Name": entry.recipientName,
        ...documentFields(entry),
        ...taxes(entry),
      }),
    ),
    ...report.b2cLarge.map((entry) =>
      row(s.b2cLarge, {
        ...documentFields(entry),
        ...taxes(entry),
      }),
    ),
    ...report.b2cSmall.map((entry) =>
      row(s.b2cSmall, {
        "Place of Supply": state(entry.placeOfSupply),
        Supply: entry.intraState ? accountantCopy.intraState : accountantCopy.interState,
        ...taxes(entry),
      }),
    ),
    ...report.creditNotesRegistered.map((entry) =>
      row(s.cdnr, {
        "Recipient GSTIN": entry.recipientGstin,
        "Recipient Name": entry.recipientName,
        ...documentFields(entry),
        "Original Invoice Number": entry.invoiceNumber,
        "Original Invoice Date": entry.invoiceDate,
        ...taxes(entry),
      }),
    ),
    ...report.creditNotesUnregistered.map((entry) =>
      row(s.cdnur, {
        ...documentFields(entry),
        "Original Invoice Number": entry.invoiceNumber,
        "Original Invoice Date": entry.invoiceDate,
        ...taxes(entry),
      }),
    ),
    ...report.sacSummary.map((entry) =>
      row(s.sac, {
        "SAC/HSN": entry.sacCode,
        Description: entry.description,
        Unit: entry.unit,
        Quantity: String(entry.quantityMilli / 1000),
        "Taxable Value": decimal(entry.taxablePaise),
        IGST: decimal(entry.igstPaise),
        CGST: decimal(entry.cgstPaise),
        SGST: decimal(entry.sgstPaise),
      }),
    ),
    ...report.documents.map((entry) =>
      row(s.documents, {
        Description: accountantCopy.kinds[entry.kind],
        "Series From": entry.from,
        "Series To": entry.to,
        Issued: entry.count,
        Cancelled: entry.cancelled,
      }),
    ),
  ];
}
