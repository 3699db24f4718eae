// The staff's invoice pages, the zod-free pieces shared by the pages (browser) and the server: the
// list's URL and its filters, the issue form's field names and limits, and what the pages' actions
// answer.
import { invoiceStandingLabels } from "~/content/invoice-document";
import { invoiceSourceLabels, paymentMethodChoices } from "~/content/staff-invoices";
import type { CaseActionData } from "~/lib/casework/case-form";
import { choiceParam, defineListCodec, type ListParam, pageParam, textParam } from "~/lib/casework/list-codec";

/**
 * The status filter: each standing of invoiceStanding (invoice-state.ts), overdue and credit notes
 * included. The same lists as the database's checks, read from the label records (typed by them) so
 * the database schema stays out of the browser.
 */
export const invoiceStandingFilters = Object.keys(invoiceStandingLabels) as (keyof typeof invoiceStandingLabels)[];
export type InvoiceStandingFilter = (typeof invoiceStandingFilters)[number];
export const invoiceSourceNames = Object.keys(invoiceSourceLabels) as (keyof typeof invoiceSourceLabels)[];
export const paymentMethodNames = Object.keys(paymentMethodChoices) as (keyof typeof paymentMethodChoices)[];

/** A calendar month 'YYYY-MM', or null. */
export function monthParam(): ListParam<string | null> {
  return {
    read: (raw) => (raw && /^(19|20)\d{2}-(0[1-9]|1[0-2])$/.test(raw.trim()) ? raw.trim() : null),
    write: (value) => value,
  };
}

/** A financial year '2026-27' (its second year the first's next), or null. */
export function financialYearParam(): ListParam<string | null> {
  return {
    read(raw) {
      const match = /^(\d{4})-(\d{2})$/.exec(raw ?? "");
      if (!match) return null;
      return (Number(match[1]) + 1) % 100 === Number(match[2]) ? (raw as string) : null;
    },
    write: (value) => value,
  };
}

/** The list's URL: ?status=&month=&year=&source=&q=&page= (bookmarkable). */
export const invoiceList = defineListCodec({
  status: choiceParam(invoiceStandingFilters),
  month: monthParam(),
  year: financialYearParam(),
  source: choiceParam(invoiceSourceNames),
  q: textParam(100),
  page: pageParam(),
});
export type InvoiceQuery = ReturnType<typeof invoiceList.parse>;

/** The financial years the filter offers: this one and the few before it. */
export function recentFinancialYears(today: string, count = 4): string[] {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 4 ? 0 : 1);
  return Array.from({ length: count }, (_, back) => {
    const start = year - back;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}

export const INVOICE_LIMITS = {
  description: 300,
  unit: 10,
  notes: 2000,
  reason: 1000,
  note: 5000,
  chequeReference: 30,
  /** Line rows the form starts with, and at most. */
  lineRows: 2,
  maxLines: 30,
} as const;

/** The issue form's fields; line row n (1-based) is description{n}, code{n}, quantity{n}, unit{n}, rate{n}, discount{n}. */
export const lineFieldNames = ["description", "code", "quantity", "unit", "rate", "discount"] as const;
export type LineFieldName = (typeof lineFieldNames)[number];
export const lineField = <N extends LineFieldName>(name: N, row: number) => `${name}${row}` as const;
export const lineFields = (row: number) => lineFieldNames.map((name) => lineField(name, row));
export type IssueField = "customerEmail" | "notes" | "lines" | `${LineFieldName}${number}`;

/** What the issue form answers when it does not redirect; `lineRows` is how many line rows to show. */
export type IssueActionData = CaseActionData<"issue" | "addLine", IssueField, { lineRows?: number }>;

export const invoicePageIntents = ["payment", "cancel", "partialCredit", "rejectClaim", "note"] as const;
export type InvoicePageIntent = (typeof invoicePageIntents)[number];
export type InvoicePageField =
  | "amount"
  | "receivedOn"
  | "method"
  | "reference"
  | "reason"
  | "description"
  | "creditAmount"
  | "note";

/** What the invoice page's action answers when it does not redirect. */
export type InvoiceActionData = CaseActionData<InvoicePageIntent, InvoicePageField>;
