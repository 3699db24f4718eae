// The column layouts of bank statements as banks export them to CSV, as data: which header names
// hold the date, the narration, the reference and the money received. A statement is recognised by
// its header row — found below whatever the bank puts above it (account number, period, address) —
// and read into its credit lines; debits are not kept. Pure and browser-safe.
import { isCalendarDay } from "~/lib/contracts/period";
import { parseRupees } from "~/lib/money/paise";
import { parseCsv } from "./csv-parse";
import { extractReference } from "./statement-references";

type Column = "date" | "valueDate" | "narration" | "reference" | "credit" | "debit";

export type StatementLayout = {
  /** Stored with the statement (bank_statements.layout). */
  name: "sbi" | "hdfc" | "icici" | "federal" | "generic";
  /** Header names of each column, compared without case, spaces or punctuation ('Ref No./Cheque No.' → 'refnochequeno'). */
  columns: Partial<Record<Column, readonly string[]>>;
  /** Columns a header may lack (a bank's own layout has every column it names). */
  optional?: readonly Column[];
};

/** Banks' own layouts first (each recognised by all its columns), the generic one last. */
export const statementLayouts: readonly StatementLayout[] = [
  {
    // State Bank of India: Txn Date, Value Date, Description, Ref No./Cheque No., Debit, Credit, Balance.
    name: "sbi",
    columns: {
      date: ["txndate"],
      valueDate: ["valuedate"],
      narration: ["description"],
      reference: ["refnochequeno"],
      debit: ["debit"],
      credit: ["credit"],
    },
  },
  {
    // HDFC Bank: Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance.
    name: "hdfc",
    columns: {
      date: ["date"],
      narration: ["narration"],
      reference: ["chqrefno"],
      valueDate: ["valuedt"],
      debit: ["withdrawalamt"],
      credit: ["depositamt"],
    },
  },
  {
    // ICICI Bank: S No., Value Date, Transaction Date, Cheque Number, Transaction Remarks,
    // Withdrawal Amount (INR ), Deposit Amount (INR ), Balance (INR ).
    name: "icici",
    columns: {
      date: ["transactiondate"],
      valueDate: ["valuedate"],
      reference: ["chequenumber"],
      narration: ["transactionremarks"],
      debit: ["withdrawalamountinr"],
      credit: ["depositamountinr"],
    },
  },
  {
    // Federal Bank: Tran Date, Value Date, Particulars, Tran Type, Tran ID, Cheque Details, Withdrawals, Deposits, Balance.
    name: "federal",
    columns: {
      date: ["trandate"],
      valueDate: ["valuedate"],
      narration: ["particulars"],
      reference: ["chequedetails"],
      debit: ["withdrawals"],
      credit: ["deposits"],
    },
  },
  {
    name: "generic",
    columns: {
      date: ["date", "txndate", "trandate", "transactiondate", "postingdate"],
      valueDate: ["valuedate", "valuedt"],
      narration: ["narration", "description", "particulars", "remarks", "transactionremarks", "details"],
      reference: ["reference", "referenceno", "refno", "utr", "utrno", "chqrefno", "refnochequeno", "chequeno"],
      credit: ["credit", "deposit", "credits", "deposits", "creditamount", "depositamount", "depositamt", "cr"],
      debit: ["debit", "withdrawal", "debits", "withdrawals", "debitamount", "withdrawalamount", "withdrawalamt", "dr"],
    },
    optional: ["valueDate", "reference", "debit"],
  },
];

/** How far down a file its header may be: banks put a dozen lines or so of particulars above it. */
const HEADER_SEARCH_ROWS = 40;

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, "");

type ColumnIndexes = Partial<Record<Column, number>>;

/** The layout a row is the header of, with where each column is; null when it is no layout's header. */
export function recogniseHeader(row: readonly string[]): { layout: StatementLayout; indexes: ColumnIndexes } | null {
  const keys = row.map(headerKey);
  for (const layout of statementLayouts) {
    const indexes: ColumnIndexes = {};
    let complete = true;
    for (const [column, names] of Object.entries(layout.columns) as [Column, readonly string[]][]) {
      const index = keys.findIndex((key) => names.includes(key));
      if (index >= 0) indexes[column] = index;
      else if (!layout.optional?.includes(column)) complete = false;
    }
    if (complete) return { layout, indexes };
  }
  return null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A statement's date as a calendar day: dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy, dd-MMM-yyyy ('26-Nov-2026',
 * '26 Nov 26') or yyyy-mm-dd; a time after it is ignored. Indian banks write the day first.
 */
export function parseStatementDate(text: string): string | null {
  const value = text.trim().split(/\s+\d{1,2}:\d{2}/, 1)[0] ?? "";
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  const named = /^(\d{1,2})[\s/-]([A-Za-z]{3})[A-Za-z]*[\s/-](\d{2}|\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  else if (named) {
    [day, year] = [Number(named[1]), Number(named[3])];
    month = MONTHS.indexOf((named[2] ?? "").toLowerCase()) + 1;
  } else return null;
  if (year < 100) year += 2000;
  const day10 = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isCalendarDay(day10) ? day10 : null;
}

/** A statement's amount in paise ('1,99,900.00', '₹ 500', '2,000.00 Cr'); 0 for an empty cell; null when unreadable. */
export function parseStatementAmount(text: string): number | null {
  const value = text
    .replace(/^\s*(?:INR|Rs\.?|₹)\s*/i, "")
    .replace(/\s*\(?Cr\)?\.?\s*$/i, "")
    .trim();
  if (value === "" || value === "-") return 0;
  return parseRupees(value);
}

/** A credit line of a statement, as stored (bank_statement_lines). */
export type StatementCredit = {
  /** Its place among the statement's credit lines, from 1. */
  position: number;
  valueDate: string;
  narration: string;
  reference: string | null;
  amountPaise: number;
};

export type ReadStatement =
  | { ok: true; layout: StatementLayout["name"]; credits: StatementCredit[] }
  | { ok: false; reason: "no-header" | "no-credits" };

/** A statement file's text: its layout and its credit lines (rows without a date, like totals, are skipped). */
export function readStatement(text: string): ReadStatement {
  const rows = parseCsv(text);
  const headerAt = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => recogniseHeader(row) !== null);
  if (headerAt < 0) return { ok: false, reason: "no-header" };
  const header = recogniseHeader(rows[headerAt] as string[]);
  if (!header) return { ok: false, reason: "no-header" };
  const { indexes } = header;
  const cell = (row: readonly string[], column: Column) => {
    const index = indexes[column];
    return index === undefined ? "" : (row[index] ?? "").trim();
  };
  const credits: StatementCredit[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const date = parseStatementDate(cell(row, "date"));
    const amountPaise = parseStatementAmount(cell(row, "credit"));
    if (date === null || amountPaise === null || amountPaise <= 0) continue;
    const narration = cell(row, "narration").replace(/\s+/g, " ");
    credits.push({
      position: credits.length + 1,
      valueDate: parseStatementDate(cell(row, "valueDate")) ?? date,
      narration,
      reference: extractReference(cell(row, "reference"), narration),
      amountPaise,
    });
  }
  if (credits.length === 0) return { ok: false, reason: "no-credits" };
  return { ok: true, layout: header.layout.name, credits };
}
